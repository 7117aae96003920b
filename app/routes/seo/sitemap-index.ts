/** /sitemap.xml: the index of the listing chunks and the landing searches. */
import { siteOrigin } from '#core/shared'
import { publicReads } from '#web/context'
import { sitemapIndex } from '#core/seo'
import type { Route } from './+types/sitemap-index'

export async function loader({ request }: Route.LoaderArgs) {
  const db = publicReads(request)
  const xml = await sitemapIndex(db, siteOrigin())
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
