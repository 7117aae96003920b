/**
 * `npm run bench -- drills [--json]` (issue 34): failure drills on the local cluster
 * (`npm run cluster -- up --hosts 3` first), each under the steady mixed load of load.ts through
 * HAProxy. One row per drill: requests, failed (no answer, or 5xx), retried (HAProxy's count of
 * requests it sent again), lost (leads answered 2xx and not in the database), recovery_s, and
 * where they apply failed_gets, in_flight_writes and detected_s; `jobs_exactly_once` adds the
 * mail counted at its SMTP sink (jobs-drill.ts), `freshness` the delays of search on the other
 * hosts (freshness-drill.ts). Each row says whether issue 34's goal held (`goal`, goals.ts); the
 * table printed at the end keeps the counts every drill has and that verdict.
 */
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Database } from '#db/client'
import { databaseUrl } from '../../scripts/cluster/app-hosts'
import {
  type Cluster,
  cutFromDatabases,
  readCluster,
  retriesSoFar,
  startDatabase,
  startHost,
  stopDatabase,
  stopHost,
  untilInRotation,
  untilStandbyReads,
} from './cluster-control'
import { measureFreshness } from './freshness-drill'
import { goalOf, summary } from './goals'
import { startJobsDrill } from './jobs-drill'
import { type Answer, startLoad } from './load'

export interface DrillRow {
  drill: string
  requests: number
  failed: number
  retried: number
  lost: number
  recovery_s: number
  failed_gets?: number
  in_flight_writes?: number
  detected_s?: number
  duplicates?: number
  /** E-mails queued in the outbox that never reached the sink (jobs_exactly_once). */
  lost_emails?: number
  /** The failed answers by status (0: no answer). */
  failed_statuses?: Record<string, number>
  /** Failures outside the fault's own window (the primary restart: while it was down). */
  failed_outside?: number
  /** Whether issue 34's goal for the drill held ("met"), or what missed it (goals.ts). */
  goal?: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => Math.round(ms / 100) / 10
const failed = (a: Answer) => a.status === 0 || a.status >= 500

interface Workload {
  searches: string[]
  listings: { id: string; path: string }[]
}

/** Runs `fault` under load: 4 s before, the fault, 4 s after; the row's counts from the answers. */
async function underLoad(
  cluster: Cluster,
  db: Database,
  work: Workload,
  drill: string,
  fault: (load: { stamp: string }) => Promise<Partial<DrillRow> & { recovery_s: number; window?: [number, number] }>,
): Promise<DrillRow> {
  const retriedBefore = await retriesSoFar()
  const load = startLoad({ port: cluster.state.port, ...work })
  await sleep(4000)
  const { window, ...outcome } = await fault(load)
  await sleep(4000)
  const answers = await load.stop()
  const accepted = answers.filter((a) => a.kind === 'lead' && a.status >= 200 && a.status < 300).map((a) => a.email!)
  const stored = new Set(
    (
      await queryRows<{ email: string }>(db, sql`select email from leads where email like ${`drill-${load.stamp}-%`}`)
    ).map((r) => r.email),
  )
  return {
    drill,
    requests: answers.length,
    failed: answers.filter(failed).length,
    retried: (await retriesSoFar()) - retriedBefore,
    lost: accepted.filter((email) => !stored.has(email)).length,
    failed_gets: answers.filter((a) => a.method === 'GET' && failed(a)).length,
    in_flight_writes: answers.filter((a) => a.method === 'POST' && failed(a)).length,
    failed_statuses: answers.filter(failed).reduce<Record<string, number>>((counts, a) => {
      counts[a.status] = (counts[a.status] ?? 0) + 1
      return counts
    }, {}),
    ...(window && {
      failed_outside: answers.filter((a) => failed(a) && (a.at < window[0] || a.at > window[1])).length,
    }),
    ...outcome,
  }
}

export async function runDrills(options: { json: boolean; only?: string[] }) {
  const cluster = readCluster()
  const handle = await openDatabase({ url: databaseUrl(cluster.secrets), poolSize: 2 })
  const work = await loadWorkload(cluster)
  const rows: DrillRow[] = []
  const wanted = (drill: string) => !options.only || options.only.includes(drill)
  const report = async (pending: Promise<DrillRow> | false) => {
    if (!pending) return
    const measured = await pending
    const row = { ...measured, goal: goalOf(measured) }
    rows.push(row)
    if (options.json) console.log(JSON.stringify(row))
    else console.log(`${row.drill}: ${JSON.stringify(row)}`)
  }
  try {
    await report(
      wanted('kill_host') &&
        underLoad(cluster, handle.db, work, 'kill_host', async () => {
          const killedAt = Date.now()
          await stopHost(cluster, 2, 'SIGKILL')
          await untilInRotation('app2', 'DOWN')
          const detected = Date.now() - killedAt
          await startHost(cluster, 2)
          return { recovery_s: seconds(Date.now() - killedAt), detected_s: seconds(detected) }
        }),
    )
    await report(
      wanted('rolling_restart') &&
        underLoad(cluster, handle.db, work, 'rolling_restart', async () => {
          const started = Date.now()
          for (let n = 1; n <= cluster.state.hosts; n++) {
            await stopHost(cluster, n, 'SIGTERM')
            await startHost(cluster, n)
          }
          return { recovery_s: seconds(Date.now() - started) }
        }),
    )
    await report(
      wanted('replica_down') &&
        underLoad(cluster, handle.db, work, 'replica_down', async () => {
          stopDatabase('replica')
          await sleep(30_000)
          const restarted = Date.now()
          startDatabase('replica')
          // Recovered once every host reads the standby again (not merely once it runs).
          await untilStandbyReads(cluster, restarted)
          return { recovery_s: seconds(Date.now() - restarted) }
        }),
    )
    await report(
      wanted('primary_restart') &&
        underLoad(cluster, handle.db, work, 'primary_restart', async () => {
          const down = Date.now()
          stopDatabase('primary')
          await sleep(2000)
          startDatabase('primary')
          const back = Date.now()
          await untilAnswers(cluster)
          // Requests sent while it was down may be answered up to a second after it is back.
          return { recovery_s: seconds(Date.now() - back), window: [down, back + 1000] }
        }),
    )
    await report(
      wanted('partition') &&
        underLoad(cluster, handle.db, work, 'partition', async () => {
          const cutAt = Date.now()
          cutFromDatabases(3, true)
          await untilInRotation('app3', 'DOWN', 30_000)
          const detected = Date.now() - cutAt
          cutFromDatabases(3, false)
          await untilInRotation('app3', 'UP', 60_000)
          return { recovery_s: seconds(detected), detected_s: seconds(detected) }
        }),
    )
    await report(
      wanted('jobs_exactly_once') &&
        (async () => {
          const jobs = await startJobsDrill(cluster, handle.db)
          try {
            let stamp = ''
            const row = await underLoad(cluster, handle.db, work, 'jobs_exactly_once', async (load) => {
              stamp = load.stamp
              await jobs.run()
              return { recovery_s: 0 }
            })
            return { ...row, ...(await jobs.count(stamp)) }
          } finally {
            await jobs.close()
          }
        })(),
    )
    await report(
      wanted('freshness') && underLoad(cluster, handle.db, work, 'freshness', () => measureFreshness(cluster)),
    )
  } finally {
    await handle.close()
  }
  if (!options.json) console.table(summary(rows))
  return rows
}

/** Distinct searches and listing pages, as the cluster's own search answers them. */
async function loadWorkload(cluster: Cluster): Promise<Workload> {
  const base = `http://127.0.0.1:${cluster.state.port}`
  const searches: string[] = []
  const listings: Workload['listings'] = []
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(`${base}/api/properties/search?page=${page}`)
    const body = (await res.json()) as { data: { id: string; url: string }[] }
    for (const item of body.data) listings.push({ id: item.id, path: new URL(item.url).pathname })
  }
  for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc'])
    for (let page = 1; page <= 10; page++) searches.push(`sort=${sort}&page=${page}`)
  return { searches, listings }
}

/** Until a search through HAProxy answers 200 again. */
async function untilAnswers(cluster: Cluster) {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${cluster.state.port}/api/properties/search?page=2`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
}
