/**
 * The catch-all: any unknown path answers 404 with the error page inside the default
 * frame (header, footer) and a link back home.
 */
import { data } from 'react-router'
import { SiteErrorBoundary } from '~/components/shell/site-layout'
import { translate } from '#i18n'
import type { Route } from './+types/not-found'
import { pageLocale } from '#web/page-address'

export function loader() {
  throw data(null, { status: 404 })
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: translate(pageLocale(location), 'errors.page_not_found') }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return null
}

export const ErrorBoundary = SiteErrorBoundary
