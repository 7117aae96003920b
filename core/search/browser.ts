// What the browser may use of core/search: constants, rules and views without I/O (index.ts re-exports them).
export { SEARCH_SORTS } from './search-sorts.constants'
export { landingOfParams, landingPath, landingSegments, landingTrail, searchPath } from './landing.rules'
export type { LandingParts, LandingSlugs } from './landing.rules'
export {
  MAX_PAGE,
  MAX_PER_PAGE,
  PER_PAGE,
  SEARCH_ADDRESS_PARAMS,
  SEARCH_PARAMS,
  isUntidy,
  orderSearchParams,
  savedSearchQuery,
  landingFilter,
  tidySearchAddress,
  withoutLandingParams,
} from './search-address.rules'
export type { LandingIds, SearchFilter, SearchParamName } from './search-address.rules'
