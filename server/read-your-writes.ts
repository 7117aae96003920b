/**
 * After a request that may have written (any method but GET, HEAD and OPTIONS; not a 5xx), the response
 * carries the primary's WAL position (web/read-your-writes.server.ts), so that the same browser
 * reads its own write on the next page even before the standby has replayed it (ADR 0031).
 * Nothing without a standby.
 */
import type { MiddlewareHandler } from 'hono'
import type { Env } from '#config/env'
import { logger, runtime } from '#core/shared'
import { writtenCookie } from '#web/read-your-writes.server'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function readYourWrites(env: Env): MiddlewareHandler {
  return async (c, next) => {
    await next()
    // A failed write (5xx) is not worth a round trip to a primary that may be the cause.
    if (READS.has(c.req.method) || c.res.status >= 500) return
    const router = runtime().handle.reads
    if (!router) return
    try {
      c.header('Set-Cookie', writtenCookie(await router.writePosition(), env), { append: true })
    } catch (error) {
      // The primary gone after the write: its answer stands (it already failed or succeeded).
      logger.warn('write position unknown', { error })
    }
  }
}
