/**
 * The e-mail a publisher receives when staff reject a listing: what was rejected, the reason in
 * staff's words, and where to correct it. Queued through the outbox in the decision's transaction.
 */
import { env } from '#config/env'
import type { Executor } from '#db/client'
import { enqueue, renderEmail, type MailLocale } from '#core/notifications'

const texts = {
  'es-CO': {
    greeting: (name: string) => `Hola, ${name}:`,
    subject: (code: string) => `Tu anuncio ${code} no fue aprobado`,
    body: (title: string, code: string) => [
      `Revisamos tu anuncio «${title}» (${code}) y no lo aprobamos, así que no se publicará.`,
      'El motivo que nos dio el equipo de revisión:',
    ],
    after: 'Puedes corregirlo y volver a publicarlo; lo revisaremos de nuevo.',
    action: 'Ver mis anuncios',
    footer: 'Si tienes dudas, responde a este correo.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: (code: string) => `Your listing ${code} was not approved`,
    body: (title: string, code: string) => [
      `We reviewed your listing "${title}" (${code}) and did not approve it, so it will not be published.`,
      'The reason our review team gave:',
    ],
    after: 'You may correct it and publish it again; we will review it once more.',
    action: 'See my listings',
    footer: 'If you have questions, reply to this e-mail.',
  },
} as const

export async function queueRejectionEmail(
  db: Executor,
  input: { to: string; name: string; code: string; title: string; reason: string; url: string; locale: MailLocale },
) {
  const t = texts[input.locale]
  const mail = renderEmail({
    brand: env().BRAND_NAME,
    subject: t.subject(input.code),
    greeting: t.greeting(input.name),
    paragraphs: [...t.body(input.title, input.code), `«${input.reason}»`, t.after],
    action: { label: t.action, url: input.url },
    footer: t.footer,
  })
  await enqueue(db, 'email', { template: 'listing-rejected', to: input.to, ...mail })
}
