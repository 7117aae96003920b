/**
 * Cross-site request forgery protection for cookie-authenticated writes (pages' form
 * actions and the API alike), by Fetch Metadata and Origin, as browsers send them on every
 * unsafe request: a write is refused when the browser says it came from another site.
 * Requests without either header (curl, server-to-server) carry no ambient browser
 * credentials of a victim and pass; Bearer-only API calls are not affected.
 */
import type { MiddlewareHandler } from 'hono'
import type { Env } from '#config/env'
import { bearerToken } from '#core/accounts'
import { forbidden } from '#core/shared'
import { middlewareErrorResponse } from '#web/api'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isCrossSiteWrite(request: Request, allowedOrigins: string[]): boolean {
  if (SAFE.has(request.method)) return false
  const headers = request.headers
  if (bearerToken(headers) && !headers.get('cookie')) return false
  const site = headers.get('sec-fetch-site')
  if (site === 'same-origin' || site === 'none') return false
  const origin = headers.get('origin')
  if (origin && origin !== 'null') return !allowedOrigins.includes(origin)
  if (origin === 'null') return true
  // No Origin: a cross-site browser request always sends Sec-Fetch-Site, so refuse those.
  return site === 'cross-site' || site === 'same-site'
}

export function csrfProtection(env: Env): MiddlewareHandler {
  const configured = env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : []
  return async (c, next) => {
    const allowed = [...configured, new URL(c.req.url).origin]
    if (!isCrossSiteWrite(c.req.raw, allowed)) return next()
    return middlewareErrorResponse(c, forbidden('auth.errors.csrf'))
  }
}
