// What the browser may use of core/mortgage: the simulator's figures and pure rules (index.ts re-exports them).
export { INCOME_SHARE_PERCENT, LEGAL_MAX_INCOME_SHARE_PERCENT } from './mortgage.constants'
export { quoteMortgage } from './mortgage.rules'
export type { TermPayment } from './mortgage.rules'
