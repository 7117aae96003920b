/**
 * Captures an advertise-with-us lead ("Quiero anunciar en Wi Inmuebles"): validates it,
 * drops robots quietly (honeypot), limits each address, then stores the lead and queues
 * the e-mail to the portal team in one transaction, so the lead exists before any
 * sending is attempted.
 */
import { enqueue } from '#core/notifications/outbox'
import type { ServiceContext } from '#core/shared/context'
import { assertNotLimited } from '#core/shared/rate-limit'
import { runtime } from '#core/shared/runtime'
import { parseInput } from '#core/shared/validation'
import { CatchmentLeadSchema } from './catchment.schemas'
import { catchmentAddressLimiter } from './catchment.rate-limit'
import { insertLead } from './lead.queries'

/** The catalogue key of the thank-you text every adapter shows. */
export const CATCHMENT_THANKS_KEY = 'shell.contact.thanks'

export interface CatchmentMeta {
  /** The sender's address, for the rate limit and the record. */
  ip?: string | null
  /** The anonymous client id cookie (wi_id_client), when present. */
  clientId?: string | null
}

export interface CatchmentResult {
  /** False when the honeypot was filled: the robot gets the same answer, nothing is stored. */
  stored: boolean
  leadId: number | null
  messageKey: string
}

/** Stores an advertise-with-us lead and queues the team e-mail; throws 422 or 429. */
export async function captureCatchmentLead(
  ctx: ServiceContext,
  input: unknown,
  meta: CatchmentMeta = {},
): Promise<CatchmentResult> {
  const lead = parseInput(CatchmentLeadSchema, input)
  assertNotLimited(await catchmentAddressLimiter.hit(meta.ip || 'unknown'))
  if (lead.website !== '') return { stored: false, leadId: null, messageKey: CATCHMENT_THANKS_KEY }

  const row = await ctx.db.transaction(async (tx) => {
    const saved = await insertLead(tx, {
      kind: 'catchment',
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.questions || null,
      userId: ctx.actor?.userId ?? null,
      clientId: meta.clientId ?? null,
      ip: meta.ip ?? null,
      details: { locale: ctx.locale ?? 'es-CO', source: 'catchment' },
    })
    await enqueue(tx, 'email', {
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
        `Lead #${saved.id}`,
      ].join('\n'),
      leadId: saved.id,
    })
    return saved
  })
  return { stored: true, leadId: row.id, messageKey: CATCHMENT_THANKS_KEY }
}
