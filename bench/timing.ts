/**
 * `npx tsx bench/timing.ts [name]`: wall-clock time of each benchmark search's statements on the
 * benchmark database, one at a time (median of 3), to find the slow ones.
 */
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../db/client'
import { countsFromSummary, facetsQuery, searchPageQuery, summaryFacetsQuery } from '#core/search/search.queries'
import { parseSearchParams } from '#core/search/search.schemas'
import { buildSearches } from './searches'

const handle = await openDatabase({
  url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wi_bench',
})
const db = handle.db
const only = process.argv[2]
const searches = await buildSearches(db)
async function time(run: () => Promise<unknown>, n = 3) {
  const t: number[] = []
  for (let i = 0; i < n; i++) {
    const s = performance.now()
    await run()
    t.push(performance.now() - s)
  }
  return t.sort((a, b) => a - b)[Math.floor(n / 2)]
}
for (const s of searches) {
  if (only && !s.name.includes(only)) continue
  const filter = parseSearchParams(new URLSearchParams(s.query))
  const page = await time(() => searchPageQuery(db, filter))
  const facets = process.env.NO_FACETS
    ? NaN
    : await time(() => queryRows(db, countsFromSummary(filter) ? summaryFacetsQuery(filter) : facetsQuery(filter)), 1)
  console.log(`${page.toFixed(1).padStart(8)} ${facets.toFixed(1).padStart(8)}  ${s.name}`)
}
void sql
await handle.close()
