/** Layout "home" (spec §2): no header; the home page draws its own hero with the logo. */
import { SiteErrorBoundary, siteLayout } from '~/components/shell/site-layout'

export default siteLayout('home')
export const ErrorBoundary = SiteErrorBoundary
