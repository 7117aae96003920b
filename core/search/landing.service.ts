/**
 * Landing addresses (ADR 0021) on the server: a path's words resolved to the search filter
 * they name (or to its canonical spelling, or to nothing: 404), the slugs of a filter's
 * chosen places for the page's links, and the price range a landing's introduction states.
 * Place and type slugs are reference data, read once every few minutes like the search's
 * other reference lists; counts and prices are searched, never cached.
 */
import { listPropertyTypes } from '#core/catalog'
import { encodeId, encodeOperation, notFound, readCache, type ServiceContext } from '#core/shared'
import type { Executor } from '#db/client'
import type { LandingLocale } from './landing.constants'
import { listLandingMunicipalities, listLandingSectors } from './landing.queries'
import {
  landingPath,
  municipalityLandingSlug,
  operationOfWord,
  segmentSlug,
  typeOfWord,
  type LandingParts,
  type LandingSlugs,
} from './landing.rules'
import type { LandingIds, SearchFilter } from './search-address.rules'
import { searchListings } from './search.service'

interface LandingPlace {
  id: number
  departmentId: number
  /** Its landing slug ("medellin"; "granada-antioquia" when another department has a Granada). */
  slug: string
}

/** The slugs of types and places, both ways. */
export interface LandingCatalogue {
  typeSlugs: Map<number, string>
  typeIds: Map<string, number>
  municipalities: Map<number, LandingPlace>
  municipalityBySlug: Map<string, LandingPlace>
  /** Older spellings that answer 301 ("medellin-antioquia" for "medellin"). */
  municipalityAliases: Map<string, LandingPlace>
  sectorSlugs: Map<number, { slug: string; municipalityId: number }>
  /** `${municipalityId}/${slug}` → sector id. */
  sectorIds: Map<string, number>
}

const REFERENCE_TTL_MS = 5 * 60_000
const catalogueCache = readCache<LandingCatalogue>('landing-catalogue', { max: 1 })

async function readCatalogue(db: Executor): Promise<LandingCatalogue> {
  const [types, places, sectorRows] = await Promise.all([
    listPropertyTypes(db),
    listLandingMunicipalities(db),
    listLandingSectors(db),
  ])
  const uses = new Map<string, number>()
  for (const m of places) uses.set(m.slug, (uses.get(m.slug) ?? 0) + 1)
  const municipalities = new Map<number, LandingPlace>()
  const municipalityBySlug = new Map<string, LandingPlace>()
  const municipalityAliases = new Map<string, LandingPlace>()
  for (const m of places) {
    const shared = (uses.get(m.slug) ?? 0) > 1
    const place = {
      id: m.id,
      departmentId: m.departmentId,
      slug: municipalityLandingSlug(m.slug, m.departmentSlug, shared),
    }
    municipalities.set(m.id, place)
    municipalityBySlug.set(place.slug, place)
    if (!shared) municipalityAliases.set(municipalityLandingSlug(m.slug, m.departmentSlug, true), place)
  }
  return {
    typeSlugs: new Map(types.map((t) => [t.id, t.slug])),
    typeIds: new Map(types.map((t) => [t.slug, t.id])),
    municipalities,
    municipalityBySlug,
    municipalityAliases,
    sectorSlugs: new Map(sectorRows.map((s) => [s.id, { slug: s.slug, municipalityId: s.municipalityId }])),
    sectorIds: new Map(sectorRows.map((s) => [`${s.municipalityId}/${s.slug}`, s.id])),
  }
}

/** The landing slugs of types and places (reference data, read again every few minutes). */
export function landingCatalogue(db: Executor): Promise<LandingCatalogue> {
  return catalogueCache.get(db, 'all', () => readCatalogue(db), { freshMs: REFERENCE_TTL_MS })
}

export interface ResolvedLanding {
  /** What the path names, as ids: the search's filter takes them as they are. */
  ids: LandingIds
  parts: LandingParts
}

/**
 * The landing a path's segments name, spelled in any case, with accents, in either language
 * or with an older municipality slug (the caller redirects to `landingPath`); an unknown
 * word throws not-found.
 */
export async function resolveLanding(ctx: ServiceContext, segments: string[]): Promise<ResolvedLanding> {
  const catalogue = await landingCatalogue(ctx.db)
  const words = segments.map(segmentSlug)
  const operation = operationOfWord(words.shift() ?? '')
  if (!operation) throw notFound()
  const typeSlug = words.length ? typeOfWord(words[0]) : null
  if (typeSlug) words.shift()
  const typeId = typeSlug ? (catalogue.typeIds.get(typeSlug) ?? null) : null
  if (typeSlug && typeId == null) throw notFound()
  let municipality: LandingPlace | null = null
  let sector: { id: number; slug: string } | null = null
  if (words.length) {
    const word = words.shift()!
    municipality = catalogue.municipalityBySlug.get(word) ?? catalogue.municipalityAliases.get(word) ?? null
    if (!municipality) throw notFound()
  }
  if (words.length && municipality) {
    const slug = words.shift()!
    const id = catalogue.sectorIds.get(`${municipality.id}/${slug}`)
    if (id == null) throw notFound()
    sector = { id, slug }
  }
  if (words.length) throw notFound()
  return {
    ids: {
      operation,
      typeId,
      departmentId: municipality?.departmentId ?? null,
      municipalityId: municipality?.id ?? null,
      sectorId: sector?.id ?? null,
    },
    parts: { operation, type: typeSlug, municipality: municipality?.slug ?? null, sector: sector?.slug ?? null },
  }
}

/**
 * The slugs of what a filter chose, by opaque id, for the page's links (searchHref in the
 * browser): a link that keeps only these values, or fewer, goes to its landing address.
 */
export async function landingSlugsFor(
  ctx: ServiceContext,
  filter: Pick<SearchFilter, 'municipalityId' | 'sectorIds'>,
): Promise<LandingSlugs> {
  const catalogue = await landingCatalogue(ctx.db)
  const slugs: LandingSlugs = {
    operations: { [encodeOperation('rent')]: 'rent', [encodeOperation('sale')]: 'sale' },
    types: {},
    municipalities: {},
    sectors: {},
  }
  // Every type (ten): a type chosen in the form then keeps the visitor on a landing.
  for (const [id, slug] of catalogue.typeSlugs) slugs.types[encodeId('propertyType', id)] = slug
  const place = filter.municipalityId != null ? catalogue.municipalities.get(filter.municipalityId) : undefined
  if (place)
    slugs.municipalities[encodeId('municipality', place.id)] = {
      slug: place.slug,
      department: encodeId('department', place.departmentId),
    }
  for (const id of filter.sectorIds) {
    const sector = catalogue.sectorSlugs.get(id)
    if (sector && sector.municipalityId === place?.id) slugs.sectors[encodeId('sector', id)] = sector.slug
  }
  return slugs
}

/** The landing path of ids (sitemaps, footer links), or null when a slug is unknown. */
export function landingPathOf(catalogue: LandingCatalogue, locale: LandingLocale, ids: LandingIds): string | null {
  const type = ids.typeId != null ? catalogue.typeSlugs.get(ids.typeId) : null
  const municipality = ids.municipalityId != null ? catalogue.municipalities.get(ids.municipalityId) : null
  const sector = ids.sectorId != null ? catalogue.sectorSlugs.get(ids.sectorId) : null
  if ((ids.typeId != null && !type) || (ids.municipalityId != null && !municipality)) return null
  if (ids.sectorId != null && (!sector || sector.municipalityId !== municipality?.id)) return null
  return landingPath(locale, {
    operation: ids.operation,
    type,
    municipality: municipality?.slug,
    sector: sector?.slug,
  })
}

/**
 * The lowest and highest price a search shows (one operation): the first card of its
 * cheapest and of its dearest order, from the same index as the page (no cache, so a
 * change shows at once).
 */
export async function searchPriceRange(
  ctx: ServiceContext,
  filter: SearchFilter,
): Promise<{ min: number; max: number } | null> {
  if (!filter.operation) return null
  const one = { ...filter, page: 1, perPage: 1, q: filter.q }
  const [cheapest, dearest] = await Promise.all([
    searchListings(ctx, { ...one, sort: 'price_asc' }),
    searchListings(ctx, { ...one, sort: 'price_desc' }),
  ])
  const min = cheapest.results[0]?.price
  const max = dearest.results[0]?.price
  return min != null && max != null ? { min, max } : null
}
