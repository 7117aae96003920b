/**
 * Sitemaps (sitemaps.org 0.9): an index at /sitemap.xml pointing to chunks of at most
 * SITEMAP_CHUNK_SIZE listing URLs (/sitemaps/listings-N.xml), to the landing searches
 * (/sitemaps/landings-N.xml, ADR 0021) and to the new-homes projects' pages
 * (/sitemaps/projects-N.xml); robots.txt points to the index. Pure text builders.
 */
export const SITEMAP_CHUNK_SIZE = 10_000
/** The chunk files of the index: `listings-N.xml`, `landings-N.xml` and `projects-N.xml`. */
const CHUNK = /^(listings|landings|projects)-([1-9]\d{0,5})\.xml$/
export type SitemapChunkKind = 'listings' | 'landings' | 'projects'
/** The landings' single file before they were chunked: 301 to the first chunk. */
export const OLD_LANDINGS_FILE = 'landings.xml'

export interface SitemapUrl {
  loc: string
  lastmod?: string | Date | null
  changefreq?: 'hourly' | 'daily' | 'weekly' | 'monthly'
  priority?: number
}

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function lastmod(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export function urlSetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xmlEscape(u.loc)}</loc>${lastmod(u.lastmod)}` +
        `${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}` +
        `${u.priority != null ? `<priority>${u.priority.toFixed(1)}</priority>` : ''}</url>`,
    )
    .join('\n')
  return `${HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`
}

export function sitemapIndexXml(entries: Array<{ loc: string; lastmod?: string | Date | null }>): string {
  const body = entries.map((e) => `<sitemap><loc>${xmlEscape(e.loc)}</loc>${lastmod(e.lastmod)}</sitemap>`).join('\n')
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`
}

/** How many listing chunks a catalogue of `total` published listings needs (at least one). */
export function listingChunkCount(total: number): number {
  return Math.max(1, Math.ceil(total / SITEMAP_CHUNK_SIZE))
}

/** The kind and number of a chunk file (`listings-3.xml` → listings, 3), or null for any other name. */
export function parseSitemapChunk(name: string): { kind: SitemapChunkKind; n: number } | null {
  const match = CHUNK.exec(name)
  return match ? { kind: match[1] as SitemapChunkKind, n: Number(match[2]) } : null
}

/** Paths robots must not crawl: the back-office, the API and visitors' own pages. */
export const ROBOTS_DISALLOW = ['/admin', '/api', '/user', '/en/user', '/dev']

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
    '# Listing feeds for aggregators and partners',
    `# ${origin}/feeds/trovit.xml`,
    `# ${origin}/feeds/listings.json`,
    `# ${origin}/feeds/projects.xml`,
    '',
  ].join('\n')
}
