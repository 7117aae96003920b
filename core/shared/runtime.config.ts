/**
 * The process-wide parts (database, settings) that page loaders and API handlers share.
 * A process singleton because the React Router server build bundles its own copy of
 * this module: both copies must see the one database client of the process.
 */
import { publicOrigin } from '#config/deployment'
import type { Env } from '#config/env'
import type { Database, DatabaseHandle, Executor } from '#db/client'
import { lsnValue } from '#db/read-router'
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

const origins = new WeakMap<Env, string>()

/**
 * The origin of every absolute link the portal writes (e-mails, sitemap, robots, canonical,
 * Open Graph, feeds): PUBLIC_URL, or the local listening address when it is unset. Never
 * the request's Host header, which the client writes (ADR 0010). Worked out once per settings.
 */
export function siteOrigin(): string {
  const { env } = runtime()
  let origin = origins.get(env)
  if (origin === undefined) origins.set(env, (origin = publicOrigin(env)))
  return origin
}

/**
 * Where a request's reads that may lag a little go (ADR 0031): the standby while it takes reads
 * and has replayed `written` (the WAL position of the visitor's last write, 'X/Y'); else the primary
 * (and always with `primary`).
 */
export function readsAfterWrite(written: string | null, options: { primary?: boolean } = {}): Executor {
  const { handle, db } = runtime()
  if (!handle.reads || options.primary) return db
  const lsn = written && /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i.test(written) ? lsnValue(written) : null
  return handle.reads.readsAfter(lsn)
}
