/**
 * A visitor's favourite projects and comparison of projects (issue 32), beside the listings'
 * (favorites.api.ts, compare.api.ts) and never mixed with them: /wiauth/projects/favorites and
 * /wiauth/projects/compare/list — GET the list (project cards), POST { project_id } to add,
 * DELETE ?project_id= to remove (both answer the new count) — and POST
 * /wiauth/projects/compare/list/merge for the comparison kept in the browser before sign-in.
 * Sign-in required (401); an unknown or unpublished project is 404; past the comparison's limit 422.
 */
import { createRoute } from '@hono/zod-openapi'
import type { z } from 'zod'
import { translate } from '#i18n'
import { ProjectCardSchema, type ProjectCardView } from '#core/projects'
import {
  addProjectToList,
  COMPARE_LIMIT,
  CompareCountSchema,
  CompareMergeSchema,
  compareCountAnswer,
  compareMergeAnswer,
  listProjectItems,
  mergeProjectComparison,
  MergeProjectComparisonSchema,
  ProjectComparisonListSchema,
  projectComparisonListAnswer,
  ProjectRefSchema,
  removeProjectFromList,
} from '#core/visitor'
import { allowedFirst, signedInApiContext as ctx } from '#web/api'
import { failure, jsonAnswer, jsonBody, listOf } from './schemas'
import { createRouter } from './router'

type ProjectList = 'favorites' | 'compare'

const auth401 = failure('Not signed in')
const ProjectIdBody = ProjectRefSchema.meta({ id: 'ProjectListProjectId' })
const FavoritesSchema = listOf(ProjectCardSchema)

const LISTS: Record<
  ProjectList,
  {
    path: string
    tags: string[]
    noun: string
    schema: z.ZodType
    answer: (items: ProjectCardView[]) => object
    limit: string
  }
> = {
  favorites: {
    path: '/wiauth/projects/favorites',
    tags: ['favorites'],
    noun: 'favourite projects, newest first',
    schema: FavoritesSchema,
    answer: (items) => ({ data: items }),
    limit: 'Malformed id',
  },
  compare: {
    path: '/wiauth/projects/compare/list',
    tags: ['compare'],
    noun: `comparison of projects, oldest first (at most ${COMPARE_LIMIT})`,
    schema: ProjectComparisonListSchema,
    answer: projectComparisonListAnswer,
    limit: 'Malformed id, or the limit is reached ("Límite alcanzado (máximo 4 elementos)")',
  },
}

/** GET, POST and DELETE of one list. */
function listRouter(list: ProjectList) {
  const { path, tags, noun, schema, answer, limit } = LISTS[list]
  const changed = async (context: Awaited<ReturnType<typeof ctx>>, count: number) =>
    compareCountAnswer(count, translate(context.locale, 'toast.saved'))
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path,
        tags,
        summary: `The signed-in visitor's ${noun}`,
        responses: { 200: jsonAnswer(schema, 'Project cards'), 401: auth401 },
      }),
      async (c) => {
        const items = await listProjectItems(await ctx(c), list)
        c.header('Cache-Control', 'private, no-store')
        return c.json(answer(items), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path,
        tags,
        summary: `Add a project to the ${list === 'compare' ? 'comparison of projects' : 'favourite projects'}`,
        middleware: [allowedFirst()],
        request: jsonBody(ProjectIdBody),
        responses: {
          200: jsonAnswer(CompareCountSchema, 'Added (or already there); data is the new count'),
          401: auth401,
          404: failure('Unknown or unpublished project'),
          422: failure(limit),
        },
      }),
      async (c) => {
        const context = await ctx(c)
        return c.json(await changed(context, await addProjectToList(context, list, c.req.valid('json'))), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path,
        tags,
        summary: `Remove a project from the ${list === 'compare' ? 'comparison of projects' : 'favourite projects'}`,
        middleware: [allowedFirst()],
        request: { query: ProjectRefSchema },
        responses: {
          200: jsonAnswer(CompareCountSchema, 'Removed; data is the new count'),
          401: auth401,
          404: failure('Not in the list'),
          422: failure('Malformed id'),
        },
      }),
      async (c) => {
        const context = await ctx(c)
        return c.json(await changed(context, await removeProjectFromList(context, list, c.req.valid('query'))), 200)
      },
    )
}

const mergeRouter = createRouter().openapi(
  createRoute({
    method: 'post',
    path: `${LISTS.compare.path}/merge`,
    tags: LISTS.compare.tags,
    summary: "Join the comparison of projects kept in the browser before sign-in into the account's",
    middleware: [allowedFirst()],
    request: jsonBody(MergeProjectComparisonSchema.meta({ id: 'ProjectCompareMerge' })),
    responses: { 200: jsonAnswer(CompareMergeSchema, 'Merged up to the limit'), 401: auth401 },
  }),
  async (c) => c.json(compareMergeAnswer(await mergeProjectComparison(await ctx(c), c.req.valid('json'))), 200),
)

export const projectListsApi = createRouter()
  .route('/', listRouter('favorites'))
  .route('/', listRouter('compare'))
  .route('/', mergeRouter)
