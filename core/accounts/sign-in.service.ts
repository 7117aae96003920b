/**
 * Signing in with e-mail and password. Every attempt is counted (one atomic step per limit)
 * before the password is checked, so parallel guesses cannot outrun the limits; past one
 * the answer is 429 with Retry-After (account.rate-limit.ts, ADR 0024). A browser that
 * signed in to the account before is not held by the account-wide limit. A success takes
 * its count back and marks the browser. An unknown e-mail costs the same argon2 work as a
 * known one, so timing reveals nothing.
 */
import type { z } from 'zod'
import { type ServiceContext, AppError, assertNotLimited } from '#core/shared'
import type { LoginSchema } from './account.schemas'
import { findUserByEmail, updateUser } from './account.queries'
import { signInAccountLimiter, signInAddressLimiter, signInPairKey, signInPairLimiter } from './account.rate-limit'
import type { RequestMeta } from './account.types'
import { isKnownBrowser, rememberBrowser } from './known-browser.utils'
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
  const attempt = { email: data.email, address: meta.ip ?? 'unknown', knownBrowser: false }
  const user = await findUserByEmail(ctx.db, data.email)
  attempt.knownBrowser = !!user && isKnownBrowser(meta.knownBrowser, user)
  await countAttempt(attempt)
  dummyHash ??= hashPassword('not-a-real-password-for-timing')
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), data.password)
  if (!user || !user.passwordHash || !ok || !user.isActive) throw invalidCredentials()
  await forgiveAttempt(attempt)
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', { key: 'auth.errors.email_not_confirmed' })
  const tokens = await startSession(ctx.db, user.id, { strategy: 'local', userAgent: meta.userAgent, ip: meta.ip })
  const updated = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? user
  return {
    tokens,
    user: accountUserView(updated, await findGrantRows(ctx.db, user.id)),
    /** The browser's sign-in marks cookie, now with this account's (auth-cookies.utils.ts). */
    knownBrowser: rememberBrowser(meta.knownBrowser, user),
  }
}

interface Attempt {
  email: string
  address: string
  /** The browser carries this account's sign-in mark: the account-wide limit does not hold it. */
  knownBrowser: boolean
}

/**
 * Counts the attempt on the account+address limit first, then the address, then the whole
 * account, stopping at the first refusal: attempts refused by the narrow limit do not spend
 * the account-wide allowance.
 */
async function countAttempt({ email, address, knownBrowser }: Attempt) {
  assertNotLimited(await signInPairLimiter.hit(signInPairKey(email, address)))
  assertNotLimited(await signInAddressLimiter.hit(address))
  if (!knownBrowser) assertNotLimited(await signInAccountLimiter.hit(email))
}

/** The right password: this account+address starts over; the wider limits count failures only. */
async function forgiveAttempt({ email, address, knownBrowser }: Attempt) {
  await Promise.all([
    signInPairLimiter.reset(signInPairKey(email, address)),
    signInAddressLimiter.refund(address),
    knownBrowser ? undefined : signInAccountLimiter.refund(email),
  ])
}
