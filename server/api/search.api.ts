/**
 * GET /api/properties/search: the search page's filters as query parameters →
 * `{ data, meta: { total, page, per_page }, facets }`; GET /api/properties/search/map: the
 * located results (approximate points) for the map view. A malformed id or an out-of-range
 * value is a 422 with field errors. Mounted before /properties/{id}.
 */
import { OPERATION_TYPES } from '#core/listings'
import { type Operation, siteOrigin, encodeOperation } from '#core/shared'
import { createRoute, z } from '@hono/zod-openapi'
import {
  SearchQueryDocSchema,
  parseSearchParams,
  MAP_POINT_LIMIT,
  searchListings,
  searchMapPoints,
  type SearchResult,
} from '#core/search'
import { apiLocale } from '#web/api'
import { anonymousContext } from '#web/context'
import { ErrorSchema, OpaqueId } from './schemas'
import { createRouter } from './router'
import { listingFactsJson } from '#core/listings/browser'

const Result = z
  .object({
    id: OpaqueId,
    code: z.string(),
    title: z.string(),
    url: z.string(),
    operation: z.enum(OPERATION_TYPES),
    operation_type_id: OpaqueId,
    price: z.number().nullable(),
    admin_price: z.number().nullable(),
    monthly_total: z.number().nullable(),
    price_per_m2: z.number().nullable(),
    build_area: z.number().nullable(),
    lot_area: z.number().nullable(),
    stratum: z.number().nullable(),
    bedrooms: z.number().nullable(),
    bathrooms: z.number().nullable(),
    parking: z.number().nullable(),
    property_type_id: OpaqueId,
    property_type: z.string(),
    municipality_id: OpaqueId.nullable(),
    municipality: z.string().nullable(),
    sector: z.string().nullable(),
    agency: z.object({ id: OpaqueId, name: z.string(), logo: z.string().nullable(), url: z.string() }),
    photo: z.object({ url: z.string(), srcset: z.string() }).nullable(),
    published_at: z.string().nullable(),
    agency_count: z.number().int().openapi({
      description: 'Agencies publishing this property: one result per property, at the lowest price among them',
    }),
  })
  .openapi('SearchResult')

const Facet = z.object({ value: z.string(), label: z.string(), count: z.number(), selected: z.boolean() })
const SearchResponse = z.object({
  data: z.array(Result),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
  facets: z.object({
    property_types: z.array(Facet),
    municipalities: z.array(Facet),
    stratum: z.array(Facet),
    bedrooms: z.array(Facet),
  }),
})

const invalid = {
  description: 'A malformed id or an out-of-range value',
  content: { 'application/json': { schema: ErrorSchema } },
}

const searchRoute = createRoute({
  method: 'get',
  path: '/properties/search',
  tags: ['properties'],
  summary: 'Search published listings',
  description: 'Facet counts apply every filter but their own: each says how many results choosing it would give.',
  request: { query: SearchQueryDocSchema },
  responses: {
    200: { description: 'One page of results', content: { 'application/json': { schema: SearchResponse } } },
    422: invalid,
  },
})

const mapRoute = createRoute({
  method: 'get',
  path: '/properties/search/map',
  tags: ['properties'],
  summary: `Located results for the map (at most ${MAP_POINT_LIMIT}, approximate points)`,
  request: { query: SearchQueryDocSchema },
  responses: {
    200: {
      description: 'Points',
      content: {
        'application/json': {
          schema: z.object({
            data: z.array(
              z.object({
                id: OpaqueId,
                title: z.string(),
                url: z.string(),
                price: z.number().nullable(),
                operation: z.enum(OPERATION_TYPES),
                place: z.string(),
                lat: z.number(),
                lon: z.number(),
              }),
            ),
          }),
        },
      },
    },
    422: invalid,
  },
})

/** Sqids encoding costs ~30 µs and there are two operations: encoded once, not per result. */
let operationIds: Record<Operation, string> | undefined
const operationId = (operation: Operation) =>
  (operationIds ??= { rent: encodeOperation('rent'), sale: encodeOperation('sale') })[operation]

function toJson(r: SearchResult, origin: string, prefix: string): z.infer<typeof Result> {
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
    photo: r.photo ? { url: abs(r.photo.src), srcset: r.photo.srcset.replace(/(^|, )\//g, `$1${origin}/`) } : null,
    published_at: r.publishedAt,
    agency_count: r.agencyCount,
  }
}

export const searchApi = createRouter()
// Parsed by the domain's schema (lists may repeat, prices may carry dots); the OpenAPI
// entries only document the parameters.
searchApi.openAPIRegistry.registerPath(searchRoute)
searchApi.openAPIRegistry.registerPath(mapRoute)

searchApi.get('/properties/search', async (c) => {
  const url = new URL(c.req.url)
  const filter = parseSearchParams(url.searchParams)
  const locale = apiLocale(c)
  const out = await searchListings(anonymousContext(locale), filter)
  const origin = siteOrigin()
  const prefix = locale === 'en' ? '/en' : ''
  c.header('Cache-Control', 'public, max-age=30')
  c.header('Vary', 'Accept-Language')
  return c.json(
    {
      data: out.results.map((r) => toJson(r, origin, prefix)),
      meta: { total: out.total, page: out.page, per_page: out.perPage },
      facets: out.facets,
    },
    200,
  )
})

searchApi.get('/properties/search/map', async (c) => {
  const url = new URL(c.req.url)
  const filter = parseSearchParams(url.searchParams)
  const locale = apiLocale(c)
  const points = await searchMapPoints(anonymousContext(locale), filter)
  const prefix = locale === 'en' ? '/en' : ''
  c.header('Cache-Control', 'public, max-age=30')
  return c.json(
    {
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
    },
    200,
  )
})
