/**
 * Input that cannot hurt, checked once for every door before any handler reads it:
 * - a body larger than MAX_BODY_BYTES (JSON, forms) or than the largest upload
 *   (multipart; each upload route keeps its own, smaller limit) is a 413;
 * - NUL bytes and lone surrogates in a query parameter or a body field are a 422 on that
 *   field (services check the same through parseInput, core/shared/validation.utils.ts).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Env } from '../config/env'
import { translate } from '../app/i18n'
import { isUnsafeText, unsafeTextError, unsafeTextFields } from '#core/shared'
import { apiLocale, errorResponse } from '#web/api'

const MULTIPART = /^multipart\/form-data/i
const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i
const JSON_TYPE = /^application\/([\w.+-]*\+)?json/i

export function bodySizeLimit(env: Env): MiddlewareHandler {
  const uploadLimit = env.MAX_UPLOAD_BYTES * Math.min(env.MAX_PHOTOS_PER_PROPERTY, 10) + 64 * 1024
  const onError = (c: Context) => {
    const message = translate(apiLocale(c), 'errors.body_too_large')
    return c.json({ message, request_id: c.get('requestId') }, 413)
  }
  const forms = bodyLimit({ maxSize: env.MAX_BODY_BYTES, onError })
  const uploads = bodyLimit({ maxSize: uploadLimit, onError })
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return MULTIPART.test(c.req.header('content-type') ?? '') ? uploads(c, next) : forms(c, next)
  }
}

/** Field names of the query and the body that carry unsafe text; the body is read from a copy. */
async function unsafeFields(request: Request): Promise<string[]> {
  const url = new URL(request.url)
  const fields = [...url.searchParams]
    .filter(([k, v]) => isUnsafeText(k) || isUnsafeText(v))
    .map(([k]) => (isUnsafeText(k) ? '_' : k))
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return fields
  const type = request.headers.get('content-type') ?? ''
  try {
    if (JSON_TYPE.test(type)) fields.push(...unsafeTextFields(await request.clone().json()))
    else if (FORM.test(type)) {
      for (const [key, value] of await request.clone().formData()) {
        const text = typeof value === 'string' ? value : value.name
        if (isUnsafeText(key) || isUnsafeText(text)) fields.push(isUnsafeText(key) ? '_' : key)
      }
    }
  } catch {
    // A body that does not parse is the handler's to refuse (400/422), not ours.
  }
  return [...new Set(fields)]
}

export function unsafeTextGuard(): MiddlewareHandler {
  return async (c, next) => {
    const fields = await unsafeFields(c.req.raw)
    if (fields.length === 0) return next()
    if (c.req.path.startsWith('/api/')) return errorResponse(c, unsafeTextError(fields))
    const locale = apiLocale(c)
    const lines = [
      translate(locale, 'errors.form_invalid'),
      ...fields.map((f) => `${f}: ${translate(locale, 'validation.invalid_characters')}`),
    ]
    return c.text(lines.join('\n'), 422)
  }
}
