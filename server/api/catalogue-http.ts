/** Shared bits of the read-only catalogue endpoints (places, property types, features). */
import type { Context } from 'hono'

/** Catalogues change only when an operator edits them: browsers and CDNs may keep them an hour. */
export const CATALOGUE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

export function cacheCatalogue(c: Context) {
  c.header('Cache-Control', CATALOGUE_CACHE)
  c.header('Vary', 'Accept-Language')
}
