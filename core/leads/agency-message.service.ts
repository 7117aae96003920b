/**
 * A visitor's message to a listing's agency (POST /api/properties/{id}/messages and the
 * listing page form). Validated, robots dropped quietly (honeypot), each address limited;
 * then, in ONE transaction, the lead is stored first and the e-mail to the agency queued
 * in the outbox after it: a failing mail server never loses a message, the outbox retries.
 */
import { siteOrigin } from '#core/shared/site-origin'
import { enqueue } from '#core/notifications/outbox'
import type { ServiceContext } from '#core/shared/context'
import { notFound } from '#core/shared/errors'
import { assertNotLimited } from '#core/shared/rate-limit'
import { runtime } from '#core/shared/runtime'
import { parseInput } from '#core/shared/validation'
import { listingPath } from '#core/listings/listing-url'
import { agencyMessageEmail } from '#core/visitor/visitor-emails'
import { insertLead } from './lead.queries'
import { AgencyMessageSchema } from './visitor-lead.schemas'
import { agencyMessageLimiter } from './visitor-lead.rate-limit'
import { findListingForMessage } from './visitor-lead.queries'

export const AGENCY_MESSAGE_THANKS_KEY = 'visitor.message.sent'

export interface VisitorLeadMeta {
  ip?: string | null
  clientId?: string | null
}

export interface VisitorLeadResult {
  stored: boolean
  leadId: number | null
  messageKey: string
  /** What to remember in the contact_user_data cookie (prefills the next form). */
  contact: { name: string; email: string; phone: string } | null
}

export async function sendAgencyMessage(
  ctx: ServiceContext,
  propertyId: number | null,
  input: unknown,
  meta: VisitorLeadMeta = {},
): Promise<VisitorLeadResult> {
  const listing = propertyId != null ? await findListingForMessage(ctx.db, propertyId) : null
  if (!listing) throw notFound('errors.property_not_found')
  const data = parseInput(AgencyMessageSchema, input)
  assertNotLimited(await agencyMessageLimiter.hit(meta.ip || 'unknown'))
  if (data.website !== '') return { stored: false, leadId: null, messageKey: AGENCY_MESSAGE_THANKS_KEY, contact: null }

  const env = runtime().env
  const base = siteOrigin()
  const url =
    base +
    listingPath({
      id: listing.id,
      title: listing.title,
      municipalityName: listing.municipalityName,
      sectorName: null,
      businessType: listing.businessType,
    })
  const to = listing.adviserEmail || listing.agencyEmail || env.TEAM_EMAIL

  const lead = await ctx.db.transaction(async (tx) => {
    const saved = await insertLead(tx, {
      kind: 'agency_message',
      customerId: listing.customerId,
      propertyId: listing.id,
      municipalityId: listing.municipalityId,
      userId: ctx.actor?.userId ?? null,
      clientId: meta.clientId ?? null,
      name: data.name,
      email: data.email,
      phone: data.phone,
      message: data.message,
      consentAt: new Date(),
      ip: meta.ip ?? null,
      details: {
        locale: ctx.locale ?? 'es-CO',
        source: 'listing',
        code: listing.code,
        consent_policy: 'Ley 1581 de 2012',
        delivered_to: to,
      },
    })
    const mail = agencyMessageEmail({
      brand: 'Wi Inmuebles',
      agency: listing.agencyName,
      code: listing.code,
      title: listing.title,
      listingUrl: url,
      name: data.name,
      email: data.email,
      phone: data.phone,
      message: data.message,
      leadId: saved.id,
    })
    await enqueue(tx, 'email', {
      template: 'agency-message',
      to,
      replyTo: data.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      leadId: saved.id,
    })
    return saved
  })
  return {
    stored: true,
    leadId: lead.id,
    messageKey: AGENCY_MESSAGE_THANKS_KEY,
    contact: { name: data.name, email: data.email, phone: data.phone },
  }
}
