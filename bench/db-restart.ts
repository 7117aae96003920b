/**
 * `npm run bench -- db-restart`: the production server as `npm start` runs it (a child
 * process, `npm run build` first) over a PostgreSQL of its own, under 10 search clients
 * drawing distinct searches, a steady stream of leads and a health probe. PostgreSQL is
 * stopped (fast shutdown: sessions terminated) for 6 s and started again. Prints whether
 * the process lived, the answers by status while it was down, how long after the restart
 * every kind of request answered 2xx again, and the leads answered 2xx against those stored.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '#db/client'
import { freePort } from '../tests/support/free-port'
import { postgresBin, temporaryPostgres } from '../tests/support/temporary-postgres'
import { buildSearches } from './searches'

const OUTAGE_MS = 6000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Answer {
  kind: 'search' | 'lead' | 'health'
  at: number
  status: number
  email?: string
}

async function waitForHealth(base: string, alive: () => boolean) {
  for (let i = 0; i < 240; i++) {
    if (!alive()) throw new Error('the server exited during start-up')
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await sleep(500)
  }
  throw new Error('the server did not answer /api/health within 2 minutes')
}

export async function benchDatabaseRestart() {
  const bin = postgresBin()
  if (!bin) throw new Error('initdb and pg_ctl were not found (install PostgreSQL)')
  const buildDir = path.resolve(process.env.WI_BUILD_DIR ?? 'build')
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js')))
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first`)
  const cluster = await temporaryPostgres(bin)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env, DATABASE_URL: cluster.url, LOG_LEVEL: 'warn' }
  try {
    console.log(`PostgreSQL of its own at ${cluster.url}; seeding 5,000 listings…`)
    const seeded = spawn('npm', ['run', 'db:seed', '--', '--listings', '5000'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if ((await new Promise((resolve) => seeded.once('exit', resolve))) !== 0) throw new Error('seeding failed')
    const handle = await openDatabase({ url: cluster.url, poolSize: 2 })
    const searches = (await buildSearches(handle.db)).map((s) => `/api/properties/search?${s.query}`)
    await handle.close()

    const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        SEED_DEMO: 'never',
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const alive = () => server.exitCode === null && server.signalCode === null
    await waitForHealth(base, alive)
    const listing = ((await (await fetch(`${base}/api/properties/search`)).json()) as { data: { id: string }[] })
      .data[0].id

    const answers: Answer[] = []
    let done = false
    let leadNumber = 0
    const record = async (kind: Answer['kind'], url: string, init?: RequestInit, email?: string) => {
      const at = Date.now()
      // 0: no answer at all (the connection failed or the process is gone).
      const status = await fetch(url, init)
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0)
      answers.push({ kind, at, status, email })
    }
    const searchClient = async (offset: number) => {
      for (let i = offset; !done; i += 10) await record('search', base + searches[i % searches.length])
    }
    const leadStream = async () => {
      while (!done) {
        const n = leadNumber++
        const email = `reinicio-${n}@example.com`
        await record(
          'lead',
          `${base}/api/properties/${listing}/messages`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
            body: JSON.stringify({
              name: `Visitante ${n}`,
              email,
              phone: '3001234567',
              message: '¿Sigue disponible?',
              consent: true,
            }),
          },
          email,
        )
        await sleep(100)
      }
    }
    const healthProbe = async () => {
      while (!done) {
        await record('health', `${base}/api/health`)
        await sleep(200)
      }
    }
    const load = Promise.all([...Array.from({ length: 10 }, (_, i) => searchClient(i)), leadStream(), healthProbe()])

    await sleep(4000)
    const stopAt = Date.now()
    await cluster.stop()
    await sleep(Math.max(0, stopAt + OUTAGE_MS - Date.now()))
    await cluster.start()
    const backAt = Date.now()
    await sleep(12_000)
    done = true
    await load

    const during = answers.filter((a) => a.at >= stopAt && a.at < backAt)
    const count = (list: Answer[]) => {
      const out: Record<string, number> = {}
      for (const a of list)
        out[`${a.kind} ${a.status || 'no answer'}`] = (out[`${a.kind} ${a.status || 'no answer'}`] ?? 0) + 1
      return out
    }
    const recovered = (['search', 'lead', 'health'] as const).map((kind) => {
      const after = answers.filter((a) => a.kind === kind && a.at >= backAt)
      const lastBad = after.filter((a) => a.status < 200 || a.status >= 300).at(-1)
      const firstGood = after.find((a) => a.status >= 200 && a.status < 300 && (!lastBad || a.at > lastBad.at))
      return firstGood ? firstGood.at - backAt : NaN
    })
    const accepted = answers.filter((a) => a.kind === 'lead' && a.status >= 200 && a.status < 300).map((a) => a.email!)
    const check = await openDatabase({ url: cluster.url, poolSize: 1 })
    const stored = await queryRows<{ email: string }>(
      check.db,
      sql`select email from leads where email like 'reinicio-%@example.com'`,
    )
    await check.close()
    const storedSet = new Set(stored.map((r) => r.email))

    console.log('')
    console.log(`server process alive afterwards: ${alive() ? 'yes' : 'NO'}`)
    console.log(`downtime (stop requested → start returned): ${((backAt - stopAt) / 1000).toFixed(1)} s`)
    console.log(`answers while down: ${JSON.stringify(count(during))}`)
    console.log(
      `5xx other than 503 in the whole run: ${answers.filter((a) => a.status >= 500 && a.status !== 503).length}`,
    )
    console.log(
      `all 2xx again after the start (search, lead, health): ${recovered.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`,
    )
    console.log(
      `requests in the run: ${answers.length}; leads answered 2xx: ${accepted.length}; of those stored: ${accepted.filter((e) => storedSet.has(e)).length}`,
    )
    server.kill('SIGTERM')
  } finally {
    await cluster.destroy()
  }
}
