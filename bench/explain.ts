/**
 * `npm run bench -- explain`: EXPLAIN (ANALYZE, BUFFERS) of the five commonest searches on
 * the benchmark database, the page query and the facet scan of each, as Markdown
 * (docs/search-explain.md is its output on 1,000,000 listings).
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { facetsQuery, searchPageQuery } from '#core/search/search.queries'
import { parseSearchParams } from '#core/search/search.schemas'
import type { NamedSearch } from './searches'

export async function explainSearches(db: Executor, searches: NamedSearch[]): Promise<string> {
  const out: string[] = []
  for (const search of searches) {
    const filter = parseSearchParams(new URLSearchParams(search.query))
    out.push(`## ${search.name}`, '', '`/properties/search?' + search.query + '`', '')
    for (const [label, query] of [
      ['Page of 24 results', sql`${searchPageQuery(db, filter)}`],
      ['Total and facets (one scan: what SQL answers while the index is first built)', facetsQuery(filter)],
    ] as const) {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers, costs off) ${query}`)
      out.push(`### ${label}`, '', '```', ...rows.map((r) => r['QUERY PLAN']), '```', '')
    }
  }
  return out.join('\n')
}
