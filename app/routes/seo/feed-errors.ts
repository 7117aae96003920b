/** The field messages of a feed request refused (422), in the visitor's language. */
import type { FeedParams } from '#core/seo'
import { translate, type Locale, type MessageKey } from '../../i18n'

type Errors = Extract<FeedParams, { ok: false }>['errors']

export function feedErrorMessages(locale: Locale, errors: Errors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, e]) => [
      field,
      [translate(locale, e.key as MessageKey, e.max == null ? undefined : { max: e.max })],
    ]),
  )
}

/** As plain text, one "field: message" a line (the XML feed's answer). */
export function feedErrorText(locale: Locale, errors: Errors): string {
  return (
    Object.entries(feedErrorMessages(locale, errors))
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('\n') + '\n'
  )
}
