/** Layout "default" (spec §2): header, main area, footer. */
import { SiteErrorBoundary, siteLayout } from '~/components/shell/site-layout'

export default siteLayout('default')
export const ErrorBoundary = SiteErrorBoundary
