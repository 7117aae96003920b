import type { MessageKey } from './message-key.types'

export type { MessageKey } from './message-key.types'

/** A message in the catalogue (i18n) with its parameters; adapters translate it. */
export interface MessageRef {
  key: MessageKey
  /** A list of references is translated item by item and joined ("Título, Fotos"). */
  params?: Record<string, string | number | MessageRef[]>
}

export type FieldErrors = Record<string, MessageRef[]>

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'VALIDATION'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
}

/** An expected failure of a use case; adapters turn it into the matching HTTP answer. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: AppErrorCode,
    readonly messageRef: MessageRef,
    readonly fields: FieldErrors = {},
    readonly retryAfterSeconds?: number,
    /** A finer reason a client can act on (`api_key_revoked`), sent as the answer's `code`. */
    readonly reason?: string,
  ) {
    super(messageRef.key)
    this.name = 'AppError'
    this.status = STATUS[code]
  }
}

export const badRequest = (key: MessageKey = 'errors.bad_request') => new AppError('BAD_REQUEST', { key })
export const notFound = (key: MessageKey = 'errors.not_found') => new AppError('NOT_FOUND', { key })
/** A record that existed and left for good (a withdrawn listing): 410. */
export const gone = (key: MessageKey) => new AppError('GONE', { key })
export const tooLarge = (key: MessageKey = 'errors.too_large') => new AppError('TOO_LARGE', { key })
export const unsupportedMediaType = (key: MessageKey) => new AppError('UNSUPPORTED_MEDIA_TYPE', { key })
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppError('FORBIDDEN', { key })
export const unauthenticated = (key: MessageKey = 'errors.session_expired') => new AppError('UNAUTHENTICATED', { key })
/** A request with an integration key that was revoked: told apart from an unknown key or an ended session. */
export const apiKeyRevoked = () =>
  new AppError('UNAUTHENTICATED', { key: 'errors.api_key_revoked' }, {}, undefined, 'api_key_revoked')
export const validationError = (fields: FieldErrors, message: MessageKey | MessageRef = 'errors.form_invalid') =>
  new AppError('VALIDATION', typeof message === 'string' ? { key: message } : message, fields)
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { key: 'errors.rate_limited' }, {}, retryAfterSeconds)

/** How long a client is asked to wait while the database is unreachable (it usually returns within seconds). */
export const UNAVAILABLE_RETRY_SECONDS = 5
export const unavailable = () =>
  new AppError('UNAVAILABLE', { key: 'errors.unavailable' }, {}, UNAVAILABLE_RETRY_SECONDS)

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError
}

// What a failed query says about its database lives with the database (db/connection-errors.ts).
export { isDatabaseRestarting, isDatabaseUnavailable } from '#db/connection-errors'
