/**
 * PostgreSQL stops for 6 s under load (10 searches at a time, a steady stream of leads,
 * health checks) and starts again. The server process survives; while the database is
 * down the API answers 503 with Retry-After and a JSON message in the visitor's language,
 * pages answer a 503 page, /api/health answers 503; once it is back everything answers
 * without a restart, and every lead that was answered 2xx is stored.
 *
 * The test runs its own PostgreSQL (initdb and pg_ctl of the machine's installation, in a
 * temporary folder on its own port), never the shared server. It is skipped where
 * PostgreSQL is not installed.
 */
import http from 'node:http'
import net from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { inArray, sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { translate } from '#i18n'
import { setRuntime } from '#core/shared/runtime.config'
import { openDatabase, type DatabaseHandle } from '#db/client'
import { runMigrations } from '#db/migrate'
import { leads as leadsTable } from '#db/schema'
import { startBackgroundJobs } from '../../server/jobs'
import { startPagesApp } from '../support/pages-app'
import { postgresBin, temporaryPostgres } from '../support/temporary-postgres'

const OUTAGE_MS = 6000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Answer {
  startedAt: number
  endedAt: number
  status: number
  retryAfter: string | null
  message?: string
}

async function answer(url: string, init?: RequestInit): Promise<Answer> {
  const startedAt = Date.now()
  const res = await fetch(url, init)
  const body = res.headers.get('content-type')?.includes('json')
    ? ((await res.json()) as { message?: string; status?: string })
    : await res.text()
  return {
    startedAt,
    endedAt: Date.now(),
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    message: typeof body === 'string' ? undefined : (body.message ?? body.status),
  }
}

const bin = postgresBin()

describe.skipIf(!bin)('PostgreSQL stopped for 6 s under load', () => {
  let cluster: Awaited<ReturnType<typeof temporaryPostgres>>
  let handle: DatabaseHandle
  let pagesApp: Awaited<ReturnType<typeof startPagesApp>>
  let server: http.Server
  let stopJobs: () => Promise<void>
  let base: string

  beforeAll(async () => {
    cluster = await temporaryPostgres(bin!)
    pagesApp = await startPagesApp({
      DATABASE_URL: cluster.url,

      TRUST_PROXY: 'true',
      REDIS_URL: '',
    })
    // The production client (db/client.ts) on the temporary server, in place of the test database.
    handle = await openDatabase({ url: cluster.url })
    await runMigrations(handle)
    setRuntime({ handle, db: handle.db, env: pagesApp.env })
    stopJobs = startBackgroundJobs()
    server = http.createServer(getRequestListener(pagesApp.app.fetch))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  }, 120_000)

  afterAll(async () => {
    try {
      await stopJobs?.()
      server?.closeAllConnections()
      await new Promise((resolve) => server?.close(resolve))
      // A leaked connection would make end() wait forever; the test above reports it.
      await Promise.race([handle?.close().catch(() => undefined), sleep(5000)])
      await pagesApp?.close()
    } finally {
      await cluster?.destroy()
    }
  })

  test('503 while it is down, 2xx again once it is back, no accepted lead lost', async () => {
    const searches: Answer[] = []
    const leads: (Answer & { email: string })[] = []
    const health: Answer[] = []
    let done = false
    let nextLead = 0

    const searchLoop = async () => {
      while (!done) {
        searches.push(await answer(`${base}/api/properties/search?per_page=5`))
        await sleep(20)
      }
    }
    const leadLoop = async () => {
      while (!done) {
        const n = nextLead++
        const email = `lead-${n}@example.com`
        const res = await answer(`${base}/api/contact/customers/catchment`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${n >> 8}.${n & 255}` },
          body: JSON.stringify({ name: `Inmobiliaria ${n}`, email, phone: '3001234567' }),
        })
        leads.push({ ...res, email })
        await sleep(50)
      }
    }
    const healthLoop = async () => {
      while (!done) {
        health.push(await answer(`${base}/api/health`))
        await sleep(200)
      }
    }
    const load = Promise.all([...Array.from({ length: 10 }, searchLoop), leadLoop(), healthLoop()])

    await sleep(1500)
    const stopRequestedAt = Date.now()
    await cluster.stop()
    const stoppedAt = Date.now()

    await sleep(1500)
    const pageEs = await fetch(`${base}/properties/search`)
    const pageEsHtml = await pageEs.text()
    const pageEn = await fetch(`${base}/en/properties/search`)
    const pageEnHtml = await pageEn.text()
    const apiEn = await answer(`${base}/api/properties/search?lang=en`)
    // Every kind of public page and file that reads the database: a 503 (or an answer that needs
    // none), never a 500.
    const outagePages = ['/', '/en', '/arriendo/apartamentos', '/proyectos', '/property/casa-wi-1-abc']
    const otherPaths = ['/realstate/abc/inmobiliaria', '/sitemap.xml', '/feeds/listings.json', '/robots.txt']
    const others = await Promise.all(
      [...outagePages, ...otherPaths].map(async (path) => [path, (await fetch(`${base}${path}`)).status] as const),
    )

    await sleep(Math.max(0, stopRequestedAt + OUTAGE_MS - Date.now()))
    const startRequestedAt = Date.now()
    await cluster.start()
    const startedAt = Date.now()

    const firstOk = async (answers: Answer[]) => {
      for (;;) {
        const ok = answers.find((a) => a.startedAt >= startedAt && a.status < 300)
        if (ok) return ok
        await sleep(50)
      }
    }
    const [searchBack, leadBack, healthBack] = await Promise.all([firstOk(searches), firstOk(leads), firstOk(health)])
    await sleep(1500)
    done = true
    await load
    await stopJobs()
    // Every connection taken from the pool during the outage went back to it (none leaked).
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client
    for (let i = 0; i < 100 && pool.totalCount !== pool.idleCount; i++) await sleep(50)
    expect(pool.totalCount - pool.idleCount).toBe(0)
    const pageAfter = await fetch(`${base}/properties/search`)

    const accepted = leads.filter((l) => l.status < 300).map((l) => l.email)
    const stored = await handle.db
      .select({ email: leadsTable.email })
      .from(leadsTable)
      .where(inArray(leadsTable.email, accepted))
    // Asked and answered while the database was down (one still waiting when it came back may succeed).
    const during = (answers: Answer[]) =>
      answers.filter((a) => a.startedAt >= stoppedAt && a.endedAt < startRequestedAt)
    const all503 = [...searches, ...leads].filter((a) => a.status === 503)
    const recovery = Math.max(searchBack.startedAt, leadBack.startedAt, healthBack.startedAt) - startedAt

    console.log(
      JSON.stringify({
        downtimeMs: startedAt - stopRequestedAt,
        requests: searches.length + leads.length + health.length,
        searches503: searches.filter((a) => a.status === 503).length,
        leads503: leads.filter((a) => a.status === 503).length,
        health503: health.filter((a) => a.status === 503).length,
        recoveryMsAfterStart: recovery,
        leadsAccepted: accepted.length,
        leadsStored: stored.length,
      }),
    )

    // Only 200 or 503: an outage is never a 500.
    expect(new Set([...searches, ...leads].map((a) => a.status))).toEqual(new Set([200, 503]))
    expect(during(searches).every((a) => a.status === 503)).toBe(true)
    expect(during(leads).length).toBeGreaterThan(0)
    expect(during(leads).every((a) => a.status === 503)).toBe(true)
    const spanish = translate('es-CO', 'errors.unavailable')
    for (const a of all503) expect(a).toMatchObject({ retryAfter: '5', message: spanish })
    expect(apiEn).toMatchObject({ status: 503, retryAfter: '5', message: translate('en', 'errors.unavailable') })
    expect(during(health).length).toBeGreaterThan(0)
    for (const a of during(health)) expect(a).toMatchObject({ status: 503, retryAfter: '5', message: 'unavailable' })

    expect(pageEs.status).toBe(503)
    expect(pageEs.headers.get('retry-after')).toBe('5')
    expect(pageEs.headers.get('content-type')).toContain('text/html')
    expect(pageEsHtml).toContain(spanish)
    expect(pageEn.status).toBe(503)
    expect(pageEnHtml).toContain(translate('en', 'errors.unavailable'))

    expect(others.filter(([, status]) => status >= 500 && status !== 503)).toEqual([])

    expect(recovery).toBeLessThan(10_000)
    expect(pageAfter.status).toBe(200)
    expect(accepted.length).toBeGreaterThan(0)
    expect(stored.map((r) => r.email).sort()).toEqual([...accepted].sort())
  }, 90_000)

  // The outage above hits this only by chance (a connection dying between checkout and
  // BEGIN); a BEGIN that fails for any reason takes the same path every time.
  test('a transaction whose BEGIN fails gives its connection back to the pool', async () => {
    const single = await openDatabase({ url: cluster.url, poolSize: 1 })
    try {
      const badBegin = { isolationLevel: 'no such level' } as unknown as Parameters<typeof single.db.transaction>[1]
      await expect(single.db.transaction(async () => undefined, badBegin)).rejects.toThrow()
      const pool = (single.db as unknown as { $client: pg.Pool }).$client
      expect(pool.totalCount - pool.idleCount).toBe(0)
      await expect(single.db.transaction(async (tx) => tx.execute(sql`select 1`))).resolves.toBeDefined()
    } finally {
      // With a leaked connection end() would wait for it forever: let the assertion speak instead.
      await Promise.race([single.close(), sleep(2000)])
    }
  })
})
