/**
 * The credit and leasing simulator's arithmetic (issue 14): pure functions, the same in the
 * API, on the server-rendered listing page and in the browser. Amounts are pesos; payments are
 * monthly and paid at the end of each month (cuota vencida), without insurance (life, fire and
 * earthquake) nor fees, which every bank adds on top.
 *
 *   monthly rate      i = (1 + i_ea)^(1/12) − 1                 (i_ea the effective annual rate, 0.131 for 13,1 %)
 *   mortgage payment  C = F · i / (1 − (1 + i)^(−n))            (French amortisation of F = price − down payment over n months)
 *   leasing canon     C = (F − O · (1 + i)^(−n)) · i / (1 − (1 + i)^(−n))
 *                     the canon amortises the amount financed less the present value of the purchase
 *                     option O (a percentage of the price), which is paid apart at the end of month n
 *   income needed     C / 30 %                                  (INCOME_SHARE_PERCENT)
 *
 * Payments are rounded to whole pesos and the income needed is rounded up.
 */
import {
  DEFAULT_ANNUAL_RATE_PERCENT,
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_PURCHASE_OPTION_PERCENT,
  DEFAULT_YEARS,
  INCOME_SHARE_PERCENT,
  MIN_DOWN_PAYMENT_PERCENT,
  SCHEDULE_YEARS,
  VIS_PRICE_CAP,
  type MortgageProduct,
} from './mortgage.constants'

/** What a quote needs, already checked (mortgage-input.rules.ts reads it from text). */
export interface QuoteInput {
  product: MortgageProduct
  price: number
  downPayment: number
  years: number
  /** Effective annual, in percent (13.1 for 13,1 % E.A.). */
  annualRatePercent: number
  /** Leasing's purchase option in percent of the price; ignored for a mortgage. */
  purchaseOptionPercent: number
}

export interface TermPayment {
  years: number
  monthlyPayment: number
  requiredIncome: number
}

export interface MortgageQuote extends TermPayment {
  product: MortgageProduct
  price: number
  isVis: boolean
  downPayment: number
  /** The down payment in percent of the price, to a tenth. */
  downPaymentPercent: number
  /** Price less down payment: the loan, or what the leasing company pays beyond the down payment. */
  financed: number
  annualRatePercent: number
  /** The equivalent monthly rate, as a fraction (0.0102… for 13,1 % E.A.). */
  monthlyRate: number
  /** Leasing: the purchase option in pesos, paid at the end; 0 for a mortgage. */
  purchaseOption: number
  /** The payment and income needed for 5, 10, 15, 20, 25 and 30 years, all else equal. */
  scheduleByTerm: TermPayment[]
}

/** i_m = (1 + i_ea)^(1/12) − 1; the effective annual rate as a fraction (0.12 for 12 %). */
export function monthlyRate(effectiveAnnualRate: number): number {
  return Math.pow(1 + effectiveAnnualRate, 1 / 12) - 1
}

/** French amortisation: the constant payment repaying `principal` in `months` at the monthly `rate`. */
export function frenchPayment(principal: number, rate: number, months: number): number {
  if (rate === 0) return principal / months
  return (principal * rate) / (1 - Math.pow(1 + rate, -months))
}

/** Leasing habitacional's canon: the amount financed less the purchase option's present value, amortised. */
export function leasingCanon(financed: number, purchaseOption: number, rate: number, months: number): number {
  return frenchPayment(financed - purchaseOption * Math.pow(1 + rate, -months), rate, months)
}

/** The household income a monthly payment needs at 30 % of income, in whole pesos rounded up. */
export function requiredIncome(monthlyPayment: number): number {
  // × 100 / 30 rather than / 0.3: whole numbers divide exactly (3.000.000 needs 10.000.000, not 10.000.001).
  return Math.ceil((monthlyPayment * 100) / INCOME_SHARE_PERCENT)
}

/** At most the VIS price cap (150 SMMLV of 2026): vivienda de interés social. */
export function isVisPrice(price: number): boolean {
  return price <= VIS_PRICE_CAP
}

const segment = (price: number) => (isVisPrice(price) ? 'vis' : 'standard')

/** The smallest down payment for the product at this price, in pesos (rounded up). */
export function minDownPayment(price: number, product: MortgageProduct): number {
  return Math.ceil((price * minDownPaymentPercent(price, product)) / 100)
}

export function minDownPaymentPercent(price: number, product: MortgageProduct): number {
  return MIN_DOWN_PAYMENT_PERCENT[product][segment(price)]
}

/** The down payment the simulator proposes: 30 % of the price, 20 % for VIS. */
export function defaultDownPayment(price: number): number {
  return Math.ceil((price * DEFAULT_DOWN_PAYMENT_PERCENT[segment(price)]) / 100)
}

/** The reference rate for the product and price (see DEFAULT_ANNUAL_RATE_PERCENT for the source). */
export function defaultAnnualRatePercent(price: number, product: MortgageProduct): number {
  return DEFAULT_ANNUAL_RATE_PERCENT[product][segment(price)]
}

/** The simulator's starting point for a price: 30 % (VIS 20 %) down, 20 years, the reference rate. */
export function defaultQuoteInput(price: number, product: MortgageProduct = 'mortgage'): QuoteInput {
  return {
    product,
    price,
    downPayment: defaultDownPayment(price),
    years: DEFAULT_YEARS,
    annualRatePercent: defaultAnnualRatePercent(price, product),
    purchaseOptionPercent: DEFAULT_PURCHASE_OPTION_PERCENT,
  }
}

/** The leasing purchase option in pesos for a price and a percentage. */
export function purchaseOptionAmount(price: number, percent: number): number {
  return Math.round((price * percent) / 100)
}

/** The monthly payment, amount financed, income needed and the table by term. */
export function quoteMortgage(input: QuoteInput): MortgageQuote {
  const financed = input.price - input.downPayment
  const rate = monthlyRate(input.annualRatePercent / 100)
  const purchaseOption =
    input.product === 'leasing' ? purchaseOptionAmount(input.price, input.purchaseOptionPercent) : 0
  const termPayment = (years: number): TermPayment => {
    const months = years * 12
    const exact =
      input.product === 'leasing'
        ? leasingCanon(financed, purchaseOption, rate, months)
        : frenchPayment(financed, rate, months)
    const monthlyPayment = Math.round(exact)
    return { years, monthlyPayment, requiredIncome: requiredIncome(monthlyPayment) }
  }
  return {
    product: input.product,
    price: input.price,
    isVis: isVisPrice(input.price),
    downPayment: input.downPayment,
    downPaymentPercent: Math.round((input.downPayment * 1000) / input.price) / 10,
    financed,
    annualRatePercent: input.annualRatePercent,
    monthlyRate: rate,
    purchaseOption,
    ...termPayment(input.years),
    scheduleByTerm: SCHEDULE_YEARS.map(termPayment),
  }
}
