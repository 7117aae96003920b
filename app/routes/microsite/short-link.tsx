/** /r/{customerId}: an agency's short link, a permanent redirect (301) to its canonical microsite. */
import { redirect } from 'react-router'
import { micrositePathFor } from '#core/agencies'
import { anonymousContext } from '#web/context'
import { loadOr404 } from '#web/page'
import type { Route } from './+types/short-link'
import { pageLocale } from '#web/page-address'

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = pageLocale(url)
  const path = await loadOr404(() => micrositePathFor(anonymousContext(locale), params.customerId))
  return redirect((locale === 'en' ? '/en' : '') + path + url.search, 301)
}

export { ErrorBoundary } from '../public/not-found'

export default function ShortLink() {
  return null
}
