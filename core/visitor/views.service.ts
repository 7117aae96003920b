/**
 * The anonymous client id (cookie wi_id_client: random text plus a timestamp, spec §3) and
 * the per-listing view count kept for agency statistics: one property_views row per
 * listing, client and day (counting repeats), and properties.views_count raised once per
 * client and day, so reloading a page does not inflate it.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Executor } from '../../db/client'
import { bogotaDay, notFound } from '#core/shared/browser'
import { contactClickLimiter, listingStatOnceLimiter, viewAddressLimiter } from './contact-click.rate-limit'
import type { ListingStatColumn } from '../../db/schema'
import { bumpListingStat, countView, isPublicListing } from './visitor.queries'

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
    .update(`${ip}|${userAgent}|${bogotaDay(now)}`)
    .digest('base64url')
    .slice(0, 24)}`
}

export function validClientId(value: string | null | undefined): string | null {
  return value && CLIENT_ID.test(value) ? value : null
}

export function clientIdCookie(value: string, secure: boolean): string {
  return `${CLIENT_ID_COOKIE}=${value}; Path=/; Max-Age=${CLIENT_ID_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * Counts a view of a public listing on its Bogotá day; returns whether it was this client's
 * first that day. Past 120 views a minute from one address nothing more is counted.
 */
export async function recordView(
  db: Executor,
  propertyId: number,
  visitor: { clientId: string; ip: string },
  now = new Date(),
): Promise<{ firstToday: boolean }> {
  if (!(await isPublicListing(db, propertyId))) throw notFound('errors.property_not_found')
  if (await viewAddressLimiter.hit(visitor.ip || 'unknown')) return { firstToday: false }
  return countView(db, propertyId, visitor.clientId, bogotaDay(now))
}

/**
 * Raises a listing's count for today once per visitor (client id or account), listing and
 * kind in 24 hours: opening the phone box again, or saving, removing and saving a favourite,
 * counts once. Returns whether it counted.
 */
export async function countListingStatOnce(
  db: Executor,
  propertyId: number,
  stat: ListingStatColumn,
  who: string,
): Promise<boolean> {
  if (await listingStatOnceLimiter.hit(`${stat}:${who}:${propertyId}`)) return false
  await bumpListingStat(db, propertyId, stat)
  return true
}

/** The ways a visitor reaches an agency from a listing that the statistics count as clicks. */
export const CONTACT_CHANNELS = ['phone', 'whatsapp'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/**
 * Counts a phone reveal or a WhatsApp click on a public listing (one count for its day, no
 * visitor named): once per visitor, listing and channel in 24 hours; past 30 a minute from one
 * address nothing more is counted.
 */
export async function recordContactClick(
  db: Executor,
  propertyId: number,
  channel: ContactChannel,
  visitor: { clientId: string; ip: string },
) {
  if (!(await isPublicListing(db, propertyId))) throw notFound('errors.property_not_found')
  if (await contactClickLimiter.hit(visitor.ip || 'unknown')) return
  await countListingStatOnce(
    db,
    propertyId,
    channel === 'phone' ? 'phone_reveals' : 'whatsapp_clicks',
    visitor.clientId,
  )
}
