/** A verification's state in words, in the reader's language (the agency's and the owner's pages). */
import { translate, type Locale, type MessageKey } from '#i18n'
import type { VerificationStatusView } from '#core/verification'

export const dateOf = (locale: Locale, d: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Bogota' }).format(d)

export function stateText(
  locale: Locale,
  prefix: 'admin.verification.state' | 'owner_verification.state',
  s: VerificationStatusView,
) {
  const key = `${prefix}.${s.state}` as MessageKey
  const at = s.state === 'approved' ? s.verifiedAt : s.submittedAt
  return translate(locale, key, { date: at ? dateOf(locale, at) : '', reason: s.reason ?? '' })
}
