/**
 * Each test file gets an empty migrated database, cloned from one template migrated here once
 * for the run (migrating in each file took most of the run's time). With TEST_DATABASE_URL
 * set, the template is a fresh PostgreSQL database created here, and each file's database a
 * copy of it (CREATE DATABASE … TEMPLATE); all are dropped at the end. Otherwise the
 * template is a PGlite data directory written to a temporary file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { migrationsFolder } from '#db/migrate'
import { pgliteTemplate } from './test-db'

export default async function setup() {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return writePgliteTemplate()
  const name = `wi_test_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  const run = new pg.Client({ connectionString: url.toString() })
  await run.connect()
  await run.query('create extension if not exists unaccent schema public')
  await run.query('create extension if not exists pg_trgm schema public')
  await migrate(drizzle({ client: run }), { migrationsFolder: migrationsFolder() })
  await run.end()
  process.env.TEST_RUN_DATABASE_URL = url.toString()
  return async () => {
    const again = new pg.Client({ connectionString: base })
    await again.connect()
    // The run's template and the copies a file could not drop (a worker stopped early).
    const { rows } = await again.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2',
      [name, `${name}\\_%`],
    )
    for (const { datname } of rows) await again.query(`drop database if exists ${datname} with (force)`)
    await again.end()
  }
}

async function writePgliteTemplate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-pglite-template-'))
  const file = path.join(dir, 'template.tar')
  fs.writeFileSync(file, Buffer.from(await (await pgliteTemplate()).arrayBuffer()))
  process.env.TEST_PGLITE_TEMPLATE = file
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
