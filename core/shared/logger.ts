/** Structured JSON logs, one line per event, on stdout. */
import { env } from '../../config/env'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
type Level = Exclude<keyof typeof LEVELS, 'silent'>

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (LEVELS[level] < LEVELS[env().LOG_LEVEL]) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, (_k, v) =>
    v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v,
  )
  ;(level === 'error' ? process.stderr : process.stdout).write(line + '\n')
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
}
