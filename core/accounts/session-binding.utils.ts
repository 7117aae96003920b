/**
 * The browser binding of a session: an HttpOnly cookie whose value is an HMAC of the
 * session id under the server's key. It never appears in a response body, a URL or the
 * refresh request, so whoever learnt only a refresh token (from a log, a proxy, a script
 * reading the sign-in answer) does not have it, and it needs no column: the server derives
 * it again from the session id. It is what lets a just-spent refresh token be accepted
 * once more from the browser that spent it (parallel tabs racing to refresh).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { signingKey } from './signing-key.config'

export function sessionBinding(sessionId: string): string {
  return createHmac('sha256', signingKey()).update(`session-binding:${sessionId}`).digest('base64url')
}

/** Whether a presented binding belongs to this session (constant time). */
export function bindingMatches(sessionId: string, presented: string | null | undefined): boolean {
  if (!presented) return false
  const expected = Buffer.from(sessionBinding(sessionId))
  const given = Buffer.from(presented)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
