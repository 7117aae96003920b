/**
 * `npm run bench -- feed`: the homes feed at the size of BENCH_DATABASE_URL (1M listings), each
 * step in a process of its own so that its peak resident memory (maxRSS) is its own:
 * - whole-file: the design before ADR 0026, the whole feed streamed into one gzip file (in a child
 *   process with a 384 MB heap, as the hourly job did);
 * - full: every segment written (the first build, in the same kind of child process);
 * - change: in a process with the server's heap, one listing withdrawn and published again, each
 *   followed by the job's next run (the segments of the change log), then the whole feed read from
 *   the segments as a request does, to check the change is there.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Executor } from '#db/client'
import { feedGzipStream, gunzipStream, syncFeed } from '#core/seo'
import { trovitFeed } from '#core/seo/feed.service'

const ORIGIN = 'https://wi.example'
type Result = Record<string, number | string | boolean>

const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024)
/** User and system time of this process: the machine is shared, wall time depends on the others. */
const cpuMs = () => {
  const { userCPUTime, systemCPUTime } = process.resourceUsage()
  return Math.round((userCPUTime + systemCPUTime) / 1000)
}
const since = (started: number) => Math.round(performance.now() - started)

async function wholeFile(db: Executor): Promise<Result> {
  const file = path.join(os.tmpdir(), `wi-feed-bench-${process.pid}.xml.gz`)
  const started = performance.now()
  await pipeline(
    Readable.from(trovitFeed(db, { customerId: null }, ORIGIN)),
    zlib.createGzip(),
    fs.createWriteStream(file),
  )
  const result = { ms: since(started), cpuMs: cpuMs(), gzipBytes: fs.statSync(file).size, maxRssMb: maxRssMb() }
  fs.rmSync(file)
  return result
}

async function full(db: Executor): Promise<Result> {
  await db.execute(sql`delete from feed_state`)
  const run = await syncFeed(db, { origin: ORIGIN })
  if (!run.ran) throw new Error('the feed was claimed by another process')
  const [size] = await queryRows<{ bytes: string; n: string }>(
    db,
    sql`select sum(length(body))::text as bytes, count(*)::text as n from feed_segments`,
  )
  return { ms: run.ms, cpuMs: cpuMs(), segments: Number(size.n), gzipBytes: Number(size.bytes), maxRssMb: maxRssMb() }
}

/** Reads the whole feed as a request does; its XML size and whether it holds `code`. */
async function readFeed(db: Executor, code: string) {
  const started = performance.now()
  let bytes = 0
  let tail = ''
  let found = false
  const needle = `<id>${code}</id>`
  const decoder = new TextDecoder()
  for await (const chunk of gunzipStream(feedGzipStream(db)) as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length
    const text = tail + decoder.decode(chunk, { stream: true })
    if (text.includes(needle)) found = true
    tail = text.slice(-needle.length)
  }
  return { ms: since(started), bytes, found }
}

async function change(db: Executor): Promise<Result> {
  await syncFeed(db, { origin: ORIGIN })
  const [listing] = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from properties where status = 'published' order by id desc offset 1000 limit 1`,
  )
  await db.execute(sql`update properties set status = 'inactive' where id = ${listing.id}`)
  const withdrawn = await syncFeed(db, { origin: ORIGIN })
  const afterWithdrawal = await readFeed(db, listing.code)
  await db.execute(sql`update properties set status = 'published' where id = ${listing.id}`)
  const published = await syncFeed(db, { origin: ORIGIN })
  const afterPublication = await readFeed(db, listing.code)
  if (!withdrawn.ran || !published.ran) throw new Error('the feed was claimed by another process')
  return {
    withdrawMs: withdrawn.ms,
    withdrawSegments: withdrawn.segments,
    goneFromFeed: !afterWithdrawal.found,
    publishMs: published.ms,
    backInFeed: afterPublication.found,
    readWholeFeedMs: afterPublication.ms,
    cpuMs: cpuMs(),
    xmlBytes: afterPublication.bytes,
    maxRssMb: maxRssMb(),
  }
}

const steps = { 'whole-file': wholeFile, full, change }
type Step = keyof typeof steps

function runStep(step: Step, databaseUrl: string, heapMb: number | null): Promise<Result> {
  const execArgv = [...process.execArgv, ...(heapMb ? [`--max-old-space-size=${heapMb}`] : [])]
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  child.send({ step, databaseUrl })
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as Result))
    child.once('exit', (code) => (code ? reject(new Error(`${step} ended with ${code}`)) : undefined))
  })
}

export async function benchFeed(databaseUrl: string, only: string[] = []) {
  const [{ n }] = await (async () => {
    const handle = await openDatabase({ url: databaseUrl, poolSize: 1 })
    try {
      return await queryRows<{ n: string }>(
        handle.db,
        sql`select count(*)::text as n from properties where status = 'published'`,
      )
    } finally {
      await handle.close()
    }
  })()
  console.log(`homes feed of ${Number(n).toLocaleString('en')} published listings, ${os.availableParallelism()} cores`)
  for (const [step, heap] of [
    ['whole-file', 384],
    ['full', 384],
    ['change', null],
  ] as const)
    if (!only.length || only.includes(step)) console.log(step, JSON.stringify(await runStep(step, databaseUrl, heap)))
}

if (process.send) {
  process.once('message', async (message: { step: Step; databaseUrl: string }) => {
    const handle = await openDatabase({ url: message.databaseUrl, poolSize: 2 })
    try {
      process.send!(await steps[message.step](handle.db))
    } finally {
      await handle.close()
      process.disconnect()
    }
  })
}
