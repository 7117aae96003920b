/**
 * Signing in with e-mail and password. Every attempt is counted (one atomic step per limit)
 * before the password is checked, so parallel guesses cannot outrun the limit; past it the
 * answer is 429. A success takes its count back. An unknown e-mail costs the same argon2
 * work as a known one, so timing reveals nothing.
 */
import type { z } from 'zod'
import { type ServiceContext, AppError, assertNotLimited } from '#core/shared'
import type { LoginSchema } from './account.schemas'
import { findUserByEmail, updateUser } from './account.queries'
import { signInAccountLimiter, signInAddressLimiter, signInPairLimiter } from './account.rate-limit'
import type { RequestMeta } from './account.types'
import { hashPassword, verifyPassword } from './password.infra'
import { findGrantRows } from './session.queries'
import { startSession } from './session.service'
import { accountUserView } from './user.view'

let dummyHash: Promise<string> | undefined

export const invalidCredentials = () => new AppError('UNAUTHENTICATED', { key: 'auth.errors.invalid_credentials' })

export async function signInWithPassword(
  ctx: ServiceContext,
  data: z.output<typeof LoginSchema>,
  meta: RequestMeta = {},
) {
  await countAttempt(data.email, meta.ip ?? 'unknown')
  const user = await findUserByEmail(ctx.db, data.email)
  dummyHash ??= hashPassword('not-a-real-password-for-timing')
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), data.password)
  if (!user || !user.passwordHash || !ok || !user.isActive) throw invalidCredentials()
  await forgiveAttempt(data.email, meta.ip ?? 'unknown')
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', { key: 'auth.errors.email_not_confirmed' })
  const tokens = await startSession(ctx.db, user.id, { strategy: 'local', userAgent: meta.userAgent, ip: meta.ip })
  const updated = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? user
  return { tokens, user: accountUserView(updated, await findGrantRows(ctx.db, user.id)) }
}

const pairKey = (email: string, address: string) => `${email} ${address}`

/**
 * Counts the attempt on the account+address lock first, then the address, then the whole
 * account, stopping at the first refusal: attempts refused by the narrow lock do not spend
 * the account-wide allowance that the owner's own address still relies on.
 */
async function countAttempt(email: string, address: string) {
  assertNotLimited(await signInPairLimiter.hit(pairKey(email, address)))
  assertNotLimited(await signInAddressLimiter.hit(address))
  assertNotLimited(await signInAccountLimiter.hit(email))
}

/** The right password: this account+address starts over; the wider limits count failures only. */
async function forgiveAttempt(email: string, address: string) {
  await Promise.all([
    signInPairLimiter.reset(pairKey(email, address)),
    signInAddressLimiter.refund(address),
    signInAccountLimiter.refund(email),
  ])
}
