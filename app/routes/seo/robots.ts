/** /robots.txt: crawl everything public, not the back-office, the API or visitors' pages; where the sitemap is. */
import { siteOrigin } from '#core/shared'
import { robotsTxt } from '#core/seo/browser'
import type { Route } from './+types/robots'

export function loader(_args: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
