/**
 * A visitor's message to a listing's agency (POST /api/properties/{id}/messages and the
 * listing page form) or to a project's builder (POST /api/projects/{id}/messages): validated,
 * then captured as a lead of the agency addressed to the listing's adviser (or the agency, or the
 * builder), with its e-mail in the outbox (captureLead).
 */
import { runtime, type ServiceContext, type MessageKey } from '#core/shared'
import { agencyMessageEmail } from '#core/visitor'
import { captureLead, leadVisitor, type LeadCapture, type LeadMeta } from './capture-lead.service'
import type { AgencyMessageInput } from './visitor-lead.schemas'
import { agencyMessageLimiter } from './visitor-lead.rate-limit'
import { leadSubject, type LeadTarget } from './lead-subject.service'

export const AGENCY_MESSAGE_THANKS_KEY: MessageKey = 'visitor.message.sent'
const PROJECT_MESSAGE_THANKS_KEY: MessageKey = 'project_page.contact.message_sent'

/** A message to an agency as a lead, whichever form sent it (a listing's, a microsite's): all but its recipients. */
export function agencyMessageCapture(
  source: 'listing' | 'project' | 'microsite',
  data: AgencyMessageInput,
  meta: LeadMeta,
): Omit<LeadCapture, 'recipients'> {
  const { website, name, email, phone, message } = data
  return {
    kind: 'agency_message',
    source,
    limiter: agencyMessageLimiter,
    website,
    name,
    email,
    phone,
    message,
    consent: true,
    meta,
  }
}

export interface VisitorLeadResult {
  stored: boolean
  leadId: number | null
  messageKey: MessageKey
  /** What to remember in the contact_user_data cookie (prefills the next form). */
  contact: { name: string; email: string; phone: string } | null
}

/**
 * `data` is parsed by AgencyMessageSchema; the target is a listing or a project (and unit type,
 * lead-subject.service.ts). One the public cannot see is a 404, the address limit a 429.
 */
export async function sendAgencyMessage(
  ctx: ServiceContext,
  target: LeadTarget,
  data: AgencyMessageInput,
  meta: LeadMeta = {},
): Promise<VisitorLeadResult> {
  const subject = await leadSubject(ctx, target)
  const messageKey = subject.project ? PROJECT_MESSAGE_THANKS_KEY : AGENCY_MESSAGE_THANKS_KEY
  const captured = await captureLead(ctx, {
    ...agencyMessageCapture(subject.project ? 'project' : 'listing', data, meta),
    recipients: () => [
      {
        ...subject.lead,
        email: (leadId) => ({
          template: 'agency-message',
          to: subject.to,
          replyTo: data.email,
          ...agencyMessageEmail({
            brand: runtime().env.BRAND_NAME,
            agency: subject.agencyName,
            code: subject.code,
            title: subject.title,
            listingUrl: subject.url,
            project: subject.project,
            name: data.name,
            email: data.email,
            phone: data.phone,
            message: data.message,
            leadId,
          }),
        }),
      },
    ],
  })
  if (!captured.stored) return { stored: false, leadId: null, messageKey, contact: null }
  await subject.record(ctx.db, 'message', leadVisitor(ctx, meta))
  return {
    stored: true,
    leadId: captured.leads[0].id,
    messageKey,
    contact: { name: data.name, email: data.email, phone: data.phone },
  }
}
