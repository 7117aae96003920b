// What the browser may use of core/search: constants, rules and views without I/O (index.ts re-exports them).
export { SEARCH_SORTS } from './search-sorts.constants'
export { landingOfParams, landingPath, landingTrail, searchPath } from './landing.rules'
export type { LandingSlugs } from './landing.rules'
export { SEARCH_ADDRESS_PARAMS, isUntidy, savedSearchQuery, tidySearchAddress } from './search-address.rules'
export type { LandingIds, SearchFilter } from './search-address.rules'
export { dropDefaults, inputOfParams, pagingParams, tidyParams } from './search-address.rules'
export type { SearchParam, SearchRange } from './search-address.rules'
