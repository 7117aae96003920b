/**
 * Signed links that name one record for one purpose, such as an alert e-mail's unsubscribe
 * link: "{opaque id}.{signature}", enough to act on that record only, without signing in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { decodeId, encodeId, type IdKind } from '#core/shared'
import { signingKey } from './signing-key.config'

function signature(purpose: string, id: number): string {
  return createHmac('sha256', signingKey()).update(`${purpose}:${id}`).digest('base64url').slice(0, 32)
}

export function recordLinkToken(kind: IdKind, purpose: string, id: number): string {
  return `${encodeId(kind, id)}.${signature(purpose, id)}`
}

/** The record's id when the token is one `recordLinkToken(kind, purpose, id)` made; null otherwise. */
export function readRecordLinkToken(kind: IdKind, purpose: string, token: string | null | undefined): number | null {
  if (!token || token.length > 100) return null
  const [publicId, sig] = token.split('.')
  const id = decodeId(kind, publicId)
  if (id == null || !sig) return null
  const expected = Buffer.from(signature(purpose, id))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
