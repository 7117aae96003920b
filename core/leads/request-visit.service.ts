/**
 * Visit requests: a visitor proposes up to three times to see a listing (stored as a lead of
 * kind 'visit' with its visit row, in one transaction with the e-mails queued in the outbox);
 * the agency confirms one, proposes another or cancels (leads.manage, its own agency only,
 * audited); the visitor cancels, or accepts a proposed time, through the signed link of their
 * e-mails (or from their panel when signed in). Every agreed, proposed or cancelled time
 * reaches both sides by e-mail with its calendar invitation (same UID, SEQUENCE + 1), and a
 * push to a signed-in visitor when the agency acted. The link works while the visit is at most
 * VISIT_LINK_DAYS_AFTER days past; it cancels or accepts only while the visit is ahead.
 *
 * This file: the visitor asks. The agency's answers and the visitor's link are one use case a
 * file beside it (`confirm-visit.service.ts`, …), over `visit-change.service.ts`.
 */
import { enqueue } from '#core/notifications'
import { recordListingEvent } from '#core/visitor'
import { encodeId, notFound, runtime, type MessageKey, type ServiceContext } from '#core/shared'
import { captureLead, leadVisitor, type LeadMeta } from './capture-lead.service'
import type { VisitRequestInput } from './visit-request.schemas'
import { findVisitDetail, insertVisit } from './visit-request.queries'
import { visitRequestedEmails } from './visit.mail'
import { mailFacts } from './visit.view'
import { findListingForMessage } from './visitor-lead.queries'
import { visitRequestLimiter } from './visitor-lead.rate-limit'

export const VISIT_REQUEST_THANKS_KEY: MessageKey = 'visitor.visit.sent'

export interface VisitRequestResult {
  stored: boolean
  visitId: string | null
  messageKey: MessageKey
  contact: { name: string; email: string; phone: string } | null
}

/**
 * `data` is parsed by VisitRequestSchema. The lead, its visit and both e-mails (the agency's
 * and the visitor's receipt) are written in one transaction; a listing the public cannot see is
 * a 404, the address limit a 429.
 */
export async function requestVisit(
  ctx: ServiceContext,
  propertyId: number | null,
  data: VisitRequestInput,
  meta: LeadMeta = {},
): Promise<VisitRequestResult> {
  const listing = propertyId != null ? await findListingForMessage(ctx.db, propertyId) : null
  if (!listing) throw notFound('errors.property_not_found')
  const to = listing.adviserEmail || listing.agencyEmail || runtime().env.TEAM_EMAIL
  const locale = ctx.locale ?? 'es-CO'
  let visitId: number | null = null
  let agencyEmail: Record<string, unknown> | null = null

  const captured = await captureLead(ctx, {
    kind: 'visit',
    source: 'listing',
    limiter: visitRequestLimiter,
    website: data.website,
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: null,
    consent: true,
    meta,
    recipients: () => [
      {
        customerId: listing.customerId,
        propertyId: listing.id,
        municipalityId: listing.municipalityId,
        details: { code: listing.code, delivered_to: to },
        also: async (tx, lead) => {
          const visit = await insertVisit(tx, {
            leadId: lead.id,
            slots: data.slots.map((d) => d.toISOString()),
            locale,
          })
          visitId = visit.id
          const row = await findVisitDetail(tx, { visitId: visit.id })
          const emails = visitRequestedEmails(mailFacts(row!), lead.id)
          agencyEmail = { ...emails.agency }
          await enqueue(tx, 'email', { ...emails.visitor, leadId: lead.id })
        },
        email: () => agencyEmail as never,
      },
    ],
  })
  if (!captured.stored || visitId == null)
    return { stored: false, visitId: null, messageKey: VISIT_REQUEST_THANKS_KEY, contact: null }
  await recordListingEvent(ctx.db, listing.id, 'visit_request', leadVisitor(ctx, meta))
  return {
    stored: true,
    visitId: encodeId('visit', visitId),
    messageKey: VISIT_REQUEST_THANKS_KEY,
    contact: { name: data.name, email: data.email, phone: data.phone },
  }
}
