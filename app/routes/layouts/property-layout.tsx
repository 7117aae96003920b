/** Layout "property" (spec §2): header and a narrow main area, for listing pages. */
import { Outlet } from 'react-router'
import { ErrorPage, ErrorPageGuard } from '~/components/shell/error-page'
import { SiteFrame } from '~/components/shell/site-frame'
import type { Route } from './+types/property-layout'

export default function PropertyLayout() {
  return (
    <SiteFrame variant="property">
      <Outlet />
    </SiteFrame>
  )
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
