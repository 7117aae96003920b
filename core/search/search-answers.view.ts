/**
 * The public search's answers (GET /api/properties/search and /search/map): snake_case, opaque
 * ids, absolute URLs on the site's origin with the language's prefix. The schemas document them
 * (OpenAPI `SearchResult`); the functions shape them from searchListings and searchMapPoints.
 */
import { z } from 'zod'
import { ListingFactsShape, listingFactsJson, OPERATION_TYPES, PublisherSchema } from '#core/listings'
import { encodeOperation, OpaqueIdSchema as Id, pagedSchema, pagedView, type Operation } from '#core/shared'
import type { MapPoint } from './search-map.service'
import type { SearchOutcome, SearchResult } from './search.service'

const SearchResultSchema = z
  .object({
    id: Id,
    code: z.string(),
    title: z.string(),
    url: z.string(),
    operation: z.enum(OPERATION_TYPES),
    operation_type_id: Id,
    price: z.number().nullable(),
    admin_price: z.number().nullable(),
    monthly_total: z.number().nullable(),
    price_per_m2: z.number().nullable(),
    ...ListingFactsShape,
    property_type_id: Id,
    property_type: z.string(),
    municipality_id: Id.nullable(),
    municipality: z.string().nullable(),
    sector: z.string().nullable(),
    agency: z.object({ id: Id, name: z.string(), logo: z.string().nullable(), url: z.string() }),
    publisher: PublisherSchema,
    photo: z.object({ url: z.string(), srcset: z.string() }).nullable(),
    published_at: z.string().nullable(),
    agency_count: z.number().int().meta({
      description: 'Agencies publishing this property: one result per property, at the lowest price among them',
    }),
  })
  .meta({ id: 'SearchResult' })

const Facet = z.object({ value: z.string(), label: z.string(), count: z.number(), selected: z.boolean() })
/** GET /properties/search: one page of results with the facet counts. */
export const SearchAnswerSchema = pagedSchema(SearchResultSchema).extend({
  facets: z.object({
    property_types: z.array(Facet),
    municipalities: z.array(Facet),
    stratum: z.array(Facet),
    bedrooms: z.array(Facet),
  }),
})

/** Sqids encoding costs ~30 µs and there are two operations: encoded once, not per result. */
let operationIds: Record<Operation, string> | undefined
const operationId = (operation: Operation) =>
  (operationIds ??= { rent: encodeOperation('rent'), sale: encodeOperation('sale') })[operation]

function searchResultView(r: SearchResult, origin: string, prefix: string): z.infer<typeof SearchResultSchema> {
  const abs = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path)
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    url: abs(prefix + r.path),
    operation: r.operation,
    operation_type_id: operationId(r.operation),
    price: r.price,
    admin_price: r.adminPrice,
    monthly_total: r.monthlyTotal,
    price_per_m2: r.pricePerM2,
    ...listingFactsJson(r),
    property_type_id: r.typeId,
    property_type: r.typeName,
    municipality_id: r.municipalityId,
    municipality: r.municipalityName,
    sector: r.sectorName,
    agency: {
      id: r.agency.id,
      name: r.agency.name,
      logo: r.agency.logo ? abs(r.agency.logo) : null,
      url: abs(prefix + r.agency.path),
    },
    publisher: r.publisher,
    photo: r.photo ? { url: abs(r.photo.src), srcset: r.photo.srcset.replace(/(^|, )\//g, `$1${origin}/`) } : null,
    published_at: r.publishedAt,
    agency_count: r.agencyCount,
  }
}

/** The search's answer: `prefix` is the language's path prefix ('' or '/en'), `origin` the site's. */
export function searchAnswerView(
  out: SearchOutcome,
  origin: string,
  prefix: string,
): z.infer<typeof SearchAnswerSchema> {
  return {
    ...pagedView({ data: out.results, meta: out }, (r) => searchResultView(r, origin, prefix)),
    facets: out.facets,
  }
}

/** GET /properties/search/map: the located results. */
export const SearchMapSchema = z.object({
  data: z.array(
    z.object({
      id: Id,
      title: z.string(),
      url: z.string(),
      price: z.number().nullable(),
      operation: z.enum(OPERATION_TYPES),
      place: z.string(),
      lat: z.number(),
      lon: z.number(),
    }),
  ),
})

export function searchMapView(points: MapPoint[], prefix: string): z.infer<typeof SearchMapSchema> {
  return {
    data: points.map((p) => ({
      id: p.id,
      title: p.title,
      url: prefix + p.path,
      price: p.price,
      operation: p.operation,
      place: p.place,
      lat: p.lat,
      lon: p.lon,
    })),
  }
}
