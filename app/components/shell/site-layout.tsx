/**
 * The public layouts (spec §2) are the site frame around the page, in one of its variants;
 * their error boundary draws the error page in the frame, so the site's navigation stays.
 */
import { Outlet, useRouteError } from 'react-router'
import { GuardedErrorPage } from './error-page'
import { SiteFrame, type FrameVariant } from './site-frame'

export function siteLayout(variant: Exclude<FrameVariant, 'microsite'>) {
  return function SiteLayout() {
    return (
      <SiteFrame variant={variant}>
        <Outlet />
      </SiteFrame>
    )
  }
}

/** The route's error in the frame (the default frame unless told). */
export function SiteError({ variant }: { variant?: FrameVariant }) {
  const error = useRouteError()
  return (
    <SiteFrame variant={variant}>
      <GuardedErrorPage error={error} />
    </SiteFrame>
  )
}

export function SiteErrorBoundary() {
  return <SiteError />
}
