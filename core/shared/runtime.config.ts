/**
 * The process-wide parts (database, settings) that page loaders and API handlers share.
 * A process singleton because the React Router server build bundles its own copy of
 * this module: both copies must see the one database client of the process.
 */
import type { Env } from '#config/env'
import type { Database, DatabaseHandle } from '#db/client'
import { processSingleton } from './process-singleton.config'

export interface Runtime {
  handle: DatabaseHandle
  db: Database
  env: Env
}

const slot = processSingleton('runtime', (): { current?: Runtime } => ({}))

export function setRuntime(runtime: Runtime | undefined) {
  slot.current = runtime
}

export function runtime(): Runtime {
  if (!slot.current) throw new Error('The runtime is not started (server/index.ts sets it).')
  return slot.current
}
