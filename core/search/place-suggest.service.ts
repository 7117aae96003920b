/**
 * Place suggestions for the home search box (`GET /api/places/suggest?q=`): every municipality
 * and barrio is held in memory (about 1,100 and a few hundred) with its listing count, read
 * again every few minutes, so a keystroke costs no query.
 */
import { readCache, type ServiceContext } from '#core/shared'
import { readPlaceEntries } from './place-suggest.queries'
import { bestMatch, indexPlace, MIN_QUERY_LENGTH, suggest, type IndexedPlace } from './place-suggest.rules'

const places = readCache<IndexedPlace[]>('place-suggest', { max: 1 })
const FRESH_MS = 5 * 60_000
/** Past its five minutes the list still answers (for an hour) while it is read again. */
const STALE_MS = 60 * 60_000

export async function suggestPlaces(ctx: ServiceContext, query: string, limit = 8): Promise<IndexedPlace[]> {
  const all = await places.get(ctx.db, 'all', async () => (await readPlaceEntries(ctx.db)).map(indexPlace), {
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
  })
  return suggest(all, query, limit)
}

/** The place typed words name (the home box without a choice): a name match only, or null. */
export async function bestPlaceFor(ctx: ServiceContext, query: string): Promise<IndexedPlace | null> {
  if (query.trim().length < MIN_QUERY_LENGTH) return null
  const all = await places.get(ctx.db, 'all', async () => (await readPlaceEntries(ctx.db)).map(indexPlace), {
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
  })
  return bestMatch(all, query)
}
