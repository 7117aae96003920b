/**
 * The public projects a saved project search matches that have news in a time window (ADR
 * 0029): published in it ("nuevo proyecto", unless the search announced it before), a unit type
 * cheaper in it ("bajó de precio"), or a progress update in it ("avance de obra").
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import type { ProjectSearchFilter } from './project-search.rules'
import { projectSearchWhere } from './project-search.queries'

/** A condition true for a project (its id column given) the saved search already announced as new. */
export type AnnouncedCheck = (projectId: SQL) => SQL

export interface ProjectAlertRow {
  id: number
  name: string
  municipality: string | null
  sector: string | null
  photo_key: string | null
  price_from: number | null
  is_new: boolean
  /** The latest drop in the window: the unit type's price before and after. */
  old_price: number | null
  new_price: number | null
  /** The latest progress update in the window. */
  percent: number | null
}

/**
 * Matches of `filter` with news in (since, until], newest first, at most 50; `announced(id)` is
 * true for a project the search already announced as new (a republished one is not new again).
 */
export function findProjectAlertRows(
  db: Executor,
  filter: ProjectSearchFilter,
  since: Date,
  until: Date,
  announced: AnnouncedCheck,
) {
  const from = since.toISOString()
  const to = until.toISOString()
  const fresh = sql`projects.published_at > ${from}::timestamptz and projects.published_at <= ${to}::timestamptz
    and not ${announced(sql`projects.id`)}`
  return queryRows<ProjectAlertRow>(
    db,
    sql`select projects.id, projects.name, m.display_name as municipality, s.name as sector,
          (select f.storage_key from project_photos f where f.project_id = projects.id and f.progress_update_id is null
            order by f.position, f.id limit 1) as photo_key,
          (select min(u.price_from)::float8 from project_unit_types u where u.project_id = projects.id) as price_from,
          (${fresh}) as is_new, cheaper.old_price::float8 as old_price, cheaper.new_price::float8 as new_price, prog.percent
        from projects
        left join municipalities m on m.id = projects.municipality_id
        left join sectors s on s.id = projects.sector_id
        left join lateral (select c.old_price, c.new_price from project_unit_type_prices c
                            where c.project_id = projects.id and c.new_price < c.old_price
                              and c.changed_at > ${from}::timestamptz and c.changed_at <= ${to}::timestamptz
                            order by c.changed_at desc, c.id desc limit 1) cheaper on true
        left join lateral (select g.percent from project_progress_updates g
                            where g.project_id = projects.id
                              and g.created_at > ${from}::timestamptz and g.created_at <= ${to}::timestamptz
                            order by g.created_at desc, g.id desc limit 1) prog on true
        where ${projectSearchWhere(filter)} and ((${fresh}) or cheaper.new_price is not null or prog.percent is not null)
        order by projects.published_at desc, projects.id desc
        limit 50`,
  )
}
