/** Who is calling, as the accounts services need it (address for rate limits, origin for links). */
import type { Context } from 'hono'
import { type RequestMeta, readCookie, requestKnownBrowser } from '#core/accounts'
import { runtime } from '#core/shared'
import { anonymousClientId, clientIdCookie, CLIENT_ID_COOKIE, newClientId, validClientId } from '#core/visitor'

/** The client's address as server/app.ts worked it out once per request (server/client-address.ts). */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? 'unknown'
}

export function requestMeta(c: Context): RequestMeta {
  return {
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
    knownBrowser: requestKnownBrowser(c.req.raw.headers),
  }
}

/** Appends Set-Cookie headers to the answer. */
export function setCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true })
}

/** One cookie of the request; null when absent. */
export function requestCookie(c: Context, name: string): string | null {
  return readCookie(c.req.header('cookie'), name)
}

/**
 * The visitor's anonymous id (`wi_id_client`, random text plus timestamp). When the browser
 * has none, one is set if cookies were accepted — or when the visitor asked for something
 * that needs it (push notifications: `issueWithoutConsent`); otherwise a daily hash of
 * address and browser stands in, and nothing is stored in the browser.
 */
export function ensureClientId(c: Context, options: { issueWithoutConsent?: boolean } = {}): string {
  const existing = validClientId(requestCookie(c, CLIENT_ID_COOKIE))
  if (existing) return existing
  if (!options.issueWithoutConsent && requestCookie(c, 'user_agree_cookies_policies') !== 'true')
    return anonymousClientId(clientIp(c), c.req.header('user-agent') ?? '')
  const created = newClientId()
  const secure = new URL(c.req.url).protocol === 'https:' || !!runtime().env.PUBLIC_URL?.startsWith('https:')
  setCookies(c, [clientIdCookie(created, secure)])
  return created
}
