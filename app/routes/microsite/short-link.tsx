/** /r/{customerId}: an agency's short link, a permanent redirect (301) to its canonical microsite. */
import { data, redirect } from 'react-router'
import { micrositePathFor } from '#core/agencies'
import { isAppError } from '#core/shared/browser'
import { localeFromPath } from '~/i18n'
import { anonymousContext } from '#web/context'
import type { Route } from './+types/short-link'

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  try {
    const path = await micrositePathFor(anonymousContext(locale), params.customerId)
    return redirect((locale === 'en' ? '/en' : '') + path + url.search, 301)
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND')
      throw data({ message: 'errors.page_not_found' }, { status: 404 })
    throw error
  }
}

export { ErrorBoundary } from '../public/not-found'

export default function ShortLink() {
  return null
}
