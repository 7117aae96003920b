/**
 * The staff queue's page data: each waiting listing with what staff read in words (the signals'
 * sentences, how long it has waited, the account's history), drawn on the server in the
 * reader's language so the page carries no rule of its own.
 */
import { translate, type Locale, type MessageKey } from '#i18n'
import { signalSentence, type QueuePage } from '#core/moderation'
import { encodeId, formatCop } from '#core/shared'
import type { QueueItemView } from '~/components/admin/moderation-item'

/** "3 h", "12 minutos", "2 días": how long since `from`. */
function waited(locale: Locale, from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000))
  if (minutes < 60) return translate(locale, 'admin.moderation.time.minutes', { n: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return translate(locale, 'admin.moderation.time.hours', { n: hours })
  return translate(locale, 'admin.moderation.time.days', { n: Math.floor(hours / 24) })
}

const dateOf = (locale: Locale, d: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Bogota' }).format(d)

export function queueItemsView(page: QueuePage, locale: Locale, now = new Date()): QueueItemView[] {
  return page.data.map((item) => {
    const l = item.listing
    const prices: string[] = []
    if (l.rentPrice !== null)
      prices.push(translate(locale, 'admin.moderation.price.rent', { price: formatCop(l.rentPrice) }))
    if (l.salePrice !== null)
      prices.push(translate(locale, 'admin.moderation.price.sale', { price: formatCop(l.salePrice) }))
    if (l.adminPrice) prices.push(translate(locale, 'admin.moderation.price.admin', { price: formatCop(l.adminPrice) }))
    return {
      id: encodeId('property', item.propertyId),
      code: l.code,
      title: l.title,
      photoUrl: l.photoUrl,
      place: [l.sector, l.municipality].filter(Boolean).join(', '),
      prices,
      publisher: `${translate(locale, `admin.moderation.publisher.${l.publisher.kind}` as MessageKey)} · ${l.publisher.name}`,
      cause: translate(locale, `admin.moderation.cause.${item.cause}`),
      waited: translate(locale, 'admin.moderation.waiting', { time: waited(locale, item.waitingSince, now) }),
      signals: item.signals.map((s) => {
        const sentence = signalSentence(s.code, s.evidence)
        return {
          code: s.code,
          label: translate(locale, sentence.label),
          text: translate(locale, sentence.key, sentence.params),
        }
      }),
      history: translate(locale, 'admin.moderation.history_text', {
        date: dateOf(locale, item.history.accountCreatedAt),
        listings: item.history.listings,
        approved: item.history.approved,
        rejected: item.history.rejected,
      }),
    }
  })
}
