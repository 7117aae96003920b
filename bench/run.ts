/**
 * Benchmarks (never part of the test run's pass/fail):
 *
 *   npm run bench -- search [--duration 20] [--connections 20] [--count 20000] [--seed 12] [--cold] [--port 3190]
 *   npm run bench -- search-check [--sample 300]   (API totals against count(*) in SQL)
 *   npm run bench -- search-mix                    (the realised shares of the distinct mix)
 *   npm run bench -- memory                        (resident memory with and without the search index)
 *   npm run bench -- explain [--out docs/search-explain.md]
 *   npm run bench -- lighthouse   (mobile Lighthouse on four page types, median of 5; see bench/lighthouse.ts)
 *   npm run bench -- lighthouse-why URL   (one run: the LCP element and phases, layout shifts, long tasks)
 *   npm run bench -- page-scripts [--chunks]   (first-load JS per page: framework KB / own KB, gzip)
 *   npm run bench -- db-restart   (PostgreSQL stopped 6 s under load; see bench/db-restart.ts)
 *   npm run bench -- import [--rows 5000]   (a CSV import through an integration key; see bench/import-bench.ts)
 *   npm run bench -- bulk-update [--sizes 2000,4000,8000] [--explain]   (one statement updating N listings; see bench/bulk-update-bench.ts)
 *   npm run bench -- feed [whole-file] [full] [change]   (the homes feed, each step or all; see bench/feed-bench.ts)
 *   npm run bench -- request-files [--runs 40]   (product files a search page and a publish enter; see bench/request-files.ts)
 *   npm run bench -- project-search [--count 2000] [--connections 20] [--sql-indexes]   (project search, SQL against the index; see bench/project-search-bench.ts)
 *   npm run bench -- photo-hash [--hashes 5000000] [--lookups 1000] [--keep]   (reused-photo lookups among 5M hashes in a scratch database; see bench/photo-hash.ts)
 *   npm run bench -- fraud-demo                                (each fraud signal's precision and recall on the demo's planted cases; bench/fraud-demo.ts)
 *   npm run bench -- drills [--json] [--only kill_host,partition]   (failure drills on the local cluster, `npm run cluster -- up` first; bench/drills/drills.ts)
 *
 * `search` starts the production server (`npm run build` first; WI_BUILD_DIR is honoured) as a
 * child process over BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wi_bench,
 * seeded with `npm run db:seed -- --listings 1000000`) and drives it with autocannon, in one
 * run: the search API and the server-rendered search page over at least 10,000 DISTINCT
 * searches drawn like visitors' (the headline figures; the distribution is documented in
 * docs/bench-search-mix.md, the generator is bench/search-mix.ts), the API over the same
 * distinct searches one client at a time, the API over the old repeated "hot" mix
 * (bench/searches.ts), and the static route /api/health. It prints p50/p95/p97.5/p99,
 * requests/s, expected 422s apart from unexpected statuses, each target's share of the static
 * route's requests/s, and the hit rate of the server's read caches per target (asked over IPC:
 * server/index.ts answers `cache-stats`). `--cold` answers every search by SQL alone
 * (SEARCH_INDEX=false), the design the index replaced. Details: bench/search-bench.ts.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '#db/client'
import { explainSearches } from './explain'
import { benchSearch, checkSearch, describeSearchMix } from './search-bench'
import { buildSearches } from './searches'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3190' },
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '12' },
    sample: { type: 'string', default: '300' },
    cold: { type: 'boolean', default: false },
    out: { type: 'string' },
    rows: { type: 'string', default: '5000' },
    sizes: { type: 'string', default: '2000,4000,8000' },
    explain: { type: 'boolean', default: false },
    runs: { type: 'string', default: '40' },
    'sql-indexes': { type: 'boolean', default: false },
    hashes: { type: 'string', default: '5000000' },
    lookups: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    only: { type: 'string' },
    chunks: { type: 'boolean', default: false },
  },
})

const command = positionals[0] ?? 'search'
const processEnv = process.env
const databaseUrl = processEnv.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wi_bench'
const mix = { databaseUrl, count: Number(values.count), seed: Number(values.seed) }

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
    `(\`npm run db:seed -- --listings 1000000\`), ${version.split(',')[0]}. Searches are answered by`,
    'the in-process index (ADR 0013); these are the statements of the SQL reading, which answers while',
    'the index is first built and with SEARCH_INDEX=false: the page of 24 results and one grouped scan',
    'for the total and the four facets. The figures below are those of `npm run bench -- search`.',
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
    '',
    'The page of results takes a few milliseconds: it walks an index in the requested order and',
    'stops after 24 rows. The count and facet scan is the expensive part (it visits every row that',
    'passes the filters other than the facets, e.g. every rental in Antioquia when a visitor looks',
    'at Envigado, so that the municipality facet can say how many each neighbour would give): 100–1,000',
    'ms on 1,000,000 listings, which is why searches count with the in-process index instead (ADR 0013).',
    '',
    body,
  ].join('\n')
  if (values.out) {
    fs.writeFileSync(values.out, doc)
    console.log(`written ${values.out}`)
  } else console.log(doc)
}

if (command === 'search')
  await benchSearch({
    ...mix,
    port: Number(values.port),
    connections: Number(values.connections),
    duration: Number(values.duration),
    cold: values.cold,
  })
else if (command === 'search-check')
  await checkSearch({ ...mix, port: Number(values.port), sample: Number(values.sample) })
else if (command === 'search-mix') await describeSearchMix(mix)
else if (command === 'memory') await (await import('./memory')).benchMemory({ databaseUrl, port: Number(values.port) })
else if (command === 'explain') await benchExplain()
else if (command === 'lighthouse') await (await import('./lighthouse')).runLighthouse()
else if (command === 'page-scripts')
  await (await import('./page-scripts')).measurePageScripts({ chunks: values.chunks })
else if (command === 'lighthouse-why') await (await import('./lighthouse-why')).explainLighthouse(positionals[1])
else if (command === 'db-restart') await (await import('./db-restart')).benchDatabaseRestart()
else if (command === 'import')
  await (
    await import('./import-bench')
  ).benchImport({ databaseUrl, port: Number(values.port), rows: Number(values.rows) })
else if (command === 'bulk-update')
  await (
    await import('./bulk-update-bench')
  ).benchBulkUpdate({ databaseUrl, rows: values.sizes.split(',').map(Number), explain: values.explain })
else if (command === 'feed') await (await import('./feed-bench')).benchFeed(databaseUrl, positionals.slice(1))
else if (command === 'request-files') await (await import('./request-files')).measureRequestFiles(Number(values.runs))
else if (command === 'photo-hash')
  await (
    await import('./photo-hash')
  ).benchPhotoHash({ databaseUrl, rows: Number(values.hashes), count: Number(values.lookups), keep: values.keep })
else if (command === 'fraud-demo')
  await (
    await import('./fraud-demo')
  ).benchFraudDemo({
    password: processEnv.DEMO_PASSWORD ?? 'demo-password-1',
    listings: Number(processEnv.BENCH_DEMO_LISTINGS ?? 2400),
  })
else if (command === 'drills')
  await (await import('./drills/drills')).runDrills({ json: values.json, only: values.only?.split(',') })
else if (command === 'project-search')
  await (
    await import('./project-search-bench')
  ).benchProjectSearch({
    databaseUrl,
    count: processEnv.BENCH_COUNT ? Number(processEnv.BENCH_COUNT) : Math.min(Number(values.count), 2000),
    seed: Number(values.seed),
    connections: Number(values.connections),
    sqlIndexes: values['sql-indexes'],
  })
else {
  console.error(
    `Unknown benchmark "${command}". Use: npm run bench -- search | search-check | search-mix | memory | explain | lighthouse | lighthouse-why | page-scripts | db-restart | import | bulk-update | feed | request-files | project-search | photo-hash | fraud-demo | drills`,
  )
  process.exit(1)
}
