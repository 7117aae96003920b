/** Queues the accounts e-mails through the outbox (written in the caller's transaction). */
import { env } from '#config/env'
import type { Executor } from '#db/client'
import type { AccountEmailRequest } from './account-email.schemas'
import {
  enqueue,
  confirmEmailMessage,
  passwordChangedMessage,
  passwordResetMessage,
  type MailLocale,
} from '#core/notifications'

export const CONFIRM_TTL_HOURS = 48
export const RESET_TTL_MINUTES = 60

interface Recipient {
  email: string
  firstName: string
}

function localized(path: string, locale: MailLocale) {
  return locale === 'en' ? `/en${path}` : path
}

export async function queueConfirmationEmail(
  db: Executor,
  to: Recipient,
  code: string,
  locale: MailLocale,
  origin: string,
) {
  const url = `${origin}${localized(`/confirm_email/${encodeURIComponent(code)}`, locale)}`
  const mail = confirmEmailMessage({
    locale,
    brand: env().BRAND_NAME,
    name: to.firstName,
    url,
    hours: CONFIRM_TTL_HOURS,
  })
  await enqueue(db, 'email', { template: 'confirm-email', to: to.email, ...mail })
}

export async function queuePasswordResetEmail(
  db: Executor,
  to: Recipient,
  token: string,
  locale: MailLocale,
  origin: string,
) {
  const url = `${origin}${localized(`/reset_password/${encodeURIComponent(token)}`, locale)}`
  const mail = passwordResetMessage({
    locale,
    brand: env().BRAND_NAME,
    name: to.firstName,
    url,
    minutes: RESET_TTL_MINUTES,
  })
  await enqueue(db, 'email', { template: 'password-reset', to: to.email, ...mail })
}

export async function queuePasswordChangedEmail(db: Executor, to: Recipient, locale: MailLocale) {
  const mail = passwordChangedMessage({ locale, brand: env().BRAND_NAME, name: to.firstName })
  await enqueue(db, 'email', { template: 'password-changed', to: to.email, ...mail })
}

/** A reset or confirmation e-mail asked for: looked up and written by the outbox, after the answer. */
export async function queueAccountEmailRequest(db: Executor, request: AccountEmailRequest) {
  await enqueue(db, 'account-email', request)
}
