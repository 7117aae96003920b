// The public surface of core/mortgage: the credit and leasing simulator (no I/O; browser.ts is its browser-safe part).
export * from './browser'
export { MortgageQuoteFieldsSchema, MortgageQuoteSchema } from './mortgage.schemas'
export { MortgageQuoteAnswerSchema, mortgageQuoteAnswer } from './mortgage-quote.view'
