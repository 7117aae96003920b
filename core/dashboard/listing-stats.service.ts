/**
 * What each listing brings (issues 13 and 29): per listing and period (7, 30 or 90 days) its
 * views, contacting visitors, messages, phone reveals, WhatsApp clicks, visit requests, favourites,
 * comparisons and contact rate, the same over the whole scope, and each day's views and contacting
 * visitors for the chart. `analytics.read` in the agency; figures never cross agencies. Every
 * number is defined once (listing-stats.rules.ts) and read from one aggregate.
 */
import { can } from '#core/access'
import { forbidden, notFound, type ServiceContext } from '#core/shared'
import { assertBackOffice, effectiveScope } from './back-office.policy'
import type { CustomerScope } from './dashboard.queries'
import {
  listDailyStats,
  listListingStats,
  sumListingStats,
  type ListingStatsRow,
  type StatsCounts,
} from './listing-stats.queries'
import { listProjectStats } from './project-stats.queries'
import { STATS_PER_PAGE, type ListingStatsQuery } from './listing-stats.schemas'
import { contactRate, periodDays, type StatsPeriod } from './listing-stats.rules'

export type ListingStats = ListingStatsRow & { contact_rate: number | null }
export type StatsSummary = StatsCounts & { contact_rate: number | null }

/** The builder's projects shown with its listings' statistics (the dashboard's 20; the page and CSV all of them). */
const PROJECTS_LIMIT = 1000

/** The scope's projects with their counts over the period, as the dashboard reads them, and the contact rate. */
async function projectStats(db: ServiceContext['db'], scope: CustomerScope, sinceDay: string) {
  return (await listProjectStats(db, { scope, sinceDay, limit: PROJECTS_LIMIT })).map((r) => ({
    ...r,
    contact_rate: contactRate(r.contacts, r.views),
  }))
}

const withRate = <T extends StatsCounts>(row: T): T & { contact_rate: number | null } => ({
  ...row,
  contact_rate: contactRate(row.contacts, row.views),
})

function statsScope(ctx: ServiceContext, query: ListingStatsQuery, chosenCustomerId: number | null) {
  assertBackOffice(ctx.actor)
  if (!can(ctx.actor, 'analytics.read')) throw forbidden()
  return effectiveScope(ctx.actor, 'analytics.read', query.customer_id ?? chosenCustomerId)
}

/** The scope's counts over the period (the dashboard's block and the statistics page's totals). */
export async function summarizeStats(
  db: ServiceContext['db'],
  scope: CustomerScope,
  period: StatsPeriod,
  now?: Date,
): Promise<StatsSummary & { top: ListingStats[] }> {
  const { days } = periodDays(period, now)
  const [summary, { rows }] = await Promise.all([
    sumListingStats(db, { scope, sinceDay: days[0] }),
    listListingStats(db, { scope, sinceDay: days[0], limit: 5, offset: 0 }),
  ])
  return { ...withRate(summary), top: rows.filter((r) => r.views > 0).map(withRate) }
}

/** One page of listings with their counts, the totals, and the period's days for the chart. */
export async function getListingStats(
  ctx: ServiceContext,
  query: ListingStatsQuery,
  options: { chosenCustomerId?: number | null; now?: Date } = {},
) {
  const scope = statsScope(ctx, query, options.chosenCustomerId ?? null)
  const period: StatsPeriod = query.period ?? 30
  const page = query.page ?? 1
  const perPage = query.per_page ?? STATS_PER_PAGE
  const { days } = periodDays(period, options.now)
  const filter = { scope, sinceDay: days[0], propertyId: query.listing_id ?? null }
  const [{ rows, total }, totals, daily, projects] = await Promise.all([
    // One listing is the one row whatever the page.
    listListingStats(ctx.db, { ...filter, limit: perPage, offset: query.listing_id ? 0 : (page - 1) * perPage }),
    sumListingStats(ctx.db, filter),
    listDailyStats(ctx.db, filter),
    query.listing_id ? [] : projectStats(ctx.db, scope, days[0]),
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
    totals: withRate(totals),
    listing: query.listing_id ? withRate(rows[0]) : null,
    projects,
    days: days.map((day) => ({ day, views: byDay.get(day)?.views ?? 0, contacts: byDay.get(day)?.contacts ?? 0 })),
  }
}

/** Every listing of the scope with its counts (the CSV export), most viewed first. */
export async function listListingStatsForExport(
  ctx: ServiceContext,
  query: ListingStatsQuery,
  options: { chosenCustomerId?: number | null; now?: Date } = {},
): Promise<{ period: StatsPeriod; rows: ListingStats[]; projects: Awaited<ReturnType<typeof projectStats>> }> {
  const scope = statsScope(ctx, query, options.chosenCustomerId ?? null)
  const period: StatsPeriod = query.period ?? 30
  const { days } = periodDays(period, options.now)
  const [{ rows }, projects] = await Promise.all([
    listListingStats(ctx.db, { scope, sinceDay: days[0], limit: 100_000, offset: 0 }),
    projectStats(ctx.db, scope, days[0]),
  ])
  return { period, rows: rows.map(withRate), projects }
}
