/**
 * GET /api/mortgage/quote?price=&down_payment=&years=&annual_rate=&product=&purchase_option=:
 * the listing page's credit and leasing simulator as JSON (core/mortgage). Anyone may ask; no
 * database. A wrong value is a 422 naming the field in the caller's language.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  INCOME_SHARE_PERCENT,
  LEGAL_MAX_INCOME_SHARE_PERCENT,
  MortgageQuoteFieldsSchema,
  MortgageQuoteSchema,
  quoteMortgage,
  type TermPayment,
} from '#core/mortgage'
import { parseInput } from '#core/shared'
import { ErrorSchema } from './schemas'
import { answeredBy, createRouter } from './router'

const Pesos = z.number().int()
const TermPaymentSchema = z.object({
  years: z.number().int(),
  monthly_payment: Pesos,
  required_income: Pesos,
})

const QuoteSchema = z
  .object({
    product: z.enum(['mortgage', 'leasing']),
    price: Pesos,
    is_vis: z.boolean().openapi({ description: 'Price up to 150 SMMLV of 2026 ($262.635.750)' }),
    down_payment: Pesos,
    financed: Pesos.openapi({ description: 'Price less down payment' }),
    years: z.number().int(),
    annual_rate: z.number().openapi({ description: 'Effective annual, percent' }),
    monthly_rate: z.number().openapi({ description: '(1 + annual_rate / 100)^(1/12) − 1, a fraction' }),
    purchase_option: Pesos.openapi({ description: 'Leasing: paid at the end of the contract; 0 for a mortgage' }),
    monthly_payment: Pesos.openapi({
      description:
        'Mortgage: F · i / (1 − (1 + i)^−n); leasing: (F − O · (1 + i)^−n) · i / (1 − (1 + i)^−n), with F financed, O the purchase option, i the monthly rate and n the months. Without insurance or fees',
    }),
    required_income: Pesos.openapi({
      description: `Household income for the payment to be ${INCOME_SHARE_PERCENT} % of it, rounded up (the law allows up to ${LEGAL_MAX_INCOME_SHARE_PERCENT} %)`,
    }),
    schedule_by_term: z
      .array(TermPaymentSchema)
      .openapi({ description: 'The same for 5, 10, 15, 20, 25 and 30 years' }),
  })
  .openapi('MortgageQuote')

const termJson = (t: TermPayment) => ({
  years: t.years,
  monthly_payment: t.monthlyPayment,
  required_income: t.requiredIncome,
})

const route = createRoute({
  method: 'get',
  path: '/mortgage/quote',
  tags: ['mortgage'],
  summary: 'Monthly payment of a mortgage in pesos or a leasing habitacional at a fixed effective annual rate',
  description:
    'A reference simulation, not an offer. Defaults: down payment 30 % of the price (20 % for VIS), 20 years, the Superintendencia Financiera reference rate of the product, purchase option 10 %.',
  request: { query: MortgageQuoteFieldsSchema },
  responses: {
    200: {
      description: 'The quote',
      content: { 'application/json': { schema: z.object({ data: QuoteSchema }) } },
    },
    422: {
      description: 'A missing or wrong value: down payment below the minimum, years outside 5–30, not a number, …',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
})

// Documented from MortgageQuoteFieldsSchema, parsed by MortgageQuoteSchema: the rules report every
// wrong field at once (the route's own validation would stop at a missing price).
export const mortgageApi = createRouter().openapi(
  route,
  (c) => {
    const q = quoteMortgage(parseInput(MortgageQuoteSchema, c.req.query()))
    return c.json(
      {
        data: {
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
          schedule_by_term: q.scheduleByTerm.map(termJson),
        },
      },
      200,
    )
  },
  answeredBy(MortgageQuoteSchema),
)
