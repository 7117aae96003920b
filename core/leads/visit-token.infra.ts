/** The visitor's link to one visit: signed with the site's key, so it names that visit and nothing else. */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { signingKey } from '#core/accounts'
import { decodeId, encodeId } from '#core/shared'

function signature(visitId: number): string {
  return createHmac('sha256', signingKey()).update(`visit-manage:${visitId}`).digest('base64url').slice(0, 32)
}

/** "{opaque visit id}.{signature}": enough to see, cancel or accept one visit, nothing else. */
export function visitToken(visitId: number): string {
  return `${encodeId('visit', visitId)}.${signature(visitId)}`
}

export function verifyVisitToken(token: string | null | undefined): number | null {
  if (!token || token.length > 100) return null
  const [publicId, sig] = token.split('.')
  const id = decodeId('visit', publicId)
  if (id == null || !sig) return null
  const expected = Buffer.from(signature(id))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
