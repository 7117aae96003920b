/**
 * After a request that may have written (any method but GET, HEAD and OPTIONS), the response
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
    const router = runtime().handle.reads
    if (!router || READS.has(c.req.method)) return
    try {
      c.header('Set-Cookie', writtenCookie(await router.writePosition(), env), { append: true })
    } catch (error) {
      // The primary gone after the write: its answer stands (it already failed or succeeded).
      logger.warn('write position unknown', { error })
    }
  }
}
