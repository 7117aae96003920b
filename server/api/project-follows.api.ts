/**
 * Following a project: /wiauth/projects/{id}/follow (GET whether the visitor follows it, PUT to
 * follow, DELETE to stop) and GET /wiauth/projects/followed (the panel's list). Sign-in required
 * (401); a malformed, unknown or unpublished project is a 404. ADR 0029.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { translate, type MessageKey } from '#i18n'
import * as projects from '#core/projects'
import { allowedFirst, signedInApiContext as ctx } from '#web/api'
import type { SignedInContext } from '#web/context'
import { pathId } from '#web/ids'
import { dataOf, dataWithMsg, failure, IdParam, jsonAnswer, listOf } from './schemas'
import { createRouter } from './router'

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

/** A route of one project's follow: its answers, 401 signed out and 404 for a project it cannot be. */
function followRoute(method: 'get' | 'put' | 'delete', summary: string, answer: z.ZodType, missing: string) {
  return createRoute({
    method,
    path: '/wiauth/projects/{id}/follow',
    tags: ['projects'],
    summary,
    ...(method === 'get' ? {} : { middleware: [allowedFirst()] }),
    request: { params: IdParam },
    responses: { 200: jsonAnswer(answer, summary), 401: failure('Not signed in'), 404: failure(missing) },
  })
}
const UNKNOWN = 'Malformed or unknown id, or a project that is not published'
const CHANGE = [dataWithMsg(FollowStateSchema), UNKNOWN] as const

/** Follows or stops following the project of the path `id`: its new state and the text to show. */
async function followAnswer(
  c: Context,
  act: (context: SignedInContext, projectId: number) => Promise<{ following: boolean }>,
  msg: MessageKey,
) {
  const context = await ctx(c)
  const data = await act(context, pathId('project', c.req.param('id'), projects.PROJECT_NOT_FOUND_KEY))
  return { data, msg: translate(context.locale, msg) }
}

export const projectFollowsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/wiauth/projects/followed',
      tags: ['projects'],
      summary: 'The published projects the signed-in visitor follows',
      responses: { 200: jsonAnswer(listOf(FollowedProjectSchema), 'Followed projects'), 401: failure('Not signed in') },
    }),
    async (c) => {
      const data = await projects.listFollowedProjects(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data }, 200)
    },
  )
  .openapi(
    followRoute('get', 'Whether the signed-in visitor follows the project', dataOf(FollowStateSchema), UNKNOWN),
    async (c) => {
      const id = pathId('project', c.req.valid('param').id, projects.PROJECT_NOT_FOUND_KEY)
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: await projects.projectFollowState(await ctx(c), id) }, 200)
    },
  )
  .openapi(
    followRoute('put', 'Follow the project: its progress, price drops and new stage by e-mail', ...CHANGE),
    async (c) => c.json(await followAnswer(c, projects.followProject, 'project_page.follow.followed'), 200),
  )
  .openapi(
    followRoute('delete', 'Stop following the project', dataWithMsg(FollowStateSchema), `${UNKNOWN}, or not followed`),
    async (c) => c.json(await followAnswer(c, projects.unfollowProject, 'project_page.follow.unfollowed'), 200),
  )
