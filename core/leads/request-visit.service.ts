/**
 * Visit requests: a visitor proposes up to three times to see a listing or a project's sales room (stored as a lead of
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
import { encodeId, type MessageKey, type ServiceContext } from '#core/shared'
import { captureLead, leadVisitor, type LeadMeta } from './capture-lead.service'
import type { VisitRequestInput } from './visit-request.schemas'
import { findVisitDetail, insertVisit } from './visit-request.queries'
import { visitRequestedEmails } from './visit.mail'
import { mailFacts } from './visit.view'
import { leadSubject, type LeadTarget } from './lead-subject.service'
import { visitRequestLimiter } from './visitor-lead.rate-limit'

export const VISIT_REQUEST_THANKS_KEY: MessageKey = 'visitor.visit.sent'
const PROJECT_VISIT_THANKS_KEY: MessageKey = 'project_page.contact.visit_sent'

export interface VisitRequestResult {
  stored: boolean
  visitId: string | null
  messageKey: MessageKey
  contact: { name: string; email: string; phone: string } | null
}

/**
 * `data` is parsed by VisitRequestSchema; the target is a listing or a project's sales room (and
 * a unit type, lead-subject.service.ts). The lead, its visit and both e-mails (the agency's and
 * the visitor's receipt) are written in one transaction; a listing or project the public cannot
 * see is a 404, the address limit a 429.
 */
export async function requestVisit(
  ctx: ServiceContext,
  target: LeadTarget,
  data: VisitRequestInput,
  meta: LeadMeta = {},
): Promise<VisitRequestResult> {
  const subject = await leadSubject(ctx, target)
  const messageKey = subject.project ? PROJECT_VISIT_THANKS_KEY : VISIT_REQUEST_THANKS_KEY
  const locale = ctx.locale ?? 'es-CO'
  let visitId: number | null = null
  let agencyEmail: Record<string, unknown> | null = null

  const captured = await captureLead(ctx, {
    kind: 'visit',
    source: subject.project ? 'project' : 'listing',
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
        ...subject.lead,
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
  if (!captured.stored || visitId == null) return { stored: false, visitId: null, messageKey, contact: null }
  await subject.record(ctx.db, 'visit_request', leadVisitor(ctx, meta))
  return {
    stored: true,
    visitId: encodeId('visit', visitId),
    messageKey,
    contact: { name: data.name, email: data.email, phone: data.phone },
  }
}
