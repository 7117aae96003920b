/**
 * The one mapping from a thrown error to an answer in the visitor's language, shared by the
 * API and the pages. An AppError keeps its status, message and field errors; a database
 * that cannot be reached becomes a 503 with Retry-After; anything else is logged and is a 500.
 */
import { translate, translateFields, type Locale } from '#i18n'
import { AppError, isDatabaseUnavailable, unavailable, briefError, logger } from '#core/shared'

/** Where a failure happened, for the log line (never the query parameters). */
export interface RequestLogFields {
  requestId?: string
  route?: string
  path?: string
}

export interface ErrorAnswer {
  status: number
  /** The AppError code, or INTERNAL for an unexpected failure. */
  code: string
  headers: Record<string, string>
  message: string
  /** Every message of each invalid field, translated. */
  errors: Record<string, string[]>
  /** The AppError's finer reason (`api_key_revoked`), when it has one. */
  reason?: string
}

/** The AppError a failure stands for: itself, 503 for an unreachable database, else null (a bug). */
export function asAppError(thrown: unknown): AppError | null {
  if (thrown instanceof AppError) return thrown
  return isDatabaseUnavailable(thrown) ? unavailable() : null
}

/** The status and headers of an AppError's answer, whatever its texts (pages draw their own). */
export function errorStatus(error: AppError): Pick<ErrorAnswer, 'status' | 'headers'> {
  const headers: Record<string, string> = {}
  if (error.retryAfterSeconds) headers['Retry-After'] = String(error.retryAfterSeconds)
  return { status: error.status, headers }
}

/** The answer for any failure; unexpected ones are logged with the request id and route. */
export function errorAnswer(thrown: unknown, locale: Locale, log: RequestLogFields = {}): ErrorAnswer {
  const error = asAppError(thrown)
  if (isDatabaseUnavailable(thrown)) logger.warn('database unavailable', { ...log, error: briefError(thrown) })
  if (!error) {
    logger.error('request failed', { ...log, error: thrown })
    return { status: 500, code: 'INTERNAL', headers: {}, message: translate(locale, 'errors.internal'), errors: {} }
  }
  return {
    ...errorStatus(error),
    code: error.code,
    message: translate(locale, error.messageRef.key, error.messageRef.params),
    errors: translateFields(locale, error.fields),
    reason: error.reason,
  }
}
