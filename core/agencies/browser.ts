// What the browser may use of core/agencies: constants, rules and views without I/O (index.ts re-exports them).
export { SOCIAL_NETWORKS } from './customer.constants'
