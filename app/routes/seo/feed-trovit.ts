/**
 * /feeds/trovit.xml: the homes feed of Trovit, Mitula and the other Lifull Connect sites, one
 * `<ad>` per public listing; `?agency=<public id>` for one agency's. The whole feed is served from
 * the file a job rewrites every hour (core/seo/feed-file.infra.ts), as stored when the client
 * takes gzip; an agency's streams from the database a batch at a time. Before the first file is
 * written, the whole feed streams too on the embedded database; on PostgreSQL it is a 503 with
 * Retry-After while a child process writes it.
 */
import { runtime, siteOrigin } from '#core/shared'
import {
  feedFileInfo,
  readFeedFile,
  readFeedParams,
  refreshFeedFileSoon,
  trovitFeedStream,
  type FeedParams,
} from '#core/seo'
import { localeFromRequest, translate } from '../../i18n'
import { feedRefusal } from './feed-errors'
import type { Route } from './+types/feed-trovit'

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' }

export async function loader({ request }: Route.LoaderArgs) {
  const { db, env } = runtime()
  const url = new URL(request.url)
  let params: FeedParams
  try {
    params = await readFeedParams(db, url.searchParams)
  } catch (error) {
    return feedRefusal(request, error, 'text')
  }
  const origin = siteOrigin()
  if (params.scope.customerId == null) {
    const file = feedFileInfo(env.DATA_DIR_ABS)
    if (file) {
      const gzip = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '')
      return new Response(readFeedFile(file.path, gzip), {
        headers: {
          ...HEADERS,
          'Last-Modified': file.mtime.toUTCString(),
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        },
      })
    }
    refreshFeedFileSoon(db, { dataDir: env.DATA_DIR_ABS, origin, databaseUrl: env.DATABASE_URL })
    // On PostgreSQL the catalogue may hold a million listings: the file is ready in a few minutes.
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
