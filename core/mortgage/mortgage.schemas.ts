/**
 * The quote's one input schema (GET /api/mortgage/quote): the fields as text, read and checked
 * by mortgage-input.rules.ts, so the API answers with the same messages the listing page's
 * simulator shows.
 */
import { z } from 'zod'
import {
  DEFAULT_PURCHASE_OPTION_PERCENT,
  DEFAULT_YEARS,
  MAX_ANNUAL_RATE_PERCENT,
  MAX_PURCHASE_OPTION_PERCENT,
  MAX_YEARS,
  MIN_ANNUAL_RATE_PERCENT,
  MIN_PURCHASE_OPTION_PERCENT,
  MIN_YEARS,
  VIS_PRICE_CAP,
} from './mortgage.constants'
import { readQuoteFields } from './mortgage-input.rules'

const text = (description: string, example: string) => z.string().optional().meta({ description, example })

/** The query's parameters, as the OpenAPI document lists them (only the price is required). */
export const MortgageQuoteFieldsSchema = z.object({
  price: z.string().meta({ description: 'Price in pesos ("450000000" or "450.000.000")', example: '450000000' }),
  down_payment: text(
    `Down payment (cuota inicial) in pesos. At least 30 % of the price for a mortgage, 20 % for VIS (price up to $${VIS_PRICE_CAP}, 150 SMMLV of 2026), 10 % for leasing; default 30 % (VIS 20 %)`,
    '135000000',
  ),
  years: text(`Term in whole years, ${MIN_YEARS}–${MAX_YEARS}; default ${DEFAULT_YEARS}`, '20'),
  annual_rate: text(
    `Effective annual rate in percent ("13.1" or "13,1"), ${MIN_ANNUAL_RATE_PERCENT}–${MAX_ANNUAL_RATE_PERCENT}; default the Superintendencia Financiera's reference average for the product (mortgage 13.1, VIS 12.4; leasing 12.3, VIS 12.4)`,
    '12',
  ),
  product: z
    .enum(['mortgage', 'leasing'])
    .optional()
    .meta({ description: 'Mortgage in pesos (default) or leasing habitacional' }),
  purchase_option: text(
    `Leasing only: the purchase option (opción de compra) paid at the end, in percent of the price, ${MIN_PURCHASE_OPTION_PERCENT}–${MAX_PURCHASE_OPTION_PERCENT}; default ${DEFAULT_PURCHASE_OPTION_PERCENT}`,
    '10',
  ),
})

/**
 * The fields read into a QuoteInput; a wrong field is an issue naming its catalogue message.
 * Every field is optional here so that the rules see them all and a missing price is reported
 * together with the other fields' mistakes.
 */
export const MortgageQuoteSchema = MortgageQuoteFieldsSchema.partial().transform((fields, ctx) => {
  const reading = readQuoteFields(fields)
  if (reading.ok) return reading.input
  for (const [field, refs] of Object.entries(reading.errors))
    for (const ref of refs) ctx.addIssue({ code: 'custom', path: [field], message: ref.key, params: ref.params })
  return z.NEVER
})
