/**
 * Personal data stays personal: any answer that depends on who is signed in is
 * `Cache-Control: no-store`, so neither a shared cache (CDN, proxy) nor the browser's
 * service worker (public/sw.js keeps nothing marked no-store) holds one person's page for
 * another. An answer depends on the session when the request carries credentials (the
 * session cookies or a Bearer token), when it sets cookies (sign-in, refresh, sign-out), or
 * when it is an account, visitor-tools or back-office address. Static files never do.
 */
import type { MiddlewareHandler } from 'hono'
import { authCookieNames, readCookie } from '#core/accounts'

const STATIC = /^\/(assets|media|icons|fonts|art)\/|\.(js|css|png|jpe?g|webp|avif|svg|ico|woff2?|webmanifest)$/
const PERSONAL =
  /^(\/en)?\/(api\/(auth|account|wiauth|admin|push\/subscriptions)|user|admin|auth|login|sign_up|dev)(\/|$|\.data)/

export function hasSessionCredentials(headers: Headers): boolean {
  if (headers.get('authorization')) return true
  const cookie = headers.get('cookie')
  if (!cookie) return false
  const names = authCookieNames()
  return [names.access, names.refresh].some((name) => readCookie(cookie, name) !== null)
}

export function privateResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const path = c.req.path
    if (STATIC.test(path) && !path.startsWith('/api/')) return
    const personal = PERSONAL.test(path) || hasSessionCredentials(c.req.raw.headers) || c.res.headers.has('set-cookie')
    if (personal) c.header('Cache-Control', 'private, no-store')
    // An anonymous answer that a shared cache keeps must not be served to a signed-in visitor.
    else if (!/cookie/i.test(c.res.headers.get('Vary') ?? '')) c.header('Vary', 'Cookie', { append: true })
  }
}
