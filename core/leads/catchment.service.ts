/**
 * Captures an advertise-with-us lead ("Quiero anunciar en Wi Inmuebles"), parsed by
 * CatchmentLeadSchema, as a lead for the portal team with its e-mail in the outbox (captureLead).
 */
import { type ServiceContext, type MessageKey, runtime } from '#core/shared'
import { captureLead, type LeadMeta } from './capture-lead.service'
import type { CatchmentLeadInput } from './catchment.schemas'
import { catchmentAddressLimiter } from './catchment.rate-limit'

/** The catalogue key of the thank-you text every adapter shows. */
export const CATCHMENT_THANKS_KEY: MessageKey = 'shell.contact.thanks'

export interface CatchmentResult {
  /** False when the honeypot was filled: the robot gets the same answer, nothing is stored. */
  stored: boolean
  leadId: number | null
  messageKey: MessageKey
}

/** Stores an advertise-with-us lead and queues the team e-mail; throws 429. */
export async function captureCatchmentLead(
  ctx: ServiceContext,
  lead: CatchmentLeadInput,
  meta: LeadMeta = {},
): Promise<CatchmentResult> {
  const captured = await captureLead(ctx, {
    kind: 'catchment',
    source: 'catchment',
    limiter: catchmentAddressLimiter,
    website: lead.website,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.questions || null,
    consent: false,
    meta,
    recipients: () => [
      {
        email: (leadId) => ({
          template: 'catchment-lead',
          to: runtime().env.TEAM_EMAIL,
          replyTo: lead.email,
          subject: `Nueva inmobiliaria interesada en anunciar: ${lead.name}`,
          text: [
            'Una persona quiere anunciar en el portal.',
            '',
            `Nombre: ${lead.name}`,
            `Correo: ${lead.email}`,
            `Teléfono: ${lead.phone}`,
            `Pregunta o comentario: ${lead.questions || '(sin comentario)'}`,
            '',
            `Lead #${leadId}`,
          ].join('\n'),
        }),
      },
    ],
  })
  const leadId = captured.stored ? captured.leads[0].id : null
  return { stored: captured.stored, leadId, messageKey: CATCHMENT_THANKS_KEY }
}
