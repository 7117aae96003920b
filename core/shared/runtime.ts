/**
 * The process-wide parts (database, settings) that page loaders and API handlers share.
 * Kept on globalThis because the React Router server build bundles its own copy of
 * this module: both copies must see the one database client of the process.
 */
import type { Env } from '../../config/env'
import type { Database, DatabaseHandle } from '../../db/client'

export interface Runtime {
  handle: DatabaseHandle
  db: Database
  env: Env
}

const holder = globalThis as unknown as { __wiRuntime?: Runtime }

export function setRuntime(runtime: Runtime | undefined) {
  holder.__wiRuntime = runtime
}

export function runtime(): Runtime {
  if (!holder.__wiRuntime) throw new Error('The runtime is not started (server/index.ts sets it).')
  return holder.__wiRuntime
}
