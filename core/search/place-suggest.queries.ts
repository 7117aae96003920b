/** Every municipality and barrio with its count of visible listings, for the place suggestions. */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import type { PlaceEntry } from './place-suggest.rules'

export async function readPlaceEntries(db: Executor): Promise<PlaceEntry[]> {
  const rows = await queryRows<{
    kind: 'municipality' | 'sector'
    id: number
    department_id: number
    municipality_id: number
    name: string
    within: string
    listings: number
  }>(
    db,
    sql`with counts as (
          select municipality_id, sector_id, count(*)::int as n from properties
           where ${publiclyVisible} and municipality_id is not null group by 1, 2
        ), by_municipality as (
          select municipality_id, sum(n)::int as n from counts group by 1
        ), by_sector as (
          select sector_id, sum(n)::int as n from counts where sector_id is not null group by 1
        )
        select 'municipality' as kind, m.id, m.department_id, m.id as municipality_id, m.display_name as name,
               d.display_name as within, coalesce(bm.n, 0) as listings
          from municipalities m join departments d on d.id = m.department_id
          left join by_municipality bm on bm.municipality_id = m.id
        union all
        select 'sector' as kind, s.id, m.department_id, m.id as municipality_id, s.name,
               m.display_name as within, coalesce(bs.n, 0) as listings
          from sectors s join municipalities m on m.id = s.municipality_id
          left join by_sector bs on bs.sector_id = s.id`,
  )
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    departmentId: Number(r.department_id),
    municipalityId: Number(r.municipality_id),
    name: r.name,
    within: r.within,
    listings: Number(r.listings),
  }))
}
