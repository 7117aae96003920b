/**
 * /sitemaps/listings-N.xml (10,000 listing URLs each), /sitemaps/landings-N.xml (10,000 landing
 * addresses each) and /sitemaps/projects-N.xml (10,000 project pages each).
 */
import { siteOrigin } from '#core/shared'
import { publicReads } from '#web/context'
import { OLD_LANDINGS_FILE, parseSitemapChunk } from '#core/seo/browser'
import { landingsSitemap, listingsSitemap, projectsSitemap } from '#core/seo'
import type { Route } from './+types/sitemap-chunk'

const CHUNKS = { listings: listingsSitemap, landings: landingsSitemap, projects: projectsSitemap }

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = publicReads(request)
  const origin = siteOrigin()
  if (params.chunk === OLD_LANDINGS_FILE) return Response.redirect(`${origin}/sitemaps/landings-1.xml`, 301)
  const chunk = parseSitemapChunk(params.chunk)
  const xml = chunk ? await CHUNKS[chunk.kind](db, chunk.n, origin) : null
  if (xml == null)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
