/**
 * The sitemap documents. The index and the landings list are cached in memory for a few
 * minutes (each needs a pass over the catalogue); a listings or projects chunk is one indexed
 * page of SITEMAP_CHUNK_SIZE rows, a landings chunk SITEMAP_CHUNK_SIZE landing addresses. Every
 * published listing and project, and every landing with listings, appears in exactly one chunk.
 */
import type { Executor } from '#db/client'
import { readCache } from '#core/shared'
import { landingCatalogue, landingPathOf, type LandingIds } from '#core/search'
import { defaultOperation, listingPath, operationsOf } from '#core/listings'
import { projectLandingPath, projectPath, projectsBasePath } from '#core/projects'
import { listingChunkCount, sitemapIndexXml, SITEMAP_CHUNK_SIZE, urlSetXml } from './sitemap.view'
import {
  countPublicProjects,
  countPublishedListings,
  listLandingCombinations,
  listProjectLandingCombinations,
  listSitemapListings,
  listSitemapProjects,
} from './sitemap.queries'

const CACHE_MS = 5 * 60_000
const cache = readCache<string>('sitemaps', { max: 100 })

const cached = (db: Executor, key: string, make: () => Promise<string>) =>
  cache.get(db, key, make, { freshMs: CACHE_MS })

/** Forget cached sitemaps (tests, or after a bulk import). */
export function clearSitemapCache() {
  cache.clear()
  landingCache.clear()
}

export function sitemapIndex(db: Executor, origin: string): Promise<string> {
  return cached(db, `index:${origin}`, async () => {
    const chunks = listingChunkCount(await countPublishedListings(db))
    const entries = Array.from({ length: chunks }, (_, i) => ({ loc: `${origin}/sitemaps/listings-${i + 1}.xml` }))
    const landingChunks = listingChunkCount((await landingEntries(db)).length)
    for (let i = 1; i <= landingChunks; i++) entries.push({ loc: `${origin}/sitemaps/landings-${i}.xml` })
    const projects = await countPublicProjects(db)
    if (projects > 0)
      for (let i = 1; i <= listingChunkCount(projects); i++)
        entries.push({ loc: `${origin}/sitemaps/projects-${i}.xml` })
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

/**
 * Chunk `n` (from 1) of the public projects' pages, or null past the last chunk; the first
 * also lists the project search and its landings with projects (a few hundred at most).
 */
export async function projectsSitemap(db: Executor, n: number, origin: string): Promise<string | null> {
  const rows = await listSitemapProjects(db, { offset: (n - 1) * SITEMAP_CHUNK_SIZE, limit: SITEMAP_CHUNK_SIZE })
  if (rows.length === 0 && n > 1) return null
  const landings = n === 1 ? await projectLandingEntries(db) : []
  return urlSetXml([
    ...landings.map((e) => ({ loc: origin + e.path, lastmod: e.lastmod, changefreq: 'daily' as const })),
    ...rows.map((r) => ({ loc: origin + projectPath(r), lastmod: r.updatedAt })),
  ])
}

/** /proyectos, and each municipality's project landing with its VIS and VIP ones where it has such projects. */
async function projectLandingEntries(db: Executor): Promise<LandingEntry[]> {
  const [combos, catalogue] = await Promise.all([listProjectLandingCombinations(db), landingCatalogue(db)])
  if (!combos.length) return []
  const date = (d: Date | string | null) => (d ? new Date(d) : null)
  const newest = combos.map((c) => date(c.lastmod)).reduce((a, b) => (b && (!a || b > a) ? b : a), null)
  const entries: LandingEntry[] = [{ path: projectsBasePath('es-CO'), lastmod: newest }]
  for (const c of combos) {
    const slug = c.municipalityId != null ? catalogue.municipalities.get(c.municipalityId)?.slug : undefined
    if (!slug) continue
    const subsets: Array<'vis' | 'vip' | null> = [null]
    if (c.vis) subsets.push('vis')
    if (c.vip) subsets.push('vip')
    for (const subset of subsets)
      entries.push({ path: projectLandingPath('es-CO', slug, subset), lastmod: date(c.lastmod) })
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path))
}

interface LandingEntry {
  path: string
  lastmod: Date | null
}

const landingCache = readCache<LandingEntry[]>('sitemap-landings', { max: 4 })

/**
 * Every landing address with listings (ADR 0021), sorted: each operation alone and by type,
 * nationwide, in each municipality and in each barrio, newest change of its listings first
 * known. Spanish addresses; each page names its English twin with hreflang.
 */
function landingEntries(db: Executor): Promise<LandingEntry[]> {
  return landingCache.get(
    db,
    'all',
    async () => {
      const [combos, catalogue] = await Promise.all([listLandingCombinations(db), landingCatalogue(db)])
      const byPath = new Map<string, Date | null>()
      const add = (ids: LandingIds, modified: Date | null) => {
        const path = landingPathOf(catalogue, 'es-CO', ids)
        if (!path) return
        const previous = byPath.get(path)
        if (previous === undefined || (modified && (!previous || modified > previous))) byPath.set(path, modified)
      }
      for (const c of combos) {
        const modified = c.lastmod ? new Date(c.lastmod) : null
        for (const operation of operationsOf(c.businessType))
          for (const typeId of [null, c.propertyTypeId])
            for (const municipalityId of c.municipalityId == null ? [null] : [null, c.municipalityId])
              for (const sectorId of municipalityId == null || c.sectorId == null ? [null] : [null, c.sectorId])
                add({ operation, typeId, departmentId: null, municipalityId, sectorId }, modified)
      }
      return [...byPath.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([path, lastmod]) => ({ path, lastmod }))
    },
    { freshMs: CACHE_MS },
  )
}

/** Chunk `n` (from 1) of the landing addresses, or null past the last chunk. */
export function landingsSitemap(db: Executor, n: number, origin: string): Promise<string | null> {
  return cached(db, `landings-${n}:${origin}`, async () => {
    const entries = await landingEntries(db)
    const chunk = entries.slice((n - 1) * SITEMAP_CHUNK_SIZE, n * SITEMAP_CHUNK_SIZE)
    if (chunk.length === 0 && n > 1) return ''
    return urlSetXml(chunk.map((e) => ({ loc: origin + e.path, lastmod: e.lastmod, changefreq: 'daily' as const })))
  }).then((xml) => xml || null)
}
