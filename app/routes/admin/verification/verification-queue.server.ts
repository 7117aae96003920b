/**
 * The verification queue's page data: each request with what staff compare in words (who asks,
 * the NIT typed and on record, the owner's name and the listing's address) and its papers, each
 * with its staff-only address or "eliminado" once its retention ended.
 */
import { translate, type Locale } from '#i18n'
import { encodeId } from '#core/shared'
import type { VerificationPage } from '#core/verification'
import type { VerificationItemView } from '~/components/admin/verification-item'
import { dateOf } from './verification-text.server'

export function verificationItemsView(page: VerificationPage, locale: Locale): VerificationItemView[] {
  return page.data.map((item) => {
    const id = encodeId('verification', item.id)
    const facts: string[] = []
    if (item.kind === 'agency') {
      const none = translate(locale, 'admin.verification.queue.no_nit')
      facts.push(translate(locale, 'admin.verification.queue.nit_typed', { nit: item.agency.nit ?? none }))
      facts.push(translate(locale, 'admin.verification.queue.nit_record', { nit: item.agency.recordNit ?? none }))
    }
    if (item.owner) facts.push(translate(locale, 'admin.verification.queue.owner', { name: item.owner.name }))
    if (item.listing) {
      facts.push(
        translate(locale, 'admin.verification.queue.listing', { code: item.listing.code, title: item.listing.title }),
      )
      facts.push(
        item.listing.address
          ? translate(locale, 'admin.verification.queue.address', {
              address: [item.listing.address, item.listing.place].filter(Boolean).join(', '),
            })
          : translate(locale, 'admin.verification.queue.no_address'),
      )
    }
    return {
      id,
      status: item.status,
      kind: translate(locale, `admin.verification.queue.kind.${item.kind}`),
      name: item.agency.name,
      when: item.decidedAt
        ? translate(locale, 'admin.verification.queue.decided', { date: dateOf(locale, item.decidedAt) })
        : translate(locale, 'admin.verification.queue.submitted', { date: dateOf(locale, item.submittedAt) }),
      facts,
      reason: item.reason,
      documents: item.documents.map((d) => {
        const docId = encodeId('verificationDocument', d.id)
        return {
          id: docId,
          label: translate(locale, `admin.verification.queue.document.${d.kind}`),
          url: d.deletedAt ? null : `/api/admin/verifications/${id}/documents/${docId}`,
        }
      }),
    }
  })
}
