/**
 * A migrated, empty database for one test file. PGlite: a fresh in-memory database
 * cloned from a migrated template: the run's template file when the global setup wrote one
 * (TEST_PGLITE_TEMPLATE, migrated once per run), else one migrated here once per module. PostgreSQL: a fresh
 * schema inside the run's database, migrated, with search_path set to it.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { Database, DatabaseHandle } from '#db/client'
import { migrationsFolder, runMigrations } from '#db/migrate'
import * as schema from '#db/schema'

let template: Promise<Blob> | undefined

/** A migrated, empty PGlite data directory (a tar). */
export async function pgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: { unaccent, pg_trgm } })
  const db = drizzlePglite({ client, schema }) as unknown as Database
  await runMigrations({ db, kind: 'pglite', close: () => client.close() })
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}

export async function createTestDb(): Promise<DatabaseHandle> {
  const url = process.env.TEST_RUN_DATABASE_URL
  if (url) {
    const schemaName = `t_${randomBytes(6).toString('hex')}`
    const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schemaName},public` })
    await pool.query(`create schema ${schemaName}`)
    const db = drizzle({ client: pool, schema }) as unknown as Database
    await migrate(db as never, { migrationsFolder: migrationsFolder(), migrationsSchema: schemaName })
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await pool.query(`drop schema if exists ${schemaName} cascade`)
        await pool.end()
      },
    }
  }
  const file = process.env.TEST_PGLITE_TEMPLATE
  template ??= file ? Promise.resolve(new Blob([fs.readFileSync(file)])) : pgliteTemplate()
  const client = await PGlite.create({ loadDataDir: await template, extensions: { unaccent, pg_trgm } })
  const db = drizzlePglite({ client, schema }) as unknown as Database
  await db.execute(sql`select 1`)
  return { db, kind: 'pglite', close: () => client.close() }
}
