/** /sitemap.xml: the index of the listing chunks and the landing searches. */
import { runtime } from '../../../core/shared/runtime'
import { sitemapIndex } from '../../../core/seo/sitemap.service'
import type { Route } from './+types/sitemap-index'

export async function loader({ request }: Route.LoaderArgs) {
  const { db, env } = runtime()
  const xml = await sitemapIndex(db, env.PUBLIC_URL ?? new URL(request.url).origin)
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
