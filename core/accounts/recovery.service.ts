/**
 * Password recovery: an e-mailed, single-use, expiring link (stored hashed). The request
 * answers the same whether or not the address has an account (no enumeration); a reset
 * ends every session of the account.
 */
import type { z } from 'zod'
import { type ServiceContext, validationError, assertNotLimited, siteOrigin } from '#core/shared'
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
import { queuePasswordChangedEmail, queuePasswordResetEmail, RESET_TTL_MINUTES } from './account.mail'
import { recoveryAccountLimiter, recoveryAddressLimiter } from './account.rate-limit'
import type { RequestMeta } from './account.types'
import { hashPassword } from './password.infra'
import { newOneTimeCode } from './registration.service'
import { endOtherSessions, hashToken } from './session.service'

export async function requestPasswordReset(
  ctx: ServiceContext,
  { email }: z.output<typeof ForgotPasswordSchema>,
  meta: RequestMeta = {},
) {
  assertNotLimited(await recoveryAddressLimiter.hit(meta.ip ?? 'unknown'), await recoveryAccountLimiter.hit(email))
  const user = await findUserByEmail(ctx.db, email)
  if (!user || !user.isActive) return
  await ctx.db.transaction(async (tx) => {
    await expireOneTimeTokens(tx, user.id, 'password_reset')
    const token = newOneTimeCode()
    await insertOneTimeToken(
      tx,
      user.id,
      'password_reset',
      hashToken(token),
      new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    )
    await queuePasswordResetEmail(
      tx,
      user,
      token,
      (user.locale as 'es-CO' | 'en') === 'en' ? 'en' : (ctx.locale ?? 'es-CO'),
      siteOrigin(),
    )
  })
}

export async function isResetTokenUsable(ctx: ServiceContext, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false
  return isOneTimeTokenLive(ctx.db, 'password_reset', hashToken(token))
}

export const resetTokenInvalid = () =>
  validationError({ token: [{ key: 'auth.errors.reset_invalid' }] }, 'auth.errors.reset_invalid')

/** Sets a new password with a reset token; the token is spent and every session ends. */
export async function resetPassword(ctx: ServiceContext, data: z.output<typeof ResetPasswordSchema>) {
  const passwordHash = await hashPassword(data.password)
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, 'password_reset', hashToken(data.token))
    if (!userId) throw resetTokenInvalid()
    const user = await findUserById(tx, userId)
    if (!user) throw resetTokenInvalid()
    // Following the e-mailed link also proves the address.
    await updateUser(tx, userId, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
    await endOtherSessions(tx, userId, null, 'password_reset')
    await queuePasswordChangedEmail(tx, user, ctx.locale ?? 'es-CO')
  })
}
