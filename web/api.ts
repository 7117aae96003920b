/**
 * The API door: a route handler gets its context here and any failure becomes
 * `{ message, errors?, code?, request_id }` through the one mapping of web/errors.ts.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { localeFromRequest, translate, type Locale } from '#i18n'
import { env } from '#config/env'
import type { UploadedFile } from '#core/media'
import { AppError, unauthenticated, unsafeTextError } from '#core/shared'
import { contextOf, type RequestContext, type SignedInContext } from './context'
import { errorAnswer, type RequestLogFields } from './errors'
import { readFormBody, unsafeFormFields } from './input'

export type AppBindings = { Variables: { requestId: string; locale: Locale; clientIp: string } }

/** The language of an API request: ?lang=, the /en prefix, then Accept-Language. */
export function apiLocale(c: Context): Locale {
  return c.get('locale') ?? localeFromRequest(new URL(c.req.url), c.req.header('accept-language'))
}

/** The context of an API request, signed in or not. */
export function apiContext(c: Context): Promise<RequestContext> {
  return contextOf(c.req.raw, apiLocale(c))
}

/** The context of an API request that needs someone signed in; otherwise a 401. */
export async function signedInApiContext(c: Context): Promise<SignedInContext> {
  const ctx = await apiContext(c)
  if (!ctx.actor) throw unauthenticated()
  return ctx as SignedInContext
}

/**
 * The multipart form of an upload, read once (the route's own body limit came first): empty
 * when the body is not a readable form (the handler's own 422 names the missing file), a 422
 * on the fields whose name, text or file name carries a NUL byte or a lone surrogate.
 */
export async function uploadForm(c: Context): Promise<FormData> {
  const form = await readFormBody(c.req.raw)
  if (typeof form === 'string') return new FormData()
  const unsafe = unsafeFormFields(form)
  if (unsafe.length) throw unsafeTextError(unsafe)
  return form
}

/** The files sent in a form field (`photos` or `photos[]`); one beyond MAX_UPLOAD_BYTES is a 413. */
export async function uploadedFiles(form: FormData, field: string): Promise<UploadedFile[]> {
  const files: UploadedFile[] = []
  for (const value of [...form.getAll(field), ...form.getAll(`${field}[]`)]) {
    if (typeof value === 'string') continue
    if (value.size > env().MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
    files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) })
  }
  return files
}

/** The request as logs name it: the id, and the route pattern (ids stay out of the pattern). */
export function requestLogFields(c: Context): RequestLogFields {
  return {
    requestId: c.get('requestId') as string | undefined,
    route: `${c.req.method} ${c.req.routePath}`,
    path: c.req.path,
  }
}

/** `{ message, errors?, code?, request_id }` for any failure, in the caller's language. */
export function errorResponse(c: Context, thrown: unknown) {
  const locale = apiLocale(c)
  const requestId = c.get('requestId') as string | undefined
  // Hono's own 4xx (malformed JSON body, …): the client's fault, never a 500.
  if (thrown instanceof HTTPException && thrown.status < 500) {
    return c.json({ message: translate(locale, 'errors.bad_request'), request_id: requestId }, thrown.status)
  }
  const answer = errorAnswer(thrown, locale, requestLogFields(c))
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value)
  const body: Record<string, unknown> = { message: answer.message, request_id: requestId }
  if (answer.code === 'VALIDATION') body.errors = answer.errors
  if (answer.reason) body.code = answer.reason
  return c.json(body, answer.status as ContentfulStatusCode)
}

/**
 * A failure met by a middleware, before any route (a cross-site write, unsafe text, an
 * unreachable database): the API's JSON under /api/, else a short text in the visitor's
 * language (the message, then each field at fault), on the same mapping.
 */
export function middlewareErrorResponse(c: Context, thrown: unknown) {
  if (c.req.path.startsWith('/api/')) return errorResponse(c, thrown)
  const answer = errorAnswer(thrown, apiLocale(c), requestLogFields(c))
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value)
  const fields = Object.entries(answer.errors).map(([field, texts]) => `${field}: ${texts[0]}`)
  return c.text([answer.message, ...fields].join('\n'), answer.status as ContentfulStatusCode)
}

/**
 * Route middleware for a write with a body: the caller is resolved (401) and, given `check`
 * (the use case's own permission check), allowed (403) before the body is validated, so a
 * caller without the right gets 401 or 403, never the 422 of a body it may not send at all.
 * The use case checks again; this only orders the answers.
 */
export function allowedFirst(
  check?: (actor: SignedInContext['actor']) => unknown,
  resolve: (c: Context) => Promise<SignedInContext> = signedInApiContext,
): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const ctx = await resolve(c)
    check?.(ctx.actor)
    await next()
  }
}
