/**
 * The sitemap documents. The index and the landings list are cached in memory for a few
 * minutes (each needs a pass over the catalogue); a listings chunk is one indexed page of
 * SITEMAP_CHUNK_SIZE rows. Every published listing appears in exactly one chunk.
 */
import type { Executor } from '../../db/client'
import { readCache, encodeId, encodeOperation, type Operation } from '#core/shared'
import { defaultOperation, listingPath, operationsOf } from '#core/listings'
import { listingChunkCount, sitemapIndexXml, SITEMAP_CHUNK_SIZE, urlSetXml, LANDINGS_CHUNK } from './sitemap.view'
import { countPublishedListings, listLandingCombinations, listSitemapListings } from './sitemap.queries'

const CACHE_MS = 5 * 60_000
const cache = readCache<string>('sitemaps', { max: 100 })

const cached = (db: Executor, key: string, make: () => Promise<string>) =>
  cache.get(db, key, make, { freshMs: CACHE_MS })

/** Forget cached sitemaps (tests, or after a bulk import). */
export function clearSitemapCache() {
  cache.clear()
}

export function sitemapIndex(db: Executor, origin: string): Promise<string> {
  return cached(db, `index:${origin}`, async () => {
    const chunks = listingChunkCount(await countPublishedListings(db))
    const entries = Array.from({ length: chunks }, (_, i) => ({ loc: `${origin}/sitemaps/listings-${i + 1}.xml` }))
    entries.push({ loc: `${origin}/sitemaps/${LANDINGS_CHUNK}` })
    return sitemapIndexXml(entries)
  })
}

/** Chunk `n` (from 1) of the listing URLs, or null past the last chunk. */
export async function listingsSitemap(db: Executor, n: number, origin: string): Promise<string | null> {
  const rows = await listSitemapListings(db, { offset: (n - 1) * SITEMAP_CHUNK_SIZE, limit: SITEMAP_CHUNK_SIZE })
  if (rows.length === 0 && n > 1) return null
  return urlSetXml(
    rows.map((r) => ({
      loc:
        origin +
        listingPath(
          { ...r, municipalityName: r.municipalityName, sectorName: r.sectorName },
          defaultOperation(r.businessType),
        ),
      lastmod: r.updatedAt,
    })),
  )
}

/** The search address of a landing (same parameter order as the footer's links). */
export function landingSearchPath(input: {
  propertyTypeId: number
  operation: Operation
  departmentId: number
  municipalityId: number
}): string {
  const query = new URLSearchParams({
    property_types: encodeId('propertyType', input.propertyTypeId),
    operation_type_id: encodeOperation(input.operation),
    department_id: encodeId('department', input.departmentId),
    municipality_id: encodeId('municipality', input.municipalityId),
  })
  return `/properties/search?${query.toString()}`
}

export function landingsSitemap(db: Executor, origin: string): Promise<string> {
  return cached(db, `landings:${origin}`, async () => {
    const combos = await listLandingCombinations(db)
    const byPath = new Map<string, Date | null>()
    for (const c of combos) {
      const modified = c.lastmod ? new Date(c.lastmod) : null
      for (const operation of operationsOf(c.businessType)) {
        const path = landingSearchPath({ ...c, operation })
        const previous = byPath.get(path)
        if (!previous || (modified && modified > previous)) byPath.set(path, modified)
      }
    }
    const urls = [...byPath.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, lastmod]) => ({ loc: origin + path, lastmod, changefreq: 'daily' as const }))
    return urlSetXml(urls)
  })
}
