/**
 * `npm run bench -- search`: the search under a visitor-like load, in one run against one
 * spawned production server (bench/server-process.ts):
 *
 *   (a) the search API over the distinct mix (bench/search-mix.ts), 20 clients  ← headline
 *   (b) the server-rendered search page over the distinct mix, 20 clients       ← headline
 *   (b') server-rendered listing pages, 3,000 distinct ones reached from the results of searches
 *        of another seed (bench/listing-paths.ts), 20 clients
 *   (c) the search API over the distinct mix, one client at a time
 *   (d) the search API over the old repeated "hot" mix (bench/searches.ts), 20 clients
 *   (e) the static JSON route /api/health, 20 clients
 *
 * The database is first settled (VACUUM ANALYZE, see `settle`), so that a run straight after a
 * seed measures the search and not autovacuum. The distinct targets share one cursor over the mix, so each search is sent once per run
 * until the mix runs out (then it wraps, and the repeats are counted). Every client takes the
 * next search of the cursor (autocannon's own `requests` list would make all 20 clients send
 * the same paths in step). Only a separate small set of searches warms the server up; the hot
 * mix is warmed just before its own target. The read caches' hits and misses come from the
 * server over IPC before and after each target.
 *
 * `npm run bench -- search-check`: 300 valid searches of the mix through the API, each total
 * compared with a count(*) in SQL from the reference filter (core/search/search-filter.sql.ts).
 */
import autocannon, { type Request } from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Executor } from '#db/client'
import { properties } from '#db/schema'
import { parseSearchParams, type SearchFilter } from '#core/search'
import { filterParts, whereAll } from '#core/search/search-filter.sql'
import { listingPathsFromSearches } from './listing-paths'
import { buildSearches } from './searches'
import { describeMix, generateSearchMix, loadMixReference, type MixSearch } from './search-mix'
import { cpuBetween, cpuSnapshot } from './process-cpu'
import { cacheDelta, hitRate, startBenchServer, type BenchServer, type CacheStats } from './server-process'

export interface SearchBenchOptions {
  databaseUrl: string
  port: number
  connections: number
  duration: number
  /** Distinct searches in the mix. */
  count: number
  seed: number
  cold: boolean
}

const API = '/api/properties/search'
const PAGE = '/properties/search'
const HEADERS = { 'accept-language': 'es-CO' }
const withQuery = (prefix: string, query: string) => (query ? `${prefix}?${query}` : prefix)

/** One pass over the distinct mix for the whole run; wraps (and counts repeats) when it runs out. */
class MixCursor {
  private index = 0
  constructor(readonly searches: MixSearch[]) {}
  next(): { search: MixSearch; repeated: boolean } {
    const i = this.index++
    return { search: this.searches[i % this.searches.length], repeated: i >= this.searches.length }
  }
}

interface Measured {
  name: string
  responses: number
  rps: number
  /** Sorted response times (ms) of every response. */
  times: number[]
  ok: number
  expected422: number
  unexpected: Map<number, number>
  errors: number
  sent?: { total: number; repeated: number }
  cache: CacheStats | null
  /** CPU ms per response: the server's processes, and the database's backends (bench/process-cpu.ts). */
  cpu?: { app: number; db: number }
}

type Source =
  | { kind: 'cycle'; paths: string[] }
  | { kind: 'cursor'; cursor: MixCursor; prefix: string }
  /** Each client takes the next path of one shared list (every path once, then it wraps). */
  | { kind: 'each'; paths: string[] }

async function measure(
  server: BenchServer,
  name: string,
  source: Source,
  connections: number,
  duration: number,
  database: string,
): Promise<Measured> {
  const times: number[] = []
  const out: Measured = {
    name,
    responses: 0,
    rps: 0,
    times,
    ok: 0,
    expected422: 0,
    unexpected: new Map(),
    errors: 0,
    cache: null,
  }
  const classify = (status: number, expect: number) => {
    if (status === expect && expect === 422) out.expected422++
    else if (status >= 200 && status < 300 && expect === 200) out.ok++
    else out.unexpected.set(status, (out.unexpected.get(status) ?? 0) + 1)
  }
  let requests: Request[]
  if (source.kind === 'cycle') {
    requests = source.paths.map((path) => ({ method: 'GET', path, onResponse: (status) => classify(status, 200) }))
  } else if (source.kind === 'each') {
    let next = 0
    const paths = source.paths
    requests = [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        onResponse: (status) => classify(status, 200),
      },
    ]
  } else {
    const sent = { total: 0, repeated: 0 }
    out.sent = sent
    requests = [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const { search, repeated } = source.cursor.next()
          sent.total++
          if (repeated) sent.repeated++
          context.expect = search.expect
          return { ...request, path: withQuery(source.prefix, search.query) }
        },
        onResponse: (status, _body, context) => classify(status, context.expect as number),
      },
    ]
  }
  const before = await server.cacheStats()
  const cpuBefore = cpuSnapshot(server.pid, database)
  const instance = autocannon({
    url: server.base,
    connections,
    duration,
    timeout: 120,
    requests,
    headers: HEADERS,
  })
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  const result = await instance
  const cpuAfter = cpuSnapshot(server.pid, database)
  out.cache = cacheDelta(before, await server.cacheStats())
  times.sort((a, b) => a - b)
  out.responses = times.length
  const perResponse = (seconds: number) => (seconds * 1000) / Math.max(1, times.length)
  const cpu = cpuBetween(cpuBefore, cpuAfter)
  out.cpu = { app: perResponse(cpu.app), db: perResponse(cpu.db) }
  out.rps = times.length / duration
  out.errors = result.errors + result.timeouts
  return out
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const isSearchCache = (name: string) => name.startsWith('search')
/** The search caches keyed by the filter (not the catalogue and place names, which always hit). */
const isFilterCache = (name: string) => isSearchCache(name) && name !== 'search-reference'
const pct = (x: number | null) => (x == null ? 'n/a' : `${(x * 100).toFixed(1)} %`)

function report(results: Measured[], statics: Measured) {
  const pad = (s: string | number, w: number) => String(s).padStart(w)
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1))
  console.log('')
  console.log(
    `${'target'.padEnd(40)}${pad('req/s', 8)}${pad('p50', 8)}${pad('p95', 8)}${pad('p97.5', 8)}${pad('p99', 8)}` +
      `${pad('2xx', 8)}${pad('422 ok', 8)}${pad('other', 7)}${pad('errors', 7)}${pad('filter hit', 12)}${pad('search hit', 12)}${pad('all hit', 9)}${pad('/health', 9)}`,
  )
  for (const r of results) {
    const other = [...r.unexpected.values()].reduce((a, b) => a + b, 0)
    console.log(
      `${r.name.padEnd(40)}${pad(r.rps.toFixed(r.rps < 100 ? 1 : 0), 8)}${pad(ms(percentile(r.times, 50)), 8)}` +
        `${pad(ms(percentile(r.times, 95)), 8)}${pad(ms(percentile(r.times, 97.5)), 8)}${pad(ms(percentile(r.times, 99)), 8)}` +
        `${pad(r.ok, 8)}${pad(r.expected422, 8)}${pad(other, 7)}${pad(r.errors, 7)}` +
        `${pad(pct(hitRate(r.cache, isFilterCache)), 12)}${pad(pct(hitRate(r.cache, isSearchCache)), 12)}${pad(pct(hitRate(r.cache)), 9)}` +
        `${pad(r === statics ? '–' : pct(r.rps / statics.rps), 9)}`,
    )
  }
  console.log('')
  console.log('Latencies in ms over every response (the expected 422s included); "/health" is the')
  console.log("target's requests/s as a share of the static route's in the same run; hit rates from the")
  console.log("server's read caches (core/shared/cache.infra.ts) between the start and end of each target:")
  console.log('"search hit" over the caches named search*, "filter hit" over those but search-reference')
  console.log('(catalogue and place names), "all hit" over every cache.')
  for (const r of results) {
    const notes: string[] = []
    if (r.cpu) notes.push(`CPU per response: server ${r.cpu.app.toFixed(2)} ms, database ${r.cpu.db.toFixed(2)} ms`)
    if (r.sent)
      notes.push(
        `${r.sent.total.toLocaleString('en')} searches sent (${(r.sent.total - r.sent.repeated).toLocaleString('en')} distinct, ${r.sent.repeated.toLocaleString('en')} repeated)`,
      )
    if (r.unexpected.size)
      notes.push(`unexpected statuses: ${[...r.unexpected].map(([status, n]) => `${status} ×${n}`).join(', ')}`)
    if (r.cache && Object.keys(r.cache).length)
      notes.push(
        `caches (hits/misses): ${Object.entries(r.cache)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, c]) => `${name} ${c.hits}/${c.misses}`)
          .join(', ')}`,
      )
    if (notes.length) console.log(`  ${r.name.trim()}: ${notes.join('; ')}`)
  }
}

async function publishedCount(db: Executor): Promise<number> {
  const [{ n }] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from properties where status = 'published'`,
  )
  return Number(n)
}

/**
 * VACUUM ANALYZE before measuring, as autovacuum does some minutes after a seed or an import:
 * run straight after `db:seed -- --listings 1000000`, autovacuum working through the new rows
 * and the change log's 1.9M deleted rows took 385 API searches/s down to 298 on the same code.
 */
async function settle(db: Executor): Promise<string> {
  const [{ dead }] = await queryRows<{ dead: string }>(
    db,
    sql`select coalesce(sum(n_dead_tup), 0) as dead from pg_stat_user_tables`,
  )
  const started = performance.now()
  await db.execute(sql`vacuum (analyze)`)
  return `VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s (${Number(dead).toLocaleString('en')} dead rows before)`
}

/** Requests each path once, one at a time (warm-up); throws on a server error. */
async function visit(base: string, paths: string[]) {
  for (const path of paths) {
    const res = await fetch(base + path, { headers: HEADERS, redirect: 'manual' })
    await res.arrayBuffer()
    if (res.status >= 500) throw new Error(`${path} answered ${res.status}`)
  }
}

export async function benchSearch(options: SearchBenchOptions) {
  const { connections, duration } = options
  const handle = await openDatabase({ url: options.databaseUrl })
  const published = await publishedCount(handle.db)
  const settled = await settle(handle.db)
  const ref = await loadMixReference(handle.db)
  const { searches, draws } = generateSearchMix(ref, { count: options.count, seed: options.seed })
  const measured = new Set(searches.map((s) => s.query))
  // Warm-up: searches of another seed that are not in the measured mix.
  const warm = generateSearchMix(ref, { count: 80, seed: options.seed + 1 })
    .searches.filter((s) => !measured.has(s.query))
    .slice(0, 40)
  const hot = await buildSearches(handle.db)
  await handle.close()

  const bad = searches.filter((s) => s.expect === 422).length
  console.log(
    `Database: ${options.databaseUrl.replace(/:[^:@/]*@/, ':***@')} — ${published.toLocaleString('en')} published listings; ${settled}`,
  )
  console.log(
    `Distinct mix: ${searches.length.toLocaleString('en')} searches (seed ${options.seed}, ${draws.toLocaleString('en')} draws; ` +
      `${((bad / searches.length) * 100).toFixed(1)} % must answer 422; docs/bench-search-mix.md). Hot mix: ${hot.length} searches.`,
  )
  console.log(
    `${connections} concurrent clients, ${duration} s per target${options.cold ? ', search index OFF (SEARCH_INDEX=false: every search by SQL)' : ''}`,
  )

  const server = await startBenchServer({
    databaseUrl: options.databaseUrl,
    port: options.port,
    env: options.cold ? { SEARCH_INDEX: 'false' } : {},
  })
  try {
    await visit(server.base, [
      ...warm.map((s) => withQuery(API, s.query)),
      ...warm.map((s) => withQuery(PAGE, s.query)),
      ...Array.from({ length: 50 }, () => '/api/health'),
    ])
    const cursor = new MixCursor(searches)
    const results: Measured[] = []
    const run = async (name: string, source: Source, clients = connections) => {
      process.stdout.write(`  ${name.trim()}…\n`)
      const r = await measure(server, name, source, clients, duration, new URL(options.databaseUrl).pathname.slice(1))
      results.push(r)
      return r
    }
    await run(`search API, distinct ×${connections}`, { kind: 'cursor', cursor, prefix: API })
    await run(`search page (SSR), distinct ×${connections}`, { kind: 'cursor', cursor, prefix: PAGE })
    const listings = await listingPathsFromSearches(server.base, ref, { seed: options.seed + 2, wanted: 3000 })
    console.log(
      `  ${listings.length.toLocaleString('en')} distinct listing pages from the results of another mix's searches`,
    )
    await run(`listing page (SSR), distinct ×${connections}`, { kind: 'each', paths: listings })
    await run('search API, distinct ×1', { kind: 'cursor', cursor, prefix: API }, 1)
    const hotPaths = hot.map((s) => withQuery(API, s.query))
    await visit(server.base, hotPaths)
    await run(`search API, hot (${hot.length} repeated) ×${connections}`, { kind: 'cycle', paths: hotPaths })
    const statics = await run(`static GET /api/health ×${connections}`, { kind: 'cycle', paths: ['/api/health'] })
    report(results, statics)
  } finally {
    server.stop()
  }
}

/** `npm run bench -- search-mix`: the realised shares of the distinct mix. */
export async function describeSearchMix(options: Pick<SearchBenchOptions, 'databaseUrl' | 'count' | 'seed'>) {
  const handle = await openDatabase({ url: options.databaseUrl })
  const ref = await loadMixReference(handle.db)
  await handle.close()
  const { searches, draws } = generateSearchMix(ref, { count: options.count, seed: options.seed })
  console.log(
    `seed ${options.seed}: ${draws.toLocaleString('en')} draws for ${searches.length.toLocaleString('en')} distinct`,
  )
  for (const [name, value] of describeMix(searches)) console.log(`${name.padEnd(22)}${value.padStart(10)}`)
  console.log('\nFirst searches:')
  for (const s of searches.slice(0, 15)) console.log(`  ${s.expect} ${s.query}`)
}

// Exactness -----------------------------------------------------------------------------------

/** The number of listings the reference SQL definition of a search finds. */
async function sqlTotal(db: Executor, query: string): Promise<number> {
  const filter = parseSearchParams(new URLSearchParams(query))
  const count = async (f: SearchFilter) => {
    const [{ n }] = await queryRows<{ n: string }>(
      db,
      sql`select count(*) as n from ${properties} where ${whereAll(filterParts(f))}`,
    )
    return Number(n)
  }
  const total = await count(filter)
  // As the search reads words: when their stems find nothing, every word is read as a prefix.
  return total === 0 && filter.q ? count({ ...filter, textPrefixes: true }) : total
}

export async function checkSearch(
  options: Pick<SearchBenchOptions, 'databaseUrl' | 'port' | 'count' | 'seed'> & { sample: number },
) {
  const handle = await openDatabase({ url: options.databaseUrl })
  const ref = await loadMixReference(handle.db)
  const valid = generateSearchMix(ref, { count: options.count, seed: options.seed }).searches.filter(
    (s) => s.expect === 200,
  )
  const step = Math.max(1, Math.floor(valid.length / options.sample))
  const sample = valid.filter((_, i) => i % step === 0).slice(0, options.sample)
  console.log(
    `Comparing meta.total of ${sample.length} searches of the mix (seed ${options.seed}) with count(*) in SQL on ${(await publishedCount(handle.db)).toLocaleString('en')} published listings`,
  )
  const server = await startBenchServer({ databaseUrl: options.databaseUrl, port: options.port })
  const mismatches: string[] = []
  let done = 0
  const started = performance.now()
  try {
    let next = 0
    const worker = async () => {
      while (next < sample.length) {
        const search = sample[next++]
        const res = await fetch(server.base + withQuery(API, search.query), { headers: HEADERS })
        const body = (await res.json()) as { meta?: { total?: number } }
        const expected = await sqlTotal(handle.db, search.query)
        const total = body.meta?.total
        if (res.status !== 200 || total !== expected)
          mismatches.push(`  ${res.status} API total ${total ?? '–'}, SQL ${expected}: ?${search.query}`)
        if (++done % 50 === 0) console.log(`  ${done}/${sample.length}`)
      }
    }
    await Promise.all([worker(), worker(), worker()])
  } finally {
    server.stop()
    await handle.close()
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  if (mismatches.length) {
    console.log(`${mismatches.length} of ${sample.length} searches differ (${seconds} s):`)
    for (const line of mismatches) console.log(line)
    process.exitCode = 1
  } else console.log(`All ${sample.length} totals equal count(*) in SQL (${seconds} s).`)
}
