/**
 * The chat widget's short message form: a lead of kind 'chat' for the listing's agency
 * (on a listing page) or for the portal team, captured with its notification e-mail like
 * every other lead (captureLead, with the visitor's consent recorded as the message form's). One "correo o
 * teléfono" field keeps the form short; it is stored as e-mail or phone.
 */
import { type ServiceContext, type MessageKey, createRateLimiter, runtime } from '#core/shared'
import { captureLead, type LeadMeta } from './capture-lead.service'
import type { ChatMessageInput } from './chat.schemas'
import { findListingForMessage } from './visitor-lead.queries'

export const CHAT_THANKS_KEY: MessageKey = 'pwa.chat.sent'
/** Five messages per address every ten minutes. */
export const chatAddressLimiter = createRateLimiter('chat-address', { limit: 5, windowMs: 10 * 60_000 })

/** Stores the message as a lead and queues its e-mail; `msg` is parsed by ChatMessageSchema. Throws 429. */
export async function sendChatMessage(ctx: ServiceContext, msg: ChatMessageInput, meta: LeadMeta = {}) {
  const { property_id: propertyId, email, phone } = msg

  const captured = await captureLead(ctx, {
    kind: 'chat',
    source: 'chat',
    limiter: chatAddressLimiter,
    website: msg.website,
    name: msg.name,
    email,
    phone,
    message: msg.message,
    consent: true,
    meta,
    recipients: async (db) => {
      // A listing the public cannot see is no subject: the message goes to the portal team.
      const listing = propertyId ? await findListingForMessage(db, propertyId) : null
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
