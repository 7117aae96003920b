/**
 * /feeds/projects.xml: the new-homes projects for aggregators, one `<project>` per public project
 * with its unit types; `?builder=<public id>` for one builder's. Streamed from the database a
 * batch at a time.
 */
import { siteOrigin } from '#core/shared'
import { projectsFeedStream } from '#core/seo'
import { publicReads } from '#web/context'
import { feedParamsOr } from './feed-errors'
import type { Route } from './+types/feed-projects'

export async function loader({ request }: Route.LoaderArgs) {
  const db = publicReads(request)
  const params = await feedParamsOr(request, db, 'text', 'builder')
  if (params instanceof Response) return params
  return new Response(projectsFeedStream(db, params.scope, siteOrigin()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
