/**
 * The comparison list (spec §7): /wiauth/properties/compare/list (GET the full list, POST
 * to add, DELETE ?property_id= to remove), /count ({ data: n }) and /menu ({ data: [items] }
 * with id, photo, code, property_type.name, municipality.name, sector.name and the price of its
 * operation, so that the header's list tells alike listings apart). Sign-in required (401).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  addToComparison,
  COMPARE_LIMIT,
  comparisonCount,
  listComparison,
  MergeComparisonSchema,
  mergeComparison,
  PropertyRefSchema,
  removeFromComparison,
  CompareMenuItemSchema,
  compareMenuItemView,
  ListingSummarySchema,
  listingSummaryAnswer,
} from '#core/visitor'
import { allowedFirst, signedInApiContext } from '#web/api'
import { ErrorSchema } from './schemas'
import { createRouter } from './router'

const PATH = '/wiauth/properties/compare/list'
const tags = ['compare']
const auth401 = { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } }
const CountBody = z
  .object({ data: z.number().int(), msg: z.string().optional(), limit: z.number().int() })
  .openapi('CompareCount')
const PropertyIdBody = PropertyRefSchema.meta({ id: 'ComparePropertyId' })
const MergeBody = MergeComparisonSchema.meta({ id: 'CompareMerge' })

const ctx = signedInApiContext

export const compareApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags,
      summary: 'The comparison list, with everything the comparison page shows',
      responses: {
        200: {
          description: 'Items, oldest first',
          content: {
            'application/json': { schema: z.object({ data: z.array(ListingSummarySchema), limit: z.number() }) },
          },
        },
        401: auth401,
      },
    }),
    async (c) => {
      const items = await listComparison(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: items.map(listingSummaryAnswer), limit: COMPARE_LIMIT }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags,
      summary: `Add a listing to the comparison (at most ${COMPARE_LIMIT})`,
      middleware: [allowedFirst()],
      request: { body: { required: true, content: { 'application/json': { schema: PropertyIdBody } } } },
      responses: {
        200: {
          description: 'Added (or already there); data is the new count',
          content: { 'application/json': { schema: CountBody } },
        },
        401: auth401,
        404: {
          description: 'Unknown or unpublished listing',
          content: { 'application/json': { schema: ErrorSchema } },
        },
        422: {
          description: 'Malformed id, or the limit is reached ("Límite alcanzado (máximo 4 elementos)")',
          content: { 'application/json': { schema: ErrorSchema } },
        },
      },
    }),
    async (c) => {
      const context = await ctx(c)
      const count = await addToComparison(context, c.req.valid('json'))
      return c.json({ data: count, msg: translate(context.locale, 'toast.saved'), limit: COMPARE_LIMIT }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: PATH,
      tags,
      summary: 'Remove a listing from the comparison',
      middleware: [allowedFirst()],
      request: { query: PropertyRefSchema },
      responses: {
        200: { description: 'Removed; data is the new count', content: { 'application/json': { schema: CountBody } } },
        401: auth401,
        404: { description: 'Not in the list', content: { 'application/json': { schema: ErrorSchema } } },
        422: { description: 'Malformed id', content: { 'application/json': { schema: ErrorSchema } } },
      },
    }),
    async (c) => {
      const context = await ctx(c)
      const count = await removeFromComparison(context, c.req.valid('query'))
      return c.json({ data: count, msg: translate(context.locale, 'toast.saved'), limit: COMPARE_LIMIT }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/count`,
      tags,
      summary: 'How many listings are in the comparison',
      responses: {
        200: { description: 'data is the count', content: { 'application/json': { schema: CountBody } } },
        401: auth401,
      },
    }),
    async (c) => {
      const count = await comparisonCount(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: count, limit: COMPARE_LIMIT }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/menu`,
      tags,
      summary: "The header dropdown's items",
      responses: {
        200: {
          description: 'Items',
          content: { 'application/json': { schema: z.object({ data: z.array(CompareMenuItemSchema) }) } },
        },
        401: auth401,
      },
    }),
    async (c) => {
      const items = await listComparison(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: items.map(compareMenuItemView) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${PATH}/merge`,
      tags,
      summary: "Join the comparison kept in the browser before sign-in into the account's",
      middleware: [allowedFirst()],
      request: { body: { required: true, content: { 'application/json': { schema: MergeBody } } } },
      responses: {
        200: {
          description: 'Merged up to the limit',
          content: {
            'application/json': { schema: z.object({ data: z.number(), added: z.number(), limit: z.number() }) },
          },
        },
        401: auth401,
      },
    }),
    async (c) => {
      const result = await mergeComparison(await ctx(c), c.req.valid('json'))
      return c.json({ data: result.count, added: result.added, limit: COMPARE_LIMIT }, 200)
    },
  )
