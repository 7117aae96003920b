/** SQL of the listing statistics: listing_daily_stats summed per listing or per day, and the leads as messages. */
import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { queryRows } from '../../db/client'
import type { CustomerScope } from './dashboard.queries'

const scoped = (scope: CustomerScope, column: SQL) =>
  scope === 'all'
    ? sql`true`
    : sql`${column} in (${sql.join(scope.length ? scope.map((id) => sql`${id}`) : [sql`-1`], sql`, `)})`

export interface ListingStatsRow {
  id: number
  code: string
  title: string
  status: string
  views: number
  phone_reveals: number
  whatsapp_clicks: number
  messages: number
  favorites: number
  comparisons: number
}

/**
 * Each listing of the scope (not deleted) with its counts since `sinceDay` / `since`, most viewed
 * first. With the whole portal in scope only listings that brought something are listed.
 */
export async function listListingStats(
  db: Executor,
  f: { scope: CustomerScope; sinceDay: string; since: Date; propertyId?: number | null; limit: number; offset: number },
): Promise<{ rows: ListingStatsRow[]; total: number }> {
  // Over the whole portal only listings that brought something are listed; one listing always is.
  const onlyActive = f.scope === 'all' && !f.propertyId
  const where = sql`${scoped(f.scope, sql`p.customer_id`)} and p.status <> 'deleted'
    ${f.propertyId ? sql`and p.id = ${f.propertyId}` : sql``}
    ${onlyActive ? sql`and (s.property_id is not null or m.property_id is not null)` : sql``}`
  const from = sql`from properties p
    left join (
      select property_id, sum(views)::int as views, sum(phone_reveals)::int as phone_reveals,
             sum(whatsapp_clicks)::int as whatsapp_clicks, sum(favorites)::int as favorites, sum(comparisons)::int as comparisons
        from listing_daily_stats where day >= ${f.sinceDay}::date group by property_id
    ) s on s.property_id = p.id
    left join (
      select property_id, count(*)::int as messages from leads
       where property_id is not null and created_at >= ${f.since.toISOString()}::timestamptz group by property_id
    ) m on m.property_id = p.id`
  const rows = await queryRows<ListingStatsRow>(
    db,
    sql`select p.id, p.code, p.title, p.status,
          coalesce(s.views, 0) as views, coalesce(s.phone_reveals, 0) as phone_reveals,
          coalesce(s.whatsapp_clicks, 0) as whatsapp_clicks, coalesce(m.messages, 0) as messages,
          coalesce(s.favorites, 0) as favorites, coalesce(s.comparisons, 0) as comparisons
        ${from} where ${where}
        order by coalesce(s.views, 0) desc, coalesce(m.messages, 0) desc, p.id desc
        limit ${f.limit} offset ${f.offset}`,
  )
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`)
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(n) }
}

export interface DailyStatsRow {
  day: string
  views: number
  clicks: number
  messages: number
}

/** Views, contact clicks and messages per Bogotá day since `sinceDay`, over the scope (or one listing). */
export async function listDailyStats(
  db: Executor,
  f: { scope: CustomerScope; sinceDay: string; since: Date; propertyId?: number | null },
): Promise<DailyStatsRow[]> {
  const listing = f.propertyId ? sql`and p.id = ${f.propertyId}` : sql``
  const [events, messages] = await Promise.all([
    queryRows<{ day: string; views: number; clicks: number }>(
      db,
      sql`select d.day::text as day, sum(d.views)::int as views, sum(d.phone_reveals + d.whatsapp_clicks)::int as clicks
            from listing_daily_stats d join properties p on p.id = d.property_id
           where d.day >= ${f.sinceDay}::date and p.status <> 'deleted' and ${scoped(f.scope, sql`p.customer_id`)} ${listing}
           group by d.day`,
    ),
    queryRows<{ day: string; messages: number }>(
      db,
      // Bogotá is UTC−5 all year: the day of a lead without relying on the server's time zone data.
      sql`select ((l.created_at at time zone 'UTC') - interval '5 hours')::date::text as day, count(*)::int as messages
            from leads l join properties p on p.id = l.property_id
           where l.created_at >= ${f.since.toISOString()}::timestamptz and p.status <> 'deleted'
             and ${scoped(f.scope, sql`p.customer_id`)} ${listing}
           group by 1`,
    ),
  ])
  const byDay = new Map<string, DailyStatsRow>()
  const at = (day: string) => byDay.get(day) ?? byDay.set(day, { day, views: 0, clicks: 0, messages: 0 }).get(day)!
  for (const e of events) Object.assign(at(e.day), { views: Number(e.views), clicks: Number(e.clicks) })
  for (const m of messages) at(m.day).messages = Number(m.messages)
  return [...byDay.values()]
}
