/**
 * Property search: the page of results, the total and the facet counts for a filter, and
 * what the search page needs around them (filter options, the names of what is chosen).
 * Totals, facets and the ids of the page come from the in-process search index
 * (search-index.infra.ts, kept exact by search-index-sync.infra.ts; ADR 0013), the cards of
 * the page and the text match from PostgreSQL. While the index is first being built, the same
 * answers come from SQL. Nothing is served from a time-based cache: a change is searched
 * as soon as it is committed.
 */
import { env } from '#config/env'
import { signingKey } from '#core/accounts'
import {
  approximateLocation,
  listingPath,
  mediaUrl,
  micrositePath,
  derivedPrices,
  priceFor,
  shownOperation,
} from '#core/listings'
import { photoUrls } from '#core/media'
import { listFeatures, listPropertyTypes } from '#core/catalog'
import { boundedMemo, readCache, encodeId, type Operation, type ServiceContext } from '#core/shared'
import { currentIndex } from './search-index-sync.infra'
import type { IndexCounts, SearchIndex, TextMatch } from './search-index.infra'
import { findListingCardsById } from './search-index.queries'
import { readTextRanks } from './search-text.queries'
import { findTextMatch } from './search-text.service'
import { queryWords } from './search-filter.sql'
import {
  RANK_WINDOW,
  countFacets,
  findDepartmentName,
  findMunicipalityNames,
  findSearchMapPoints,
  findSearchPage,
  findSectorNames,
  listDepartmentOptions,
  listMunicipalityOptions,
  listSectorOptions,
  type FacetRow,
  type SearchResultRow,
} from './search.queries'
import { flagFeatureSlugs, MIN_CHOICES, type SearchFilter } from './search.schemas'
import { listingFacts, type ListingFacts } from '#core/listings/browser'

export interface SearchResult extends ListingFacts {
  id: string
  code: string
  title: string
  /** Spanish path of the listing page for the shown operation (prefix /en for English). */
  path: string
  operation: Operation
  price: number | null
  adminPrice: number | null
  /** Rent plus administración (rent only). */
  monthlyTotal: number | null
  pricePerM2: number | null
  typeId: string
  typeName: string
  municipalityId: string | null
  municipalityName: string | null
  sectorName: string | null
  agency: { id: string; name: string; logo: string | null; path: string }
  photo: { src: string; srcset: string } | null
  publishedAt: string | null
  /** Agencies publishing this property (one card per property; its lowest price among the matches). */
  agencyCount: number
}

export interface FacetValue {
  /** The parameter value that selects it (opaque id, estrato or bedroom number). */
  value: string
  label: string
  count: number
  selected: boolean
}

export interface SearchFacets {
  property_types: FacetValue[]
  municipalities: FacetValue[]
  stratum: FacetValue[]
  bedrooms: FacetValue[]
}

export interface SearchOutcome {
  results: SearchResult[]
  total: number
  page: number
  perPage: number
  pageCount: number
  facets: SearchFacets
}

type Locale = 'es-CO' | 'en'
const en = (ctx: ServiceContext) => ctx.locale === 'en'

// Text matches per query, for the index that asked -----------------------------------------

/**
 * The listings a text query matches, as bits of one index at one generation: a change of any
 * listing starts new entries (the old ones age out), so a match is never older than the index.
 * Common words come from the index itself, rare ones from PostgreSQL (search-text.service.ts,
 * ADR 0014); the cache spares the round trips of a query repeated.
 */
const textCache = readCache<TextMatch>('search-text', { max: 50 })
const TEXT_TTL_MS = 10 * 60_000

function textMatch(
  ctx: ServiceContext,
  index: SearchIndex,
  serial: number,
  filter: SearchFilter,
): Promise<TextMatch | null> {
  const words = queryWords(filter.q)
  if (!words.length) return Promise.resolve(null)
  const prefixes = Boolean(filter.textPrefixes)
  const code = filter.q!.trim().toUpperCase()
  const key = `${serial}:${index.generation}:${prefixes}:${[...new Set(words)].sort().join(' ')}:${code}`
  return textCache.get(ctx.db, key, () => findTextMatch(ctx, index, words, code, prefixes), { freshMs: TEXT_TTL_MS })
}

// Reference data (types, features, places) -------------------------------------------------

/** Places and catalogues change only when an operator edits them: read once a few minutes. */
const REFERENCE_TTL_MS = 5 * 60_000
const referenceCache = readCache<unknown>('search-reference', { max: 500 })

function reference<T>(ctx: ServiceContext, key: string, load: () => Promise<T>): Promise<T> {
  return referenceCache.get(ctx.db, key, load, { freshMs: REFERENCE_TTL_MS }) as Promise<T>
}

/** Forgets the cached reference lists and text matches (tests that change the catalogues). */
export function clearSearchCache() {
  textCache.clear()
  referenceCache.clear()
}

const typesOf = (ctx: ServiceContext) => reference(ctx, 'types', () => listPropertyTypes(ctx.db))
const featuresOf = (ctx: ServiceContext) => reference(ctx, 'features', () => listFeatures(ctx.db))
const departmentsOf = (ctx: ServiceContext) => reference(ctx, 'departments', () => listDepartmentOptions(ctx.db))
const municipalitiesOf = (ctx: ServiceContext, departmentId: number) =>
  reference(ctx, `municipalities:${departmentId}`, () => listMunicipalityOptions(ctx.db, departmentId))
const sectorsOf = (ctx: ServiceContext, municipalityId: number) =>
  reference(ctx, `sectors:${municipalityId}`, () => listSectorOptions(ctx.db, municipalityId))
const municipalityNames = (ctx: ServiceContext, ids: number[]) =>
  ids.length
    ? reference(ctx, `municipality-names:${[...ids].sort((a, b) => a - b).join(',')}`, () =>
        findMunicipalityNames(ctx.db, ids),
      )
    : Promise.resolve([])

// Encoded ids ---------------------------------------------------------------------------------

/** Listing and microsite paths, remembered (bounded): each is built from several encoded ids. */
const cachedPath = boundedMemo<string>(100_000)

// Results ----------------------------------------------------------------------------------

function toResult(row: SearchResultRow, filter: SearchFilter, locale: Locale): SearchResult {
  const operation = shownOperation(row.businessType, filter.operation)
  const prices = derivedPrices(row, operation)
  const photo = row.photoKey ? photoUrls({ storageKey: row.photoKey, widths: row.photoWidths }) : null
  return {
    id: encodeId('property', row.id),
    code: row.code,
    title: row.title,
    path: cachedPath(`${row.id}:${operation}:${row.title}:${row.municipalityName}:${row.sectorName}`, () =>
      listingPath(row, operation),
    ),
    operation,
    price: prices.price,
    adminPrice: row.adminPrice,
    monthlyTotal: prices.monthlyTotal,
    pricePerM2: prices.pricePerM2,
    ...listingFacts(row),
    typeId: encodeId('propertyType', row.propertyTypeId),
    typeName: locale === 'en' ? row.typeNameEn : row.typeNameEs,
    municipalityId: row.municipalityId ? encodeId('municipality', row.municipalityId) : null,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    agency: {
      id: encodeId('customer', row.customerId),
      name: row.customerName,
      logo: row.customerLogo ? mediaUrl(row.customerLogo) : null,
      path: cachedPath(`agency:${row.customerId}:${row.customerSlug}:${row.customerName}`, () =>
        micrositePath({ id: row.customerId, slug: row.customerSlug, name: row.customerName }),
      ),
    },
    photo: photo ? { src: photo.src, srcset: photo.srcset } : null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    agencyCount: row.agencyCount,
  }
}

async function buildFacets(
  ctx: ServiceContext,
  filter: SearchFilter,
  rows: FacetRow[],
): Promise<{ total: number; facets: SearchFacets }> {
  const typeRows = rows.filter((r) => r.gType === 0 && r.typeId != null)
  const placeRows = rows.filter((r) => r.gPlace === 0 && r.municipalityId != null)
  const stratumRows = rows.filter((r) => r.gStratum === 0 && r.stratum != null)
  const bedroomRows = rows.filter((r) => r.gBedrooms === 0 && r.bedrooms != null)
  const total = typeRows
    .filter((r) => !filter.typeIds.length || filter.typeIds.includes(r.typeId!))
    .reduce((sum, r) => sum + r.cType, 0)

  const types = await typesOf(ctx)
  const typeCount = new Map(typeRows.map((r) => [r.typeId!, r.cType]))
  const property_types = types
    .map((t) => ({
      value: encodeId('propertyType', t.id),
      label: en(ctx) ? t.nameEn : t.nameEs,
      count: typeCount.get(t.id) ?? 0,
      selected: filter.typeIds.includes(t.id),
    }))
    .filter((f) => f.count > 0 || f.selected)

  const topPlaces = placeRows
    .filter((r) => r.cPlace > 0)
    .sort((a, b) => b.cPlace - a.cPlace || a.municipalityId! - b.municipalityId!)
    .slice(0, 12)
  if (filter.municipalityId && !topPlaces.some((r) => r.municipalityId === filter.municipalityId)) {
    topPlaces.push(
      placeRows.find((r) => r.municipalityId === filter.municipalityId) ??
        ({ municipalityId: filter.municipalityId, cPlace: 0 } as FacetRow),
    )
  }
  const names = new Map(
    (
      await municipalityNames(
        ctx,
        topPlaces.map((r) => r.municipalityId!),
      )
    ).map((m) => [m.id, m.name]),
  )
  const municipalities = topPlaces.map((r) => ({
    value: encodeId('municipality', r.municipalityId!),
    label: names.get(r.municipalityId!) ?? '',
    count: r.cPlace,
    selected: r.municipalityId === filter.municipalityId,
  }))

  const stratumCount = new Map(stratumRows.map((r) => [r.stratum!, r.cStratum]))
  const stratum = [1, 2, 3, 4, 5, 6].map((s) => ({
    value: String(s),
    label: String(s),
    count: stratumCount.get(s) ?? 0,
    selected: filter.strata.includes(s),
  }))

  // "At least N": the count of a choice is every bucket from N up.
  const bedrooms = MIN_CHOICES.map((n) => ({
    value: String(n),
    label: n === MIN_CHOICES.at(-1) ? `${n}+` : String(n),
    count: bedroomRows.filter((r) => r.bedrooms! >= n).reduce((sum, r) => sum + r.cBedrooms, 0),
    selected: filter.bedrooms === n,
  }))

  return { total, facets: { property_types, municipalities, stratum, bedrooms } }
}

/** The index's counts as the rows of the SQL facet scan (one per facet value). */
function facetRowsOf(counts: IndexCounts): FacetRow[] {
  const row = (r: Partial<FacetRow>): FacetRow => ({
    typeId: null,
    municipalityId: null,
    stratum: null,
    bedrooms: null,
    gType: 1,
    gPlace: 1,
    gStratum: 1,
    gBedrooms: 1,
    cType: 0,
    cPlace: 0,
    cStratum: 0,
    cBedrooms: 0,
    ...r,
  })
  const at = counts.bedroomsAtLeast
  return [
    ...[...counts.types].map(([typeId, n]) => row({ typeId, gType: 0, cType: n })),
    ...[...counts.municipalities].map(([municipalityId, n]) => row({ municipalityId, gPlace: 0, cPlace: n })),
    ...[1, 2, 3, 4, 5, 6].map((s) => row({ stratum: s, gStratum: 0, cStratum: counts.strata[s] })),
    // "At least n" back to buckets of exactly n (5 = five or more), as the scan groups them.
    ...[1, 2, 3, 4, 5].map((n) => row({ bedrooms: n, gBedrooms: 0, cBedrooms: at[n] - (n < 5 ? at[n + 1] : 0) })),
  ]
}

interface Found {
  rows: SearchResultRow[]
  facetRows: FacetRow[]
}

type Reading = 'index' | 'sql'

/** The page and the counts: from the index when it is ready, otherwise (or when asked) from SQL. */
async function find(ctx: ServiceContext, filter: SearchFilter, reading: Reading): Promise<Found> {
  const current = reading === 'index' && env().SEARCH_INDEX ? await currentIndex(ctx.db) : null
  if (!current) {
    const [rows, facetRows] = await Promise.all([findSearchPage(ctx.db, filter), countFacets(ctx.db, filter)])
    return { rows, facetRows }
  }
  const { index, serial } = current
  const text = await textMatch(ctx, index, serial, filter)
  const answer = index.search(await withFlagFeatures(ctx, filter), text, RANK_WINDOW)
  return {
    rows: await findListingCardsById(ctx.db, answer.toRank ? await ranked(ctx, filter, answer.toRank) : answer.ids),
    facetRows: facetRowsOf(answer),
  }
}

/**
 * The yes/no filters (elevator, furnished, pets) as the amenities they are, for the index (the
 * SQL reads them by slug). A slug the catalogue lacks matches nothing.
 */
async function withFlagFeatures(ctx: ServiceContext, filter: SearchFilter): Promise<SearchFilter> {
  const slugs = flagFeatureSlugs(filter)
  if (!slugs.length) return filter
  const catalogue = await featuresOf(ctx)
  const ids = slugs.map((slug) => catalogue.find((f) => f.slug === slug)?.id ?? -1)
  return { ...filter, featureIds: [...new Set([...filter.featureIds, ...ids])].sort((a, b) => a - b) }
}

/** The page of `pool` (newest first) ordered by relevance to the words, newest first among equals. */
async function ranked(ctx: ServiceContext, filter: SearchFilter, pool: number[]): Promise<number[]> {
  const rank = await readTextRanks(ctx.db, pool, queryWords(filter.q), Boolean(filter.textPrefixes))
  const order = [...pool].sort((a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0))
  const offset = (filter.page - 1) * filter.perPage
  return order.slice(offset, offset + filter.perPage)
}

/** One page of published listings for a filter, with the total and the facet counts. */
export function searchListings(ctx: ServiceContext, filter: SearchFilter): Promise<SearchOutcome> {
  return search(ctx, filter, 'index')
}

/** The same answer read by SQL alone: the reference the index is checked against (tests, `bench -- search-check`). */
export function searchListingsBySql(ctx: ServiceContext, filter: SearchFilter): Promise<SearchOutcome> {
  return search(ctx, filter, 'sql')
}

async function search(ctx: ServiceContext, filter: SearchFilter, reading: Reading): Promise<SearchOutcome> {
  const locale: Locale = ctx.locale ?? 'es-CO'
  const { rows, facetRows } = await find(ctx, filter, reading)
  const { total, facets } = await buildFacets(ctx, filter, facetRows)
  // A word typed halfway ("aparta") finds nothing by its stem: read every word as a prefix.
  if (total === 0 && filter.q && !filter.textPrefixes) return search(ctx, { ...filter, textPrefixes: true }, reading)
  return {
    results: rows.map((r) => toResult(r, filter, locale)),
    total,
    page: filter.page,
    perPage: filter.perPage,
    pageCount: Math.ceil(total / filter.perPage),
    facets,
  }
}

export const MAP_POINT_LIMIT = 500

export interface MapPoint {
  id: string
  title: string
  path: string
  price: number | null
  operation: Operation
  place: string
  /** Approximate: moved like the listing page's circle, never the address. */
  lat: number
  lon: number
}

/** The located results of a filter (up to MAP_POINT_LIMIT, in the search's order) for the map view. */
export async function searchMapPoints(ctx: ServiceContext, filter: SearchFilter): Promise<MapPoint[]> {
  const rows = await findSearchMapPoints(ctx.db, filter, MAP_POINT_LIMIT)
  const key = signingKey()
  return rows.map((r) => {
    const operation = shownOperation(r.businessType, filter.operation)
    const at = approximateLocation({ lat: r.lat, lon: r.lon }, r.id, key)
    return {
      id: encodeId('property', r.id),
      title: r.title,
      path: listingPath(r, operation),
      price: priceFor(r, operation),
      operation,
      place: [r.sectorName, r.municipalityName].filter(Boolean).join(', '),
      lat: Math.round(at.lat * 1e5) / 1e5,
      lon: Math.round(at.lon * 1e5) / 1e5,
    }
  })
}

// The page around the results --------------------------------------------------------------

export interface Option {
  value: string
  label: string
}

export interface SearchPageData extends SearchOutcome {
  options: {
    types: Array<Option & { plural: string }>
    features: Array<Option & { category: string }>
    departments: Option[]
    municipalities: Option[]
    sectors: Option[]
  }
  /** Names of what is chosen, for the heading, the chips and the page title. */
  chosen: {
    types: Array<{ value: string; name: string; plural: string }>
    department: Option | null
    municipality: Option | null
    sectors: Option[]
    features: Option[]
  }
}

/** Everything the search page shows for a filter. */
export async function getSearchPage(ctx: ServiceContext, filter: SearchFilter): Promise<SearchPageData> {
  const english = en(ctx)
  const [
    outcome,
    types,
    featureRows,
    departments,
    municipalityRows,
    sectorRows,
    chosenMunicipality,
    chosenSectors,
    chosenDepartment,
  ] = await Promise.all([
    searchListings(ctx, filter),
    typesOf(ctx),
    featuresOf(ctx),
    departmentsOf(ctx),
    filter.departmentId ? municipalitiesOf(ctx, filter.departmentId) : Promise.resolve([]),
    filter.municipalityId ? sectorsOf(ctx, filter.municipalityId) : Promise.resolve([]),
    filter.municipalityId ? municipalityNames(ctx, [filter.municipalityId]) : Promise.resolve([]),
    filter.sectorIds.length
      ? reference(ctx, `sector-names:${filter.sectorIds.join(',')}`, () => findSectorNames(ctx.db, filter.sectorIds))
      : Promise.resolve([]),
    filter.departmentId
      ? reference(ctx, `department:${filter.departmentId}`, () => findDepartmentName(ctx.db, filter.departmentId!))
      : Promise.resolve(null),
  ])
  const municipality = chosenMunicipality[0] ?? null
  // A municipality chosen without its department still lists its neighbours.
  const neighbours =
    !filter.departmentId && municipality ? await municipalitiesOf(ctx, municipality.departmentId) : municipalityRows
  const typeOptions = types.map((t) => ({
    value: encodeId('propertyType', t.id),
    label: english ? t.nameEn : t.nameEs,
    plural: english ? t.pluralEn : t.pluralEs,
  }))
  const featureOptions = featureRows.map((f) => ({
    value: encodeId('feature', f.id),
    label: english ? f.nameEn : f.nameEs,
    category: f.category,
  }))
  return {
    ...outcome,
    options: {
      types: typeOptions,
      features: featureOptions,
      departments: departments.map((d) => ({ value: encodeId('department', d.id), label: d.name })),
      municipalities: neighbours.map((m) => ({ value: encodeId('municipality', m.id), label: m.name })),
      sectors: sectorRows.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
    },
    chosen: {
      types: typeOptions
        .filter((t) => filter.typeIds.some((id) => encodeId('propertyType', id) === t.value))
        .map((t) => ({ value: t.value, name: t.label, plural: t.plural })),
      department: chosenDepartment
        ? { value: encodeId('department', chosenDepartment.id), label: chosenDepartment.name }
        : null,
      municipality: municipality
        ? { value: encodeId('municipality', municipality.id), label: municipality.name }
        : null,
      sectors: chosenSectors.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
      features: featureOptions.filter((f) => filter.featureIds.some((id) => encodeId('feature', id) === f.value)),
    },
  }
}
