// The public surface of core/search: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { SearchQueryDocSchema, parseSearchParams, searchParamsOf } from './search.schemas'
export type { SearchNamed } from './search.schemas'
export { buildSearchIndex as prepareSearch } from './search-index-sync.infra'
export { buildChildFile, indexFromChild, runBuildChild } from './search-index-build.infra'
export type { BuiltIndex, ChildResult } from './search-index-build.infra'
export { searchListings } from './search.service'
export { getSearchPage } from './search-page.service'
export type { SearchPageData } from './search-page.service'
export { MAP_POINT_LIMIT, searchMapPoints } from './search-map.service'
export type { FacetValue, SearchResult } from './search.service'
export { SearchAnswerSchema, SearchMapSchema, searchAnswerView, searchMapView } from './search-answers.view'
export { bestPlaceFor, suggestPlaces } from './place-suggest.service'
export { PlaceSuggestionSchema, placeSuggestionAnswer } from './place-suggestion.view'
export {
  MAX_QUERY_LENGTH as MAX_PLACE_QUERY_LENGTH,
  MIN_QUERY_LENGTH as MIN_PLACE_QUERY_LENGTH,
} from './place-suggest.rules'
export { landingCatalogue, landingPathOf } from './landing.service'
export { queryDocSchemaOf, querySchemaOf } from './search.schemas'
export type { ParsedQuery } from './search.schemas'
export { countRange, forEachBit, POPCOUNT16, setBit, clearBit, wordsFor, grown } from './bitmap.utils'
export { askedBy, changeSource, followChangeLog, sharedRuns } from './search-index-sync.infra'
export type { ChangeFollower } from './search-index-sync.infra'
/** The reference lists and names a search page shows (the /proyectos pages read them too), the saved-search criteria. */
export * from './search-names.service'
export { segmentSlug } from './landing.rules'
