// What the browser may use of core/mortgage: the simulator's figures and pure rules (index.ts re-exports them).
export { INCOME_SHARE_PERCENT, LEGAL_MAX_INCOME_SHARE_PERCENT, PRODUCTS, VIS_PRICE_CAP } from './mortgage.constants'
export { defaultAnnualRatePercent, isVisPrice, minDownPaymentPercent, quoteMortgage } from './mortgage.rules'
export { changeQuoteField, parsePesos, pesosText, readQuoteFields, simulatorStart } from './mortgage-input.rules'
export type { QuoteFieldName, QuoteFields } from './mortgage-input.rules'
