/**
 * The back-office's invitation to a new member (a link to choose a password), queued through
 * the outbox in the caller's transaction. A lead's e-mails are the leads module's (lead.mail.ts).
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
