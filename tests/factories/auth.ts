/**
 * Acting as a user in tests: a real session through the accounts service, so the token
 * and cookie go through the same checks as in production.
 */
import type { Executor } from '#db/client'
import { authCookieNames } from '#core/accounts/auth-cookies.utils'
import { startSession } from '#core/accounts/session.service'

export interface SignedIn {
  token: string
  /** A Cookie header value carrying the access token (and the refresh token). */
  cookie: string
  refreshToken: string
  sessionId: string
  /** Headers for an API call as this user. */
  headers: { authorization: string }
}

export async function signInAs(db: Executor, userId: number): Promise<SignedIn> {
  const issued = await startSession(db, userId, { strategy: 'local', userAgent: 'test' })
  const names = authCookieNames()
  return {
    token: issued.accessToken,
    cookie: `${names.access}=${issued.accessToken}; ${names.refresh}=${issued.refreshToken}`,
    refreshToken: issued.refreshToken,
    sessionId: issued.sessionId,
    headers: { authorization: `Bearer ${issued.accessToken}` },
  }
}
