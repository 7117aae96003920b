// The public surface of core/visitor: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { runSavedSearchAlerts } from './alerts.job'
export {
  addToComparison,
  comparisonCount,
  comparisonPage,
  listComparison,
  mergeComparison,
  removeFromComparison,
} from './compare.service'
export type { ComparisonItem } from './compare.service'
export {
  CompareCountSchema,
  CompareMergeSchema,
  ComparisonListSchema,
  compareCountAnswer,
  compareMergeAnswer,
  comparisonListAnswer,
  ProjectComparisonListSchema,
  projectComparisonListAnswer,
} from './compare-answers.view'
export {
  changeProjectList,
  listProjectItems,
  mergeProjectComparison,
  projectComparisonPage,
} from './project-lists.service'
export { addFavorite, listFavoriteItems, removeFavorite } from './favorites.service'
export type { FavoriteItem } from './favorites.service'
export {
  CompareMenuItemSchema,
  compareMenuItemView,
  FavoriteSchema,
  favoriteAnswer,
  type CompareMenuItemView,
} from './listing-summary-answers.view'
export {
  createSavedSearch,
  deleteSavedSearch,
  findSearchToUnsubscribe,
  listSavedSearches,
  listSavedSearchesWithCriteria,
  unsubscribeSearch,
  updateSavedSearch,
} from './saved-searches.service'
export type { SavedSearchItem } from './saved-searches.service'
export { SavedSearchSchema, savedSearchAnswer } from './saved-search.view'
export { CreateSearchSchema, UpdateSearchSchema } from './saved-searches.schemas'
export { visitorState } from './state.service'
export { parseSignInIntent } from './sign-in-intent.schemas'
export { carryOutSignInIntent } from './sign-in-intent.service'
export {
  MergeComparisonSchema,
  MergeProjectComparisonSchema,
  ProjectRefSchema,
  PropertyRefSchema,
} from './visitor.schemas'
export { CreateShortlistSchema } from './shortlist.schemas'
export { createShortlist, listShortlists, openShortlist, revokeShortlist } from './shortlist.service'
export type { SharedShortlist, ShortlistView } from './shortlist.service'
export { ShortlistSchema, shortlistAnswer } from './shortlist.view'
export {
  CLIENT_ID_COOKIE,
  clientIdCookie,
  CONTACT_CHANNELS,
  newClientId,
  pruneVisitorDays,
  recordContactClick,
  recordListingEvent,
  recordProjectContactClick,
  recordProjectEvent,
  recordProjectView,
  recordView,
  validClientId,
  visitorKey,
} from './views.service'
export { agencyMessageEmail, campaignRequestEmail, formatAmount } from './visitor.mail'
