/** The outcome of a back-office form: a polite status on success, an alert with the reason on failure. */
import { cn } from '~/components/ui/cn'

export function ActionMessage({
  result,
  intent,
}: {
  result: { ok?: boolean; intent?: string; message?: string } | undefined
  intent?: string
}) {
  if (!result?.message || (intent && result.intent !== intent)) return null
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={cn(
        'mb-4 rounded-xl px-4 py-2.5 font-semibold',
        result.ok ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900',
      )}
    >
      {result.message}
    </p>
  )
}

/** A small label for a state (active, new, closed…); the text carries the meaning, not the colour. */
export function Pill({
  tone,
  children,
}: {
  tone: 'green' | 'amber' | 'red' | 'ink' | 'brand'
  children: React.ReactNode
}) {
  const tones = {
    green: 'bg-green-100 text-green-900',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-900',
    ink: 'bg-ink/10 text-ink-900',
    brand: 'bg-brand text-ink-900',
  }
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', tones[tone])}>
      {children}
    </span>
  )
}
