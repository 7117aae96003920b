/** The accounts module's e-mails, in Spanish and English. */
import { renderEmail, type MailLocale, type RenderedEmail } from './email-layout.view'

interface Common {
  locale: MailLocale
  brand: string
  name: string
}

const texts = {
  'es-CO': {
    greeting: (name: string) => `Hola, ${name}:`,
    footer: 'Si no fuiste tú, ignora este mensaje; tu cuenta sigue segura.',
    confirm: {
      subject: (brand: string) => `Confirma tu correo en ${brand}`,
      body: (hours: number) => [
        'Gracias por registrarte. Para activar tu cuenta confirma tu correo electrónico.',
        `El enlace vence en ${hours} horas y solo se puede usar una vez.`,
      ],
      action: 'Confirmar mi correo',
    },
    reset: {
      subject: (brand: string) => `Restablece tu contraseña de ${brand}`,
      body: (minutes: number) => [
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
        `El enlace vence en ${minutes} minutos y solo se puede usar una vez.`,
      ],
      action: 'Elegir una nueva contraseña',
    },
    changed: {
      subject: (brand: string) => `Tu contraseña de ${brand} cambió`,
      body: () => [
        'La contraseña de tu cuenta se cambió hace un momento.',
        'Si no fuiste tú, restablécela de inmediato desde «¿Olvidaste tu contraseña?».',
      ],
    },
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    footer: 'If this was not you, ignore this message; your account is still safe.',
    confirm: {
      subject: (brand: string) => `Confirm your e-mail on ${brand}`,
      body: (hours: number) => [
        'Thank you for signing up. Confirm your e-mail address to activate your account.',
        `The link expires in ${hours} hours and works only once.`,
      ],
      action: 'Confirm my e-mail',
    },
    reset: {
      subject: (brand: string) => `Reset your ${brand} password`,
      body: (minutes: number) => [
        'We received a request to reset the password of your account.',
        `The link expires in ${minutes} minutes and works only once.`,
      ],
      action: 'Choose a new password',
    },
    changed: {
      subject: (brand: string) => `Your ${brand} password changed`,
      body: () => [
        'The password of your account was changed a moment ago.',
        'If this was not you, reset it at once from "Forgot your password?".',
      ],
    },
  },
} as const

type Texts = (typeof texts)[MailLocale]

/** One account e-mail: the greeting, the message's paragraphs, its button when it has a link, the footer. */
function accountEmail(
  p: Common,
  pick: (t: Texts) => { subject: (brand: string) => string; action?: string },
  paragraphs: (t: Texts) => readonly string[],
  url?: string,
): RenderedEmail {
  const t = texts[p.locale]
  const { subject, action } = pick(t)
  return renderEmail({
    brand: p.brand,
    subject: subject(p.brand),
    greeting: t.greeting(p.name),
    paragraphs: [...paragraphs(t)],
    ...(action && url ? { action: { label: action, url } } : {}),
    footer: t.footer,
  })
}

export function confirmEmailMessage(p: Common & { url: string; hours: number }): RenderedEmail {
  return accountEmail(
    p,
    (t) => t.confirm,
    (t) => t.confirm.body(p.hours),
    p.url,
  )
}

export function passwordResetMessage(p: Common & { url: string; minutes: number }): RenderedEmail {
  return accountEmail(
    p,
    (t) => t.reset,
    (t) => t.reset.body(p.minutes),
    p.url,
  )
}

export function passwordChangedMessage(p: Common): RenderedEmail {
  return accountEmail(
    p,
    (t) => t.changed,
    (t) => t.changed.body(),
  )
}
