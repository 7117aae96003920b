// What the browser may use of core/search: constants, rules and views without I/O (index.ts re-exports them).
export { SEARCH_SORTS } from './search-sorts.constants'
export { landingPath, landingSegments, landingTrail } from './landing.rules'
export type { LandingParts, LandingSlugs } from './landing.rules'
