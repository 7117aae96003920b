/**
 * The anonymous client id (cookie wi_id_client: random text plus a timestamp, spec §3) and
 * the per-listing view count kept for agency statistics: one property_views row per
 * listing, client and day (counting repeats), and properties.views_count raised once per
 * client and day, so reloading a page does not inflate it.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Executor } from '../../db/client'
import { notFound } from '#core/shared/browser'
import { countView, isPublicListing } from './visitor.queries'

export const CLIENT_ID_COOKIE = 'wi_id_client'
export const CLIENT_ID_MAX_AGE_S = 2 * 31_536_000
const CLIENT_ID = /^[A-Za-z0-9_-]{12,64}$/

/** Random text plus the creation time (base 36), e.g. "Xk3…q9-lx2k1f0a". */
export function newClientId(now = Date.now()): string {
  return `${randomBytes(12).toString('base64url')}-${now.toString(36)}`
}

/** A stand-in id for visitors who have not accepted cookies: a daily hash, never stored in the browser. */
export function anonymousClientId(ip: string, userAgent: string, now = new Date()): string {
  return `anon_${createHash('sha256')
    .update(`${ip}|${userAgent}|${now.toISOString().slice(0, 10)}`)
    .digest('base64url')
    .slice(0, 24)}`
}

export function validClientId(value: string | null | undefined): string | null {
  return value && CLIENT_ID.test(value) ? value : null
}

export function clientIdCookie(value: string, secure: boolean): string {
  return `${CLIENT_ID_COOKIE}=${value}; Path=/; Max-Age=${CLIENT_ID_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Counts a view of a public listing; returns whether it was this client's first today. */
export async function recordView(
  db: Executor,
  propertyId: number,
  clientId: string,
  now = new Date(),
): Promise<{ firstToday: boolean }> {
  if (!(await isPublicListing(db, propertyId))) throw notFound('errors.property_not_found')
  return countView(db, propertyId, clientId, now.toISOString().slice(0, 10))
}
