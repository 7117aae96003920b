/**
 * /feeds/listings.json: the homes feed's content as JSON for partners, `limit` listings a page
 * (100 by default, up to 500) in a stable order; `links.next` carries the cursor of the next page
 * (`after`), null on the last. `?agency=<public id>` for one agency's listings.
 */
import { siteOrigin } from '#core/shared'
import { listingsFeedPage } from '#core/seo'
import { publicReads } from '#web/context'
import { feedParamsOr } from './feed-errors'
import type { Route } from './+types/feed-listings'

export async function loader({ request }: Route.LoaderArgs) {
  const db = publicReads(request)
  const url = new URL(request.url)
  const params = await feedParamsOr(request, db, 'json')
  if (params instanceof Response) return params
  const origin = siteOrigin()
  const page = await listingsFeedPage(db, { ...params.scope, after: params.after, limit: params.limit, origin })
  let next: string | null = null
  if (page.next) {
    const query = new URLSearchParams(url.searchParams)
    query.set('after', page.next)
    next = `${origin}/feeds/listings.json?${query}`
  }
  return Response.json(
    { data: page.items, meta: { count: page.items.length, limit: params.limit }, links: { next } },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}
