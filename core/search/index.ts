// The public surface of core/search: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export {
  MAX_PAGE,
  MAX_PER_PAGE,
  PER_PAGE,
  lastPage,
  parseSearchParams,
  parseSearchParamsKeepingValid,
} from './search.schemas'
export type { SearchFilter } from './search.schemas'
export { buildSearchIndex as prepareSearch } from './search-index-sync.infra'
export { buildChildFile, indexFromChild, runBuildChild } from './search-index-build.infra'
export type { BuiltIndex, ChildResult } from './search-index-build.infra'
export { MAP_POINT_LIMIT, getSearchPage, searchListings, searchMapPoints } from './search.service'
export type { FacetValue, SearchPageData, SearchResult } from './search.service'
export { criteriaFilter, searchCriteriaOf } from './search-names.service'
export type { SearchCriteria } from './search-names.service'
export { bestPlaceFor, suggestPlaces } from './place-suggest.service'
export {
  MAX_QUERY_LENGTH as MAX_PLACE_QUERY_LENGTH,
  MIN_QUERY_LENGTH as MIN_PLACE_QUERY_LENGTH,
} from './place-suggest.rules'
export { landingCatalogue, landingPathOf, landingSlugsFor, resolveLanding, searchPriceRange } from './landing.service'
export type { LandingIds } from './landing.service'
