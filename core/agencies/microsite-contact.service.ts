/**
 * The contact form of an agency's microsite: validated with the listing message's schema
 * (consent to data processing required, honeypot), limited per address, then stored as a
 * lead of the agency and its e-mail queued in the same transaction (nothing is lost when
 * the mail server fails; the agency also finds it in its leads inbox).
 */
import { siteOrigin } from '#core/shared/site-origin'
import { micrositePath } from '#core/listings/listing-url'
import { AgencyMessageSchema } from '#core/leads/visitor-lead.schemas'
import { agencyMessageLimiter } from '#core/leads/visitor-lead.rate-limit'
import type { ServiceContext } from '#core/shared/context'
import { notFound } from '#core/shared/errors'
import { decodeId } from '#core/shared/ids'
import { assertNotLimited } from '#core/shared/rate-limit'
import { runtime } from '#core/shared/runtime'
import { parseInput } from '#core/shared/validation'
import { findPublicCustomer, insertMicrositeLead } from './microsite.queries'
import { queueMicrositeMessageEmail } from './org-mail'

export interface MicrositeMessageMeta {
  ip?: string | null
  clientId?: string | null
}

/** Returns whether the message was stored (false for robots, who get the same answer). */
export async function sendMicrositeMessage(
  ctx: ServiceContext,
  customerPublicId: string | undefined,
  input: unknown,
  meta: MicrositeMessageMeta = {},
) {
  const id = decodeId('customer', customerPublicId)
  const customer = id == null ? undefined : await findPublicCustomer(ctx.db, id)
  if (!customer) throw notFound()
  const data = parseInput(AgencyMessageSchema, input)
  assertNotLimited(await agencyMessageLimiter.hit(meta.ip || 'unknown'))
  if (data.website !== '') return { stored: false }
  const env = runtime().env
  const to = customer.email || env.TEAM_EMAIL
  await ctx.db.transaction(async (tx) => {
    const lead = await insertMicrositeLead(tx, {
      customerId: customer.id,
      municipalityId: customer.municipalityId,
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
        source: 'microsite',
        consent_policy: 'Ley 1581 de 2012',
        delivered_to: to,
      },
    })
    await queueMicrositeMessageEmail(tx, {
      to,
      agency: customer.name,
      name: data.name,
      email: data.email,
      phone: data.phone,
      message: data.message,
      micrositeUrl: siteOrigin() + micrositePath(customer),
      leadId: lead.id,
    })
  })
  return { stored: true }
}
