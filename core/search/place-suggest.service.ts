/**
 * Place suggestions for the home search box (`GET /api/places/suggest?q=`): every municipality
 * and barrio is held in memory (about 1,100 and a few hundred) with its listing count, read
 * again every few minutes, so a keystroke costs no query.
 */
import { readCache, type ServiceContext } from '#core/shared'
import { readPlaceEntries } from './place-suggest.queries'
import { indexPlace, suggest, type IndexedPlace } from './place-suggest.rules'

const places = readCache<IndexedPlace[]>('place-suggest', { max: 1 })
const FRESH_MS = 5 * 60_000

export async function suggestPlaces(ctx: ServiceContext, query: string, limit = 8): Promise<IndexedPlace[]> {
  const all = await places.get(ctx.db, 'all', async () => (await readPlaceEntries(ctx.db)).map(indexPlace), {
    freshMs: FRESH_MS,
  })
  return suggest(all, query, limit)
}
