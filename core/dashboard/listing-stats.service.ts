/**
 * What each listing brings (issue 13): per listing and period (7, 30 or 90 days) its views,
 * phone reveals, WhatsApp clicks, messages, favourites, comparisons and contact rate, and the
 * views and contacts of every day for the chart. `analytics.read` in the agency; figures never
 * cross agencies. The counts come from listing_daily_stats (one row per listing and day, no
 * visitor named) and the leads.
 */
import { can } from '#core/access'
import { forbidden, notFound, type ServiceContext } from '#core/shared'
import { assertBackOffice, effectiveScope } from './back-office.policy'
import { listDailyStats, listListingStats, type ListingStatsRow } from './listing-stats.queries'
import { STATS_PER_PAGE, type ListingStatsQuery } from './listing-stats.schemas'
import { contactRate, periodDays, type StatsPeriod } from './listing-stats.rules'

export interface ListingStats extends ListingStatsRow {
  contacts: number
  contact_rate: number | null
}

const withRate = (row: ListingStatsRow): ListingStats => {
  const contacts = row.phone_reveals + row.whatsapp_clicks + row.messages
  return { ...row, contacts, contact_rate: contactRate(contacts, row.views) }
}

function statsScope(ctx: ServiceContext, query: ListingStatsQuery, chosenCustomerId: number | null) {
  assertBackOffice(ctx.actor)
  if (!can(ctx.actor, 'analytics.read')) throw forbidden()
  const scope = effectiveScope(ctx.actor, 'analytics.read', query.customer_id ?? chosenCustomerId)
  return scope
}

/** One page of listings with their counts, and the period's days for the chart. */
export async function getListingStats(
  ctx: ServiceContext,
  query: ListingStatsQuery,
  options: { chosenCustomerId?: number | null; now?: Date } = {},
) {
  const scope = statsScope(ctx, query, options.chosenCustomerId ?? null)
  const period: StatsPeriod = query.period ?? 30
  const page = query.page ?? 1
  const perPage = query.per_page ?? STATS_PER_PAGE
  const { days, since } = periodDays(period, options.now)
  const filter = { scope, sinceDay: days[0], since, propertyId: query.listing_id ?? null }
  const [{ rows, total }, daily] = await Promise.all([
    // One listing is the one row whatever the page.
    listListingStats(ctx.db, { ...filter, limit: perPage, offset: query.listing_id ? 0 : (page - 1) * perPage }),
    listDailyStats(ctx.db, filter),
  ])
  // One listing asked for and not in the scope (another agency's, deleted): as unknown.
  if (query.listing_id && rows.length === 0) throw notFound('errors.property_not_found')
  const byDay = new Map(daily.map((d) => [d.day, d]))
  return {
    period,
    page,
    perPage,
    total,
    rows: rows.map(withRate),
    listing: query.listing_id ? withRate(rows[0]) : null,
    days: days.map((day) => {
      const d = byDay.get(day)
      return { day, views: d?.views ?? 0, contacts: (d?.clicks ?? 0) + (d?.messages ?? 0) }
    }),
  }
}

/** Every listing of the scope with its counts (the CSV export), most viewed first. */
export async function listListingStatsForExport(
  ctx: ServiceContext,
  query: ListingStatsQuery,
  options: { chosenCustomerId?: number | null; now?: Date } = {},
): Promise<{ period: StatsPeriod; rows: ListingStats[] }> {
  const scope = statsScope(ctx, query, options.chosenCustomerId ?? null)
  const period: StatsPeriod = query.period ?? 30
  const { days, since } = periodDays(period, options.now)
  const { rows } = await listListingStats(ctx.db, { scope, sinceDay: days[0], since, limit: 100_000, offset: 0 })
  return { period, rows: rows.map(withRate) }
}
