/** Layout "property" (spec §2): header and a narrow main area, for listing pages. */
import { SiteErrorBoundary, siteLayout } from '~/components/shell/site-layout'

export default siteLayout('property')
export const ErrorBoundary = SiteErrorBoundary
