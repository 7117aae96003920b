/**
 * A visitor's favourite projects and comparison of projects (issue 32), beside the listings'
 * (favorites.api.ts, compare.api.ts) and never mixed with them: /wiauth/projects/favorites and
 * /wiauth/projects/compare/list — GET the list (project cards), POST { project_id } to add,
 * DELETE ?project_id= to remove (both answer the new count) — and POST
 * /wiauth/projects/compare/list/merge for the comparison kept in the browser before sign-in.
 * Sign-in required (401); an unknown or unpublished project is 404; past the comparison's limit 422.
 */
import type { z } from 'zod'
import { ProjectCardSchema, type ProjectCardView } from '#core/projects'
import {
  changeProjectList,
  COMPARE_LIMIT,
  CompareCountSchema,
  CompareMergeSchema,
  compareMergeAnswer,
  listProjectItems,
  mergeProjectComparison,
  MergeProjectComparisonSchema,
  ProjectComparisonListSchema,
  projectComparisonListAnswer,
  ProjectRefSchema,
} from '#core/visitor'
import { listOf } from './schemas'
import { createRouter } from './router'
import { counted, mergeRouter, visitorListRouter } from './visitor-list.router'

type ProjectVisitorList = Parameters<typeof listProjectItems>[1]

/** What differs between the two lists. */
interface ProjectListText {
  path: string
  tags: string[]
  /** "favourite projects, newest first". */
  name: string
  order: string
  schema: z.ZodType
  answer: (items: ProjectCardView[]) => object
  /** The POST's 422. */
  invalid: string
}

const LISTS: Record<ProjectVisitorList, ProjectListText> = {
  favorites: {
    path: '/wiauth/projects/favorites',
    tags: ['favorites'],
    name: 'favourite projects',
    order: 'newest first',
    schema: listOf(ProjectCardSchema),
    answer: (items) => ({ data: items }),
    invalid: 'Malformed id',
  },
  compare: {
    path: '/wiauth/projects/compare/list',
    tags: ['compare'],
    name: 'comparison of projects',
    order: `oldest first (at most ${COMPARE_LIMIT})`,
    schema: ProjectComparisonListSchema,
    answer: projectComparisonListAnswer,
    invalid: 'Malformed id, or the limit is reached ("Límite alcanzado (máximo 4 elementos)")',
  },
}

function listRouter(list: ProjectVisitorList) {
  const { path, tags, name, order, schema, answer, invalid } = LISTS[list]
  return visitorListRouter({
    path,
    tags,
    read: {
      summary: `The signed-in visitor's ${name}, ${order}`,
      done: 'Project cards',
      schema,
      answer: async (ctx) => answer(await listProjectItems(ctx, list)),
    },
    ref: ProjectRefSchema,
    bodyId: 'ProjectListProjectId',
    changed: CompareCountSchema,
    add: {
      summary: `Add a project to the ${name}`,
      done: 'Added (or already there); data is the new count',
      notFound: 'Unknown or unpublished project',
      invalid,
      run: counted((ctx, ref: z.output<typeof ProjectRefSchema>) => changeProjectList(ctx, list, 'add', ref)),
    },
    remove: {
      summary: `Remove a project from the ${name}`,
      done: 'Removed; data is the new count',
      notFound: 'Not in the list',
      invalid: 'Malformed id',
      run: counted((ctx, ref: z.output<typeof ProjectRefSchema>) => changeProjectList(ctx, list, 'remove', ref)),
    },
  })
}

export const projectListsApi = createRouter()
  .route('/', listRouter('favorites'))
  .route('/', listRouter('compare'))
  .route(
    '/',
    mergeRouter({
      path: LISTS.compare.path,
      tags: LISTS.compare.tags,
      summary: "Join the comparison of projects kept in the browser before sign-in into the account's",
      body: MergeProjectComparisonSchema.meta({ id: 'ProjectCompareMerge' }),
      answer: CompareMergeSchema,
      merge: async (ctx, body) => compareMergeAnswer(await mergeProjectComparison(ctx, body)),
    }),
  )
