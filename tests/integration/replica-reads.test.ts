/**
 * Reads that may lag go to the standby, everything else to the primary (issue 34 point 2, ADR
 * 0031), on a real primary and hot standby started here (initdb, pg_basebackup -R, ports of their
 * own; never the shared server). Replay paused on the standby (`pg_wal_replay_pause()`) makes the
 * lag deterministic: a listing written to the primary then is missing on the standby only, so
 * whether a public read finds it says which database answered.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setEnvForTests, type Env } from '#config/env'
import { encodeId } from '#core/shared/ids.utils'
import { setRuntime } from '#core/shared/runtime.config'
import { prepareSearch } from '#core/search'
import { openDatabase, type DatabaseHandle } from '#db/client'
import { runMigrations } from '#db/migrate'
import { lsnValue, type ReadRouter } from '#db/read-router'
import { createApp } from '../../server/app'
import { composeApp } from '../../server/composition'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { freePort } from '../support/free-port'
import { spawnApiServer } from '../support/server-process'
import { baseBackupTool, postgresBin, temporaryPostgres, temporaryStandby } from '../support/temporary-postgres'

const bin = postgresBin()
const canReplicate = !!bin && !!baseBackupTool(bin)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` (a probe of the router each time) until it holds; fails after 20 s. */
async function until(router: ReadRouter, what: string, check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 400; i++) {
    await router.probe()
    if (await check()) return
    await sleep(50)
  }
  throw new Error(`never: ${what}`)
}

describe.skipIf(!canReplicate)('reads on the standby (DATABASE_REPLICA_URL)', () => {
  let primary: Awaited<ReturnType<typeof temporaryPostgres>>
  let standby: Awaited<ReturnType<typeof temporaryStandby>>
  let standbyAdmin: pg.Pool
  let primaryAdmin: pg.Pool
  let handle: DatabaseHandle
  let router: ReadRouter
  let env: Env
  let app: ReturnType<typeof createApp>
  let agencyId: number
  let agencyToken: string
  let dataDir: string

  /** A handle on the pair with this lag bound, as the server opens it; the probe runs when the test asks. */
  async function openPair(maxLagMs: number) {
    const opened = await openDatabase({
      url: primary.url,
      replicaUrl: standby.url,
      replicaMaxLagMs: maxLagMs,
      replicaProbeMs: 3_600_000,
    })
    setRuntime({ handle: opened, db: opened.db, env })
    return opened
  }

  async function pauseReplay() {
    await standbyAdmin.query('select pg_wal_replay_pause()')
    for (let i = 0; i < 400; i++) {
      const { rows } = await standbyAdmin.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state')
      if (rows[0].state === 'paused') return
      await sleep(25)
    }
    throw new Error('replay never paused')
  }

  /** Resumes replay and waits until the standby holds everything the primary has written. */
  async function resumeReplay(on: ReadRouter = router) {
    await standbyAdmin.query('select pg_wal_replay_resume()')
    const { rows } = await primaryAdmin.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
    const written = lsnValue(rows[0].lsn)
    await until(on, 'the standby replays the primary', () => on.state.inUse && on.state.replayed! >= written)
  }

  const publicListing = (id: number, cookie?: string) =>
    app.request(`/api/properties/${encodeId('property', id)}`, { headers: cookie ? { cookie } : {} })
  const publicTotal = async () => {
    const res = await app.request('/api/properties/search?per_page=1')
    expect(res.status).toBe(200)
    return ((await res.json()) as { meta: { total: number } }).meta.total
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-replica-'))
    primary = await temporaryPostgres(bin!)
    const setup = await openDatabase({ url: primary.url })
    await runMigrations(setup)
    await seedReferenceData(setup.db)
    await setup.close()
    standby = await temporaryStandby(bin!, primary.url)
    primaryAdmin = new pg.Pool({ connectionString: primary.url, max: 1 })
    standbyAdmin = new pg.Pool({ connectionString: standby.url, max: 1 })
    // Their idle connections are ended when the test stops the standby or the primary.
    standbyAdmin.on('error', () => {})
    primaryAdmin.on('error', () => {})
    env = setEnvForTests({
      SEED_DEMO: 'never',
      DATA_DIR: dataDir,
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URL: standby.url,
      REPLICA_MAX_LAG_SECONDS: '60',
      READ_YOUR_WRITES_SECONDS: '62',
      REDIS_URL: '',
    })
    composeApp()
    handle = await openPair(60_000)
    router = handle.reads!
    app = createApp({ env })
    agencyId = (await insertCustomer(handle.db, { name: 'Inmobiliaria Réplica' })).id
    const user = await insertUser(handle.db, { role: 'Admin', customerId: agencyId })
    agencyToken = (await signInAs(handle.db, user.id)).token
    await resumeReplay()
  }, 120_000)

  afterAll(async () => {
    setRuntime(undefined)
    await handle?.close()
    await Promise.all([primaryAdmin?.end(), standbyAdmin?.end()])
    await Promise.all([standby?.destroy(), primary?.destroy()])
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('a public read goes to the standby, a private one to the primary; the search index follows the standby', async () => {
    // The index built (from the standby) before replay stops.
    await prepareSearch(handle.db)
    const before = await publicTotal()
    await pauseReplay()
    const listing = await insertListing(handle.db, { customerId: agencyId })
    await router.probe()
    expect(router.state).toMatchObject({ inUse: true, reason: null })

    expect((await publicListing(listing.id)).status, 'the standby has not replayed it').toBe(404)
    expect(await publicTotal(), "the index's change feed reads the standby").toBe(before)
    const own = await app.request(`/api/admin/properties/${encodeId('property', listing.id)}`, {
      headers: { authorization: `Bearer ${agencyToken}` },
    })
    expect(own.status, 'the back-office reads the primary').toBe(200)

    await resumeReplay()
    expect((await publicListing(listing.id)).status).toBe(200)
    expect(await publicTotal(), 'replayed, the change is searched: none missed').toBe(before + 1)
  })

  test('a visitor reads their own write while the standby is paused, then from the standby once it has replayed it', async () => {
    const listing = await insertListing(handle.db, { customerId: agencyId })
    await resumeReplay()
    await pauseReplay()
    const res = await app.request(`/api/admin/properties/${encodeId('property', listing.id)}/unpublish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agencyToken}` },
    })
    expect(res.status).toBe(200)
    const written = res.headers.getSetCookie().find((c) => c.startsWith('wi_written='))
    expect(written).toMatch(/^wi_written=[0-9A-F]+%2F[0-9A-F]+; Path=\/; Max-Age=62; SameSite=Lax; HttpOnly$/)
    const cookie = written!.split(';')[0]

    await router.probe()
    expect(router.state.inUse).toBe(true)
    expect((await publicListing(listing.id, cookie)).status, 'its own write, from the primary').toBe(404)
    expect((await publicListing(listing.id)).status, 'anyone else reads the standby, still behind').toBe(200)
    const asApiClient = await app.request(`/api/properties/${encodeId('property', listing.id)}`, {
      headers: { authorization: `Bearer ${agencyToken}` },
    })
    expect(asApiClient.status, 'an API client keeps no cookie: it reads the primary').toBe(404)

    await resumeReplay()
    const lsn = lsnValue(decodeURIComponent(cookie.split('=')[1]))
    expect(router.readsAfter(lsn), 'replayed: the writer reads the standby again').toBe(router.replica)
    expect((await publicListing(listing.id, cookie)).status).toBe(404)
    expect((await publicListing(listing.id)).status).toBe(404)
  })

  test('a standby further behind than the bound reads nothing until it catches up', async () => {
    const tight = await openPair(300)
    try {
      const reads = tight.reads!
      await pauseReplay()
      const listing = await insertListing(handle.db, { customerId: agencyId })
      await reads.probe()
      expect(reads.state.inUse, 'just behind: still within the bound').toBe(true)
      expect((await publicListing(listing.id)).status).toBe(404)

      await until(reads, 'the lag passes the bound', () => reads.state.reason === 'lagging')
      expect(reads.state.lagMs).toBeGreaterThan(300)
      expect((await publicListing(listing.id)).status, 'from the primary').toBe(200)

      await resumeReplay(reads)
      expect(reads.state).toMatchObject({ inUse: true, reason: null })
      expect((await publicListing(listing.id)).status).toBe(200)
    } finally {
      await tight.close()
      setRuntime({ handle, db: handle.db, env })
    }
  })

  test('with the standby stopped public reads answer from the primary, and go back to it once it is up', async () => {
    await standby.stop()
    await until(router, 'the standby is seen down', () => router.state.reason === 'unreachable')
    const listing = await insertListing(handle.db, { customerId: agencyId })
    expect((await publicListing(listing.id)).status, 'from the primary').toBe(200)
    expect(await publicTotal()).toBeGreaterThan(0)

    await standby.start()
    await until(router, 'the standby is back', () => router.state.inUse)
    await resumeReplay()
    await pauseReplay()
    const later = await insertListing(handle.db, { customerId: agencyId })
    await router.probe()
    expect((await publicListing(later.id)).status, 'the standby answers again (it has not replayed this one)').toBe(404)
    expect((await publicListing(listing.id)).status).toBe(200)
    await resumeReplay()
  })
  test('a read under way when the standby stops, and the next ones before any probe, answer from the primary', async () => {
    const listing = await insertListing(handle.db, { customerId: agencyId })
    await resumeReplay()
    expect(router.state.inUse).toBe(true)
    // A read the standby is running when it stops: its session is ended (57P01).
    // (Drizzle's query starts when awaited: `then` sends it now.)
    const underWay = router.replica
      .execute(sql`select pg_is_in_recovery() as standby, pg_sleep(2)`)
      .then((result) => result as unknown as { rows: Array<{ standby: boolean }> })
    await until(router, 'the read runs on the standby', async () => {
      const { rows } = await standbyAdmin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where query like '%pg_sleep(2)' and pid <> pg_backend_pid()",
      )
      return rows[0].n === 1
    })
    await standby.stop()
    try {
      const { rows } = await underWay
      expect(rows[0].standby, 'answered by the primary').toBe(false)
      expect(router.state, 'out at once, without waiting for a probe').toMatchObject({
        inUse: false,
        reason: 'unreachable',
      })
      // The router's state as a request saw it before: still on the standby, now refused.
      router.state = { inUse: true, reason: null, lagMs: 0, replayed: router.state.replayed }
      expect((await publicListing(listing.id)).status, 'refused by the standby, answered by the primary').toBe(200)
      expect(router.state.reason).toBe('unreachable')
      expect((await publicListing(listing.id)).status).toBe(200)
      expect(await publicTotal()).toBeGreaterThan(0)
    } finally {
      await standby.start()
    }
    await until(router, 'the standby is back', () => router.state.inUse)
    await resumeReplay()
  })

  test('a read that is wrong fails as it is, and leaves the standby in use', async () => {
    await expect(router.replica.execute(sql`select * from no_such_table`)).rejects.toThrow()
    expect(router.state.inUse).toBe(true)
  })

  test('while the primary restarts the host stays healthy, answering public reads from the standby and 503 to writes', async () => {
    const listing = await insertListing(handle.db, { customerId: agencyId })
    await resumeReplay()
    const health = async () => {
      const res = await app.request('/api/health')
      return { status: res.status, body: (await res.json()) as unknown }
    }
    const lead = () =>
      app.request(`/api/properties/${encodeId('property', listing.id)}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Visitante',
          email: 'v@example.com',
          phone: '3001234567',
          message: 'Hola',
          consent: true,
        }),
      })
    await primary.stop()
    try {
      await router.probe()
      expect(router.state).toMatchObject({ inUse: true, reason: null })
      expect(await health(), 'the balancer keeps it').toEqual({ status: 200, body: { status: 'reads_only' } })
      expect((await publicListing(listing.id)).status, 'from the standby').toBe(200)
      expect((await lead()).status, 'a write needs the primary').toBe(503)

      await standby.stop()
      await until(router, 'the standby is seen down', () => router.state.reason === 'unreachable')
      expect(await health(), 'neither answers: out of rotation').toEqual({
        status: 503,
        body: { status: 'unavailable' },
      })
      await standby.start()
    } finally {
      await primary.start()
    }
    await until(
      router,
      'the primary answers again',
      async () => ((await health()).body as { status: string }).status === 'ok',
    )
    expect((await lead()).status).toBe(201)
    await resumeReplay()
  })

  test('the server started with DATABASE_REPLICA_URL sends public reads to the standby', async () => {
    const port = await freePort()
    const server = spawnApiServer({
      databaseUrl: primary.url,
      port,
      dataDir,
      env: {
        DATABASE_REPLICA_URL: standby.url,
        REPLICA_MAX_LAG_SECONDS: '60',
        READ_YOUR_WRITES_SECONDS: '62',
        SERVER_PROCESSES: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let log = ''
    server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    try {
      const base = `http://127.0.0.1:${port}`
      for (let i = 0; i < 600 && !log.includes('"listening"'); i++) await sleep(50)
      expect(log).toContain('standby takes the reads that may lag')
      await pauseReplay()
      const listing = await insertListing(handle.db, { customerId: agencyId })
      const res = await fetch(`${base}/api/properties/${encodeId('property', listing.id)}`)
      expect(res.status, 'the standby has not replayed it').toBe(404)
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      await resumeReplay()
    }
  })
})
