/**
 * SQL of the project search (ADR 0028): what the in-process index reads (the searched fields
 * of every visible project, or of a few changed ones), the change log since a watermark
 * (project_search_changes, migration 0025), the cards of a page, and the same search in SQL,
 * the reference the index is tested against (and the option the ADR measured).
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { deleteOldChangeLog, readChangeLog } from '#core/search/change-log.sql'
import type { ProjectStage } from './project.constants'
import { projectPubliclyVisible } from './project-visibility.sql'
import type { ProjectSearchFilter } from './project-search.rules'

/** A visible project as the index holds it. */
export interface ProjectIndexRow {
  id: number
  department: number
  municipality: number
  municipality_name: string | null
  sector: number
  stage: ProjectStage
  delivery_year: number | null
  delivery_month: number | null
  vis: boolean
  vip: boolean
  /** Publication time, ms since the epoch. */
  published: number | null
  amenities: number[] | null
  /** Each unit type's price from and bedrooms, in the same order. */
  prices: (number | null)[] | null
  bedrooms: (number | null)[] | null
}

function readRows(db: Executor, where: SQL) {
  return queryRows<ProjectIndexRow>(
    db,
    sql`select projects.id, coalesce(projects.department_id, 0) as department, coalesce(projects.municipality_id, 0) as municipality,
          m.display_name as municipality_name, coalesce(projects.sector_id, 0) as sector, projects.stage, projects.delivery_year,
          projects.delivery_month, projects.vis, projects.vip, (extract(epoch from projects.published_at) * 1000)::float8 as published,
          (select array_agg(a.feature_id) from project_amenities a where a.project_id = projects.id) as amenities,
          (select array_agg(u.price_from::float8 order by u.id) from project_unit_types u where u.project_id = projects.id) as prices,
          (select array_agg(u.bedrooms::int order by u.id) from project_unit_types u where u.project_id = projects.id) as bedrooms
        from projects left join municipalities m on m.id = projects.municipality_id
        where ${projectPubliclyVisible} and ${where}`,
  )
}

/** Every visible project, with the watermark of the snapshot read (repeatable read: both agree). */
export async function readProjectIndexRows(db: Executor): Promise<{ rows: ProjectIndexRow[]; watermark: string }> {
  return db.transaction(
    async (tx) => {
      const [{ xmin }] = await queryRows<{ xmin: string }>(
        tx,
        sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
      )
      return { rows: await readRows(tx, sql`true`), watermark: xmin }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The projects `ids` that are visible now (the others have left the search). */
export function readProjectIndexRowsById(db: Executor, ids: number[]) {
  return readRows(db, sql`projects.id = any(${`{${ids.join(',')}}`}::int[])`)
}

/** The projects changed by transactions at or after `watermark`, and the next watermark. */
export function readProjectChanges(db: Executor, watermark: string) {
  return readChangeLog(db, 'project_search_changes', watermark)
}

/** Forgets changes older than `seconds` (every process has read them or rebuilds). */
export function deleteOldProjectChanges(db: Executor, seconds: number) {
  return deleteOldChangeLog(db, 'project_search_changes', seconds)
}

export interface ProjectCardRow {
  id: number
  name: string
  stage: ProjectStage
  delivery_year: number | null
  delivery_month: number | null
  progress_percent: number
  stratum: number | null
  vis: boolean
  vip: boolean
  published_at: string | null
  builder_id: number
  builder_name: string
  municipality: string | null
  sector: string | null
  photo_key: string | null
  photo_widths: string | null
}

/** The cards of the projects `ids` (one that left the public since the index read it is absent). */
export function findProjectCards(db: Executor, ids: number[]) {
  return queryRows<ProjectCardRow>(
    db,
    sql`select projects.id, projects.name, projects.stage, projects.delivery_year, projects.delivery_month, projects.progress_percent, projects.stratum, projects.vis, projects.vip,
          to_char(projects.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
          c.id as builder_id, c.name as builder_name, m.display_name as municipality, s.name as sector,
          ph.storage_key as photo_key, ph.widths as photo_widths
        from projects
        join customers c on c.id = projects.customer_id
        left join municipalities m on m.id = projects.municipality_id
        left join sectors s on s.id = projects.sector_id
        left join lateral (select storage_key, widths from project_photos f
                            where f.project_id = projects.id and f.progress_update_id is null
                            order by f.position, f.id limit 1) ph on true
        where projects.id = any(${`{${ids.join(',')}}`}::int[]) and ${projectPubliclyVisible}`,
  )
}

/** The unit types of the projects `ids`, for the cards' summary. */
export function findCardUnitTypes(db: Executor, ids: number[]) {
  return queryRows<{
    project_id: number
    priceFrom: number | null
    bedrooms: number | null
    privateArea: number | null
    builtArea: number | null
  }>(
    db,
    sql`select project_id, price_from::float8 as "priceFrom", bedrooms, private_area as "privateArea",
          built_area as "builtArea"
        from project_unit_types where project_id = any(${`{${ids.join(',')}}`}::int[])`,
  )
}

// The same search in SQL ----------------------------------------------------------------------

/** The filters the facets leave out one at a time. */
export type ProjectFacetName = 'place' | 'stage' | 'delivery' | 'unit' | 'vis' | 'vip'

/** The filter as conditions on `p`, each named by the facet that leaves it out. */
function conditions(f: ProjectSearchFilter, unitBedrooms = f.bedrooms): Record<ProjectFacetName | 'amenities', SQL[]> {
  const unit: SQL[] = []
  if (f.priceMin != null) unit.push(sql`u.price_from >= ${f.priceMin}`)
  if (f.priceMax != null) unit.push(sql`u.price_from <= ${f.priceMax}`)
  if (unitBedrooms != null) unit.push(sql`u.bedrooms >= ${unitBedrooms}`)
  const ids = (list: number[]) => `{${list.join(',')}}`
  return {
    place: [
      ...(f.departmentId != null ? [sql`projects.department_id = ${f.departmentId}`] : []),
      ...(f.municipalityId != null ? [sql`projects.municipality_id = ${f.municipalityId}`] : []),
      ...(f.sectorIds.length ? [sql`projects.sector_id = any(${ids(f.sectorIds)}::int[])`] : []),
    ],
    stage: f.stages.length ? [sql`projects.stage = any(${`{${f.stages.join(',')}}`}::text[])`] : [],
    delivery:
      f.deliveryYearMax != null
        ? [sql`(projects.stage = 'entrega_inmediata' or projects.delivery_year <= ${f.deliveryYearMax})`]
        : [],
    unit: unit.length
      ? [
          sql`exists (select 1 from project_unit_types u where u.project_id = projects.id and ${sql.join(unit, sql` and `)})`,
        ]
      : [],
    vis: f.vis ? [sql`projects.vis`] : [],
    vip: f.vip ? [sql`projects.vip`] : [],
    amenities: f.amenityIds.map(
      (id) => sql`exists (select 1 from project_amenities a where a.project_id = projects.id and a.feature_id = ${id})`,
    ),
  }
}

function whereOf(parts: SQL[]): SQL {
  return sql.join([projectPubliclyVisible, ...parts], sql` and `)
}

const ORDER: Record<ProjectSearchFilter['sort'], SQL> = {
  newest: sql`projects.published_at desc nulls last, projects.id desc`,
  price_asc: sql`(select min(u.price_from) from project_unit_types u where u.project_id = projects.id) asc nulls last, projects.id desc`,
  price_desc: sql`(select min(u.price_from) from project_unit_types u where u.project_id = projects.id) desc nulls last, projects.id desc`,
  delivery: sql`(case when projects.stage = 'entrega_inmediata' then 0 else coalesce(projects.delivery_year, 9999) * 12 + coalesce(projects.delivery_month, 12) end) asc, projects.id desc`,
}

/**
 * The search in SQL: the total, the ids of the page and each facet's counts (every filter but
 * its own) as grouped rows.
 */
export async function searchProjectsBySql(db: Executor, f: ProjectSearchFilter) {
  const all = conditions(f)
  const but = (name: ProjectFacetName, extra: SQL[] = []) =>
    whereOf([...Object.entries(all).flatMap(([k, v]) => (k === name ? [] : v)), ...extra])
  const everything = whereOf(Object.values(all).flat())
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from projects where ${everything}`,
  )
  const page = await queryRows<{ id: number }>(
    db,
    sql`select projects.id from projects where ${everything} order by ${ORDER[f.sort]}
        limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`,
  )
  const grouped = (key: SQL, name: ProjectFacetName, extra: SQL[] = []) =>
    queryRows<{ key: number | string | null; n: number }>(
      db,
      sql`select ${key} as key, count(*)::int as n from projects where ${but(name, extra)} group by 1`,
    )
  const { place } = conditions({ ...f, municipalityId: null, sectorIds: [] })
  const unitNoBedrooms = conditions(f, null).unit
  const [stage, municipality, delivery, vis, vip, bedrooms] = await Promise.all([
    grouped(sql`projects.stage`, 'stage'),
    queryRows<{ key: number; name: string | null; n: number }>(
      db,
      sql`select projects.municipality_id as key, min(m.display_name) as name, count(*)::int as n
          from projects join municipalities m on m.id = projects.municipality_id
          where ${whereOf([...Object.entries(all).flatMap(([k, v]) => (k === 'place' ? place : v))])} group by 1`,
    ),
    grouped(sql`case when projects.stage = 'entrega_inmediata' then 0 else projects.delivery_year end`, 'delivery'),
    grouped(sql`projects.vis`, 'vis'),
    grouped(sql`projects.vip`, 'vip'),
    grouped(
      sql`(select max(u.bedrooms) from project_unit_types u where u.project_id = projects.id${
        f.priceMin != null ? sql` and u.price_from >= ${f.priceMin}` : sql``
      }${f.priceMax != null ? sql` and u.price_from <= ${f.priceMax}` : sql``})`,
      'unit',
      unitNoBedrooms,
    ),
  ])
  return { total, ids: page.map((r) => r.id), stage, municipality, delivery, vis, vip, bedrooms }
}

/** The barrios of a municipality where public projects are (the /proyectos form's barrio choices), by name. */
export function listProjectSectors(db: Executor, municipalityId: number) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select distinct s.id, s.name from projects
        join sectors s on s.id = projects.sector_id
        where ${projectPubliclyVisible} and projects.municipality_id = ${municipalityId}
        order by s.name`,
  )
}
