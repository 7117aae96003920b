/** Shared HTTP plumbing of the API: error bodies, translation, request ids. */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import '../app/i18n/all'
import { localeFromRequest, translate, type Locale } from '../app/i18n'
import { AppError, isDatabaseUnavailable, unavailable, type FieldErrors } from '#core/shared/errors'
import { briefError, logger } from '#core/shared/logger'

export type AppBindings = { Variables: { requestId: string; locale: Locale; clientIp: string } }

export function requestLocale(c: Context): Locale {
  return c.get('locale') ?? localeFromRequest(new URL(c.req.url), c.req.header('accept-language'))
}

export function translateFields(locale: Locale, fields: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, refs]) => [field, refs.map((r) => translate(locale, r.key, r.params))]),
  )
}

/** The request as logs name it: the id, and the route pattern (ids stay out of the pattern). */
export function requestLogFields(c: Context) {
  return {
    requestId: c.get('requestId') as string | undefined,
    route: `${c.req.method} ${c.req.routePath}`,
    path: c.req.path,
  }
}

/**
 * `{ message, errors?, request_id }` for any failure. A database that cannot be reached is
 * a 503 with Retry-After (the client may try again); other unexpected errors are 500s.
 * Both are logged with the request id and route.
 */
export function errorResponse(c: Context, thrown: unknown) {
  const locale = requestLocale(c)
  const requestId = c.get('requestId') as string | undefined
  let error = thrown
  if (isDatabaseUnavailable(thrown)) {
    logger.warn('database unavailable', { ...requestLogFields(c), error: briefError(thrown) })
    error = unavailable()
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds))
    const body: Record<string, unknown> = {
      message: translate(locale, error.messageRef.key, error.messageRef.params),
      request_id: requestId,
    }
    if (error.code === 'VALIDATION') body.errors = translateFields(locale, error.fields)
    return c.json(body, error.status as ContentfulStatusCode)
  }
  // Hono's own 4xx (malformed JSON body, …): the client's fault, never a 500.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: translate(locale, 'errors.bad_request'), request_id: requestId }, error.status)
  }
  logger.error('request failed', { ...requestLogFields(c), error })
  return c.json({ message: translate(locale, 'errors.internal'), request_id: requestId }, 500)
}
