/**
 * Password recovery: an e-mailed, single-use, expiring link (stored hashed). The request
 * does the same work whether or not the address has an account — it counts the limits and
 * queues one outbox item — and answers before anything is looked up; the outbox then
 * writes the link for an address that has an account (sendPasswordResetLink). At most one
 * link per account every few minutes; earlier links stay valid until used or expired, so a
 * stranger's request never spoils the owner's link. A reset ends every session of the
 * account and clears its sign-in limits (ADR 0024).
 */
import type { z } from 'zod'
import type { Database } from '#db/client'
import { type ServiceContext, validationError } from '#core/shared'
import type { ForgotPasswordSchema, ResetPasswordSchema } from './account.schemas'
import {
  consumeOneTimeToken,
  expireOneTimeTokens,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  isOneTimeTokenLive,
  updateUser,
} from './account.queries'
import {
  requestAccountEmail,
  queuePasswordChangedEmail,
  queuePasswordResetEmail,
  RESET_TTL_MINUTES,
} from './account.mail'
import {
  recoveryAccountLimiter,
  recoveryAddressLimiter,
  signInAccountLimiter,
  signInPairKey,
  signInPairLimiter,
} from './account.rate-limit'
import type { AccountEmailRequest } from './account-email.schemas'
import type { RequestMeta } from './account.types'
import { hashPassword } from './password.infra'
import { newOneTimeCode } from './registration.service'
import { endOtherSessions, hashToken } from './session.service'

export async function requestPasswordReset(
  ctx: ServiceContext,
  { email }: z.output<typeof ForgotPasswordSchema>,
  meta: RequestMeta = {},
) {
  await requestAccountEmail(ctx, { address: recoveryAddressLimiter, account: recoveryAccountLimiter }, meta, {
    purpose: 'password-reset',
    email,
  })
}

/** Run by the outbox: the reset link for an address with an active account; nothing otherwise. */
export async function sendPasswordResetLink(db: Database, request: AccountEmailRequest) {
  const user = await findUserByEmail(db, request.email)
  if (!user || !user.isActive) return
  await db.transaction(async (tx) => {
    const token = newOneTimeCode()
    await insertOneTimeToken(
      tx,
      user.id,
      'password_reset',
      hashToken(token),
      new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    )
    const locale = (user.locale as 'es-CO' | 'en') === 'en' ? 'en' : request.locale
    await queuePasswordResetEmail(tx, user, token, locale, request.origin)
  })
}

export async function isResetTokenUsable(ctx: ServiceContext, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false
  return isOneTimeTokenLive(ctx.db, 'password_reset', hashToken(token))
}

export const resetTokenInvalid = () =>
  validationError({ token: [{ key: 'auth.errors.reset_invalid' }] }, 'auth.errors.reset_invalid')

/** Sets a new password with a reset token; the token is spent and every session ends. */
export async function resetPassword(
  ctx: ServiceContext,
  data: z.output<typeof ResetPasswordSchema>,
  meta: RequestMeta = {},
) {
  const passwordHash = await hashPassword(data.password)
  const email = await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, 'password_reset', hashToken(data.token))
    if (!userId) throw resetTokenInvalid()
    const user = await findUserById(tx, userId)
    if (!user) throw resetTokenInvalid()
    // Following the e-mailed link also proves the address.
    await updateUser(tx, userId, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
    await expireOneTimeTokens(tx, userId, 'password_reset')
    await endOtherSessions(tx, userId, null, 'password_reset')
    await queuePasswordChangedEmail(tx, user, ctx.locale ?? 'es-CO')
    return user.email
  })
  // Proving the e-mail lifts the sign-in limits strangers may have filled, and the owner's own at this address.
  await Promise.all([
    signInAccountLimiter.reset(email),
    signInPairLimiter.reset(signInPairKey(email, meta.ip ?? 'unknown')),
  ])
}
