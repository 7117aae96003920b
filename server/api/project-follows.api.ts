/**
 * Following a project: /wiauth/projects/{id}/follow (GET whether the visitor follows it, PUT to
 * follow, DELETE to stop) and GET /wiauth/projects/followed (the panel's list). Sign-in required
 * (401); a malformed, unknown or unpublished project is a 404. ADR 0029.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  followProject,
  listFollowedProjects,
  PROJECT_NOT_FOUND_KEY,
  projectFollowState,
  unfollowProject,
} from '#core/projects'
import { allowedFirst, signedInApiContext } from '#web/api'
import { pathId } from '#web/ids'
import { dataOf, dataWithMsg, failure, IdParam, jsonAnswer, listOf } from './schemas'
import { createRouter } from './router'

const PATH = '/wiauth/projects/{id}/follow'
const tags = ['projects']
const auth401 = failure('Not signed in')
const notFound404 = failure('Malformed or unknown id, or a project that is not published')
const FollowStateSchema = z.object({ following: z.boolean() }).meta({ id: 'ProjectFollowState' })
const FollowedProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    stage: z.string(),
    progress_percent: z.number(),
    municipality: z.string().nullable(),
    sector: z.string().nullable(),
  })
  .meta({ id: 'FollowedProject' })

const ctx = signedInApiContext
const projectId = (id: string) => pathId('project', id, PROJECT_NOT_FOUND_KEY)

export const projectFollowsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/wiauth/projects/followed',
      tags,
      summary: 'The published projects the signed-in visitor follows',
      responses: { 200: jsonAnswer(listOf(FollowedProjectSchema), 'Followed projects'), 401: auth401 },
    }),
    async (c) => {
      const data = await listFollowedProjects(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags,
      summary: 'Whether the signed-in visitor follows the project',
      request: { params: IdParam },
      responses: { 200: jsonAnswer(dataOf(FollowStateSchema), 'Follow state'), 401: auth401, 404: notFound404 },
    }),
    async (c) => {
      const data = await projectFollowState(await ctx(c), projectId(c.req.valid('param').id))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: PATH,
      tags,
      summary: 'Follow the project: its progress updates, price drops and new stage by e-mail',
      middleware: [allowedFirst()],
      request: { params: IdParam },
      responses: { 200: jsonAnswer(dataWithMsg(FollowStateSchema), 'Following'), 401: auth401, 404: notFound404 },
    }),
    async (c) => {
      const context = await ctx(c)
      const data = await followProject(context, projectId(c.req.valid('param').id))
      return c.json({ data, msg: translate(context.locale, 'project_page.follow.followed') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: PATH,
      tags,
      summary: 'Stop following the project',
      middleware: [allowedFirst()],
      request: { params: IdParam },
      responses: {
        200: jsonAnswer(dataWithMsg(FollowStateSchema), 'Not following'),
        401: auth401,
        404: failure('Malformed or unknown id, or a project the visitor does not follow'),
      },
    }),
    async (c) => {
      const context = await ctx(c)
      const data = await unfollowProject(context, projectId(c.req.valid('param').id))
      return c.json({ data, msg: translate(context.locale, 'project_page.follow.unfollowed') }, 200)
    },
  )
