/**
 * SQL of a builder's project statistics: project_daily_stats (migration 0026, counted as a
 * listing's, docs/statistics.md) summed per project of the scope since a Bogotá day.
 */
import { sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { queryRows } from '#db/client'
import type { CustomerScope } from './dashboard.queries'
import { PROJECT_STATS_COUNTS, type ProjectStatsCount } from './listing-stats.rules'

export type ProjectStatsRow = { id: number; name: string; status: string } & Record<ProjectStatsCount, number>

const summed = sql.raw(PROJECT_STATS_COUNTS.map((k) => `sum(d.${k}) as ${k}`).join(', '))
const counted = sql.raw(PROJECT_STATS_COUNTS.map((k) => `coalesce(s.${k}, 0)::int as ${k}`).join(', '))

/** Each project of the scope (not deleted) with its counts since `sinceDay`, most viewed first. */
export async function listProjectStats(
  db: Executor,
  f: { scope: CustomerScope; sinceDay: string; limit: number },
): Promise<ProjectStatsRow[]> {
  const scoped =
    f.scope === 'all'
      ? sql`s.project_id is not null`
      : sql`p.customer_id in (${sql.join(f.scope.length ? f.scope.map((id) => sql`${id}`) : [sql`-1`], sql`, `)})`
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.name, p.status, ${counted}
          from projects p
          left join (
            select d.project_id, ${summed}
              from project_daily_stats d where d.day >= ${f.sinceDay}::date group by d.project_id
          ) s on s.project_id = p.id
         where p.status <> 'deleted' and ${scoped}
         order by coalesce(s.views, 0) desc, coalesce(s.contacts, 0) desc, p.id desc
         limit ${f.limit}`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    status: String(r.status),
    ...(Object.fromEntries(PROJECT_STATS_COUNTS.map((k) => [k, Number(r[k])])) as Record<ProjectStatsCount, number>),
  }))
}
