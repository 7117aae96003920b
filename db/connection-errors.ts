/**
 * What a failed query says about its database: unreachable, restarting, or a query that is
 * wrong. db/ decides where a read goes from it (a standby that fails hands the read to the
 * primary, db/standby-reads.ts); core/shared/app.errors.ts answers 503 from it.
 */

// Node socket errors of a database that is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 is tested apart).
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
// Fixed texts of node-postgres, pg-pool and PGlite for a lost, refused or closed connection.
const MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
]

// The server itself refuses: nothing listens on its port, or PostgreSQL says it is stopping or starting.
const REFUSED_CODES = new Set(['ECONNREFUSED', '57P01', '57P02', '57P03'])

/** Whether `test` holds for the error or one it wraps (Drizzle's `cause`, a connection attempt's AggregateError). */
function anyWrapped(error: unknown, test: (error: Error, code: string | null) => boolean, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false
  const code = (error as { code?: unknown }).code
  if (test(error, typeof code === 'string' ? code : null)) return true
  if (error instanceof AggregateError && error.errors.some((e) => anyWrapped(e, test, depth + 1))) return true
  return anyWrapped(error.cause, test, depth + 1)
}

/**
 * True when the database's server answered that it is stopped, stopping or starting (a restart):
 * every host sees the same. A timeout or an unreachable network (one host cut off) is not this.
 */
export function isDatabaseRestarting(error: unknown): boolean {
  return anyWrapped(error, (_, code) => code != null && REFUSED_CODES.has(code))
}

/**
 * True when the error (or one it wraps) says the database cannot be reached right now, as
 * opposed to a query that is wrong. Such a failure is answered 503 and retried; anything else
 * stays a 500 to be fixed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyWrapped(
    error,
    (e, code) =>
      (code != null && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) ||
      MESSAGES.some((m) => m.test(e.message)),
  )
}

/**
 * True when a hot standby cancelled the read because replay needed what it held (SQLSTATE 40001,
 * "conflict with recovery"): the same read succeeds on the primary.
 */
export function isRecoveryConflict(error: unknown): boolean {
  return anyWrapped(error, (_, code) => code === '40001')
}
