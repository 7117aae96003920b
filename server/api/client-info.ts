/** Who is calling, as the accounts services need it (address for rate limits, origin for links). */
import type { Context } from 'hono'
import { type RequestMeta, readCookie, requestKnownBrowser } from '#core/accounts'
import { runtime } from '#core/shared'
import { clientIdCookie, CLIENT_ID_COOKIE, newClientId, validClientId, visitorKey } from '#core/visitor'
import { apiContext } from '#web/api'

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
 * The visitor's anonymous id (`wi_id_client`, random text plus timestamp): the one the browser
 * sent, or a new one set on this answer (first party, HttpOnly, two years; the cookie policy names
 * it). The listing page's view count is the first request that sets it, so the page itself stays
 * cacheable and its render does not change (docs/statistics.md).
 */
export function ensureClientId(c: Context): string {
  const existing = validClientId(requestCookie(c, CLIENT_ID_COOKIE))
  if (existing) return existing
  const created = newClientId()
  const secure = new URL(c.req.url).protocol === 'https:' || !!runtime().env.PUBLIC_URL?.startsWith('https:')
  setCookies(c, [clientIdCookie(created, secure)])
  return created
}

/** The visitor the listing statistics count for this request: the account, else the cookie (set when missing); null for a bot. */
export async function statsVisitor(c: Context): Promise<string | null> {
  const actor = (await apiContext(c)).actor
  return visitorKey({
    userId: actor && !actor.apiKey ? actor.userId : null,
    clientId: ensureClientId(c),
    userAgent: c.req.header('user-agent') ?? null,
  })
}

/** Where a visitor's lead came from (core/leads LeadMeta): the address, the wi_id_client cookie (set when missing), the user agent. */
export function leadMeta(c: Context) {
  return { ip: clientIp(c), clientId: ensureClientId(c), userAgent: c.req.header('user-agent') ?? null }
}
