import { createRoute, z } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import { runtime } from '../../core/shared/runtime'
import { createRouter } from './router'

const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health')

export const healthApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/health',
    tags: ['system'],
    summary: 'Answers once the database answers',
    responses: { 200: { description: 'Healthy', content: { 'application/json': { schema: HealthSchema } } } },
  }),
  async (c) => {
    await runtime().db.execute(sql`select 1`)
    return c.json({ status: 'ok' as const }, 200)
  },
)
