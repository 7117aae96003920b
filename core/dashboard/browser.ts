// What the browser may use of core/dashboard: constants and rules without I/O (index.ts re-exports them).
export { STATS_PERIODS } from './listing-stats.rules'
