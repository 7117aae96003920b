/**
 * The loader of both comparison pages (compare.tsx, compare-projects.tsx): the signed-in
 * visitor's list, or for others the one kept in this browser (the cookie `cookie` of opaque
 * ids), with the comparison's limits.
 */
import { readCookie } from '#core/accounts'
import type { ServiceContext } from '#core/shared'
import { COMPARE_LIMIT, COMPARE_MIN } from '#core/visitor'
import { pageContext } from '#web/page'

export async function compareLoaderData<Page extends object>(
  request: Request,
  cookie: 'wi_compare' | 'wi_compare_projects',
  page: (ctx: ServiceContext, browserIds: string[]) => Promise<Page>,
) {
  const ctx = await pageContext(request)
  const browserIds = (readCookie(request.headers.get('cookie'), cookie) ?? '').split(',').filter(Boolean)
  return { ...(await page(ctx, browserIds)), limit: COMPARE_LIMIT, min: COMPARE_MIN }
}
