/**
 * The outcome of a form: a polite status on success, an alert with the reason on failure;
 * `soft`, the visitor's paler tones in the flow of the page (no margin of its own).
 */
import { cn } from '~/components/ui/cn'

const TONES = {
  ok: { strong: 'bg-green-100 text-green-900', soft: 'bg-green-50 text-green-800' },
  failed: { strong: 'bg-red-100 text-red-900', soft: 'bg-red-50 text-red-800' },
}

export function ActionMessage({
  result,
  intent,
  soft = false,
}: {
  result: { ok?: boolean; intent?: string; message?: string } | undefined
  intent?: string
  soft?: boolean
}) {
  if (!result?.message || (intent && result.intent !== intent)) return null
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={cn(
        'rounded-xl px-4 font-semibold',
        soft ? 'py-3' : 'mb-4 py-2.5',
        TONES[result.ok ? 'ok' : 'failed'][soft ? 'soft' : 'strong'],
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
