/**
 * GET /api/mortgage/quote?price=&down_payment=&years=&annual_rate=&product=&purchase_option=:
 * the listing page's credit and leasing simulator as JSON (core/mortgage). Anyone may ask; no
 * database. A wrong value is a 422 naming the field in the caller's language.
 */
import { createRoute } from '@hono/zod-openapi'
import {
  MortgageQuoteAnswerSchema,
  MortgageQuoteFieldsSchema,
  MortgageQuoteSchema,
  mortgageQuoteAnswer,
  quoteMortgage,
} from '#core/mortgage'
import { parseInput } from '#core/shared'
import { dataOf, failure, jsonAnswer } from './schemas'
import { answeredBy, createRouter } from './router'

const route = createRoute({
  method: 'get',
  path: '/mortgage/quote',
  tags: ['mortgage'],
  summary: 'Monthly payment of a mortgage in pesos or a leasing habitacional at a fixed effective annual rate',
  description:
    'A reference simulation, not an offer. Defaults: down payment 30 % of the price (20 % for VIS), 20 years, the Superintendencia Financiera reference rate of the product, purchase option 10 %.',
  request: { query: MortgageQuoteFieldsSchema },
  responses: {
    200: jsonAnswer(dataOf(MortgageQuoteAnswerSchema), 'The quote'),
    422: failure('A missing or wrong value: down payment below the minimum, years outside 5–30, not a number, …'),
  },
})

// Documented from MortgageQuoteFieldsSchema, parsed by MortgageQuoteSchema: the rules report every
// wrong field at once (the route's own validation would stop at a missing price).
export const mortgageApi = createRouter().openapi(
  route,
  (c) => {
    const quote = quoteMortgage(parseInput(MortgageQuoteSchema, c.req.query()))
    return c.json({ data: mortgageQuoteAnswer(quote) }, 200)
  },
  answeredBy(MortgageQuoteSchema),
)
