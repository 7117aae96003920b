/**
 * A feed request refused (a 422 naming the fields), answered through the shared error mechanism
 * (web/errors.ts) in the visitor's language: JSON for the JSON feed, one "field: message" a line
 * for the XML feed, whose clients read text.
 */
import { errorAnswer } from '#web/errors'
import { localeFromRequest } from '#i18n'
import { readFeedParams, type FeedParams } from '#core/seo'
import type { runtime } from '#core/shared'

/** The request's feed parameters (`agency` or `builder`, `after`, `limit`), or the refusal to answer with. */
export async function feedParamsOr(
  request: Request,
  db: ReturnType<typeof runtime>['db'],
  as: 'json' | 'text',
  owner: 'agency' | 'builder' = 'agency',
): Promise<FeedParams | Response> {
  try {
    return await readFeedParams(db, new URL(request.url).searchParams, owner)
  } catch (error) {
    return feedRefusal(request, error, as)
  }
}

export function feedRefusal(request: Request, error: unknown, as: 'json' | 'text'): Response {
  const url = new URL(request.url)
  const answer = errorAnswer(error, localeFromRequest(url, request.headers.get('accept-language')), {
    path: url.pathname,
  })
  const init = { status: answer.status, headers: answer.headers }
  if (as === 'json') return Response.json({ message: answer.message, errors: answer.errors }, init)
  const lines = Object.entries(answer.errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`)
  return new Response(`${lines.length ? lines.join('\n') : answer.message}\n`, {
    ...init,
    headers: { ...answer.headers, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
