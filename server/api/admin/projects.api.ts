/**
 * /api/admin/projects: builders' new-homes projects (issue 32). 401 signed out, 403 for a
 * member without the permission (and for accounts without back-office access), 404 for
 * unknown or malformed ids and for another builder's projects, 409 for a transition the status
 * does not allow, 422 with field errors (a project only for a builder: `customer_id`).
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  addProjectProgress,
  adminProjectAnswer,
  AdminProjectRowSchema,
  adminProjectRowView,
  AdminProjectViewSchema,
  assertProjectBackOffice,
  createProject,
  deleteProject,
  getProjectForAdmin,
  listProjectsForAdmin,
  PROJECT_NOT_FOUND_KEY,
  ProjectDraftSchema,
  ProjectFilterSchema,
  ProjectPatchSchema,
  ProjectProgressInputSchema,
  publishProject,
  restoreProject,
  unpublishProject,
  updateProject,
  type ProjectAction,
} from '#core/projects'
import { PageMetaSchema, pageMetaView } from '#core/shared'
import { allowedFirst, signedInApiContext } from '#web/api'
import { pathId } from '#web/ids'
import { failure, OpaqueId } from '../schemas'
import { createRouter } from '../router'

const errors = {
  401: failure('Not signed in'),
  403: failure('Signed in without the permission'),
  404: failure('Unknown, malformed or another builder’s project'),
  409: failure('The action is not allowed in the current status'),
  422: failure('Field errors'),
}
const one = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: AdminProjectViewSchema }) } },
})
const IdParam = z.object({ id: OpaqueId })
const json = <T extends z.ZodType>(schema: T) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const
const projectId = (id: string) => pathId('project', id, PROJECT_NOT_FOUND_KEY)

/** 401 and 403 before the body is validated (a bad body would otherwise answer 422 first); the use case checks the builder. */
const allowed = (action: ProjectAction) => allowedFirst((actor) => assertProjectBackOffice(actor, action))

const route = (method: 'get' | 'post' | 'patch' | 'delete', path: string, summary: string) => ({
  method,
  path: `/admin/projects${path}`,
  tags: ['Back-office'],
  summary,
})

export const adminProjectsApi = createRouter()
  .openapi(
    createRoute({
      ...route('get', '', 'Projects of the builders the actor may read'),
      middleware: [allowed('read')],
      request: { query: ProjectFilterSchema },
      responses: {
        200: {
          description: '`{ data, meta: { total, page, per_page } }`',
          content: {
            'application/json': { schema: z.object({ data: z.array(AdminProjectRowSchema), meta: PageMetaSchema }) },
          },
        },
        ...errors,
      },
    }),
    async (c) => {
      const result = await listProjectsForAdmin(await signedInApiContext(c), c.req.valid('query'))
      return c.json({ data: result.rows.map(adminProjectRowView), meta: pageMetaView(result) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route('post', '', 'Create a project (a draft) with its unit types; only for a builder'),
      middleware: [allowed('create')],
      request: { body: json(ProjectDraftSchema.meta({ id: 'AdminProjectInput' })) },
      responses: { 201: one('Created'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const row = await createProject(ctx, c.req.valid('json'))
      return c.json({ data: await adminProjectAnswer(ctx, row) }, 201)
    },
  )
  .openapi(
    createRoute({
      ...route('get', '/{id}', 'One project with its unit types, progress, price history and allowed actions'),
      middleware: [allowed('read')],
      request: { params: IdParam },
      responses: { 200: one('The project'), ...errors },
    }),
    async (c) => {
      const data = await getProjectForAdmin(await signedInApiContext(c), projectId(c.req.valid('param').id))
      return c.json({ data }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route('patch', '/{id}', 'Change a project (what is left out stays; unit_types replaces the list)'),
      middleware: [allowed('update')],
      request: { params: IdParam, body: json(ProjectPatchSchema.meta({ id: 'AdminProjectPatch' })) },
      responses: { 200: one('Saved'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const row = await updateProject(ctx, projectId(c.req.valid('param').id), c.req.valid('json'))
      return c.json({ data: await adminProjectAnswer(ctx, row) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route('delete', '/{id}', 'Soft delete (restorable)'),
      middleware: [allowed('delete')],
      request: { params: IdParam },
      responses: { 200: one('Deleted'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const row = await deleteProject(ctx, { projectId: projectId(c.req.valid('param').id) })
      return c.json({ data: await adminProjectAnswer(ctx, row) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route('post', '/{id}/progress', 'Post a construction progress update (percent never below the last)'),
      middleware: [allowed('progress')],
      request: { params: IdParam, body: json(ProjectProgressInputSchema.meta({ id: 'ProjectProgressInput' })) },
      responses: { 201: one('The project with the update'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const result = await addProjectProgress(ctx, projectId(c.req.valid('param').id), c.req.valid('json'))
      return c.json({ data: await adminProjectAnswer(ctx, result.project) }, 201)
    },
  )

const transitions = { publish: publishProject, unpublish: unpublishProject, restore: restoreProject } as const
for (const [action, run] of Object.entries(transitions)) {
  const name = action as keyof typeof transitions
  adminProjectsApi.openapi(
    createRoute({
      ...route('post', `/{id}/${name}`, `${name[0].toUpperCase()}${name.slice(1)} a project`),
      middleware: [allowed(name)],
      request: { params: IdParam },
      responses: { 200: one('New status'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const row = await run(ctx, { projectId: projectId(c.req.valid('param').id) })
      return c.json({ data: await adminProjectAnswer(ctx, row) }, 200)
    },
  )
}
