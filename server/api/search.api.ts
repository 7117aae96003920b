/**
 * GET /api/properties/search: the search page's filters as query parameters →
 * `{ data, meta: { total, page, per_page }, facets }`; GET /api/properties/search/map: the
 * located results (approximate points) for the map view. A malformed id or an out-of-range
 * value is a 422 with field errors. Mounted before /properties/{id}.
 */
import { siteOrigin } from '#core/shared'
import { createRoute } from '@hono/zod-openapi'
import {
  SearchQueryDocSchema,
  parseSearchParams,
  MAP_POINT_LIMIT,
  searchListings,
  searchMapPoints,
  SearchAnswerSchema,
  searchAnswerView,
  SearchMapSchema,
  searchMapView,
} from '#core/search'
import { apiLocale } from '#web/api'
import { publicReadContext } from '#web/context'
import { failure, jsonAnswer } from './schemas'
import { createRouter } from './router'

const invalid = failure('A malformed id or an out-of-range value')

const searchRoute = createRoute({
  method: 'get',
  path: '/properties/search',
  tags: ['properties'],
  summary: 'Search published listings',
  description: 'Facet counts apply every filter but their own: each says how many results choosing it would give.',
  request: { query: SearchQueryDocSchema },
  responses: {
    200: jsonAnswer(SearchAnswerSchema, 'One page of results'),
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
          schema: SearchMapSchema,
        },
      },
    },
    422: invalid,
  },
})

// Parsed by the domain's schema (lists may repeat, prices may carry dots); the route's query
// describes the parameters.
export const searchApi = createRouter()

searchApi.openapi(searchRoute, async (c) => {
  const url = new URL(c.req.url)
  const filter = parseSearchParams(url.searchParams)
  const locale = apiLocale(c)
  const out = await searchListings(publicReadContext(c.req.raw, locale), filter)
  const origin = siteOrigin()
  const prefix = locale === 'en' ? '/en' : ''
  c.header('Cache-Control', 'public, max-age=30')
  c.header('Vary', 'Accept-Language')
  return c.json(searchAnswerView(out, origin, prefix), 200)
})

searchApi.openapi(mapRoute, async (c) => {
  const url = new URL(c.req.url)
  const filter = parseSearchParams(url.searchParams)
  const locale = apiLocale(c)
  const points = await searchMapPoints(publicReadContext(c.req.raw, locale), filter)
  const prefix = locale === 'en' ? '/en' : ''
  c.header('Cache-Control', 'public, max-age=30')
  return c.json(searchMapView(points, prefix), 200)
})
