/**
 * GET /api/projects/{id}: one published project of an active builder, with its unit types,
 * progress, amenities, builder, sales room and canonical URL. A malformed, unknown,
 * unpublished or deleted project is a 404.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { getPublicProject, PROJECT_NOT_FOUND_KEY, PublicProjectSchema } from '#core/projects'
import { apiLocale } from '#web/api'
import { anonymousContext } from '#web/context'
import { pathId } from '#web/ids'
import { failure, OpaqueId } from './schemas'
import { createRouter } from './router'

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

export const projectsApi = createRouter().openapi(route, async (c) => {
  const id = pathId('project', c.req.valid('param').id, PROJECT_NOT_FOUND_KEY)
  const data = await getPublicProject(anonymousContext(apiLocale(c)), { id })
  c.header('Cache-Control', 'public, max-age=60')
  return c.json({ data }, 200)
})
