/**
 * The back-office's e-mails, queued through the outbox in the caller's transaction: the
 * invitation to a new member (a link to choose a password) and an agency's reply to a lead;
 * and the agency's copy of a microsite message, which the lead capture queues with its lead.
 */
import { env } from '#config/env'
import type { Executor } from '#db/client'
import { enqueue, renderEmail, type MailLocale } from '#core/notifications'

export const INVITE_TTL_DAYS = 7

const texts = {
  'es-CO': {
    greeting: (name: string) => `Hola, ${name}:`,
    inviteSubject: (brand: string) => `Te invitaron al panel de ${brand}`,
    inviteBody: (who: string, agency: string, days: number) => [
      `${who} te invitó a trabajar en ${agency} en el panel de inmobiliarias.`,
      `Elige tu contraseña con el siguiente enlace. Vence en ${days} días y solo se puede usar una vez.`,
    ],
    inviteAction: 'Elegir mi contraseña',
    inviteFooter: 'Si no esperabas esta invitación, ignora este mensaje.',
    replySubject: (agency: string) => `Respuesta de ${agency} a tu mensaje`,
    replyFooter: (agency: string) => `Responde a este correo para seguir la conversación con ${agency}.`,
    yourMessage: 'Tu mensaje:',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    inviteSubject: (brand: string) => `You were invited to the ${brand} back-office`,
    inviteBody: (who: string, agency: string, days: number) => [
      `${who} invited you to work with ${agency} in the agency back-office.`,
      `Choose your password with the link below. It expires in ${days} days and works only once.`,
    ],
    inviteAction: 'Choose my password',
    inviteFooter: 'If you did not expect this invitation, ignore this message.',
    replySubject: (agency: string) => `${agency} replied to your message`,
    replyFooter: (agency: string) => `Reply to this e-mail to keep talking with ${agency}.`,
    yourMessage: 'Your message:',
  },
} as const

export async function queueInviteEmail(
  db: Executor,
  input: { to: string; name: string; invitedBy: string; agency: string; url: string; locale: MailLocale },
) {
  const t = texts[input.locale]
  const brand = env().BRAND_NAME
  const mail = renderEmail({
    brand,
    subject: t.inviteSubject(brand),
    greeting: t.greeting(input.name),
    paragraphs: [...t.inviteBody(input.invitedBy, input.agency, INVITE_TTL_DAYS)],
    action: { label: t.inviteAction, url: input.url },
    footer: t.inviteFooter,
  })
  await enqueue(db, 'email', { template: 'staff-invite', to: input.to, ...mail })
}

export async function queueLeadReplyEmail(
  db: Executor,
  input: {
    to: string
    name: string
    agency: string
    replyTo: string | null
    body: string
    original: string | null
    locale: MailLocale
  },
) {
  const t = texts[input.locale]
  const paragraphs = [input.body]
  if (input.original) paragraphs.push(`${t.yourMessage} «${input.original}»`)
  const mail = renderEmail({
    brand: env().BRAND_NAME,
    subject: t.replySubject(input.agency),
    greeting: t.greeting(input.name),
    paragraphs,
    footer: t.replyFooter(input.agency),
  })
  await enqueue(db, 'email', {
    template: 'lead-reply',
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    ...mail,
  })
}

/** The agency's copy of a message sent from its microsite (Reply-To: the visitor), for the lead's outbox row. */
export function micrositeMessageEmail(input: {
  to: string
  agency: string
  name: string
  email: string
  phone: string
  message: string
  micrositeUrl: string
  leadId: number
}) {
  const mail = renderEmail({
    brand: env().BRAND_NAME,
    subject: `Nuevo mensaje desde el micrositio de ${input.agency}`,
    greeting: `Hola, equipo de ${input.agency}:`,
    paragraphs: [
      'Una persona les escribió desde su micrositio.',
      `Nombre: ${input.name}`,
      `Correo: ${input.email}`,
      `Teléfono: ${input.phone}`,
      `Mensaje: ${input.message}`,
      `Contacto #${input.leadId}; también está en la bandeja de contactos del back-office.`,
    ],
    action: { label: 'Ver el micrositio', url: input.micrositeUrl },
    footer: 'Respondan a este correo para escribirle directamente a la persona.',
  })
  return { template: 'microsite-message', to: input.to, replyTo: input.email, ...mail }
}
