/**
 * With TEST_DATABASE_URL set, the whole run uses a fresh PostgreSQL database created
 * here and dropped at the end; otherwise every test database is an in-memory PGlite, cloned
 * from one template migrated here once for the run (migrating in each test file took most
 * of the PGlite run's time).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
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
  // Extensions are database-wide: create them once here, so that test files migrating
  // their own schemas in parallel never race on CREATE EXTENSION.
  const run = new pg.Client({ connectionString: url.toString() })
  await run.connect()
  await run.query('create extension if not exists unaccent schema public')
  await run.query('create extension if not exists pg_trgm schema public')
  await run.end()
  process.env.TEST_RUN_DATABASE_URL = url.toString()
  return async () => {
    const again = new pg.Client({ connectionString: base })
    await again.connect()
    await again.query(`drop database if exists ${name} with (force)`)
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
