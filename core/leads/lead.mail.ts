/**
 * A lead's e-mails, queued through the outbox: an agency's reply to a lead (in the visitor's
 * language, Reply-To the agency), and the agency's copy of a microsite message, which the lead
 * capture queues with its lead.
 */
import { env } from '#config/env'
import type { Executor } from '#db/client'
import { enqueue, renderEmail, type MailLocale } from '#core/notifications'

const texts = {
  'es-CO': {
    greeting: (name: string) => `Hola, ${name}:`,
    replySubject: (agency: string) => `Respuesta de ${agency} a tu mensaje`,
    replyFooter: (agency: string) => `Responde a este correo para seguir la conversación con ${agency}.`,
    yourMessage: 'Tu mensaje:',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    replySubject: (agency: string) => `${agency} replied to your message`,
    replyFooter: (agency: string) => `Reply to this e-mail to keep talking with ${agency}.`,
    yourMessage: 'Your message:',
  },
} as const

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
