/**
 * The search's SQL, all parameterized through Drizzle's `sql` template. Three reads per
 * search: one page of results (LIMIT/OFFSET on an indexed order), and ONE scan that gives
 * the total and the four facets at once (GROUPING SETS, each facet counted with every
 * filter but its own, so a count says what choosing it would give).
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { selectListingCards } from '#core/listings/listing-card.sql'
import { departments, municipalities, properties, sectors } from '#db/schema'
import type { SearchFilter } from './search-address.rules'
import type { SearchSort } from './search-sorts.constants'
import { filterParts, priceColumn, queryWords, tsQuery, whereAll } from './search-filter.sql'
import type { BusinessType } from '#core/listings'

const newest = [sql`${properties.publishedAt} desc nulls last`, sql`${properties.id} desc`]

function orderBy(filter: SearchFilter): SQL[] {
  const sort: SearchSort = filter.sort
  switch (sort) {
    case 'relevance': {
      const words = queryWords(filter.q)
      return words.length
        ? [sql`ts_rank(${properties.searchVector}, ${tsQuery(words, filter.textPrefixes)}) desc`, ...newest]
        : newest
    }
    case 'newest':
      return newest
    // With an operation the price is never null, and plain asc/desc match the place-and-price
    // indexes in either direction.
    case 'price_asc':
      return [
        filter.operation ? sql`${priceColumn(filter)} asc` : sql`${priceColumn(filter)} asc nulls last`,
        sql`${properties.id} desc`,
      ]
    case 'price_desc':
      return [
        filter.operation ? sql`${priceColumn(filter)} desc` : sql`${priceColumn(filter)} desc nulls last`,
        sql`${properties.id} desc`,
      ]
    case 'area_desc':
      return [sql`${properties.buildArea} desc nulls last`, sql`${properties.id} desc`]
    case 'price_m2_asc':
      return [
        sql`${priceColumn(filter)}::float8 / nullif(${properties.buildArea}, 0) asc nulls last`,
        sql`${properties.id} desc`,
      ]
    case 'monthly_total_asc':
      return [sql`${properties.monthlyTotal} asc`, sql`${properties.id} desc`]
  }
}

export type SearchResultRow = Awaited<ReturnType<typeof findSearchPage>>[number]

/** One page of results in the chosen order. */
export async function findSearchPage(db: Executor, filter: SearchFilter) {
  return searchPageQuery(db, filter)
}

/**
 * Relevance is ranked within the newest RANK_WINDOW matches (as the search index does), not
 * over every match: ranking needs each match's row, and a common pair of words ("poblado
 * balcón") matches ~18,000 listings (300 ms to rank them all, 60–100 ms to rank 1,000). Pages
 * past the window (page 42 and on at 24 a page) rank every match.
 */
export const RANK_WINDOW = 1000

function rankedWindow(filter: SearchFilter): boolean {
  return filter.sort === 'relevance' && queryWords(filter.q).length > 0 && filter.page * filter.perPage <= RANK_WINDOW
}

/** The page query itself (also for EXPLAIN in bench/explain.ts). */
export function searchPageQuery(db: Executor, filter: SearchFilter) {
  const where = whereAll(filterParts(filter))
  return selectListingCards(db)
    .where(
      rankedWindow(filter)
        ? sql`${properties.id} in (select ${properties.id} from ${properties} where ${where} order by ${sql.join(newest, sql`, `)} limit ${RANK_WINDOW})`
        : where,
    )
    .orderBy(...orderBy(filter))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
}

export interface MapPointRow {
  id: number
  title: string
  businessType: BusinessType
  rentPrice: number | null
  salePrice: number | null
  lat: number
  lon: number
  municipalityName: string | null
  sectorName: string | null
}

/** Up to `limit` located results for the map, in the search's order. */
export async function findSearchMapPoints(db: Executor, filter: SearchFilter, limit: number): Promise<MapPointRow[]> {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      businessType: properties.businessType,
      rentPrice: properties.rentPrice,
      salePrice: properties.salePrice,
      lat: sql<number>`${properties.lat}`,
      lon: sql<number>`${properties.lon}`,
      municipalityName: municipalities.displayName,
      sectorName: sectors.name,
    })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
    .where(and(whereAll(filterParts(filter)), isNotNull(properties.lat), isNotNull(properties.lon)))
    .orderBy(...orderBy(filter))
    .limit(limit)
}

export interface FacetRow {
  typeId: number | null
  municipalityId: number | null
  stratum: number | null
  bedrooms: number | null
  gType: number
  gPlace: number
  gStratum: number
  gBedrooms: number
  cType: number
  cPlace: number
  cStratum: number
  cBedrooms: number
}

const when = (condition: SQL | undefined) => condition ?? sql`true`

/**
 * The four facets in one scan of the rows that pass the other filters. Each grouping set
 * is one facet; its count column applies every facet filter except its own.
 */
export async function countFacets(db: Executor, filter: SearchFilter): Promise<FacetRow[]> {
  const rows = await queryRows<Record<string, number | string | null>>(db, facetsQuery(filter))
  const n = (v: unknown) => (v == null ? null : Number(v))
  return rows.map((r) => ({
    typeId: n(r.type_id),
    municipalityId: n(r.municipality_id),
    stratum: n(r.stratum),
    bedrooms: n(r.bedrooms),
    gType: Number(r.g_type),
    gPlace: Number(r.g_place),
    gStratum: Number(r.g_stratum),
    gBedrooms: Number(r.g_bedrooms),
    cType: Number(r.c_type),
    cPlace: Number(r.c_place),
    cStratum: Number(r.c_stratum),
    cBedrooms: Number(r.c_bedrooms),
  }))
}

/** The facet scan's SQL (also for EXPLAIN in bench/explain.ts). */
export function facetsQuery(filter: SearchFilter): SQL {
  const p = filterParts(filter)
  // least() skips nulls: a listing without bedrooms must not count as "5+".
  const bedroomBucket = sql`case when ${properties.bedrooms} is null then null else least(${properties.bedrooms}, 5) end`
  return sql`select ${properties.propertyTypeId} as type_id, ${properties.municipalityId} as municipality_id,
          ${properties.stratum} as stratum, ${bedroomBucket} as bedrooms,
          grouping(${properties.propertyTypeId}) as g_type, grouping(${properties.municipalityId}) as g_place,
          grouping(${properties.stratum}) as g_stratum, grouping(${bedroomBucket}) as g_bedrooms,
          count(*) filter (where ${when(and(p.place, p.stratum, p.bedrooms))}) as c_type,
          count(*) filter (where ${when(and(p.type, p.stratum, p.bedrooms))}) as c_place,
          count(*) filter (where ${when(and(p.type, p.place, p.bedrooms))}) as c_stratum,
          count(*) filter (where ${when(and(p.type, p.place, p.stratum))}) as c_bedrooms
        from ${properties}
        where ${p.base}
        group by grouping sets ((${properties.propertyTypeId}), (${properties.municipalityId}), (${properties.stratum}), (${bedroomBucket}))`
}

// Names and options of the filter panel ---------------------------------------------------

export async function listDepartmentOptions(db: Executor) {
  return db
    .select({ id: departments.id, name: departments.displayName })
    .from(departments)
    .orderBy(asc(departments.displayName))
}

export async function listMunicipalityOptions(db: Executor, departmentId: number) {
  return db
    .select({ id: municipalities.id, name: municipalities.displayName, departmentId: municipalities.departmentId })
    .from(municipalities)
    .where(eq(municipalities.departmentId, departmentId))
    .orderBy(asc(municipalities.featuredRank), asc(municipalities.displayName))
}

export async function listSectorOptions(db: Executor, municipalityId: number) {
  return db
    .select({ id: sectors.id, name: sectors.name })
    .from(sectors)
    .where(eq(sectors.municipalityId, municipalityId))
    .orderBy(asc(sectors.name))
}

export async function findMunicipalityNames(db: Executor, ids: number[]) {
  if (!ids.length) return []
  return db
    .select({ id: municipalities.id, name: municipalities.displayName, departmentId: municipalities.departmentId })
    .from(municipalities)
    .where(inArray(municipalities.id, ids))
}

export async function findDepartmentName(db: Executor, id: number) {
  const [row] = await db
    .select({ id: departments.id, name: departments.displayName })
    .from(departments)
    .where(eq(departments.id, id))
  return row ?? null
}

export async function findSectorNames(db: Executor, ids: number[]) {
  if (!ids.length) return []
  return db
    .select({ id: sectors.id, name: sectors.name, municipalityId: sectors.municipalityId })
    .from(sectors)
    .where(inArray(sectors.id, ids))
}
