/**
 * Campaign requests ("cuéntanos qué buscas" on /unlugarparati and /campaign/…): what a
 * visitor looks for, stored as a lead for EACH agency operating in the municipality (so it
 * appears in their leads inbox), or one portal-wide lead when none does; each agency gets
 * its e-mail through the outbox in the same transaction (captureLead).
 */
import { randomUUID } from 'node:crypto'
import { type ServiceContext, validationError, type MessageKey, runtime } from '#core/shared'
import { campaignRequestEmail, formatAmount } from '#core/visitor'
import { captureLead, type LeadMeta } from './capture-lead.service'
import type { CampaignRequestInput } from './visitor-lead.schemas'
import { campaignLimiter } from './visitor-lead.rate-limit'
import { agenciesOperatingIn, municipalityName, propertyTypeName } from './visitor-lead.queries'
import type { VisitorLeadResult } from './agency-message.service'

export const CAMPAIGN_THANKS_KEY: MessageKey = 'visitor.campaign.sent'

/** `data` is parsed by CampaignRequestSchema; an unknown municipality or type is a 422, the address limit a 429. */
export async function submitCampaignRequest(
  ctx: ServiceContext,
  data: CampaignRequestInput,
  meta: LeadMeta = {},
): Promise<VisitorLeadResult & { municipality: string | null; agencies: number }> {
  const [place, type] = await Promise.all([
    municipalityName(ctx.db, data.municipality_id),
    propertyTypeName(ctx.db, data.property_type_id),
  ])
  if (!place) throw validationError({ municipality_id: [{ key: 'validation.id' }] })
  if (!type) throw validationError({ property_type_id: [{ key: 'validation.id' }] })
  const requestId = randomUUID()
  const details = {
    campaign: data.campaign,
    request_id: requestId,
    operation: data.operation,
    property_type: type,
    municipality: place,
    budget: data.budget ?? null,
    bedrooms: data.bedrooms ?? null,
  }
  const lines = [
    `Operación: ${data.operation === 'rent' ? 'arriendo' : 'compra'}`,
    `Tipo de inmueble: ${type}`,
    `Municipio: ${place}`,
    `Presupuesto máximo: ${data.budget != null ? formatAmount(data.budget) : 'no indicado'}`,
    `Alcobas: ${data.bedrooms ?? 'indiferente'}`,
    `Nombre: ${data.name}`,
    `Correo: ${data.email}`,
    `Teléfono: ${data.phone}`,
    `Comentarios: ${data.notes || '(sin comentarios)'}`,
  ]
  const team = runtime().env.TEAM_EMAIL

  const captured = await captureLead(ctx, {
    kind: 'campaign',
    source: 'campaign',
    limiter: campaignLimiter,
    website: data.website,
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: data.notes || null,
    consent: true,
    meta,
    recipients: async (db) => {
      const agencies = await agenciesOperatingIn(db, data.municipality_id)
      const targets = agencies.length ? agencies : [{ id: null, name: 'equipo', email: team }]
      return targets.map((agency) => ({
        customerId: agency.id,
        municipalityId: data.municipality_id,
        details,
        email: (leadId: number) => ({
          template: 'campaign-request',
          to: agency.email || team,
          replyTo: data.email,
          ...campaignRequestEmail({
            brand: runtime().env.BRAND_NAME,
            agency: agency.name,
            municipality: place,
            lines,
            leadId,
          }),
        }),
      }))
    },
  })
  if (!captured.stored)
    return {
      stored: false,
      leadId: null,
      messageKey: CAMPAIGN_THANKS_KEY,
      contact: null,
      municipality: place,
      agencies: 0,
    }
  return {
    stored: true,
    leadId: captured.leads[0].id,
    messageKey: CAMPAIGN_THANKS_KEY,
    contact: { name: data.name, email: data.email, phone: data.phone },
    municipality: place,
    // The agencies the request went to: the portal team's lead has none.
    agencies: captured.leads.filter((lead) => lead.customerId != null).length,
  }
}
