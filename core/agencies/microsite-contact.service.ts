/**
 * The contact form of an agency's microsite: its input is the listing message's, parsed by
 * the adapter with AgencyMessageSchema (consent to data processing required, honeypot). It is
 * captured as a lead of the agency by the leads module, on the listing message's per-address
 * limit, with its e-mail in the outbox in the same transaction (the agency also finds it in
 * its leads inbox).
 */
import { siteOrigin, runtime, type ServiceContext, notFound } from '#core/shared'
import { micrositePath } from '#core/listings'
import { captureLead, type AgencyMessageInput, type LeadMeta, agencyMessageLimiter } from '#core/leads'
import { findPublicCustomer } from './microsite.queries'
import { micrositeMessageEmail } from './org.mail'

/** Returns whether the message was stored (false for robots, who get the same answer). */
export async function sendMicrositeMessage(
  ctx: ServiceContext,
  customerId: number,
  data: AgencyMessageInput,
  meta: LeadMeta = {},
) {
  const customer = await findPublicCustomer(ctx.db, customerId)
  if (!customer) throw notFound()
  const to = customer.email || runtime().env.TEAM_EMAIL
  const captured = await captureLead(ctx, {
    kind: 'agency_message',
    source: 'microsite',
    limiter: agencyMessageLimiter,
    website: data.website,
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: data.message,
    consent: true,
    meta,
    recipients: () => [
      {
        customerId: customer.id,
        municipalityId: customer.municipalityId,
        details: { delivered_to: to },
        email: (leadId) =>
          micrositeMessageEmail({
            to,
            agency: customer.name,
            name: data.name,
            email: data.email,
            phone: data.phone,
            message: data.message,
            micrositeUrl: siteOrigin() + micrositePath(customer),
            leadId,
          }),
      },
    ],
  })
  return { stored: captured.stored }
}
