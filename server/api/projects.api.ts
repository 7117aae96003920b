/**
 * GET /api/projects/{id}: one published project of an active builder, with its unit types,
 * progress, amenities, builder, sales room and canonical URL. A malformed, unknown,
 * unpublished or deleted project is a 404.
 * GET /api/projects/{id}/payment-plan: a unit type's payment plan (core/projects
 * payment-plan.rules.ts); the same 404s, 422 per wrong field in the caller's language.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  getPaymentPlan,
  getPublicProject,
  PaymentPlanFieldsSchema,
  PaymentPlanQuerySchema,
  PaymentPlanSchema,
  PROJECT_NOT_FOUND_KEY,
  PublicProjectSchema,
} from '#core/projects'
import { parseInput } from '#core/shared'
import { apiLocale } from '#web/api'
import { anonymousContext } from '#web/context'
import { pathId } from '#web/ids'
import { dataOf, failure, jsonAnswer, OpaqueId } from './schemas'
import { answeredBy, createRouter } from './router'

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

export const projectsApi = createRouter()
  .openapi(route, async (c) => {
    const id = pathId('project', c.req.valid('param').id, PROJECT_NOT_FOUND_KEY)
    const data = await getPublicProject(anonymousContext(apiLocale(c)), { id })
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
