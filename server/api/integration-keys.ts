/**
 * Requests made with an integration key (`Authorization: Bearer wik_…`): limited per key
 * (API_KEY_RATE_PER_MINUTE, then 429 with Retry-After), and each one left in the audit log with
 * its method, path and status, so that every use of a key is attributable (ADR 0017). Keys reach
 * /api/admin/… only.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { assertApiKeyRate, bearerToken, isApiKeyToken, recordApiKeyUse } from '#core/accounts'
import { forbidden, logger } from '#core/shared'
import { apiContext, errorResponse, type AppBindings } from '#web/api'

/** The integration key a request carries, or null (none, or a session's token). */
function keyOf(c: Context): string | null {
  const token = bearerToken(c.req.raw.headers)
  return token && isApiKeyToken(token) ? token : null
}

export function integrationKeys(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const key = keyOf(c)
    if (!key) return next()
    await assertApiKeyRate(key)
    await next()
    // A revoked key was already answered 401 (api_key_revoked): nothing more to record.
    const found = await apiContext(c).catch(() => null)
    if (!found?.actor) return
    const { db, actor } = found
    // The answer is already made: a failed audit write is logged, never turned into a 500.
    await recordApiKeyUse(db, actor, { method: c.req.method, path: c.req.path, status: c.res.status }).catch(
      (error: unknown) => logger.error('integration key use not audited', { error }),
    )
  }
}

/**
 * A key reaches the back-office API (/api/admin/…) and nothing else: not a person's own account
 * (its creator's profile, sessions, favourites, messages), not the pages. Registered for every path
 * in server/app.ts, before any handler resolves the actor.
 */
export function integrationKeysOnlyOnTheBackOfficeApi(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (keyOf(c) && !c.req.path.startsWith('/api/admin/')) {
      return errorResponse(c, forbidden())
    }
    return next()
  }
}
