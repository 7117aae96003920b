/**
 * The search's SQL, all parameterized through Drizzle's `sql` template. Three reads per
 * search: one page of results (LIMIT/OFFSET on an indexed order), and ONE scan that gives
 * the total and the four facets at once (GROUPING SETS, each facet counted with every
 * filter but its own, so a count says what choosing it would give).
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client'
import { selectListingCards } from '#core/listings/listing-card.sql'
import { hasActiveAgency, publiclyVisible } from '#core/listings/public-visibility.sql'
import {
  departments,
  features,
  municipalities,
  properties,
  propertyFeatures,
  propertyTypes,
  sectors,
} from '../../db/schema'
import type { SearchFilter, SearchSort } from './search.schemas'
import type { BusinessType } from '#core/listings/business-types.constants'

/** Spanish words too common to narrow a search ("apartamento en envigado"). */
const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'en',
  'y',
  'a',
  'con',
  'para',
  'por',
  'un',
  'una',
  'al',
  'o',
  'e',
  'the',
  'in',
  'and',
  'of',
])

/** The words of a text query, lower case and without accents (the index has none either). */
export function queryWords(q: string | null): string[] {
  if (!q) return []
  return q
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w))
    .slice(0, 8)
}

/**
 * A word that ends as Spanish words end when complete (a vowel or an s: "poblado",
 * "apartamentos", "casa") matches its stem exactly (poblado → pobl, so "poblados" too, but not
 * "población"); any other word ("balcon", "medellin", "envig") matches as the start of words.
 * Exact stems are also what keeps the text index fast: a prefix of a common word
 * ("apartament:*") makes PostgreSQL read and recheck every listing that has it.
 */
export function tsQueryText(words: string[], allPrefixes = false): string {
  return words
    .map((w) => (!allPrefixes && w.length >= 3 && /[aeiousñ]$/.test(w) && !/^[0-9]/.test(w) ? w : `${w}:*`))
    .join(' & ')
}

/**
 * The text query over the Spanish tsvector: every word must match ("medellin poblado balcon"
 * → medellin:* & pobl & balcon:*, stemmed by to_tsquery). Words contain only [a-z0-9ñ], so they
 * cannot carry tsquery operators.
 */
function tsQuery(words: string[], allPrefixes = false): SQL {
  return sql`to_tsquery('spanish'::regconfig, immutable_unaccent(${tsQueryText(words, allPrefixes)}))`
}

function operationCondition(filter: SearchFilter): SQL | undefined {
  if (filter.operation === 'rent')
    return sql`${properties.businessType} in ('rent', 'sale_rent') and ${properties.rentPrice} is not null`
  if (filter.operation === 'sale')
    return sql`${properties.businessType} in ('sale', 'sale_rent') and ${properties.salePrice} is not null`
  return undefined
}

/** The price a listing is compared and sorted by: the chosen operation's, or sale before rent. */
function priceColumn(filter: SearchFilter): SQL {
  if (filter.operation === 'rent') return sql`${properties.rentPrice}`
  if (filter.operation === 'sale') return sql`${properties.salePrice}`
  return sql`coalesce(${properties.rentPrice}, ${properties.salePrice})`
}

function priceCondition(filter: SearchFilter): SQL | undefined {
  const parts: SQL[] = []
  if (filter.operation) {
    const price = priceColumn(filter)
    if (filter.priceMin != null) parts.push(sql`${price} >= ${filter.priceMin}`)
    if (filter.priceMax != null) parts.push(sql`${price} <= ${filter.priceMax}`)
    return parts.length ? and(...parts) : undefined
  }
  // Without an operation a price range matches either price.
  if (filter.priceMin == null && filter.priceMax == null) return undefined
  const between = (col: SQL) =>
    and(
      ...[
        filter.priceMin != null ? sql`${col} >= ${filter.priceMin}` : undefined,
        filter.priceMax != null ? sql`${col} <= ${filter.priceMax}` : undefined,
      ],
    )
  return sql`((${between(sql`${properties.rentPrice}`)}) or (${between(sql`${properties.salePrice}`)}))`
}

/** The filters grouped by facet: a facet's count ignores its own group. */
export interface FilterParts {
  base: SQL
  type: SQL | undefined
  place: SQL | undefined
  stratum: SQL | undefined
  bedrooms: SQL | undefined
}

export function filterParts(filter: SearchFilter): FilterParts {
  const base: Array<SQL | undefined> = [publiclyVisible, operationCondition(filter), priceCondition(filter)]
  if (filter.departmentId) base.push(eq(properties.departmentId, filter.departmentId))
  const words = queryWords(filter.q)
  if (words.length) {
    const code = filter.q!.trim().toUpperCase()
    base.push(
      sql`(${properties.searchVector} @@ ${tsQuery(words, filter.textPrefixes)} or ${properties.code} = ${code})`,
    )
  }
  if (filter.areaMin != null) base.push(sql`${properties.buildArea} >= ${filter.areaMin}`)
  if (filter.areaMax != null) base.push(sql`${properties.buildArea} <= ${filter.areaMax}`)
  if (filter.bathrooms) base.push(sql`${properties.bathrooms} >= ${filter.bathrooms}`)
  if (filter.parking) base.push(sql`${properties.parking} >= ${filter.parking}`)
  for (const featureId of filter.featureIds) {
    base.push(
      sql`exists (select 1 from ${propertyFeatures} where ${propertyFeatures.propertyId} = ${properties.id} and ${propertyFeatures.featureId} = ${featureId})`,
    )
  }
  const place = and(
    filter.municipalityId ? eq(properties.municipalityId, filter.municipalityId) : undefined,
    filter.sectorIds.length ? inArray(properties.sectorId, filter.sectorIds) : undefined,
  )
  return {
    base: and(...base)!,
    type: filter.typeIds.length ? inArray(properties.propertyTypeId, filter.typeIds) : undefined,
    place,
    stratum: filter.strata.length ? inArray(properties.stratum, filter.strata) : undefined,
    bedrooms: filter.bedrooms ? sql`${properties.bedrooms} >= ${filter.bedrooms}` : undefined,
  }
}

export function whereAll(parts: FilterParts): SQL {
  return and(parts.base, parts.type, parts.place, parts.stratum, parts.bedrooms)!
}

function orderBy(filter: SearchFilter): SQL[] {
  const newest = [sql`${properties.publishedAt} desc nulls last`, sql`${properties.id} desc`]
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
 * Relevance is ranked within the first RANK_WINDOW matches the text index gives back, not
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
        ? sql`${properties.id} in (select ${properties.id} from ${properties} where ${where} limit ${RANK_WINDOW})`
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
  const query = countsFromSummary(filter) ? summaryFacetsQuery(filter) : facetsQuery(filter)
  const rows = await queryRows<Record<string, number | string | null>>(db, query)
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
  const bedroomBucket = sql`least(${properties.bedrooms}, 5)`
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

export async function listTypeOptions(db: Executor) {
  return db
    .select({
      id: propertyTypes.id,
      slug: propertyTypes.slug,
      nameEs: propertyTypes.nameEs,
      nameEn: propertyTypes.nameEn,
      pluralEs: propertyTypes.pluralEs,
      pluralEn: propertyTypes.pluralEn,
    })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.position), asc(propertyTypes.id))
}

export async function listFeatureOptions(db: Executor) {
  return db
    .select({
      id: features.id,
      slug: features.slug,
      nameEs: features.nameEs,
      nameEn: features.nameEn,
      category: features.category,
    })
    .from(features)
    .orderBy(asc(features.position), asc(features.id))
}

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

// Totals and facets from the summary table ----------------------------------------------------

/**
 * Whether a filter uses only the dimensions of `search_counts` (migration 0006: agency,
 * department, municipality, type, rent/sale, estrato, bedrooms up to 5), so that its total and
 * facets can be summed from that table instead of scanning the listings.
 */
export function countsFromSummary(filter: SearchFilter): boolean {
  return (
    queryWords(filter.q).length === 0 &&
    filter.priceMin == null &&
    filter.priceMax == null &&
    filter.areaMin == null &&
    filter.areaMax == null &&
    !filter.bathrooms &&
    !filter.parking &&
    filter.featureIds.length === 0 &&
    filter.sectorIds.length === 0 &&
    (filter.bedrooms ?? 0) <= 5
  )
}

/**
 * facetsQuery's result from `search_counts`: the same grouping sets and conditional sums, over
 * one row per combination instead of one per listing (a few milliseconds on 1,000,000 listings).
 */
export function summaryFacetsQuery(filter: SearchFilter): SQL {
  // The table counts published, not deleted listings; the agency half of the rule applies here.
  const base: SQL[] = [hasActiveAgency(sql`customer_id`)]
  if (filter.operation === 'rent') base.push(sql`has_rent`)
  if (filter.operation === 'sale') base.push(sql`has_sale`)
  if (filter.departmentId) base.push(sql`department_id = ${filter.departmentId}`)
  const type = filter.typeIds.length
    ? sql`property_type_id in (${sql.join(
        filter.typeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : undefined
  const place = filter.municipalityId ? sql`municipality_id = ${filter.municipalityId}` : undefined
  const stratum = filter.strata.length
    ? sql`stratum in (${sql.join(
        filter.strata.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : undefined
  const bedrooms = filter.bedrooms ? sql`bedrooms >= ${filter.bedrooms}` : undefined
  const sum = (condition: SQL | undefined) => sql`coalesce(sum(n) filter (where ${when(condition)}), 0)`
  return sql`select property_type_id as type_id, municipality_id, stratum, bedrooms,
          grouping(property_type_id) as g_type, grouping(municipality_id) as g_place,
          grouping(stratum) as g_stratum, grouping(bedrooms) as g_bedrooms,
          ${sum(and(place, stratum, bedrooms))} as c_type,
          ${sum(and(type, stratum, bedrooms))} as c_place,
          ${sum(and(type, place, bedrooms))} as c_stratum,
          ${sum(and(type, place, stratum))} as c_bedrooms
        from search_counts
        where ${and(...base)}
        group by grouping sets ((property_type_id), (municipality_id), (stratum), (bedrooms))`
}
