/** A message in the catalogue (app/i18n) with its parameters; adapters translate it. */
export interface MessageRef {
  key: string
  params?: Record<string, string | number>
}

export type FieldErrors = Record<string, MessageRef[]>

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'VALIDATION'
  | 'RATE_LIMITED'

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
}

/** An expected failure of a use case; adapters turn it into the matching HTTP answer. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: AppErrorCode,
    readonly messageRef: MessageRef,
    readonly fields: FieldErrors = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(messageRef.key)
    this.name = 'AppError'
    this.status = STATUS[code]
  }
}

export const notFound = (key = 'errors.not_found') => new AppError('NOT_FOUND', { key })
export const forbidden = (key = 'errors.forbidden') => new AppError('FORBIDDEN', { key })
export const unauthenticated = (key = 'errors.session_expired') => new AppError('UNAUTHENTICATED', { key })
export const validationError = (fields: FieldErrors, key = 'errors.form_invalid') =>
  new AppError('VALIDATION', { key }, fields)
export const conflict = (key: string) => new AppError('CONFLICT', { key })
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { key: 'errors.rate_limited' }, {}, retryAfterSeconds)

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError
}
