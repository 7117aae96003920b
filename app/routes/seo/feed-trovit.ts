/**
 * /feeds/trovit.xml: the homes feed of Trovit, Mitula and the other Lifull Connect sites, one
 * `<ad>` per public listing; `?agency=<public id>` for one agency's. The whole feed is served from
 * its segments in the database, which a job keeps up to date with the catalogue (ADR 0026), as
 * stored when the client takes gzip; an agency's streams from the database a batch at a time.
 * Before the first build, the whole feed streams too on the embedded database; on PostgreSQL it is
 * a 503 with Retry-After while a child process builds it.
 */
import { runtime, siteOrigin } from '#core/shared'
import { feedChangedAt, feedGzipStream, gunzipStream, syncFeedSoon, trovitFeedStream } from '#core/seo'
import { localeFromRequest, translate } from '#i18n'
import { publicReads } from '#web/context'
import { feedParamsOr } from './feed-errors'
import type { Route } from './+types/feed-trovit'

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=60' }

export async function loader({ request }: Route.LoaderArgs) {
  const { db: primary, env } = runtime()
  // Reads that may lag a little (ADR 0031); the feed's build writes, on the primary.
  const db = publicReads(request)
  const url = new URL(request.url)
  const params = await feedParamsOr(request, db, 'text')
  if (params instanceof Response) return params
  const origin = siteOrigin()
  if (params.scope.customerId == null) {
    const changedAt = await feedChangedAt(db)
    if (changedAt) {
      const gzip = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '')
      const body = feedGzipStream(db)
      return new Response(gzip ? body : gunzipStream(body), {
        headers: {
          ...HEADERS,
          'Last-Modified': changedAt.toUTCString(),
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        },
      })
    }
    syncFeedSoon(primary, { origin, databaseUrl: env.DATABASE_URL })
    // On PostgreSQL the catalogue may hold a million listings: the feed is ready in a few minutes.
    if (env.DATABASE_URL)
      return new Response(
        translate(localeFromRequest(url, request.headers.get('accept-language')), 'errors.feed_preparing'),
        {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '120' },
        },
      )
  }
  return new Response(trovitFeedStream(db, params.scope, origin), { headers: HEADERS })
}
