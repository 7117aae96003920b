import { createRoute, z } from '@hono/zod-openapi'
import { UNAVAILABLE_RETRY_SECONDS, checkDatabase, briefError, logger, runtime } from '#core/shared'
import { requestLogFields } from '#web/api'
import { jsonAnswer } from './schemas'
import { createRouter } from './router'
import { isDraining } from '../lifecycle'

// reads_only: the primary is restarting and the standby answers the public reads meanwhile.
const HealthSchema = z.object({ status: z.enum(['ok', 'reads_only']) }).openapi('Health')
const UnavailableSchema = z.object({ status: z.enum(['unavailable', 'draining']) }).openapi('HealthUnavailable')

export const healthApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/health',
    tags: ['system'],
    summary:
      'Answers once the database answers (or, while the primary restarts, its standby), until the host is stopping',
    responses: {
      200: jsonAnswer(
        HealthSchema,
        'Healthy; reads_only while the primary restarts and the standby answers public reads',
      ),
      503: jsonAnswer(
        UnavailableSchema,
        'The database does not answer (Retry-After says when to ask again), or the host is stopping: send elsewhere',
      ),
    },
  }),
  async (c) => {
    // A stopping host still answers requests; the load balancer stops sending new ones.
    if (isDraining()) return c.json({ status: 'draining' as const }, 503)
    let status: 'ok' | 'reads_only'
    try {
      status = await checkDatabase(runtime().db)
    } catch (error) {
      // Whatever the cause, a database that cannot run `select 1` is not healthy.
      logger.warn('health check failed', { ...requestLogFields(c), error: briefError(error) })
      c.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
      return c.json({ status: 'unavailable' as const }, 503)
    }
    return c.json({ status }, 200)
  },
)
