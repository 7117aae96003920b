/**
 * GET /api/projects/search: published projects of active builders by the declared project
 * search parameters (core/projects/project-search.rules.ts) → `{ data, meta, facets }`; a
 * malformed id or an out-of-range value is a 422 with field errors. GET /api/projects/{id}: one
 * published project of an active builder, with its unit types, progress, amenities, builder,
 * sales room and canonical URL; a malformed, unknown, unpublished or deleted project is a 404.
 * GET /api/projects/search/map: the same search's first results as approximate points for the map.
 * GET /api/projects/{id}/payment-plan: a unit type's payment plan (core/projects
 * payment-plan.rules.ts); the same 404s, 422 per wrong field in the caller's language.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  getPaymentPlan,
  getPublicProject,
  parseProjectSearchParams,
  PaymentPlanFieldsSchema,
  PaymentPlanQuerySchema,
  PaymentPlanSchema,
  PROJECT_NOT_FOUND_KEY,
  ProjectMapSchema,
  ProjectSearchAnswerSchema,
  ProjectSearchQueryDocSchema,
  PublicProjectSchema,
  searchProjectMapPoints,
  searchProjects,
} from '#core/projects'
import { MAP_POINT_LIMIT } from '#core/search'
import { parseInput } from '#core/shared'
import { translate } from '#i18n'
import { apiLocale } from '#web/api'
import { anonymousContext, publicReadContext } from '#web/context'
import { pathId } from '#web/ids'
import { dataOf, failure, jsonAnswer, OpaqueId } from './schemas'
import { answeredBy, createRouter } from './router'

const searchRoute = createRoute({
  method: 'get',
  path: '/projects/search',
  tags: ['projects'],
  summary: 'Search published new-homes projects',
  description:
    'Facet counts apply every filter but their own. Price and bedrooms read the unit types: a project matches when one of its unit types is within the price range and has at least the bedrooms asked.',
  request: { query: ProjectSearchQueryDocSchema },
  responses: {
    200: jsonAnswer(ProjectSearchAnswerSchema, 'One page of project cards'),
    422: failure('A malformed id or an out-of-range value'),
  },
})

const mapRoute = createRoute({
  method: 'get',
  path: '/projects/search/map',
  tags: ['projects'],
  summary: `Located results for the map (the first ${MAP_POINT_LIMIT} in the search's order, approximate points)`,
  request: { query: ProjectSearchQueryDocSchema },
  responses: {
    200: jsonAnswer(ProjectMapSchema, 'Points'),
    422: failure('A malformed id or an out-of-range value'),
  },
})

const route = createRoute({
  method: 'get',
  path: '/projects/{id}',
  tags: ['projects'],
  summary: 'One published new-homes project',
  request: { params: z.object({ id: OpaqueId }) },
  responses: {
    200: {
      description: 'The project',
      content: { 'application/json': { schema: z.object({ data: PublicProjectSchema }) } },
    },
    404: failure('Malformed or unknown id, or a project that is not published'),
  },
})

const paymentPlanRoute = createRoute({
  method: 'get',
  path: '/projects/{id}/payment-plan',
  tags: ['projects'],
  summary:
    'Payment plan of a unit type: separación, cuota inicial in monthly instalments until delivery, subsidies, credit or leasing after',
  description:
    'A reference simulation, not an offer. The rates and the bank’s minimum down payment are the credit simulator’s (GET /mortgage/quote).',
  request: { params: z.object({ id: OpaqueId }), query: PaymentPlanFieldsSchema },
  responses: {
    200: jsonAnswer(dataOf(PaymentPlanSchema), 'The plan'),
    404: failure('Malformed or unknown id, or a project that is not published'),
    422: failure(
      'A wrong value: a unit type of another project, a percent outside 10–90 or below the bank’s minimum, years outside 5–30, …',
    ),
  },
})

// The search is declared first: /projects/search is never taken for an id.
export const projectsApi = createRouter()
  .openapi(searchRoute, async (c) => {
    const filter = parseProjectSearchParams(new URL(c.req.url).searchParams)
    const locale = apiLocale(c)
    const answer = await searchProjects(publicReadContext(c.req.raw, locale), filter)
    const stage = answer.facets.stage.map((f) => ({ ...f, label: translate(locale, `projects.stage.${f.value}`) }))
    c.header('Cache-Control', 'public, max-age=30')
    c.header('Vary', 'Accept-Language')
    return c.json({ ...answer, facets: { ...answer.facets, stage } }, 200)
  })
  .openapi(mapRoute, async (c) => {
    const filter = parseProjectSearchParams(new URL(c.req.url).searchParams)
    const points = await searchProjectMapPoints(publicReadContext(c.req.raw, apiLocale(c)), filter)
    c.header('Cache-Control', 'public, max-age=30')
    c.header('Vary', 'Accept-Language')
    return c.json(points, 200)
  })
  .openapi(route, async (c) => {
    const id = pathId('project', c.req.valid('param').id, PROJECT_NOT_FOUND_KEY)
    const data = await getPublicProject(publicReadContext(c.req.raw, apiLocale(c)), { id })
    c.header('Cache-Control', 'public, max-age=60')
    return c.json({ data }, 200)
  })
  // Documented from PaymentPlanFieldsSchema, read by PaymentPlanQuerySchema (every wrong field at once).
  .openapi(
    paymentPlanRoute,
    async (c) => {
      // The query first, as the route's own validation does: a request wrong in both answers 422.
      const query = parseInput(PaymentPlanQuerySchema, c.req.query())
      const id = pathId('project', c.req.valid('param').id, PROJECT_NOT_FOUND_KEY)
      const data = await getPaymentPlan(anonymousContext(apiLocale(c)), { id, ...query })
      return c.json({ data }, 200)
    },
    answeredBy(PaymentPlanQuerySchema),
  )
