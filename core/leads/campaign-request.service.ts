/**
 * Campaign requests ("cuéntanos qué buscas" on /unlugarparati and /campaign/…): what a
 * visitor looks for, stored as a lead for EACH agency operating in the municipality (so it
 * appears in their leads inbox), or one portal-wide lead when none does; each agency gets
 * an e-mail through the outbox in the same transaction.
 */
import { randomUUID } from 'node:crypto'
import { enqueue } from '#core/notifications/outbox'
import type { ServiceContext } from '#core/shared/context'
import { validationError } from '#core/shared/errors'
import { assertNotLimited } from '#core/shared/rate-limit'
import { runtime } from '#core/shared/runtime'
import { parseInput } from '#core/shared/validation'
import { campaignRequestEmail, formatAmount } from '#core/visitor/visitor-emails'
import { insertLead } from './lead.queries'
import { CampaignRequestSchema } from './visitor-lead.schemas'
import { campaignLimiter } from './visitor-lead.rate-limit'
import { agenciesOperatingIn, municipalityName, propertyTypeName } from './visitor-lead.queries'
import type { VisitorLeadMeta, VisitorLeadResult } from './agency-message.service'

export const CAMPAIGN_THANKS_KEY = 'visitor.campaign.sent'

export async function submitCampaignRequest(
  ctx: ServiceContext,
  input: unknown,
  meta: VisitorLeadMeta = {},
): Promise<VisitorLeadResult & { municipality: string | null; agencies: number }> {
  const data = parseInput(CampaignRequestSchema, input)
  const [place, type] = await Promise.all([
    municipalityName(ctx.db, data.municipality_id),
    propertyTypeName(ctx.db, data.property_type_id),
  ])
  if (!place) throw validationError({ municipality_id: [{ key: 'validation.id' }] })
  if (!type) throw validationError({ property_type_id: [{ key: 'validation.id' }] })
  assertNotLimited(await campaignLimiter.hit(meta.ip || 'unknown'))
  if (data.website !== '')
    return {
      stored: false,
      leadId: null,
      messageKey: CAMPAIGN_THANKS_KEY,
      contact: null,
      municipality: place,
      agencies: 0,
    }

  const agencies = await agenciesOperatingIn(ctx.db, data.municipality_id)
  const requestId = randomUUID()
  const details = {
    locale: ctx.locale ?? 'es-CO',
    source: 'campaign',
    campaign: data.campaign,
    request_id: requestId,
    operation: data.operation,
    property_type: type,
    municipality: place,
    budget: data.budget ?? null,
    bedrooms: data.bedrooms ?? null,
    consent_policy: 'Ley 1581 de 2012',
  }
  const lines = [
    `Operación: ${data.operation === 'rent' ? 'arriendo' : 'compra'}`,
    `Tipo de inmueble: ${type}`,
    `Municipio: ${place}`,
    `Presupuesto máximo: ${data.budget != null ? formatAmount(data.budget) : 'no indicado'}`,
    `Habitaciones: ${data.bedrooms ?? 'indiferente'}`,
    `Nombre: ${data.name}`,
    `Correo: ${data.email}`,
    `Teléfono: ${data.phone}`,
    `Comentarios: ${data.notes || '(sin comentarios)'}`,
  ]
  const env = runtime().env
  const firstId = await ctx.db.transaction(async (tx) => {
    const targets: Array<{ id: number | null; name: string; email: string | null }> = agencies.length
      ? agencies
      : [{ id: null, name: 'equipo', email: env.TEAM_EMAIL }]
    let first: number | null = null
    for (const agency of targets) {
      const saved = await insertLead(tx, {
        kind: 'campaign',
        customerId: agency.id,
        municipalityId: data.municipality_id,
        userId: ctx.actor?.userId ?? null,
        clientId: meta.clientId ?? null,
        name: data.name,
        email: data.email,
        phone: data.phone,
        message: data.notes || null,
        consentAt: new Date(),
        ip: meta.ip ?? null,
        details,
      })
      first ??= saved.id
      const mail = campaignRequestEmail({
        brand: 'Wi Inmuebles',
        agency: agency.name,
        municipality: place,
        lines,
        leadId: saved.id,
      })
      await enqueue(tx, 'email', {
        template: 'campaign-request',
        to: agency.email || env.TEAM_EMAIL,
        replyTo: data.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        leadId: saved.id,
      })
    }
    return first
  })
  return {
    stored: true,
    leadId: firstId,
    messageKey: CAMPAIGN_THANKS_KEY,
    contact: { name: data.name, email: data.email, phone: data.phone },
    municipality: place,
    agencies: agencies.length,
  }
}
