/** Layout "default" (spec §2): header, main area, footer. */
import { Outlet } from 'react-router'
import { ErrorPage, ErrorPageGuard } from '~/components/shell/error-page'
import { SiteFrame } from '~/components/shell/site-frame'
import type { Route } from './+types/default-layout'

export default function DefaultLayout() {
  return (
    <SiteFrame>
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
