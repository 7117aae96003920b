/** Structured JSON logs, one line per event, on stdout. */
import { env } from '#config/env'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
type Level = Exclude<keyof typeof LEVELS, 'silent'>

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (LEVELS[level] < LEVELS[env().LOG_LEVEL]) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, (_k, v) =>
    v instanceof Error ? describeError(v) : v,
  )
  ;(level === 'error' ? process.stderr : process.stdout).write(line + '\n')
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
}

export interface ErrorDescription {
  name: string
  /** A SQLSTATE for database errors, a Node code (ECONNREFUSED…) for system errors. */
  code?: string
  message: string
  /** The failed statement as written in the code ($1, $2… placeholders), never its values. */
  query?: string
  constraint?: string
  table?: string
  column?: string
  stack?: string
  cause?: ErrorDescription
}

/**
 * What a log may say about an error. Never the values a query ran with: Drizzle's
 * DrizzleQueryError writes them into its message ("Failed query: … params: …") and PGlite
 * attaches them to its errors, and they hold e-mails, password hashes and lead texts. The
 * database's own `detail` ("Key (email)=(…) already exists") is left out for the same reason.
 */
export function describeError(error: Error, depth = 0): ErrorDescription {
  const e = error as Error & Record<string, unknown>
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : undefined
  const isDrizzleQuery = typeof e.query === 'string' && 'params' in e && error.message.startsWith('Failed query:')
  const described: ErrorDescription = {
    // Some libraries (Drizzle) leave `name` as "Error": the class says more.
    name: error.name === 'Error' ? error.constructor.name : error.name,
    code,
    message: isDrizzleQuery ? 'Failed query' : safeDatabaseMessage(error.message, code),
    query: isDrizzleQuery ? (e.query as string).slice(0, 500) : undefined,
    constraint: stringField(e.constraint),
    table: stringField(e.table),
    column: stringField(e.column),
    // The stack's first lines repeat the message: keep only the frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  }
  if (error.cause instanceof Error && depth < 4) described.cause = describeError(error.cause, depth + 1)
  return described
}

/**
 * One line's worth about an outage (the innermost cause's name, code and message): an
 * unreachable database fails every request alike, and thousands of stacks say nothing more.
 */
export function briefError(error: unknown): Pick<ErrorDescription, 'name' | 'code' | 'message'> | undefined {
  if (!(error instanceof Error)) return undefined
  let inner: Error = error
  for (let depth = 0; inner.cause instanceof Error && depth < 4; depth++) inner = inner.cause
  const { name, code, message } = describeError(inner)
  return { name, code, message }
}

const stringField = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** Data exceptions (SQLSTATE class 22) quote the offending value: `invalid input syntax for type integer: "…"`. */
function safeDatabaseMessage(message: string, code: string | undefined): string {
  return code?.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message
}

/** What openDatabase (db/client.ts) is told when the server closes a connection. */
export const logConnectionLost = (error: Error) => logger.warn('database connection lost', { error })
