/**
 * Benchmarks (never part of the test run's pass/fail):
 *
 *   npm run bench -- search [--duration 20] [--connections 20] [--cold] [--port 3190]
 *   npm run bench -- explain [--out docs/search-explain.md]
 *   npm run bench -- lighthouse   (mobile Lighthouse, median of 3; see bench/lighthouse.ts)
 *   npm run bench -- db-restart   (PostgreSQL stopped 6 s under load; see bench/db-restart.ts)
 *
 * `search` starts the production server (`npm run build` first; WI_BUILD_DIR is honoured)
 * as a child process over BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wi_bench,
 * seeded with `npm run db:seed -- --listings 1000000`), then drives it with autocannon at
 * 20 concurrent clients: the search API over a mix of realistic searches, the
 * server-rendered search page over the same mix, and the static JSON route /api/health,
 * one after the other in the same run. It prints p50/p95/p99 latency and requests/s, and
 * the API's share of the static route's requests/s. `--cold` turns the count and page caches off
 * (SEARCH_CACHE_SECONDS=0) to measure every search counted from scratch.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../db/client'
import { explainSearches } from './explain'
import { buildSearches, type NamedSearch } from './searches'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3190' },
    cold: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
})

const command = positionals[0] ?? 'search'
const processEnv = process.env
const databaseUrl = processEnv.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wi_bench'

interface Stats {
  name: string
  requests: number
  errors: number
  non2xx: number
  rps: number
  p50: number
  p95: number
  p99: number
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function measure(
  name: string,
  base: string,
  paths: string[],
  connections: number,
  duration: number,
): Promise<Stats> {
  const times: number[] = []
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
    headers: { 'accept-language': 'es-CO' },
  })
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  )
  const result = await instance
  times.sort((a, b) => a - b)
  return {
    name,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rps: result.requests.total / duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  }
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode != null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${base}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not answer /api/health within 2 minutes')
}

async function benchSearch() {
  const connections = Number(values.connections)
  const duration = Number(values.duration)
  const port = Number(values.port)
  const base = `http://127.0.0.1:${port}`
  const buildDir = path.resolve(processEnv.WI_BUILD_DIR ?? 'build')
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js')))
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first`)

  const handle = await openDatabase({ url: databaseUrl })
  const [{ n }] = await queryRows<{ n: string }>(
    handle.db,
    sql`select count(*) as n from properties where status = 'published'`,
  )
  const searches: NamedSearch[] = await buildSearches(handle.db)
  await handle.close()
  console.log(
    `Database: ${databaseUrl.replace(/:[^:@/]*@/, ':***@')} — ${Number(n).toLocaleString('en')} published listings`,
  )
  console.log(
    `${searches.length} searches, ${connections} concurrent clients, ${duration} s per target${values.cold ? ', count and page caches OFF' : ', count cache 30 s, page cache 5 s'}`,
  )

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...processEnv,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      SEARCH_CACHE_SECONDS: values.cold ? '0' : (processEnv.SEARCH_CACHE_SECONDS ?? '30'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitForHealth(base, child)
    const apiPaths = searches.map((s) => `/api/properties/search?${s.query}`)
    const pagePaths = searches.map((s) => `/properties/search?${s.query}`)
    // Every search answers (and the JIT and the pool warm up) before measuring.
    for (const p of [...apiPaths, ...pagePaths]) {
      const res = await fetch(base + p)
      if (!res.ok) throw new Error(`${p} answered ${res.status}`)
      await res.arrayBuffer()
    }
    const results: Stats[] = []
    results.push(await measure('search API   GET /api/properties/search', base, apiPaths, connections, duration))
    results.push(await measure('search page  GET /properties/search (SSR)', base, pagePaths, connections, duration))
    results.push(await measure('static JSON  GET /api/health', base, ['/api/health'], connections, duration))

    const pad = (s: string | number, w: number) => String(s).padStart(w)
    console.log('')
    console.log(
      `${'target'.padEnd(44)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('errors', 8)}${pad('non-2xx', 9)}`,
    )
    for (const r of results) {
      console.log(
        `${r.name.padEnd(44)}${pad(r.rps.toFixed(0), 9)}${pad(r.p50.toFixed(1), 9)}${pad(r.p95.toFixed(1), 9)}${pad(r.p99.toFixed(1), 9)}${pad(r.requests, 10)}${pad(r.errors, 8)}${pad(r.non2xx, 9)}`,
      )
    }
    const [api, page, statics] = results
    console.log('')
    console.log(`search API / static route requests/s: ${((api.rps / statics.rps) * 100).toFixed(1)} %`)
    console.log(`search page / static route requests/s: ${((page.rps / statics.rps) * 100).toFixed(1)} %`)
  } finally {
    child.kill('SIGTERM')
  }
}

async function benchExplain() {
  const handle = await openDatabase({ url: databaseUrl })
  const searches = (await buildSearches(handle.db)).slice(0, 5)
  const [{ n }] = await queryRows<{ n: string }>(
    handle.db,
    sql`select count(*) as n from properties where status = 'published'`,
  )
  const [{ version }] = await queryRows<{ version: string }>(handle.db, sql`select version()`)
  const body = await explainSearches(handle.db, searches)
  await handle.close()
  // The measured figures (written by hand after `npm run bench -- search`) survive regeneration.
  const previous = values.out && fs.existsSync(values.out) ? fs.readFileSync(values.out, 'utf8') : ''
  const figures =
    /<!-- figures -->[\s\S]*?<!-- \/figures -->/.exec(previous)?.[0] ?? '<!-- figures -->\n<!-- /figures -->'
  const doc = [
    '# EXPLAIN of the five commonest searches',
    '',
    `Generated by \`npm run bench -- explain\` on ${Number(n).toLocaleString('en')} published listings`,
    `(\`npm run db:seed -- --listings 1000000\`), ${version.split(',')[0]}. Each search runs two`,
    'statements: the page of 24 results, and the total with the four facets — summed from the',
    '`search_counts` summary table when the search filters only by its dimensions (agency, department,',
    'municipality, type, rent/sale, estrato, bedrooms ≤ 5; migration 0006, kept exact by statement',
    'triggers on properties), otherwise one grouped scan of the listings. Totals and facets are reused',
    'for SEARCH_CACHE_SECONDS (30) and pages of results for PAGE_CACHE_SECONDS (5), both served stale',
    'while one fresh read runs (core/search/search.service.ts).',
    '',
    figures,
    '',
    'Indexes the plans use (all partial on published listings; migrations 0000–0007):',
    '',
    '| Index | Serves |',
    '|---|---|',
    '| `properties_pub_municipality_type_idx` (municipality, type, published_at desc) | a place and a type, newest or most relevant first |',
    '| `properties_pub_municipality_rent_idx` / `_sale_idx` (municipality, price) | price ranges and price order within a place, either direction |',
    '| `properties_pub_municipality_monthly_idx`, `_rent_m2_idx`, `_sale_m2_idx` | "menor total mensual" and "menor precio por m²" within a place |',
    '| `properties_pub_sector_newest_idx`, `properties_pub_department_published_idx`, `properties_pub_type_published_idx` | a barrio, a department or a type, newest first |',
    '| `properties_pub_facets_idx` (department, municipality, type) INCLUDE (prices, stratum, rooms, …, id) | the count and facet scan as an index-only scan (81 MB instead of the 1.4 GB table), joined by id to `property_features_feature_property_idx` (feature, listing) for a feature filter |',
    '| `properties_search_vector_idx` (GIN) | the text query: complete words (ending in a vowel or s) match their stem exactly, other words as prefixes; when that finds nothing ("aparta"), the search is read again with every word as a prefix; relevance is ranked within the first 1,000 matches |',
    '| `search_counts_key` (unique, on the summary table) | keeps the summary exact (trigger upserts) |',
    '',
    'The page of results takes a few milliseconds: it walks an index in the requested order and',
    'stops after 24 rows. The count and facet scan is the expensive part (it visits every row that',
    'passes the filters other than the facets, e.g. every rental in Antioquia when a visitor looks',
    'at Envigado, so that the municipality facet can say how many each neighbour would give): 100–1,000',
    'ms on 1,000,000 listings. The summary table answers the same question in 2–10 ms for the searches',
    'that use only its dimensions; the others (price, area, rooms other than bedrooms, features, barrio,',
    'text) still scan, once per filter, and are then served from the cache.',
    '',
    body,
  ].join('\n')
  if (values.out) {
    fs.writeFileSync(values.out, doc)
    console.log(`written ${values.out}`)
  } else console.log(doc)
}

if (command === 'search') await benchSearch()
else if (command === 'explain') await benchExplain()
else if (command === 'lighthouse') await (await import('./lighthouse')).runLighthouse()
else if (command === 'db-restart') await (await import('./db-restart')).benchDatabaseRestart()
else {
  console.error(`Unknown benchmark "${command}". Use: npm run bench -- search | explain | lighthouse | db-restart`)
  process.exit(1)
}
