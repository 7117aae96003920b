/**
 * One typed Database over two drivers: embedded PGlite (default, data under DATA_DIR)
 * or a node-postgres pool when DATABASE_URL is set. Queries are written once against
 * the PostgreSQL dialect; see docs/decisions/0001-pglite-and-postgresql.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { ReadRouter, registerReadRouter, type ReplicaState } from './read-router'
import { standbyReads } from './standby-reads'
import * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The standby that takes the reads that may lag (DATABASE_REPLICA_URL; db/read-router.ts). */
  reads?: ReadRouter
  close(): Promise<void>
  /**
   * Runs `work` alone among every process on this database: on PostgreSQL a session advisory
   * lock is held on a connection set apart for it while `work` uses the pool as usual (several
   * hosts starting at once migrate and seed one after another); the embedded database has one
   * process and just runs it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>
}

/** The advisory lock's key for start-up work (migrations, reference data): any fixed number. */
const START_UP_LOCK = 7_318_204

export interface OpenOptions {
  /** postgres://… to use a server; otherwise PGlite. */
  url?: string
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string
  /** Pool size for PostgreSQL (default 20: one connection per concurrent search of the benchmark). */
  poolSize?: number
  /** Told of a PostgreSQL connection the server closed (the server logs it; db/ knows no logger). */
  onConnectionLost?: (error: Error) => void
  /** postgres://… of a streaming standby for the reads that may lag (PostgreSQL only). */
  replicaUrl?: string
  /** The standby takes no reads once further behind than this (default 5 s). */
  replicaMaxLagMs?: number
  /** How often the standby is probed (default 1 s). */
  replicaProbeMs?: number
  /** Told when the standby starts or stops taking reads. */
  onReplicaChange?: (state: ReplicaState) => void
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = openPool(options.url, options.poolSize ?? 20, options)
    // Fail fast with a clear message instead of on the first request.
    await pool.query('select 1')
    const db = drizzlePg({ client: pool, schema }) as unknown as Database
    const reads = options.replicaUrl ? await routeReads(pool, db, options.replicaUrl, options) : undefined
    return {
      db,
      kind: 'postgres',
      reads,
      close: async () => {
        await reads?.close()
        await pool.end()
      },
      exclusive: (work) => holdingLock(pool, work),
    }
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true })
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { unaccent, pg_trgm } })
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return { db, kind: 'pglite', close: () => client.close(), exclusive: (work) => work() }
}

function openPool(url: string, max: number, options: OpenOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // While the server is down or unreachable, a request waits at most this long for a
    // connection, then fails (503) instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
  })
  watchConnections(pool, options.onConnectionLost ?? (() => {}))
  releaseWhenTransactionStartFails(pool)
  return pool
}

/**
 * The standby's pool and its probe. An unreachable standby does not stop the start: reads go to
 * the primary until a probe finds it.
 */
async function routeReads(pool: pg.Pool, db: Database, replicaUrl: string, options: OpenOptions) {
  const replicaPool = openPool(replicaUrl, options.poolSize ?? 20, options)
  // A read the standby fails for being out of reach answers from the primary and takes it out.
  const client = standbyReads({ standby: replicaPool, primary: pool, onUnreachable: () => router.standbyUnreachable() })
  const router: ReadRouter = new ReadRouter({
    primary: { pool, db },
    replica: { pool: replicaPool, db: drizzlePg({ client, schema }) as unknown as Database },
    maxLagMs: options.replicaMaxLagMs ?? 5_000,
    probeMs: options.replicaProbeMs ?? 1_000,
    onChange: options.onReplicaChange,
  })
  registerReadRouter(router)
  await router.start()
  return router
}

async function holdingLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK])
    }
  } finally {
    client.release()
  }
}

/**
 * A connection that the server closes (restart, failover, `pg_ctl stop`) emits `error`,
 * and an EventEmitter's `error` without a listener ends the process. pg-pool listens on
 * idle connections only and re-emits on the pool, so both get a listener here: the
 * pool's, and every connection's own for the time a transaction holds it. The query that
 * was running fails on its own and is answered 503 (server/http.ts); the pool replaces
 * the lost connection on next use.
 */
function watchConnections(pool: pg.Pool, onConnectionLost: (error: Error) => void) {
  // Idle connections: pg-pool removes the client and re-emits here; the client's own listener below logs it.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    client.on('error', onConnectionLost)
  })
}

/**
 * Works around drizzle-orm#6241 (0.45): a pooled `transaction()` sends BEGIN before the
 * try/finally that releases the connection, so a BEGIN on a connection that just died
 * leaks it, and after a few outages the pool is empty for good. Drizzle is the only
 * caller of `pool.connect()` here, and its first statement is that BEGIN: when it fails,
 * the connection is released with the error (pg-pool then discards it). A later
 * `release()` of the same checkout does nothing, so a caller that does release is safe too.
 */
function releaseWhenTransactionStartFails(pool: pg.Pool) {
  const connect = pool.connect.bind(pool)
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    // pg-pool's own query() passes a callback: leave that path alone.
    if (callback) return connect(callback)
    return connect().then((client) => {
      const release = client.release
      let released = false
      client.release = (error?: Error | boolean) => {
        if (released) return
        released = true
        release.call(client, error)
      }
      const query = client.query
      client.query = ((...args: Parameters<typeof query>) => {
        client.query = query
        const result = query.apply(client, args) as unknown
        if (!(result instanceof Promise)) return result
        return result.catch((error: unknown) => {
          client.release(error instanceof Error ? error : true)
          throw error
        })
      }) as typeof query
      return client
    })
  }) as pg.Pool['connect']
}

/** Runs raw SQL (built with drizzle's sql`` so values stay parameters) and returns its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
