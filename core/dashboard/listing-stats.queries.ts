/**
 * SQL of the listing statistics: listing_daily_stats (the one aggregate, docs/statistics.md) summed
 * per listing, per day or over the scope. Nothing else is read: every screen, the API, the CSV and
 * the dashboard agree because they add up the same rows.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { queryRows } from '#db/client'
import type { CustomerScope } from './dashboard.queries'
import { STATS_COUNTS } from './listing-stats.rules'

const scoped = (scope: CustomerScope, column: SQL) =>
  scope === 'all'
    ? sql`true`
    : sql`${column} in (${sql.join(scope.length ? scope.map((id) => sql`${id}`) : [sql`-1`], sql`, `)})`

/** The counts of a listing, a day or a scope; `contacts` are the visitors who contacted. */
export interface StatsCounts {
  views: number
  contacts: number
  messages: number
  phone_reveals: number
  whatsapp_clicks: number
  visit_requests: number
  favorites: number
  comparisons: number
}

const COUNT_FIELDS = STATS_COUNTS satisfies readonly (keyof StatsCounts)[]

const sums = sql.raw(COUNT_FIELDS.map((f) => `coalesce(sum(d.${f}), 0)::int as ${f}`).join(', '))
const counts = (row: Record<string, unknown>): StatsCounts =>
  Object.fromEntries(COUNT_FIELDS.map((f) => [f, Number(row[f] ?? 0)])) as unknown as StatsCounts

export interface ListingStatsRow extends StatsCounts {
  id: number
  code: string
  title: string
  status: string
}

/**
 * Each listing of the scope (not deleted) with its counts since `sinceDay`, most viewed first. With
 * the whole portal in scope only listings that brought something are listed.
 */
export async function listListingStats(
  db: Executor,
  f: { scope: CustomerScope; sinceDay: string; propertyId?: number | null; limit: number; offset: number },
): Promise<{ rows: ListingStatsRow[]; total: number }> {
  const onlyActive = f.scope === 'all' && !f.propertyId
  const where = sql`${scoped(f.scope, sql`p.customer_id`)} and p.status <> 'deleted'
    ${f.propertyId ? sql`and p.id = ${f.propertyId}` : sql``}
    ${onlyActive ? sql`and s.property_id is not null` : sql``}`
  const from = sql`from properties p
    left join (
      select d.property_id, ${sums} from listing_daily_stats d where d.day >= ${f.sinceDay}::date group by d.property_id
    ) s on s.property_id = p.id`
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.code, p.title, p.status, s.*
        ${from} where ${where}
        order by coalesce(s.views, 0) desc, coalesce(s.contacts, 0) desc, p.id desc
        limit ${f.limit} offset ${f.offset}`,
  )
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`)
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      title: String(r.title),
      status: String(r.status),
      ...counts(r),
    })),
    total: Number(n),
  }
}

/** The counts over the scope (or one listing) since `sinceDay`. */
export async function sumListingStats(
  db: Executor,
  f: { scope: CustomerScope; sinceDay: string; propertyId?: number | null },
): Promise<StatsCounts> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sums} from listing_daily_stats d join properties p on p.id = d.property_id
         where d.day >= ${f.sinceDay}::date and p.status <> 'deleted' and ${scoped(f.scope, sql`p.customer_id`)}
           ${f.propertyId ? sql`and p.id = ${f.propertyId}` : sql``}`,
  )
  return counts(row ?? {})
}

/** Views and contacting visitors per Bogotá day since `sinceDay`, over the scope (or one listing). */
export async function listDailyStats(
  db: Executor,
  f: { scope: CustomerScope; sinceDay: string; propertyId?: number | null },
): Promise<{ day: string; views: number; contacts: number }[]> {
  const rows = await queryRows<{ day: string; views: number; contacts: number }>(
    db,
    sql`select d.day::text as day, sum(d.views)::int as views, sum(d.contacts)::int as contacts
          from listing_daily_stats d join properties p on p.id = d.property_id
         where d.day >= ${f.sinceDay}::date and p.status <> 'deleted' and ${scoped(f.scope, sql`p.customer_id`)}
           ${f.propertyId ? sql`and p.id = ${f.propertyId}` : sql``}
         group by d.day`,
  )
  return rows.map((r) => ({ day: String(r.day), views: Number(r.views), contacts: Number(r.contacts) }))
}
