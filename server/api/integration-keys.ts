/**
 * Requests made with an integration key (`Authorization: Bearer wik_…`): limited per key
 * (API_KEY_RATE_PER_MINUTE, then 429 with Retry-After), and each one left in the audit log with
 * its method, path and status, so that every use of a key is attributable (ADR 0017).
 */
import type { MiddlewareHandler } from 'hono'
import { assertApiKeyRate, isApiKeyToken, recordApiKeyUse } from '#core/accounts'
import { apiContext, type AppBindings } from '#web/api'

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null

export function integrationKeys(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const token = bearer(c.req.header('authorization'))
    if (!token || !isApiKeyToken(token)) return next()
    await assertApiKeyRate(token)
    await next()
    const { db, actor } = await apiContext(c)
    if (actor) await recordApiKeyUse(db, actor, { method: c.req.method, path: c.req.path, status: c.res.status })
  }
}
