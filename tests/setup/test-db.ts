/**
 * A migrated, empty database for one test file. PGlite: a fresh in-memory database
 * cloned from a migrated template: the run's template file when the global setup wrote one
 * (TEST_PGLITE_TEMPLATE, migrated once per run), else one migrated here once per module. PostgreSQL: a fresh
 * database copied from the run's migrated one (CREATE DATABASE … TEMPLATE).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { Database, DatabaseHandle } from '#db/client'
import { runMigrations } from '#db/migrate'
import { admin as adminStatement } from '../support/server-process'
import * as schema from '#db/schema'

let template: Promise<Blob> | undefined

/** A migrated, empty PGlite data directory (a tar). */
export async function pgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: { unaccent, pg_trgm } })
  const db = drizzlePglite({ client, schema }) as unknown as Database
  await runMigrations({ db, kind: 'pglite' })
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}

export async function createTestDb(): Promise<DatabaseHandle> {
  const url = process.env.TEST_RUN_DATABASE_URL
  if (url) return copyOfRunDatabase(url)
  const file = process.env.TEST_PGLITE_TEMPLATE
  template ??= file ? Promise.resolve(new Blob([fs.readFileSync(file)])) : pgliteTemplate()
  const client = await PGlite.create({ loadDataDir: await template, extensions: { unaccent, pg_trgm } })
  const db = drizzlePglite({ client, schema }) as unknown as Database
  await db.execute(sql`select 1`)
  return { db, kind: 'pglite', close: () => client.close(), exclusive: (work) => work() }
}

/** A PostgreSQL database of the file's own, copied from the run's migrated one (global setup). */
async function copyOfRunDatabase(runUrl: string): Promise<DatabaseHandle> {
  const template = new URL(runUrl).pathname.slice(1)
  const name = `${template}_${randomBytes(6).toString('hex')}`
  const admin = (statement: string) => adminStatement(process.env.TEST_DATABASE_URL!, statement)
  await admin(`create database ${name} template ${template}`)
  const url = new URL(runUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
  // `close` drops the database with (force): a connection the pool has let go of but whose backend
  // is still ending is terminated then, and reports it (57P01) with no one listening. A query's
  // own failure still reaches its caller; this only hears connections already given up.
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzle({ client: pool, schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    // One test file per database: nothing else migrates or seeds it.
    exclusive: (work) => work(),
    close: async () => {
      await endPool(pool)
      await admin(`drop database if exists ${name} with (force)`)
    },
  }
}

/**
 * Ends a pool and waits until every connection is closed: `pool.end()` resolves before its
 * clients' sockets close, and a forced drop would then kill a live connection, whose error
 * reaches the test file as an uncaught exception.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      open -= 1
      if (open <= 0) resolve()
    })
  })
  await pool.end()
  await closed
}
