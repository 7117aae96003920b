/** /sitemaps/listings-N.xml (10,000 listing URLs each) and /sitemaps/landings-N.xml (10,000 landing addresses each). */
import { siteOrigin, runtime } from '#core/shared'
import { OLD_LANDINGS_FILE, parseLandingsChunk, parseListingsChunk } from '#core/seo/browser'
import { landingsSitemap, listingsSitemap } from '#core/seo'
import type { Route } from './+types/sitemap-chunk'

export async function loader({ params }: Route.LoaderArgs) {
  const { db } = runtime()
  const origin = siteOrigin()
  if (params.chunk === OLD_LANDINGS_FILE) return Response.redirect(`${origin}/sitemaps/landings-1.xml`, 301)
  const n = parseListingsChunk(params.chunk)
  const landings = parseLandingsChunk(params.chunk)
  const xml = landings ? await landingsSitemap(db, landings, origin) : n ? await listingsSitemap(db, n, origin) : null
  if (xml == null)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
