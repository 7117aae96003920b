/**
 * A mortgage or leasing quote as GET /api/mortgage/quote answers it (OpenAPI `MortgageQuote`):
 * pesos, snake_case; `mortgageQuoteAnswer` shapes the rule's MortgageQuote, which the listing
 * page's simulator shows.
 */
import { z } from 'zod'
import { INCOME_SHARE_PERCENT, LEGAL_MAX_INCOME_SHARE_PERCENT, PRODUCTS } from './mortgage.constants'
import type { MortgageQuote, TermPayment } from './mortgage.rules'

const Pesos = z.number().int()

export const TermPaymentSchema = z.object({
  years: z.number().int(),
  monthly_payment: Pesos,
  required_income: Pesos,
})

export const MortgageQuoteAnswerSchema = z
  .object({
    product: z.enum(PRODUCTS),
    price: Pesos,
    is_vis: z.boolean().meta({ description: 'Price up to 150 SMMLV of 2026 ($262.635.750)' }),
    down_payment: Pesos,
    financed: Pesos.meta({ description: 'Price less down payment' }),
    years: z.number().int(),
    annual_rate: z.number().meta({ description: 'Effective annual, percent' }),
    monthly_rate: z.number().meta({ description: '(1 + annual_rate / 100)^(1/12) − 1, a fraction' }),
    purchase_option: Pesos.meta({ description: 'Leasing: paid at the end of the contract; 0 for a mortgage' }),
    monthly_payment: Pesos.meta({
      description:
        'Mortgage: F · i / (1 − (1 + i)^−n); leasing: (F − O · (1 + i)^−n) · i / (1 − (1 + i)^−n), with F financed, O the purchase option, i the monthly rate and n the months. Without insurance or fees',
    }),
    required_income: Pesos.meta({
      description: `Household income for the payment to be ${INCOME_SHARE_PERCENT} % of it, rounded up (the law allows up to ${LEGAL_MAX_INCOME_SHARE_PERCENT} %)`,
    }),
    schedule_by_term: z.array(TermPaymentSchema).meta({ description: 'The same for 5, 10, 15, 20, 25 and 30 years' }),
  })
  .meta({ id: 'MortgageQuote' })

function termPaymentAnswer(t: TermPayment): z.output<typeof TermPaymentSchema> {
  return { years: t.years, monthly_payment: t.monthlyPayment, required_income: t.requiredIncome }
}

export function mortgageQuoteAnswer(q: MortgageQuote): z.output<typeof MortgageQuoteAnswerSchema> {
  return {
    product: q.product,
    price: q.price,
    is_vis: q.isVis,
    down_payment: q.downPayment,
    financed: q.financed,
    years: q.years,
    annual_rate: q.annualRatePercent,
    monthly_rate: q.monthlyRate,
    purchase_option: q.purchaseOption,
    monthly_payment: q.monthlyPayment,
    required_income: q.requiredIncome,
    schedule_by_term: q.scheduleByTerm.map(termPaymentAnswer),
  }
}
