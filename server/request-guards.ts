/**
 * Input that cannot hurt, checked once for every door before any handler reads it:
 * - a multipart body is taken only by the routes that take uploads (UPLOAD_ROUTES), up to
 *   that route's limit; elsewhere it is a 415. Any other body larger than MAX_BODY_BYTES
 *   (JSON, forms) is a 413;
 * - NUL bytes and lone surrogates in a query parameter or an API body field are a 422 on
 *   that field (services check the same through parseInput, core/shared/validation.utils.ts).
 *   A form is read once, by its reader (web/input.ts readFormBody), which checks its fields.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Env } from '#config/env'
import { AVATAR_MAX_BYTES } from '#core/accounts'
import { AGENCY_IMAGE_MAX_BYTES } from '#core/agencies'
import { IMPORT_MAX_BYTES } from '#core/listings'
import { isUnsafeText, tooLarge, unsafeTextError, unsafeTextFields, unsupportedMediaType } from '#core/shared'
import { errorResponse, middlewareErrorResponse } from '#web/api'

const MULTIPART = /^multipart\/form-data/i
const URLENCODED = /^application\/x-www-form-urlencoded/i
const JSON_TYPE = /^application\/([\w.+-]*\+)?json/i

/** What the parts of a form besides its files may add to an upload. */
const FORM_OVERHEAD = 64 * 1024
/** A page address, also as React Router's data request (`/user/account.data`). */
const page = (path: string) => new RegExp(`^${path}(\\.data)?$`)

/** The routes that take a multipart upload, with the largest file they keep. */
function uploadRoutes(env: Env): { path: RegExp; maxBytes: number }[] {
  return [
    { path: page('(/en)?/user/account'), maxBytes: AVATAR_MAX_BYTES },
    { path: /^\/api\/account\/photo$/, maxBytes: AVATAR_MAX_BYTES },
    { path: page('/admin/customers/[^/.]+'), maxBytes: AGENCY_IMAGE_MAX_BYTES },
    {
      path: /^\/api\/admin\/customers\/[^/]+\/(logo|banner|advisers\/[^/]+\/photo)$/,
      maxBytes: AGENCY_IMAGE_MAX_BYTES,
    },
    { path: page('(/api)?/admin/properties/import'), maxBytes: IMPORT_MAX_BYTES },
    { path: /^\/api\/admin\/projects\/imports$/, maxBytes: IMPORT_MAX_BYTES },
    { path: page('/admin/projects/import'), maxBytes: IMPORT_MAX_BYTES },
    {
      // An owner's listing photos: the API and the step-by-step form's photo step (issue 33).
      path: /^(\/api\/account\/listings\/[^/]+\/photos|(\/en)?\/user\/panel\/listings\/[^/.]+(\.data)?)$/,
      maxBytes: env.MAX_UPLOAD_BYTES * Math.min(env.MAX_PHOTOS_PER_PROPERTY, 10),
    },
    // Verification papers (issue 33): an agency's two files, an owner's one; the pages' forms too.
    {
      path: /^(\/api\/admin\/customers\/[^/]+\/verification|\/admin\/verification(\.data)?)$/,
      maxBytes: env.MAX_UPLOAD_BYTES * 2,
    },
    {
      path: /^(\/api\/account\/listings\/[^/]+|(\/en)?\/user\/panel\/listings\/[^/.]+)\/verification(\.data)?$/,
      maxBytes: env.MAX_UPLOAD_BYTES,
    },
    {
      path: /^\/api\/admin\/properties\/[^/]+\/photos$/,
      maxBytes: env.MAX_UPLOAD_BYTES * Math.min(env.MAX_PHOTOS_PER_PROPERTY, 10),
    },
    {
      path: /^\/api\/admin\/projects\/[^/]+\/(progress\/[^/]+\/)?photos$/,
      maxBytes: env.MAX_UPLOAD_BYTES * Math.min(env.MAX_PHOTOS_PER_PROPERTY, 10),
    },
    {
      path: /^\/api\/admin\/projects\/[^/]+\/(unit-types\/[^/]+\/floor-plan|brochure)$/,
      maxBytes: env.MAX_UPLOAD_BYTES,
    },
    // The project editor's forms: a floor plan, the brochure, or a progress update's photos.
    {
      path: page('/admin/projects/[^/.]+'),
      maxBytes: env.MAX_UPLOAD_BYTES * Math.min(env.MAX_PHOTOS_PER_PROPERTY, 10),
    },
  ]
}

export function bodySizeLimit(env: Env): MiddlewareHandler {
  const onError = (c: Context) => errorResponse(c, tooLarge('errors.body_too_large'))
  const forms = bodyLimit({ maxSize: env.MAX_BODY_BYTES, onError })
  const uploads = uploadRoutes(env).map(({ path, maxBytes }) => ({
    path,
    limit: bodyLimit({ maxSize: maxBytes + FORM_OVERHEAD, onError }),
  }))
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (!MULTIPART.test(c.req.header('content-type') ?? '')) return forms(c, next)
    const upload = uploads.find(({ path }) => path.test(c.req.path))
    if (upload) return upload.limit(c, next)
    return errorResponse(c, unsupportedMediaType('errors.no_uploads_here'))
  }
}

/** The names of the pairs whose name or value is unsafe text (`_` for an unsafe name). */
function unsafePairs(pairs: URLSearchParams): string[] {
  return [...pairs].filter(([k, v]) => isUnsafeText(k) || isUnsafeText(v)).map(([k]) => (isUnsafeText(k) ? '_' : k))
}

/**
 * Field names of the query and of an API body (JSON or URL-encoded, both within
 * MAX_BODY_BYTES) that carry unsafe text; the body is read from a copy. Page forms and
 * uploads are checked by their one reader instead (web/input.ts).
 */
async function unsafeFields(request: Request, api: boolean): Promise<string[]> {
  const fields = unsafePairs(new URL(request.url).searchParams)
  if (!api || request.method === 'GET' || request.method === 'HEAD' || !request.body) return fields
  const type = request.headers.get('content-type') ?? ''
  try {
    if (JSON_TYPE.test(type)) fields.push(...unsafeTextFields(await request.clone().json()))
    else if (URLENCODED.test(type)) fields.push(...unsafePairs(new URLSearchParams(await request.clone().text())))
  } catch {
    // A body that does not parse is the handler's to refuse (400/422), not ours.
  }
  return [...new Set(fields)]
}

export function unsafeTextGuard(): MiddlewareHandler {
  return async (c, next) => {
    const fields = await unsafeFields(c.req.raw, c.req.path.startsWith('/api/'))
    if (fields.length === 0) return next()
    return middlewareErrorResponse(c, unsafeTextError(fields))
  }
}
