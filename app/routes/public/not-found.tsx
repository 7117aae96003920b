/**
 * The catch-all: any unknown path answers 404 with the error page inside the default
 * frame (header, footer) and a link back home.
 */
import { data } from 'react-router'
import { ErrorPage, ErrorPageGuard } from '~/components/shell/error-page'
import { SiteFrame } from '~/components/shell/site-frame'
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPageGuard>
        <ErrorPage error={error} />
      </ErrorPageGuard>
    </SiteFrame>
  )
}
