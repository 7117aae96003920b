/** /robots.txt: crawl everything public, not the back-office, the API or visitors' pages; where the sitemap is. */
import { runtime } from '../../../core/shared/runtime'
import { robotsTxt } from '../../../core/seo/sitemap'
import type { Route } from './+types/robots'

export function loader({ request }: Route.LoaderArgs) {
  const origin = runtime().env.PUBLIC_URL ?? new URL(request.url).origin
  return new Response(robotsTxt(origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
