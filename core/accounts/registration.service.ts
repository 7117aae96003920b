/**
 * Local accounts: registration with e-mail confirmation, confirmation, and resending the
 * confirmation e-mail. The user row and the e-mail are written in one transaction, so a
 * failed send is retried by the outbox and never loses the account.
 */
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { recordAudit } from '#core/audit'
import { type ServiceContext, CONSENT_POLICY, validationError, assertNotLimited, siteOrigin } from '#core/shared'
import type { Database, Executor } from '#db/client'
import type { MailLocale } from '#core/notifications'
import type { ConfirmEmailSchema, RegisterSchema, ResendConfirmationSchema } from './account.schemas'
import type { AccountEmailRequest } from './account-email.schemas'
import {
  consumeOneTimeToken,
  findConfirmedUserOfToken,
  expireOneTimeTokens,
  findUserByEmail,
  findUserById,
  grantRole,
  insertOneTimeToken,
  insertUser,
  updateUser,
} from './account.queries'
import { CONFIRM_TTL_HOURS, queueConfirmationEmail, requestAccountEmail } from './account.mail'
import { registerAddressLimiter, resendAccountLimiter, resendAddressLimiter } from './account.rate-limit'
import type { RequestMeta } from './account.types'
import type { SignInContinuation } from './return-path.rules'
import { hashPassword } from './password.infra'
import { hashToken } from './session.service'

export function newOneTimeCode(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Creates a local account (role User) and queues the confirmation e-mail, whose link carries
 * what the sign-up continues (`continuation`: the page to return to, what was pressed). 422 on
 * a taken e-mail.
 */
export async function registerAccount(
  ctx: ServiceContext,
  data: z.output<typeof RegisterSchema>,
  meta: RequestMeta = {},
  continuation: Partial<SignInContinuation> = {},
) {
  assertNotLimited(await registerAddressLimiter.hit(meta.ip ?? 'unknown'))
  if (await findUserByEmail(ctx.db, data.email)) throw validationError({ email: [{ key: 'validation.email_taken' }] })
  const passwordHash = await hashPassword(data.password)
  const locale = ctx.locale ?? 'es-CO'
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: data.email,
      firstName: data.first_name,
      lastName: data.last_name,
      passwordHash,
      locale,
    })
    if (!user) throw validationError({ email: [{ key: 'validation.email_taken' }] })
    await grantRole(tx, user.id, 'User')
    // The users table has no consent column: the consent is kept as the registration's audit entry.
    await recordAudit(tx, null, {
      action: 'user.register',
      entityType: 'user',
      entityId: user.id,
      data: { consent_policy: CONSENT_POLICY, consent_at: new Date().toISOString() },
    })
    await issueConfirmation(tx, user, locale, siteOrigin(), continuation)
    return user
  })
}

/**
 * Confirms an address with the e-mailed code (single use, expiring). The link of an address
 * already confirmed answers so (`alreadyConfirmed`), not as invalid: mail scanners open links
 * before their owner does.
 */
export async function confirmEmail(
  ctx: ServiceContext,
  { code }: z.output<typeof ConfirmEmailSchema>,
): Promise<{ userId: number; alreadyConfirmed: boolean }> {
  const userId = await consumeOneTimeToken(ctx.db, 'confirm_email', hashToken(code))
  if (!userId) {
    const confirmed = await findConfirmedUserOfToken(ctx.db, 'confirm_email', hashToken(code))
    if (confirmed) return { userId: confirmed, alreadyConfirmed: true }
    throw validationError({ code: [{ key: 'auth.errors.confirm_invalid' }] }, 'auth.errors.confirm_invalid')
  }
  const user = await findUserById(ctx.db, userId)
  if (user && !user.emailVerifiedAt) await updateUser(ctx.db, userId, { emailVerifiedAt: new Date() })
  await expireOneTimeTokens(ctx.db, userId, 'confirm_email')
  return { userId, alreadyConfirmed: false }
}

/**
 * Sends a new confirmation e-mail when the address has an unconfirmed account; does the same
 * work and answers the same either way (the lookup runs in the outbox: sendConfirmationLink).
 * At most one e-mail per account every few minutes; a request in between sends nothing. The new
 * link carries `continuation` as registerAccount's does.
 */
export async function resendConfirmation(
  ctx: ServiceContext,
  { email }: z.output<typeof ResendConfirmationSchema>,
  meta: RequestMeta = {},
  continuation: Partial<SignInContinuation> = {},
) {
  await requestAccountEmail(ctx, { address: resendAddressLimiter, account: resendAccountLimiter }, meta, {
    purpose: 'confirm-email',
    email,
    redirect: continuation.redirect ?? null,
    intent: continuation.intent ?? null,
  })
}

/** Run by the outbox: a new confirmation link for an unconfirmed active account; earlier links stay valid. */
export async function sendConfirmationLink(db: Database, request: AccountEmailRequest) {
  const user = await findUserByEmail(db, request.email)
  if (!user || user.emailVerifiedAt || !user.isActive) return
  await db.transaction((tx) => issueConfirmation(tx, user, request.locale, request.origin, request))
}

/** A new single-use confirmation code for the user, stored hashed, and its e-mail queued in the same transaction. */
async function issueConfirmation(
  tx: Executor,
  user: { id: number; email: string; firstName: string },
  locale: MailLocale,
  origin: string,
  continuation: Partial<SignInContinuation>,
) {
  const code = newOneTimeCode()
  const expiresAt = new Date(Date.now() + CONFIRM_TTL_HOURS * 3600_000)
  await insertOneTimeToken(tx, user.id, 'confirm_email', hashToken(code), expiresAt)
  await queueConfirmationEmail(tx, user, code, locale, origin, continuation)
}
