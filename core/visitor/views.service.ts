/**
 * The visitor the statistics count and what they did (docs/statistics.md; the definitions are
 * core/dashboard listing-stats.rules.ts). A visitor is the wi_id_client cookie (random text plus
 * its creation time, spec §3; first party, HttpOnly, two years) or, signed in, the account; a
 * bot is none. Each event is one upsert on the visitor's row of the listing and Bogotá day.
 */
import { randomBytes } from 'node:crypto'
import { createIsbotFromList, list } from 'isbot'
import type { Executor } from '#db/client'
import { bogotaDay, notFound } from '#core/shared/browser'
import { eventBits, type ListingEvent } from '#core/dashboard/browser'
import { contactClickLimiter, viewAddressLimiter } from './contact-click.rate-limit'
import { isPublicProject } from '#core/projects'
import {
  deleteVisitorDaysBefore,
  upsertProjectVisitorDays,
  upsertVisitorDays,
  type ProjectDayEvents,
  type VisitorDayEvents,
} from './listing-events.queries'
import { isPublicListing } from './visitor.queries'

export const CLIENT_ID_COOKIE = 'wi_id_client'
export const CLIENT_ID_MAX_AGE_S = 2 * 31_536_000
const CLIENT_ID = /^[A-Za-z0-9_-]{12,64}$/

/** Random text plus the creation time (base 36), e.g. "Xk3…q9-lx2k1f0a". */
export function newClientId(now = Date.now()): string {
  return `${randomBytes(12).toString('base64url')}-${now.toString(36)}`
}

export function validClientId(value: string | null | undefined): string | null {
  return value && CLIENT_ID.test(value) ? value : null
}

/** HttpOnly: no script of the page needs it, and none can copy it elsewhere. */
export function clientIdCookie(value: string, secure: boolean): string {
  return `${CLIENT_ID_COOKIE}=${value}; Path=/; Max-Age=${CLIENT_ID_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Who did something, as the request tells it. */
export interface VisitorSignals {
  /** The signed-in account (not an integration key: a key is no visitor). */
  userId?: number | null
  clientId?: string | null
  userAgent?: string | null
}

/**
 * Crawlers, as isbot knows them, are no visitors. A headless browser is one unless it says it is a
 * crawler (Googlebot renders headless and says so): the agency's own checks and automated tests of
 * a listing drive one, and count as the people they stand for.
 */
const isCrawler = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'))

/** The visitor the statistics count: the account, else the cookie; null for a crawler or nobody known. */
export function visitorKey(signals: VisitorSignals): string | null {
  if (isCrawler(signals.userAgent ?? '')) return null
  if (signals.userId) return `user:${signals.userId}`
  const clientId = validClientId(signals.clientId)
  return clientId ? `client:${clientId}` : null
}

/**
 * Records one event of a visitor on a listing for its Bogotá day: counted once per visitor,
 * listing, day and kind however often it is repeated (a contact counts as a view too).
 */
export async function recordListingEvent(
  db: Executor,
  propertyId: number,
  event: ListingEvent,
  visitor: string | null,
  now = new Date(),
) {
  if (!visitor) return
  await upsertVisitorDays(db, [{ propertyId, day: bogotaDay(now), visitor, events: eventBits(event) }])
}

/** Records one event of a visitor on a builder's project, counted as a listing's (migration 0026). */
export async function recordProjectEvent(
  db: Executor,
  projectId: number,
  event: Exclude<ListingEvent, 'favorite' | 'comparison'>,
  visitor: string | null,
  now = new Date(),
) {
  if (!visitor) return
  await upsertProjectVisitorDays(db, [{ projectId, day: bogotaDay(now), visitor, events: eventBits(event) }])
}

/** Many visitors' events on projects at once (the demo seed). */
export async function recordProjectEvents(db: Executor, rows: ProjectDayEvents[]) {
  for (let i = 0; i < rows.length; i += 5_000) await upsertProjectVisitorDays(db, rows.slice(i, i + 5_000))
}

/** Many visitors' events at once, through the same upsert (the demo seed). */
export async function recordListingEvents(db: Executor, rows: VisitorDayEvents[]) {
  for (let i = 0; i < rows.length; i += 5_000) await upsertVisitorDays(db, rows.slice(i, i + 5_000))
}

/** Keeps who-did-what only as long as it tells a new visitor from one coming back: today and yesterday. */
export async function pruneVisitorDays(db: Executor, now = new Date()) {
  await deleteVisitorDaysBefore(db, bogotaDay(new Date(now.getTime() - 86_400_000)))
}

/**
 * Counts a view of a public listing (404 otherwise). Past 120 views a minute from one address
 * nothing more is counted: a guard against floods, not the count's unit (that is the visitor).
 */
export async function recordView(db: Executor, propertyId: number, visitor: string | null, ip: string) {
  if (!(await isPublicListing(db, propertyId))) throw notFound('errors.property_not_found')
  if (!visitor || (await viewAddressLimiter.hit(ip || 'unknown'))) return
  await recordListingEvent(db, propertyId, 'view', visitor)
}

/** The ways a visitor reaches an agency from a listing that the statistics count as clicks. */
export const CONTACT_CHANNELS = ['phone', 'whatsapp'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/**
 * Counts a phone reveal or a WhatsApp click on a public listing (404 otherwise); past 30 a minute
 * from one address nothing more is counted.
 */
export async function recordContactClick(
  db: Executor,
  propertyId: number,
  channel: ContactChannel,
  visitor: string | null,
  ip: string,
) {
  if (!(await isPublicListing(db, propertyId))) throw notFound('errors.property_not_found')
  if (!visitor || (await contactClickLimiter.hit(ip || 'unknown'))) return
  await recordListingEvent(db, propertyId, channel, visitor)
}

/** A view of a public project's page, counted as a listing's (404 otherwise; the same flood guard). */
export async function recordProjectView(db: Executor, projectId: number, visitor: string | null, ip: string) {
  if (!(await isPublicProject(db, projectId))) throw notFound('projects.not_found')
  if (!visitor || (await viewAddressLimiter.hit(ip || 'unknown'))) return
  await recordProjectEvent(db, projectId, 'view', visitor)
}

/** A phone reveal or WhatsApp click on a public project's sales room, counted as a listing's. */
export async function recordProjectContactClick(
  db: Executor,
  projectId: number,
  channel: ContactChannel,
  visitor: string | null,
  ip: string,
) {
  if (!(await isPublicProject(db, projectId))) throw notFound('projects.not_found')
  if (!visitor || (await contactClickLimiter.hit(ip || 'unknown'))) return
  await recordProjectEvent(db, projectId, channel, visitor)
}
