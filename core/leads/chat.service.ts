/**
 * The chat widget's short message form: a lead of kind 'chat' for the listing's agency
 * (on a listing page) or for the portal team, captured with its notification e-mail like
 * every other lead (captureLead; no consent is asked, so none is recorded). One "correo o
 * teléfono" field keeps the form short; it is stored as e-mail or phone.
 */
import { z } from 'zod'
import { type ServiceContext, validationError, type MessageKey, parseInput } from '#core/shared/browser'
import { decodeId, createRateLimiter, runtime } from '#core/shared'
import { captureLead, type LeadMeta } from './capture-lead.service'
import { findListingForMessage } from './visitor-lead.queries'

export const CHAT_LIMITS = { name: 120, contact: 200, message: 1000 } as const
export const CHAT_THANKS_KEY: MessageKey = 'pwa.chat.sent'
/** Five messages per address every ten minutes. */
export const chatAddressLimiter = createRateLimiter('chat-address', { limit: 5, windowMs: 10 * 60_000 })

const EMAIL = z.email()

export const ChatMessageSchema = z.object({
  name: z.string('validation.required').trim().min(1, { abort: true }).max(CHAT_LIMITS.name),
  /** An e-mail or a phone number (7 to 15 digits once spaces, dashes and + are removed). */
  contact: z
    .string('validation.required')
    .trim()
    .min(1, { abort: true })
    .max(CHAT_LIMITS.contact, { abort: true })
    .refine((v) => EMAIL.safeParse(v).success || /^\d{7,15}$/.test(v.replace(/[\s().+-]/g, '')), 'validation.invalid'),
  message: z.string('validation.required').trim().min(1, { abort: true }).max(CHAT_LIMITS.message),
  /** The listing the visitor was looking at (opaque id), if any. */
  property_id: z.string().trim().max(40).optional().nullable(),
  /** The page the widget was opened on (site-relative). */
  page: z.string().trim().max(500).optional().nullable(),
  website: z.string().optional().default(''),
})

export async function sendChatMessage(ctx: ServiceContext, input: unknown, meta: LeadMeta = {}) {
  const msg = parseInput(ChatMessageSchema, input)
  let propertyId: number | null = null
  if (msg.property_id) {
    propertyId = decodeId('property', msg.property_id)
    if (propertyId === null) throw validationError({ property_id: [{ key: 'validation.invalid' }] })
  }
  const isEmail = EMAIL.safeParse(msg.contact).success
  const email = isEmail ? msg.contact.toLowerCase() : null
  const phone = isEmail ? null : msg.contact.replace(/[\s().+-]/g, '')

  const captured = await captureLead(ctx, {
    kind: 'chat',
    source: 'chat',
    limiter: chatAddressLimiter,
    website: msg.website,
    name: msg.name,
    email,
    phone,
    message: msg.message,
    consent: false,
    meta,
    recipients: async () => {
      // A listing the public cannot see is no subject: the message goes to the portal team.
      const listing = propertyId ? await findListingForMessage(ctx.db, propertyId) : null
      return [
        {
          customerId: listing?.customerId ?? null,
          propertyId: listing?.id ?? null,
          municipalityId: listing?.municipalityId ?? null,
          details: { page: msg.page ?? null },
          email: (leadId) => ({
            template: 'chat-lead',
            to: listing?.agencyEmail || runtime().env.TEAM_EMAIL,
            ...(email ? { replyTo: email } : {}),
            subject: listing
              ? `Mensaje del chat sobre el inmueble ${listing.code}`
              : `Mensaje del chat de Wi Inmuebles: ${msg.name}`,
            text: [
              listing
                ? `Una persona escribió desde el chat del inmueble ${listing.code}.`
                : 'Una persona escribió desde el chat del portal.',
              '',
              `Nombre: ${msg.name}`,
              `Contacto: ${msg.contact}`,
              `Mensaje: ${msg.message}`,
              msg.page ? `Página: ${msg.page}` : '',
              '',
              `Lead #${leadId}`,
            ]
              .filter((l, i, all) => l !== '' || all[i - 1] !== '')
              .join('\n'),
          }),
        },
      ]
    },
  })
  const leadId = captured.stored ? captured.leads[0].id : null
  return { stored: captured.stored, leadId, messageKey: CHAT_THANKS_KEY }
}
