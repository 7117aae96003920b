/**
 * The contact form of an agency's microsite: its input is the listing message's, parsed by
 * the adapter with AgencyMessageSchema (consent to data processing required, honeypot). It is
 * captured as a lead of the agency, on the listing message's per-address limit, with its
 * e-mail in the outbox in the same transaction (the agency also finds it in its leads inbox).
 * A leads use case: core/agencies only answers which agency is public (getPublicCustomer).
 */
import { getPublicCustomer } from '#core/agencies'
import { micrositePath } from '#core/listings'
import { siteOrigin, runtime, type ServiceContext } from '#core/shared'
import { agencyMessageCapture } from './agency-message.service'
import { captureLead, type LeadMeta } from './capture-lead.service'
import { micrositeMessageEmail } from './lead.mail'
import type { AgencyMessageInput } from './visitor-lead.schemas'

/** Returns whether the message was stored (false for robots, who get the same answer). */
export async function sendMicrositeMessage(
  ctx: ServiceContext,
  customerId: number,
  data: AgencyMessageInput,
  meta: LeadMeta = {},
) {
  const customer = await getPublicCustomer(ctx, customerId)
  const to = customer.email || runtime().env.TEAM_EMAIL
  const captured = await captureLead(ctx, {
    ...agencyMessageCapture('microsite', data, meta),
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
