/**
 * Property search: the page of results (the cards), the total and the facet counts for a filter.
 * Totals, facets and the ids of the page come from the in-process search index
 * (search-index.infra.ts, kept exact by search-index-sync.infra.ts; ADR 0013), the cards of
 * the page and the text match from PostgreSQL. While the index is first being built, the same
 * answers come from SQL. Nothing is served from a time-based cache: a change is searched
 * as soon as it is committed.
 */
import { env } from '#config/env'
import {
  listingPath,
  mediaUrl,
  micrositePath,
  derivedPrices,
  publisherOf,
  shownOperation,
  type Publisher,
} from '#core/listings'
import { listingFacts, type ListingFacts } from '#core/listings/browser'
import { photoUrls } from '#core/media'

import { boundedMemo, encodeId, readCache, type Operation, type ServiceContext } from '#core/shared'
import { flagFeatureSlugs, MIN_CHOICES, type SearchFilter } from './search-address.rules'
import { currentIndex } from './search-index-sync.infra'
import type { SearchIndex } from './search-index.infra'
import type { IndexCounts, TextMatch } from './search-index-layout.infra'
import { findListingCardsById } from './search-index.queries'
import { clearReferenceCache, featuresOf, municipalityNames, typesOf } from './search-names.service'
import { readTextRanks } from './search-text.queries'
import { findTextMatch } from './search-text.service'
import { queryWords } from './search-filter.sql'
import { RANK_WINDOW, countFacets, findSearchPage, type FacetRow, type SearchResultRow } from './search.queries'

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
  publisher: Publisher
  photo: { src: string; srcset: string } | null
  publishedAt: string | null
  /** Agencies publishing this property (one card per property; its lowest price among the matches). */
  agencyCount: number
}

/** Listing and microsite paths, remembered (bounded): each is built from several encoded ids. */
const cachedPath = boundedMemo<string>(100_000)

function toResult(row: SearchResultRow, filter: SearchFilter, locale: 'es-CO' | 'en'): SearchResult {
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
    publisher: publisherOf(row),
    photo: photo ? { src: photo.src, srcset: photo.srcset } : null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    agencyCount: row.agencyCount,
  }
}

export interface SearchOutcome {
  results: SearchResult[]
  total: number
  page: number
  perPage: number
  pageCount: number
  facets: SearchFacets
}

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
  const words = filter.q ? queryWords(filter.q) : []
  if (!words.length) return Promise.resolve(null)
  const prefixes = Boolean(filter.textPrefixes)
  const code = filter.q!.trim().toUpperCase()
  const key = `${serial}:${index.generation}:${prefixes}:${[...new Set(words)].sort().join(' ')}:${code}`
  return textCache.get(ctx.db, key, () => findTextMatch(ctx, index, words, code, prefixes), { freshMs: TEXT_TTL_MS })
}

/** Forgets the cached reference lists and text matches (tests that change the catalogues). */
export function clearSearchCache() {
  textCache.clear()
  clearReferenceCache()
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
  const locale = ctx.locale ?? 'es-CO'
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

// Facet counts (types, municipalities, estratos, bedrooms), whether the index or the SQL scan counted them ---

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

export async function buildFacets(
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
      label: ctx.locale === 'en' ? t.nameEn : t.nameEs,
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
export function facetRowsOf(counts: IndexCounts): FacetRow[] {
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
