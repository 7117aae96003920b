/**
 * Property search: the page of results, the total and the facet counts for a filter, and
 * what the search page needs around them (filter options, the names of what is chosen).
 * Totals and facets (one grouped scan, or a sum over the search_counts summary) are kept for
 * SEARCH_CACHE_SECONDS per filter, so paging and re-sorting a search does not count it again;
 * a page of results is fresh for PAGE_CACHE_SECONDS (5) and, up to SEARCH_CACHE_SECONDS, answers
 * while it is read again: a micro-cache for the searches many visitors make at once (the API
 * answers them with Cache-Control max-age=30 anyway). The caches follow the portal's one
 * policy (core/shared/cache.infra.ts).
 */
import { env } from '../../config/env'
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
import { boundedMemo, readCache, encodeId, type IdKind, type Operation, type ServiceContext } from '#core/shared'
import {
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
import { MIN_CHOICES, type SearchFilter } from './search.schemas'

export interface SearchResult {
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
  buildArea: number | null
  lotArea: number | null
  stratum: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  typeId: string
  typeName: string
  municipalityId: string | null
  municipalityName: string | null
  sectorName: string | null
  agency: { id: string; name: string; logo: string | null; path: string }
  photo: { src: string; srcset: string } | null
  publishedAt: string | null
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

// Totals and facets per filter -------------------------------------------------------------

/** A count older than its time to live still answers (once) while a fresh one is made, up to this many TTLs. */
const STALE_FACTOR = 10
const facetCache = readCache<FacetRow[]>('search-facets', { max: 2000 })

function cachedFacets(ctx: ServiceContext, filter: SearchFilter): Promise<FacetRow[]> {
  const ttl = env().SEARCH_CACHE_SECONDS * 1000
  const { sort: _sort, page: _page, perPage: _perPage, idx: _idx, ...counted } = filter
  return facetCache.get(ctx.db, JSON.stringify(counted), () => countFacets(ctx.db, filter), {
    freshMs: ttl,
    staleMs: ttl * STALE_FACTOR,
  })
}

// Pages of results per filter and language (micro-cache) ------------------------------------

/** How long a page of results is reused, at most (bounded by SEARCH_CACHE_SECONDS). */
export const PAGE_CACHE_SECONDS = 5
const pageCache = readCache<SearchResult[]>('search-pages', { max: 500 })

/**
 * A page younger than PAGE_CACHE_SECONDS answers at once; an older one (up to
 * SEARCH_CACHE_SECONDS) still answers while one fresh read replaces it, so no visitor waits
 * for a page that many are asking for.
 */
function cachedPage(ctx: ServiceContext, filter: SearchFilter, locale: Locale): Promise<SearchResult[]> {
  const maxAge = env().SEARCH_CACHE_SECONDS * 1000
  const { idx: _idx, ...shown } = filter
  return pageCache.get(
    ctx.db,
    `${locale}:${JSON.stringify(shown)}`,
    async () => (await findSearchPage(ctx.db, filter)).map((r) => toResult(r, filter, locale)),
    { freshMs: Math.min(PAGE_CACHE_SECONDS * 1000, maxAge), staleMs: maxAge },
  )
}

// Reference data (types, features, places) -------------------------------------------------

/** Places and catalogues change only when an operator edits them: read once a few minutes. */
const REFERENCE_TTL_MS = 5 * 60_000
const referenceCache = readCache<unknown>('search-reference', { max: 500 })

function reference<T>(ctx: ServiceContext, key: string, load: () => Promise<T>): Promise<T> {
  return referenceCache.get(ctx.db, key, load, { freshMs: REFERENCE_TTL_MS }) as Promise<T>
}

/** Forgets every cached count, page and reference list (tests that change listings between searches). */
export function clearSearchCache() {
  facetCache.clear()
  pageCache.clear()
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

/**
 * Sqids encoding costs ~30 µs; a page of results needs a few hundred (cards, facets, filter
 * options), so they are remembered (bounded; ids never change their encoding), and so are
 * the listing and microsite paths built from them.
 */
const encodedIds = boundedMemo<string>(200_000)
const enc = (kind: IdKind, id: number): string => encodedIds(`${kind}:${id}`, () => encodeId(kind, id))
const cachedPath = boundedMemo<string>(100_000)

// Results ----------------------------------------------------------------------------------

function toResult(row: SearchResultRow, filter: SearchFilter, locale: Locale): SearchResult {
  const operation = shownOperation(row.businessType, filter.operation)
  const prices = derivedPrices(row, operation)
  const photo = row.photoKey ? photoUrls({ storageKey: row.photoKey, widths: row.photoWidths }) : null
  return {
    id: enc('property', row.id),
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
    buildArea: row.buildArea,
    lotArea: row.lotArea,
    stratum: row.stratum,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    typeId: enc('propertyType', row.propertyTypeId),
    typeName: locale === 'en' ? row.typeNameEn : row.typeNameEs,
    municipalityId: row.municipalityId ? enc('municipality', row.municipalityId) : null,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    agency: {
      id: enc('customer', row.customerId),
      name: row.customerName,
      logo: row.customerLogo ? mediaUrl(row.customerLogo) : null,
      path: cachedPath(`agency:${row.customerId}:${row.customerSlug}:${row.customerName}`, () =>
        micrositePath({ id: row.customerId, slug: row.customerSlug, name: row.customerName }),
      ),
    },
    photo: photo ? { src: photo.src, srcset: photo.srcset } : null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
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
      value: enc('propertyType', t.id),
      label: en(ctx) ? t.nameEn : t.nameEs,
      count: typeCount.get(t.id) ?? 0,
      selected: filter.typeIds.includes(t.id),
    }))
    .filter((f) => f.count > 0 || f.selected)

  const topPlaces = placeRows
    .filter((r) => r.cPlace > 0)
    .sort((a, b) => b.cPlace - a.cPlace)
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
    value: enc('municipality', r.municipalityId!),
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

/** One page of published listings for a filter, with the total and the facet counts. */
export async function searchListings(ctx: ServiceContext, filter: SearchFilter): Promise<SearchOutcome> {
  const locale: Locale = ctx.locale ?? 'es-CO'
  const [results, facetRows] = await Promise.all([cachedPage(ctx, filter, locale), cachedFacets(ctx, filter)])
  const { total, facets } = await buildFacets(ctx, filter, facetRows)
  // A word typed halfway ("aparta") finds nothing by its stem: read every word as a prefix.
  if (total === 0 && filter.q && !filter.textPrefixes) return searchListings(ctx, { ...filter, textPrefixes: true })
  return {
    results,
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
      id: enc('property', r.id),
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
    value: enc('propertyType', t.id),
    label: english ? t.nameEn : t.nameEs,
    plural: english ? t.pluralEn : t.pluralEs,
  }))
  const featureOptions = featureRows.map((f) => ({
    value: enc('feature', f.id),
    label: english ? f.nameEn : f.nameEs,
    category: f.category,
  }))
  return {
    ...outcome,
    options: {
      types: typeOptions,
      features: featureOptions,
      departments: departments.map((d) => ({ value: enc('department', d.id), label: d.name })),
      municipalities: neighbours.map((m) => ({ value: enc('municipality', m.id), label: m.name })),
      sectors: sectorRows.map((s) => ({ value: enc('sector', s.id), label: s.name })),
    },
    chosen: {
      types: typeOptions
        .filter((t) => filter.typeIds.some((id) => enc('propertyType', id) === t.value))
        .map((t) => ({ value: t.value, name: t.label, plural: t.plural })),
      department: chosenDepartment
        ? { value: enc('department', chosenDepartment.id), label: chosenDepartment.name }
        : null,
      municipality: municipality ? { value: enc('municipality', municipality.id), label: municipality.name } : null,
      sectors: chosenSectors.map((s) => ({ value: enc('sector', s.id), label: s.name })),
      features: featureOptions.filter((f) => filter.featureIds.some((id) => enc('feature', id) === f.value)),
    },
  }
}
