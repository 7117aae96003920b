/**
 * SQL of a builder's project statistics: project_daily_stats (migration 0026, counted as a
 * listing's, docs/statistics.md) summed per project of the scope since a Bogotá day.
 */
import { sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { queryRows } from '#db/client'
import type { CustomerScope } from './dashboard.queries'

export interface ProjectStatsRow {
  id: number
  name: string
  status: string
  views: number
  contacts: number
  messages: number
  visit_requests: number
}

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
    sql`select p.id, p.name, p.status, coalesce(s.views, 0)::int as views, coalesce(s.contacts, 0)::int as contacts,
               coalesce(s.messages, 0)::int as messages, coalesce(s.visit_requests, 0)::int as visit_requests
          from projects p
          left join (
            select d.project_id, sum(d.views) as views, sum(d.contacts) as contacts, sum(d.messages) as messages,
                   sum(d.visit_requests) as visit_requests
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
    views: Number(r.views),
    contacts: Number(r.contacts),
    messages: Number(r.messages),
    visit_requests: Number(r.visit_requests),
  }))
}
