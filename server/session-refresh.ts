/**
 * Keeps a web session alive across page loads: when a page request carries the refresh
 * cookie but no valid access token (it expired while the visitor was away), the session
 * is refreshed here, the page is rendered with the new token and the new cookies are set.
 * Concurrent requests of one process holding the same refresh token and the same session
 * binding share one rotation, so parallel loads are not mistaken for a stolen token; a
 * request without the binding never shares another's result (refreshSession decides it).
 */
import type { MiddlewareHandler } from 'hono'
import {
  verifyAccessToken,
  authCookieNames,
  clearedSessionCookies,
  readCookie,
  requestRefreshToken,
  requestSessionBinding,
  sessionCookies,
  refreshSession,
  type IssuedTokens,
} from '#core/accounts'
import { isDatabaseUnavailable, readCache, runtime } from '#core/shared'

/** A rotation's result, shared for SHARE_MS by the requests holding the same token and binding. */
const rotations = readCache<IssuedTokens | null>('session-rotations', { max: 10_000 })
const SHARE_MS = 15_000

function rotate(refreshToken: string, binding: string | null): Promise<IssuedTokens | null> {
  const { db } = runtime()
  // A database that cannot be reached says nothing about the token: the rotation fails
  // (and, failed, is not shared), the session and its cookies stay as they are.
  const load = () =>
    refreshSession(db, refreshToken, { binding }).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error
      return null
    })
  return rotations.get(db, `${refreshToken} ${binding ?? ''}`, load, { freshMs: SHARE_MS })
}

function isPageRequest(path: string, method: string) {
  if (method !== 'GET' && method !== 'HEAD') return false
  return (
    !/^\/(api|assets|media)\//.test(path) &&
    !/\.(js|css|png|jpe?g|svg|webp|ico|txt|xml|json|webmanifest|woff2?)$/.test(path)
  )
}

export function sessionRefresh(): MiddlewareHandler {
  return async (c, next) => {
    if (!isPageRequest(c.req.path, c.req.method)) return next()
    const headers = c.req.raw.headers
    const refresh = requestRefreshToken(headers)
    if (!refresh) return next()
    const names = authCookieNames()
    const access = readCookie(headers.get('cookie'), names.access)
    if (access && (await verifyAccessToken(access))) return next()
    let issued: IssuedTokens | null
    try {
      issued = await rotate(refresh, requestSessionBinding(headers))
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      return next() // the page answers 503 on its own; the visitor stays signed in
    }
    if (!issued) {
      await next()
      for (const cookie of clearedSessionCookies()) c.res.headers.append('Set-Cookie', cookie)
      return
    }
    const others = (headers.get('cookie') ?? '')
      .split(';')
      .map((p) => p.trim())
      .filter((p) => p && ![names.access, names.refresh].includes(p.slice(0, p.indexOf('='))))
    const nextHeaders = new Headers(headers)
    nextHeaders.set(
      'cookie',
      [...others, `${names.access}=${issued.accessToken}`, `${names.refresh}=${issued.refreshToken}`].join('; '),
    )
    c.req.raw = new Request(c.req.raw, { headers: nextHeaders })
    await next()
    for (const cookie of sessionCookies(issued)) c.res.headers.append('Set-Cookie', cookie)
  }
}
