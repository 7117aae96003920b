/**
 * The simulator's fields as a visitor types them (and as the API receives them): pesos with or
 * without thousands dots ("450.000.000"), rates with a decimal comma or point ("13,1"). Empty
 * fields take the defaults; each wrong field gets its message. The browser checks with these
 * same rules, without Zod; mortgage.schemas.ts wraps them for the API.
 */
import { formatCop } from '#core/shared/browser'
import type { FieldErrors, MessageRef } from '#core/shared/browser'
import {
  DEFAULT_PURCHASE_OPTION_PERCENT,
  DEFAULT_YEARS,
  MAX_ANNUAL_RATE_PERCENT,
  MAX_PRICE,
  MAX_PURCHASE_OPTION_PERCENT,
  MAX_YEARS,
  MIN_ANNUAL_RATE_PERCENT,
  MIN_PURCHASE_OPTION_PERCENT,
  MIN_YEARS,
  PRODUCTS,
  type MortgageProduct,
} from './mortgage.constants'
import {
  defaultAnnualRatePercent,
  defaultDownPayment,
  defaultQuoteInput,
  minDownPayment,
  minDownPaymentPercent,
  purchaseOptionAmount,
  quoteMortgage,
  type MortgageQuote,
  type QuoteInput,
} from './mortgage.rules'

/** The fields by their API and form names, as text. */
export interface QuoteFields {
  price?: string
  down_payment?: string
  years?: string
  annual_rate?: string
  product?: string
  purchase_option?: string
}
export type QuoteFieldName = keyof QuoteFields
const QUOTE_FIELD_NAMES = [
  'product',
  'price',
  'down_payment',
  'years',
  'annual_rate',
  'purchase_option',
] as const satisfies readonly QuoteFieldName[]

export type QuoteReading = { ok: true; input: QuoteInput } | { ok: false; errors: FieldErrors }

/** Whole pesos: "450000000", "450.000.000", "$ 450.000.000"; null for anything else. */
export function parsePesos(text: string): number | null {
  const t = text.replace(/[\s$\u00a0]/g, '')
  if (/^\d+$/.test(t) || /^\d{1,3}([.,]\d{3})+$/.test(t)) return Number(t.replace(/[.,]/g, ''))
  return null
}

/** A decimal with a comma or a point: "13,1", "13.1", "13,1 %"; null for anything else. */
export function parseDecimal(text: string): number | null {
  const t = text.replace(/[\s%\u00a0]/g, '')
  return /^\d+([.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : null
}

/** The amount as the form shows it: "450.000.000". */
export function pesosText(amount: number): string {
  return formatCop(amount).replace(/^\$\s*/, '')
}

/** A percentage as the form shows it, with a decimal comma: "13,1". */
export function percentText(value: number): string {
  return String(value).replace('.', ',')
}

/** The form's starting values for a price: the defaults of defaultQuoteInput, as text. */
export function defaultQuoteFields(price: number, product: MortgageProduct = 'mortgage'): Required<QuoteFields> {
  return {
    price: pesosText(price),
    down_payment: pesosText(defaultDownPayment(price)),
    years: String(DEFAULT_YEARS),
    annual_rate: percentText(defaultAnnualRatePercent(price, product)),
    product,
    purchase_option: String(DEFAULT_PURCHASE_OPTION_PERCENT),
  }
}

const blank = (text: string | undefined) => text == null || text.trim() === ''

/** Reads and checks the fields; empty ones take the defaults for the price and product. */
export function readQuoteFields(fields: QuoteFields): QuoteReading {
  const errors: FieldErrors = {}
  const fail = (field: QuoteFieldName, ref: MessageRef) => {
    errors[field] = [ref]
    return null
  }
  const number = (field: QuoteFieldName, parse: (text: string) => number | null, fallback: () => number | null) => {
    const text = fields[field]
    if (blank(text)) return fallback()
    return parse(text!) ?? fail(field, { key: 'mortgage.errors.number' })
  }

  const product = blank(fields.product) ? 'mortgage' : (fields.product!.trim() as MortgageProduct)
  if (!PRODUCTS.includes(product)) fail('product', { key: 'validation.invalid_option' })

  let price = blank(fields.price)
    ? fail('price', { key: 'validation.required' })
    : number('price', parsePesos, () => null)
  if (price != null && (price <= 0 || price > MAX_PRICE)) price = fail('price', { key: 'mortgage.errors.price' })
  const known = price != null && !errors.product

  const years = number('years', parseDecimal, () => DEFAULT_YEARS)
  if (years != null && (!Number.isInteger(years) || years < MIN_YEARS || years > MAX_YEARS))
    fail('years', { key: 'mortgage.errors.years', params: { min: MIN_YEARS, max: MAX_YEARS } })

  const rate = number('annual_rate', parseDecimal, () => (known ? defaultAnnualRatePercent(price!, product) : null))
  if (rate != null && (rate < MIN_ANNUAL_RATE_PERCENT || rate > MAX_ANNUAL_RATE_PERCENT))
    fail('annual_rate', {
      key: 'mortgage.errors.rate',
      params: { min: MIN_ANNUAL_RATE_PERCENT, max: MAX_ANNUAL_RATE_PERCENT },
    })

  const down = number('down_payment', parsePesos, () => (known ? defaultDownPayment(price!) : null))
  if (down != null && known) {
    const min = minDownPayment(price!, product)
    if (down >= price!) fail('down_payment', { key: 'mortgage.errors.down_payment_max' })
    else if (down < min)
      fail('down_payment', {
        key: 'mortgage.errors.down_payment_min',
        params: { amount: formatCop(min), percent: minDownPaymentPercent(price!, product) },
      })
  }

  const option =
    product === 'leasing'
      ? number('purchase_option', parseDecimal, () => DEFAULT_PURCHASE_OPTION_PERCENT)
      : DEFAULT_PURCHASE_OPTION_PERCENT
  if (product === 'leasing' && option != null) {
    if (option < MIN_PURCHASE_OPTION_PERCENT || option > MAX_PURCHASE_OPTION_PERCENT)
      fail('purchase_option', {
        key: 'mortgage.errors.purchase_option',
        params: { min: MIN_PURCHASE_OPTION_PERCENT, max: MAX_PURCHASE_OPTION_PERCENT },
      })
    else if (known && down != null && !errors.down_payment && purchaseOptionAmount(price!, option) >= price! - down)
      fail('purchase_option', { key: 'mortgage.errors.purchase_option_financed' })
  }

  if (Object.keys(errors).length) return { ok: false, errors }
  return {
    ok: true,
    input: {
      product,
      price: price!,
      downPayment: down!,
      years: years!,
      annualRatePercent: rate!,
      purchaseOptionPercent: option!,
    },
  }
}

/** The simulator on a listing: the estimate with the defaults, and the form's fields (the defaults, or what was submitted). */
export function simulatorStart(
  price: number,
  submitted: QuoteFields,
): { estimate: MortgageQuote; fields: Required<QuoteFields>; isSubmitted: boolean } {
  const given = Object.fromEntries(
    QUOTE_FIELD_NAMES.flatMap((name) => {
      const value = submitted[name]
      return typeof value === 'string' ? [[name, value.slice(0, 40)]] : []
    }),
  ) as QuoteFields
  return {
    estimate: quoteMortgage(defaultQuoteInput(price)),
    fields: { ...defaultQuoteFields(price), ...given },
    isSubmitted: Object.keys(given).length > 0,
  }
}

const productOf = (fields: QuoteFields): MortgageProduct =>
  PRODUCTS.includes(fields.product as MortgageProduct) ? (fields.product as MortgageProduct) : 'mortgage'

/**
 * One field changed by the visitor. A new price or product carries along the down payment and
 * the rate that still hold their defaults (30 % of the old price becomes 30 % of the new one, or
 * 20 % when it becomes VIS); values the visitor typed stay as typed.
 */
export function changeQuoteField(
  fields: Required<QuoteFields>,
  name: QuoteFieldName,
  value: string,
): Required<QuoteFields> {
  const next = { ...fields, [name]: value }
  if (name !== 'price' && name !== 'product') return next
  const before = parsePesos(fields.price)
  const after = parsePesos(next.price)
  if (!before || !after) return next
  if (parsePesos(fields.down_payment) === defaultDownPayment(before))
    next.down_payment = pesosText(defaultDownPayment(after))
  if (parseDecimal(fields.annual_rate) === defaultAnnualRatePercent(before, productOf(fields)))
    next.annual_rate = percentText(defaultAnnualRatePercent(after, productOf(next)))
  return next
}
