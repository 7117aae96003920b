/**
 * Several hosts on one PostgreSQL database (issue 34). Three started at the same moment on an
 * empty database (a first deployment, or a rolling restart that brings a migration) migrate and
 * write the reference data in turn, under one advisory lock (db/client.ts `exclusive`), and all
 * three come up answering; without the lock they race on the migrations table and some fail.
 * Then one is stopped: for its DRAIN_SECONDS it answers /api/health 503 "draining" (the load
 * balancer stops sending to it) while it still answers requests, each with `Connection: close`, and
 * it then exits cleanly.
 *
 * Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL), in a database of its own.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { freePort } from '../support/free-port'
import { scratchDatabase, spawnApiServer } from '../support/server-process'

const serverUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!serverUrl)('several hosts on one database', () => {
  const children: ChildProcess[] = []
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-hosts-together-'))

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.all(
      children.map((child) => child.exitCode === null && new Promise((resolve) => child.once('exit', resolve))),
    )
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  async function healthy(child: ChildProcess, base: string): Promise<void> {
    for (let i = 0; i < 600; i++) {
      if (child.exitCode != null) throw new Error(`a host exited with ${child.exitCode}`)
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('a host did not start')
  }

  const bases: string[] = []

  test('three started together on an empty database all come up, and the migrations ran once', async () => {
    scratch = await scratchDatabase(serverUrl!, `wi_hosts_together_${process.pid}`)
    const ports = await Promise.all([freePort(), freePort(), freePort()])
    for (const port of ports) {
      children.push(
        spawnApiServer({
          databaseUrl: scratch.url,
          port,
          dataDir,
          env: { SEARCH_INDEX: 'false', DRAIN_SECONDS: '2' },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      )
    }
    bases.push(...ports.map((port) => `http://127.0.0.1:${port}`))
    await Promise.all(children.map((child, i) => healthy(child, bases[i])))

    const client = new pg.Client({ connectionString: scratch.url })
    await client.connect()
    try {
      const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')
      expect(applied.rows[0].n).toBe(journal.entries.length)
    } finally {
      await client.end()
    }
  }, 120_000)

  test('a stopped host says it is draining, still answers for DRAIN_SECONDS, then exits cleanly', async () => {
    const [stopping, other] = [children[0], bases[1]]
    const exited = new Promise<number | null>((resolve) => stopping.once('exit', resolve))
    stopping.kill('SIGTERM')
    const health = async (base: string) => {
      const res = await fetch(`${base}/api/health`)
      return { status: res.status, body: (await res.json()) as { status: string } }
    }
    await expect.poll(() => health(bases[0])).toEqual({ status: 503, body: { status: 'draining' } })
    // Still serving what arrives meanwhile, each answer closing its connection (none left idle for
    // the balancer to reuse as the host closes); the other hosts are healthy and keep theirs open.
    const places = await fetch(`${bases[0]}/api/places/departments`)
    expect(places.status).toBe(200)
    expect(places.headers.get('connection')).toBe('close')
    expect((await fetch(`${other}/api/places/departments`)).headers.get('connection')).toBe('keep-alive')
    expect((await health(other)).status).toBe(200)
    expect(await exited).toBe(0)
  }, 30_000)
})
