// What the browser may use of core/dashboard: constants and rules without I/O (index.ts re-exports them).
export { eventBits, PROJECT_STATS_COUNTS, STATS_COUNTS, STATS_PERIODS, type StatsCount } from './listing-stats.rules'
export type { ListingEvent } from './listing-stats.rules'
export { BACK_OFFICE_SECTIONS } from './back-office.constants'
export type { BackOfficeSection } from './back-office.constants'
