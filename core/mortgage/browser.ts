// What the browser may use of core/mortgage: the simulator's figures and pure rules (index.ts re-exports them).
export {
  DEFAULT_YEARS,
  INCOME_SHARE_PERCENT,
  LEGAL_MAX_INCOME_SHARE_PERCENT,
  MAX_YEARS,
  MIN_YEARS,
  PRODUCTS,
  SMMLV_2026,
  VIP_CAP_SMMLV,
  VIS_CAP_SMMLV,
  VIS_GENERAL_CAP_SMMLV,
  VIS_PRICE_CAP,
} from './mortgage.constants'
export type { MortgageProduct } from './mortgage.constants'
export { defaultAnnualRatePercent, isVisPrice, minDownPaymentPercent, quoteMortgage } from './mortgage.rules'
export { changeQuoteField, parsePesos, pesosText, readQuoteFields, simulatorStart } from './mortgage-input.rules'
export type { QuoteFieldName, QuoteFields } from './mortgage-input.rules'
