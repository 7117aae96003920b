/**
 * The comparison list (spec §7): /wiauth/properties/compare/list (GET the full list, POST
 * to add, DELETE ?property_id= to remove), /count ({ data: n }) and /menu ({ data: [items] }
 * with id, photo, code, property_type.name, municipality.name, sector.name and the price of its
 * operation, so that the header's list tells alike listings apart). Sign-in required (401).
 */
import { createRoute } from '@hono/zod-openapi'
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
  CompareCountSchema,
  CompareMergeSchema,
  ComparisonListSchema,
  compareCountAnswer,
  compareMergeAnswer,
  comparisonListAnswer,
} from '#core/visitor'
import { allowedFirst, signedInApiContext } from '#web/api'
import { failure, jsonAnswer, jsonBody, listOf } from './schemas'
import { createRouter } from './router'

const PATH = '/wiauth/properties/compare/list'
const tags = ['compare']
const auth401 = failure('Not signed in')
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
        200: jsonAnswer(ComparisonListSchema, 'Items, oldest first'),
        401: auth401,
      },
    }),
    async (c) => {
      const items = await listComparison(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json(comparisonListAnswer(items), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags,
      summary: `Add a listing to the comparison (at most ${COMPARE_LIMIT})`,
      middleware: [allowedFirst()],
      request: jsonBody(PropertyIdBody),
      responses: {
        200: jsonAnswer(CompareCountSchema, 'Added (or already there); data is the new count'),
        401: auth401,
        404: failure('Unknown or unpublished listing'),
        422: failure('Malformed id, or the limit is reached ("Límite alcanzado (máximo 4 elementos)")'),
      },
    }),
    async (c) => {
      const context = await ctx(c)
      const count = await addToComparison(context, c.req.valid('json'))
      return c.json(compareCountAnswer(count, translate(context.locale, 'toast.saved')), 200)
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
        200: jsonAnswer(CompareCountSchema, 'Removed; data is the new count'),
        401: auth401,
        404: failure('Not in the list'),
        422: failure('Malformed id'),
      },
    }),
    async (c) => {
      const context = await ctx(c)
      const count = await removeFromComparison(context, c.req.valid('query'))
      return c.json(compareCountAnswer(count, translate(context.locale, 'toast.saved')), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/count`,
      tags,
      summary: 'How many listings are in the comparison',
      responses: {
        200: jsonAnswer(CompareCountSchema, 'data is the count'),
        401: auth401,
      },
    }),
    async (c) => {
      const count = await comparisonCount(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json(compareCountAnswer(count), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/menu`,
      tags,
      summary: "The header dropdown's items",
      responses: {
        200: jsonAnswer(listOf(CompareMenuItemSchema), 'Items'),
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
      request: jsonBody(MergeBody),
      responses: {
        200: jsonAnswer(CompareMergeSchema, 'Merged up to the limit'),
        401: auth401,
      },
    }),
    async (c) => {
      const result = await mergeComparison(await ctx(c), c.req.valid('json'))
      return c.json(compareMergeAnswer(result), 200)
    },
  )
