/**
 * Several server processes ("hosts") on one database, as the background jobs see them: on
 * PostgreSQL (the suite's PostgreSQL pass) `count` independent connection pools on a copy of the
 * run's migrated database, so the jobs' claims meet across real connections; on PGlite the one
 * in-memory database, shared (PGlite is one process by nature), so only overlapping runs meet.
 */
import { randomBytes } from 'node:crypto'
import { openDatabase, type Database, type DatabaseHandle } from '#db/client'
import { createTestDb } from '../setup/test-db'
import { admin as adminStatement } from './server-process'

export interface JobHosts {
  /** The first host's database (the one the test sets up through). */
  db: Database
  hosts: Database[]
  kind: 'pglite' | 'postgres'
  /** Each host's handle (PostgreSQL: one pool each). */
  handles: DatabaseHandle[]
  close: () => Promise<void>
}

const admin = (statement: string) => adminStatement(process.env.TEST_DATABASE_URL!, statement)

export async function startJobHosts(count: number): Promise<JobHosts> {
  const runUrl = process.env.TEST_RUN_DATABASE_URL
  if (!runUrl) {
    const handle = await createTestDb()
    return {
      db: handle.db,
      hosts: Array.from({ length: count }, () => handle.db),
      kind: 'pglite',
      handles: [handle],
      close: () => handle.close(),
    }
  }
  // Named after the run's template, so the run's teardown drops it if this file cannot.
  const template = new URL(runUrl).pathname.slice(1)
  const name = `${template}_hosts_${randomBytes(4).toString('hex')}`
  await admin(`create database ${name} template ${template}`)
  const url = new URL(runUrl)
  url.pathname = `/${name}`
  const handles: DatabaseHandle[] = []
  for (let i = 0; i < count; i++) handles.push(await openDatabase({ url: url.toString(), poolSize: 3 }))
  return {
    db: handles[0].db,
    hosts: handles.map((h) => h.db),
    kind: 'postgres',
    handles,
    close: async () => {
      for (const h of handles) await h.close()
      await admin(`drop database if exists ${name} with (force)`)
    },
  }
}

/** Runs `job` on every host `times` times, all at once; the results. */
export function onEveryHost<T>(hosts: Database[], times: number, job: (db: Database) => Promise<T>): Promise<T[]> {
  return Promise.all(hosts.flatMap((db) => Array.from({ length: times }, () => job(db))))
}
