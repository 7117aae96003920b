/**
 * The comparison list (spec §7): /wiauth/properties/compare/list (GET the full list, POST
 * to add, DELETE ?property_id= to remove), /count ({ data: n }) and /menu ({ data: [items] }
 * with id, photo, code, property_type.name, municipality.name, sector.name and the price of its
 * operation, so that the header's list tells alike listings apart). Sign-in required (401).
 */
import { createRoute } from '@hono/zod-openapi'
import type { z } from 'zod'
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
import { signedInApiContext } from '#web/api'
import type { SignedInContext } from '#web/context'
import { failure, jsonAnswer, listOf } from './schemas'
import { createRouter } from './router'
import { counted, mergeRouter, visitorListRouter } from './visitor-list.router'

const PATH = '/wiauth/properties/compare/list'
const tags = ['compare']
const LIMIT_422 = 'Malformed id, or the limit is reached ("Límite alcanzado (máximo 4 elementos)")'

/** GET <path>/<name>: a read of the list, never cached. */
function readRoute(
  name: string,
  summary: string,
  answer: [z.ZodType, string],
  read: (c: SignedInContext) => Promise<object>,
) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/${name}`,
      tags,
      summary,
      responses: { 200: jsonAnswer(...answer), 401: failure('Not signed in') },
    }),
    async (c) => {
      const body = await read(await signedInApiContext(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json(body, 200)
    },
  )
}

export const compareApi = createRouter()
  .route(
    '/',
    visitorListRouter({
      path: PATH,
      tags,
      read: {
        summary: 'The comparison list, with everything the comparison page shows',
        done: 'Items, oldest first',
        schema: ComparisonListSchema,
        answer: async (context) => comparisonListAnswer(await listComparison(context)),
      },
      ref: PropertyRefSchema,
      bodyId: 'ComparePropertyId',
      changed: CompareCountSchema,
      add: {
        summary: `Add a listing to the comparison (at most ${COMPARE_LIMIT})`,
        done: 'Added (or already there); data is the new count',
        notFound: 'Unknown or unpublished listing',
        invalid: LIMIT_422,
        run: counted(addToComparison),
      },
      remove: {
        summary: 'Remove a listing from the comparison',
        done: 'Removed; data is the new count',
        notFound: 'Not in the list',
        invalid: 'Malformed id',
        run: counted(removeFromComparison),
      },
    }),
  )
  .route(
    '/',
    readRoute(
      'count',
      'How many listings are in the comparison',
      [CompareCountSchema, 'data is the count'],
      async (c) => compareCountAnswer(await comparisonCount(c)),
    ),
  )
  .route(
    '/',
    readRoute('menu', "The header dropdown's items", [listOf(CompareMenuItemSchema), 'Items'], async (c) => ({
      data: (await listComparison(c)).map(compareMenuItemView),
    })),
  )
  .route(
    '/',
    mergeRouter({
      path: PATH,
      tags,
      summary: "Join the comparison kept in the browser before sign-in into the account's",
      body: MergeComparisonSchema.meta({ id: 'CompareMerge' }),
      answer: CompareMergeSchema,
      merge: async (context, body) => compareMergeAnswer(await mergeComparison(context, body)),
    }),
  )
