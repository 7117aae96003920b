/**
 * A visitor's message to a listing's agency (POST /api/properties/{id}/messages and the
 * listing page form): validated, then captured as a lead of the agency addressed to the
 * listing's adviser (or the agency), with its e-mail in the outbox (captureLead).
 */
import { siteOrigin, runtime, type ServiceContext, notFound, type MessageKey } from '#core/shared'
import { listingPath } from '#core/listings'
import { agencyMessageEmail, recordListingEvent } from '#core/visitor'
import { captureLead, leadVisitor, type LeadCapture, type LeadMeta } from './capture-lead.service'
import type { AgencyMessageInput } from './visitor-lead.schemas'
import { agencyMessageLimiter } from './visitor-lead.rate-limit'
import { findListingForMessage } from './visitor-lead.queries'

export const AGENCY_MESSAGE_THANKS_KEY: MessageKey = 'visitor.message.sent'

/** A message to an agency as a lead, whichever form sent it (a listing's, a microsite's): all but its recipients. */
export function agencyMessageCapture(
  source: 'listing' | 'microsite',
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

/** `data` is parsed by AgencyMessageSchema; a listing the public cannot see is a 404, the address limit a 429. */
export async function sendAgencyMessage(
  ctx: ServiceContext,
  propertyId: number | null,
  data: AgencyMessageInput,
  meta: LeadMeta = {},
): Promise<VisitorLeadResult> {
  const listing = propertyId != null ? await findListingForMessage(ctx.db, propertyId) : null
  if (!listing) throw notFound('errors.property_not_found')
  const url =
    siteOrigin() +
    listingPath({
      id: listing.id,
      title: listing.title,
      municipalityName: listing.municipalityName,
      sectorName: null,
      businessType: listing.businessType,
    })
  const to = listing.adviserEmail || listing.agencyEmail || runtime().env.TEAM_EMAIL

  const captured = await captureLead(ctx, {
    ...agencyMessageCapture('listing', data, meta),
    recipients: () => [
      {
        customerId: listing.customerId,
        propertyId: listing.id,
        municipalityId: listing.municipalityId,
        details: { code: listing.code, delivered_to: to },
        email: (leadId) => ({
          template: 'agency-message',
          to,
          replyTo: data.email,
          ...agencyMessageEmail({
            brand: runtime().env.BRAND_NAME,
            agency: listing.agencyName,
            code: listing.code,
            title: listing.title,
            listingUrl: url,
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
  if (!captured.stored) return { stored: false, leadId: null, messageKey: AGENCY_MESSAGE_THANKS_KEY, contact: null }
  await recordListingEvent(ctx.db, listing.id, 'message', leadVisitor(ctx, meta))
  return {
    stored: true,
    leadId: captured.leads[0].id,
    messageKey: AGENCY_MESSAGE_THANKS_KEY,
    contact: { name: data.name, email: data.email, phone: data.phone },
  }
}
