/** Queues the accounts e-mails through the outbox (written in the caller's transaction). */
import { env } from '#config/env'
import type { Executor } from '#db/client'
import { assertNotLimited, siteOrigin, type RateLimiter, type ServiceContext } from '#core/shared'
import type { RequestMeta } from './account.types'
import type { AccountEmailRequest } from './account-email.schemas'
import { continuationQuery, type SignInContinuation } from './return-path.rules'
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

/** What every account e-mail is addressed with. */
function common(to: Recipient, locale: MailLocale) {
  return { locale, brand: env().BRAND_NAME, name: to.firstName }
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
  continuation?: Partial<SignInContinuation>,
) {
  // The link carries what the sign-up was continuing (the page, a heart pressed): confirming
  // the address leads to the sign-in that does it.
  const path = localized(`/confirm_email/${encodeURIComponent(code)}`, locale)
  const url = `${origin}${path}${continuationQuery(continuation)}`
  const mail = confirmEmailMessage({ ...common(to, locale), url, hours: CONFIRM_TTL_HOURS })
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
  const mail = passwordResetMessage({ ...common(to, locale), url, minutes: RESET_TTL_MINUTES })
  await enqueue(db, 'email', { template: 'password-reset', to: to.email, ...mail })
}

export async function queuePasswordChangedEmail(db: Executor, to: Recipient, locale: MailLocale) {
  const mail = passwordChangedMessage(common(to, locale))
  await enqueue(db, 'email', { template: 'password-changed', to: to.email, ...mail })
}

/**
 * A reset or confirmation e-mail asked for, answered alike whether or not the address has an
 * account: counts the caller address's limit (refusing past it), then, at most once per account
 * every few minutes, queues the request; the outbox looks the account up and writes the link.
 */
export async function requestAccountEmail(
  ctx: ServiceContext,
  limits: { address: RateLimiter; account: RateLimiter },
  meta: RequestMeta,
  request: Omit<AccountEmailRequest, 'locale' | 'origin'>,
) {
  assertNotLimited(await limits.address.hit(meta.ip ?? 'unknown'))
  if (await limits.account.hit(request.email)) return
  await enqueue(ctx.db, 'account-email', { ...request, locale: ctx.locale ?? 'es-CO', origin: siteOrigin() })
}
