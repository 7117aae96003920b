/**
 * The e-mail a publisher receives when staff decide on their papers: verified (the badge now shows)
 * or not (staff's reason in their words, and how to send them again). Queued through the outbox
 * in the decision's transaction. It names no NIT and no file.
 */
import { env } from '#config/env'
import type { Executor } from '#db/client'
import { enqueue, renderEmail, type MailLocale } from '#core/notifications'

type Subject = { kind: 'agency' | 'owner_title'; name: string; listing: string | null }

const texts = {
  'es-CO': {
    greeting: (name: string) => `Hola, ${name}:`,
    what: (s: Subject) =>
      s.kind === 'agency'
        ? 'los documentos de tu inmobiliaria'
        : `el certificado de tradición y libertad de ${s.listing}`,
    approved: {
      subject: 'Ya estás verificado en Wi Inmuebles',
      body: (what: string, badge: string) => [
        `Revisamos ${what} y todo coincide.`,
        `Desde hoy tus anuncios muestran el distintivo «${badge}».`,
      ],
    },
    rejected: {
      subject: 'No pudimos verificar tus documentos',
      body: (what: string) => [`Revisamos ${what} y no pudimos verificarlos.`, 'El motivo que nos dio el equipo:'],
      after: 'Puedes enviar los documentos de nuevo cuando quieras; los revisaremos otra vez.',
    },
    badge: { agency: 'Inmobiliaria verificada', owner_title: 'Propietario verificado' },
    retention: 'Borraremos los documentos 90 días después de esta decisión.',
    action: 'Ver el estado de la verificación',
    footer: 'Si tienes dudas, responde a este correo.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    what: (s: Subject) =>
      s.kind === 'agency' ? "your agency's papers" : `the certificate of title (tradición y libertad) of ${s.listing}`,
    approved: {
      subject: 'You are verified on Wi Inmuebles',
      body: (what: string, badge: string) => [
        `We checked ${what} and everything matches.`,
        `From today your listings show the "${badge}" badge.`,
      ],
    },
    rejected: {
      subject: 'We could not verify your papers',
      body: (what: string) => [`We checked ${what} and could not verify them.`, 'The reason our team gave:'],
      after: 'You may send the papers again at any time; we will check them once more.',
    },
    badge: { agency: 'Verified agency', owner_title: 'Verified owner' },
    retention: 'We delete the papers 90 days after this decision.',
    action: 'See the verification status',
    footer: 'If you have questions, reply to this e-mail.',
  },
} as const

export async function queueDecisionEmail(
  db: Executor,
  input: Subject & {
    to: string
    decision: 'approved' | 'rejected'
    reason: string | null
    url: string
    locale: MailLocale
  },
) {
  const t = texts[input.locale]
  const what = t.what(input)
  const paragraphs =
    input.decision === 'approved'
      ? [...t.approved.body(what, t.badge[input.kind]), t.retention]
      : [...t.rejected.body(what), `«${input.reason ?? ''}»`, t.rejected.after, t.retention]
  const mail = renderEmail({
    brand: env().BRAND_NAME,
    subject: input.decision === 'approved' ? t.approved.subject : t.rejected.subject,
    greeting: t.greeting(input.name),
    paragraphs,
    action: { label: t.action, url: input.url },
    footer: t.footer,
  })
  await enqueue(db, 'email', { template: `verification-${input.decision}`, to: input.to, ...mail })
}
