/** Layout "home" (spec §2): no header; the home page draws its own hero with the logo. */
import { Outlet } from 'react-router'
import { ErrorPage, ErrorPageGuard } from '~/components/shell/error-page'
import { SiteFrame } from '~/components/shell/site-frame'
import type { Route } from './+types/home-layout'

export default function HomeLayout() {
  return (
    <SiteFrame variant="home">
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
