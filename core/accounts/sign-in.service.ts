/**
 * Signing in with e-mail and password. Failures are counted per account and per address;
 * past the limit the answer is 429 before the password is even checked. An unknown
 * e-mail costs the same argon2 work as a known one, so timing reveals nothing.
 */
import type { ServiceContext } from '../shared/context'
import { AppError } from '../shared/errors'
import { assertNotLimited } from '../shared/rate-limit'
import { parseAccountInput } from './account-input'
import { LoginSchema } from './account.schemas'
import { findUserByEmail, updateUser } from './account.queries'
import { signInAccountLimiter, signInAddressLimiter } from './account.rate-limits'
import type { RequestMeta } from './account.types'
import { hashPassword, verifyPassword } from './password'
import { findGrantRows } from './session.queries'
import { startSession } from './session.service'
import { accountUserView } from './user-view'

let dummyHash: Promise<string> | undefined

export const invalidCredentials = () => new AppError('UNAUTHENTICATED', { key: 'auth.errors.invalid_credentials' })

export async function signInWithPassword(ctx: ServiceContext, input: unknown, meta: RequestMeta = {}) {
  const data = parseAccountInput(LoginSchema, input)
  const address = meta.ip ?? 'unknown'
  assertNotLimited(await signInAccountLimiter.check(data.email), await signInAddressLimiter.check(address))
  const user = await findUserByEmail(ctx.db, data.email)
  dummyHash ??= hashPassword('not-a-real-password-for-timing')
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), data.password)
  if (!user || !user.passwordHash || !ok || !user.isActive) {
    await Promise.all([signInAccountLimiter.hit(data.email), signInAddressLimiter.hit(address)])
    throw invalidCredentials()
  }
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', { key: 'auth.errors.email_not_confirmed' })
  await signInAccountLimiter.reset(data.email)
  const tokens = await startSession(ctx.db, user.id, { strategy: 'local', userAgent: meta.userAgent, ip: meta.ip })
  const updated = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? user
  return { tokens, user: accountUserView(updated, await findGrantRows(ctx.db, user.id)) }
}
