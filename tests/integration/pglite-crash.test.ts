/**
 * The embedded database survives a crash: the server (API only, in a process of its own,
 * on a temporary DATA_DIR) is killed with SIGKILL while leads are being written. Every
 * lead it had answered 2xx is there afterwards, and the next start opens the data
 * directory cleanly (PostgreSQL's recovery inside PGlite, the stale data-dir lock ignored).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { openDatabase } from '#db/client'
import { leads } from '#db/schema'
import { freePort } from '../support/free-port'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-pglite-crash-'))
fs.mkdirSync(path.join(dataDir, 'media'))
const children = new Set<ChildProcess>()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The data directory starts as the run's migrated template (written by the global setup on
// PGlite runs), so the first start does not spend its time migrating an empty database.
beforeAll(async () => {
  const template = process.env.TEST_PGLITE_TEMPLATE
  if (!template) return
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), {
    loadDataDir: new Blob([fs.readFileSync(template)]),
    extensions: { unaccent, pg_trgm },
  })
  await client.close()
}, 60_000)

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** `server/index.ts --api-only` as a production process would run it; resolves once /api/health answers 200. */
async function startServer() {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'never',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => (children.delete(child), resolve(code))),
  )
  const base = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server stopped during start-up:\n${output}`)
    const health = await fetch(`${base}/api/health`).catch(() => null)
    if (health?.status === 200) break
    await sleep(200)
  }
  return { child, base, exited, output: () => output }
}

test('kill -9 while leads are written loses no lead answered 2xx; the next start is clean', async () => {
  const first = await startServer()
  const accepted: string[] = []
  let sent = 0
  let killed = false

  const writer = async () => {
    while (!killed) {
      const n = sent++
      const email = `crash-${n}@example.com`
      const res = await fetch(`${first.base}/api/contact/customers/catchment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.7.${n >> 8}.${n & 255}` },
        body: JSON.stringify({ name: `Inmobiliaria ${n}`, email, phone: '3001234567' }),
      }).catch(() => null)
      if (res && res.status < 300) accepted.push(email)
    }
  }
  const writers = Promise.all(Array.from({ length: 4 }, writer))
  while (accepted.length < 40) await sleep(20)
  first.child.kill('SIGKILL')
  killed = true
  await writers
  expect(await first.exited).toBeNull() // killed by the signal, no exit code

  const second = await startServer()
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
  expect(second.output()).not.toMatch(/"level":"error"/)

  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') })
  try {
    const stored = await handle.db.select({ email: leads.email }).from(leads).where(inArray(leads.email, accepted))
    console.log(JSON.stringify({ leadsSent: sent, leadsAccepted: accepted.length, leadsStored: stored.length }))
    expect(stored.map((r) => r.email).sort()).toEqual([...accepted].sort())
  } finally {
    await handle.close()
  }
}, 180_000)
