/** Where a publisher's verification stands, said in one sentence (drawn on the server in the reader's language). */
import type { VerificationState } from '#core/verification/browser'

const TONES: Record<VerificationState, string> = {
  none: 'bg-ink/5 text-ink-900',
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-emerald-100 text-emerald-950',
  rejected: 'bg-red-100 text-red-900',
}

export function VerificationStateNote({ state, text }: { state: VerificationState; text: string }) {
  return (
    <p data-state={state} role="status" className={`rounded-xl px-4 py-3 font-semibold ${TONES[state]}`}>
      {text}
    </p>
  )
}
