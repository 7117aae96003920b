// The public surface of core/dashboard: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { assertBackOffice, hasBackOffice, isPortalWide, visibleSections } from './back-office.policy'
export { listBackOfficeSections, opensBackOfficeSection } from './back-office-sections.service'
export { getDashboard, listSwitchableAgencies } from './dashboard.service'
export { getListingStats, listListingStatsForExport } from './listing-stats.service'
export { ListingStatsQuerySchema } from './listing-stats.schemas'
export { ListingStatsPageSchema, listingStatsAnswer } from './listing-stats.view'
