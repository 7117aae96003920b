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
import * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export interface OpenOptions {
  /** postgres://… to use a server; otherwise PGlite. */
  url?: string
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string
  /** Pool size for PostgreSQL (default 20: one connection per concurrent search of the benchmark). */
  poolSize?: number
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 })
    // Fail fast with a clear message instead of on the first request.
    await pool.query('select 1')
    const db = drizzlePg({ client: pool, schema }) as unknown as Database
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true })
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { unaccent, pg_trgm } })
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return { db, kind: 'pglite', close: () => client.close() }
}

/** Runs raw SQL (built with drizzle's sql`` so values stay parameters) and returns its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
