/**
 * The visitor the statistics count and what they did (docs/statistics.md; the definitions are
 * core/dashboard listing-stats.rules.ts). A visitor is the wi_id_client cookie (random text plus
 * its creation time, spec §3; first party, HttpOnly, two years) or, signed in, the account; a
 * bot is none. Each event is one upsert on the visitor's row of the listing and Bogotá day.
 */
import { randomBytes } from 'node:crypto'
import { createIsbotFromList, list } from 'isbot'
import type { Executor } from '#db/client'
import { bogotaDay, notFound, type MessageKey } from '#core/shared/browser'
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

/** The ways a visitor reaches an agency from a listing that the statistics count as clicks. */
export const CONTACT_CHANNELS = ['phone', 'whatsapp'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/**
 * The counting of a page's views and contact clicks, the same for a listing and a project: 404 for
 * one the public cannot see. Past 120 views (30 clicks) a minute from one address nothing more is
 * counted: a guard against floods, not the count's unit (that is the visitor).
 */
function pageCounters(
  isPublic: (db: Executor, id: number) => Promise<boolean>,
  missing: MessageKey,
  record: (db: Executor, id: number, event: 'view' | ContactChannel, visitor: string) => Promise<void>,
) {
  const count = async (
    limiter: typeof viewAddressLimiter,
    db: Executor,
    id: number,
    event: 'view' | ContactChannel,
    visitor: string | null,
    ip: string,
  ) => {
    if (!(await isPublic(db, id))) throw notFound(missing)
    if (!visitor || (await limiter.hit(ip || 'unknown'))) return
    await record(db, id, event, visitor)
  }
  return {
    view: (db: Executor, id: number, visitor: string | null, ip: string) =>
      count(viewAddressLimiter, db, id, 'view', visitor, ip),
    click: (db: Executor, id: number, channel: ContactChannel, visitor: string | null, ip: string) =>
      count(contactClickLimiter, db, id, channel, visitor, ip),
  }
}

const listingCounters = pageCounters(isPublicListing, 'errors.property_not_found', recordListingEvent)
const projectCounters = pageCounters(isPublicProject, 'projects.not_found', recordProjectEvent)

/** Counts a view of a public listing (404 otherwise). */
export const recordView = listingCounters.view
/** Counts a phone reveal or a WhatsApp click on a public listing (404 otherwise). */
export const recordContactClick = listingCounters.click
/** A view of a public project's page, counted as a listing's (404 otherwise; the same flood guard). */
export const recordProjectView = projectCounters.view
/** A phone reveal or WhatsApp click on a public project's sales room, counted as a listing's. */
export const recordProjectContactClick = projectCounters.click
