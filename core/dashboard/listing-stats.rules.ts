/**
 * The one definition of every number the statistics show (issue 29; docs/statistics.md lists
 * them for people). Every screen, the API (`/api/admin/stats/listings`), its CSV and the dashboard
 * read the same aggregate, listing_daily_stats, which only the recording path raises
 * (core/visitor listing-events.service.ts → listing_visitor_days → its trigger, migration 0018).
 *
 * - A *visitor* is the browser's wi_id_client cookie (first party, HttpOnly, random, two years) or,
 *   signed in, the account. Bots (isbot) are no visitors: nothing they do is counted.
 * - A *view* is a visitor opening a listing's page: one per visitor, listing and Bogotá day.
 * - A *contact* is a message, a phone reveal, a WhatsApp click or a visit request; each kind counts
 *   once per visitor, listing and day. A contact implies a view: a visitor who contacts without a
 *   counted view (a message from the API, a page open before midnight) is counted as viewing too.
 * - *Contacting visitors* (`contacts`) are the visitors who made at least one contact that day.
 * - The *contact rate* is contacting visitors / viewing visitors over the period (0–1, shown as a
 *   percent); since a contact implies a view it never passes 1.
 * - *Favourites* and *comparisons* are accounts that saved the listing or added it to a comparison,
 *   once per account, listing and day (from a card as well as the page: they imply no view).
 */
export const STATS_PERIODS = [7, 30, 90] as const
export type StatsPeriod = (typeof STATS_PERIODS)[number]

/** The counts of a listing in their one order: the aggregate's columns, the API's fields, the CSV's and the page's columns. */
export const STATS_COUNTS = [
  'views',
  'contacts',
  'messages',
  'phone_reveals',
  'whatsapp_clicks',
  'visit_requests',
  'favorites',
  'comparisons',
] as const
export type StatsCount = (typeof STATS_COUNTS)[number]

/** A project's counts (migration 0026, defined as a listing's): all but favourites and comparisons. */
export type ProjectStatsCount = Exclude<StatsCount, 'favorites' | 'comparisons'>
export const PROJECT_STATS_COUNTS = STATS_COUNTS.filter(
  (k): k is ProjectStatsCount => k !== 'favorites' && k !== 'comparisons',
)

/** What a visitor did with a listing on a day, as bits (the trigger of migration 0018 reads the same values). */
export const LISTING_EVENT = {
  view: 1,
  message: 2,
  phone: 4,
  whatsapp: 8,
  visit_request: 16,
  favorite: 32,
  comparison: 64,
} as const
export type ListingEvent = keyof typeof LISTING_EVENT

/** The kinds of contact: each counts once per visitor, listing and day, and implies a view. */
export const CONTACT_EVENTS = ['message', 'phone', 'whatsapp', 'visit_request'] as const satisfies ListingEvent[]

/** The bits one event sets: a contact sets the view's too. */
export function eventBits(event: ListingEvent): number {
  const bit = LISTING_EVENT[event]
  return (CONTACT_EVENTS as readonly ListingEvent[]).includes(event) ? bit | LISTING_EVENT.view : bit
}

const DAY_MS = 86_400_000
/** Colombia is UTC−5 all year (no daylight saving). */
const BOGOTA_OFFSET_MS = -5 * 3_600_000

const dayOf = (ms: number) => new Date(ms + BOGOTA_OFFSET_MS).toISOString().slice(0, 10)

/** The period's Bogotá days, oldest first, ending today; and the instant its first day starts. */
export function periodDays(period: StatsPeriod, now: Date = new Date()): { days: string[]; since: Date } {
  const days = Array.from({ length: period }, (_, i) => dayOf(now.getTime() - (period - 1 - i) * DAY_MS))
  return { days, since: new Date(Date.parse(`${days[0]}T00:00:00Z`) - BOGOTA_OFFSET_MS) }
}

/** Contacting visitors per viewing visitor (0–1, four decimals); null when nobody viewed. */
export function contactRate(contacts: number, views: number): number | null {
  if (views <= 0) return null
  return Math.round(Math.min(1, contacts / views) * 10_000) / 10_000
}
