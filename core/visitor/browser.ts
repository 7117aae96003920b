// What the browser may use of core/visitor: constants, rules and views without I/O (index.ts re-exports them).
export { COMPARE_ROWS } from './compare-best.rules'
export type { CompareRowKey } from './compare-best.rules'
export { PROJECT_COMPARE_ROWS } from './project-compare.rules'
export type { ProjectComparisonItem, ProjectCompareRowKey } from './project-compare.rules'
export { ALERT_FREQUENCIES, savedSearchPath } from './saved-searches.constants'
export { COMPARE_LIMIT, COMPARE_MIN } from './compare.constants'
export { SHORTLIST_MAX } from './shortlist.constants'
export type { ShortlistSource } from './shortlist.constants'
