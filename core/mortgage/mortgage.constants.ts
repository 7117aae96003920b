/**
 * The figures behind the credit and leasing simulator (issue 14), each with where it comes
 * from. They are reference defaults for a simulation, not an offer: a bank sets its own rate,
 * share financed and income ratio for each household. Review them every January (SMMLV) and
 * whenever the Superintendencia Financiera's published rates move.
 */

/**
 * Salario mínimo mensual legal vigente 2026: $1.750.905 (Decreto 1469 de 2025; suspended by the
 * Consejo de Estado on 13 February 2026 and re-issued with the same value as Decreto 0159 of
 * 19 February 2026).
 */
export const SMMLV_2026 = 1_750_905

/**
 * The VIS (vivienda de interés social) price cap used here: 150 SMMLV = $262.635.750 in 2026.
 * Ley 2294 de 2023 (Plan Nacional de Desarrollo), art. 293: 135 SMMLV in general, and up to
 * 150 SMMLV in the urban agglomerations of more than a million inhabitants that the Government
 * names (Bogotá, Medellín and the Valle de Aburrá, Cali, Barranquilla, Cartagena, Bucaramanga,
 * …; Decreto 1467 de 2019). The portal centres on the Medellín metropolitan area, so the
 * simulator takes 150 SMMLV everywhere; elsewhere the legal cap is 135 SMMLV ($236.372.175), and
 * a January 2026 draft decree of the Ministerio de Vivienda proposes 135 SMMLV everywhere. The
 * cap only chooses the default and minimum down payment (20 % instead of 30 %).
 */
export const VIS_CAP_SMMLV = 150
export const VIS_PRICE_CAP = VIS_CAP_SMMLV * SMMLV_2026
/** The general VIS cap of the same article, outside the large agglomerations: 135 SMMLV ($236.372.175 in 2026). */
export const VIS_GENERAL_CAP_SMMLV = 135

/**
 * Vivienda de interés prioritario (VIP): up to 90 SMMLV = $157.581.450 in 2026 (Ley 2294 de
 * 2023, art. 293). The demo's VIP projects and the payment plan's subsidies use it.
 */
export const VIP_CAP_SMMLV = 90
export const VIP_PRICE_CAP = VIP_CAP_SMMLV * SMMLV_2026

export const PRODUCTS = ['mortgage', 'leasing'] as const
export type MortgageProduct = (typeof PRODUCTS)[number]

/**
 * The smallest down payment, in percent of the price. A mortgage may finance at most 70 % of
 * the price, 80 % for VIS (Decreto 145 de 2000, art. 1 a, now in Decreto 1077 de 2015 through
 * Decreto 257 de 2021), hence 30 % / 20 %. Leasing habitacional is not bound by that limit
 * (the bank owns the home): banks finance up to 80–90 % (Bancolombia: up to 90 %), hence 10 %.
 * Percentages are whole numbers so that price × percent / 100 stays exact.
 */
export const MIN_DOWN_PAYMENT_PERCENT = {
  mortgage: { standard: 30, vis: 20 },
  leasing: { standard: 10, vis: 10 },
} as const satisfies Record<MortgageProduct, { standard: number; vis: number }>

/** The down payment the simulator starts with, for both products: the mortgage's minimum (30 %, 20 % for VIS). */
export const DEFAULT_DOWN_PAYMENT_PERCENT = { standard: 30, vis: 20 } as const

/** Term in years: at least 5 and at most 30 for housing credit (Ley 546 de 1999, art. 17). */
export const MIN_YEARS = 5
export const MAX_YEARS = 30
export const DEFAULT_YEARS = 20
/** The terms of the table of payments by term. */
export const SCHEDULE_YEARS = [5, 10, 15, 20, 25, 30] as const

/**
 * Reference effective annual rates, in percent: the averages of the Superintendencia
 * Financiera de Colombia's weekly report of weighted housing rates for loans in pesos of 15 to
 * 20 years (cut-off 23 January 2026, as published by La República and Noticias RCN in
 * February 2026), rounded to a tenth: mortgage no VIS 13,07 % → 13,1 %, mortgage VIS 12,40 % →
 * 12,4 %, leasing habitacional no VIS 12,26 % → 12,3 %, leasing VIS 12,43 % → 12,4 %. The
 * visitor can change the rate; a bank's own offer replaces it.
 */
export const DEFAULT_ANNUAL_RATE_PERCENT = {
  mortgage: { standard: 13.1, vis: 12.4 },
  leasing: { standard: 12.3, vis: 12.4 },
} as const satisfies Record<MortgageProduct, { standard: number; vis: number }>
/** The rates the simulator accepts, percent effective annual: a wide bound around every published housing rate. */
export const MIN_ANNUAL_RATE_PERCENT = 1
export const MAX_ANNUAL_RATE_PERCENT = 30

/**
 * Leasing habitacional's purchase option (opción de compra), paid at the end of the contract
 * to become the owner, as a percentage of the price: agreed at the start, usually 10–30 %
 * (Bancolombia offers 1–20 % of the amount financed). 10 % by default.
 */
export const DEFAULT_PURCHASE_OPTION_PERCENT = 10
export const MIN_PURCHASE_OPTION_PERCENT = 1
export const MAX_PURCHASE_OPTION_PERCENT = 30

/**
 * The share of household income a first payment may take, as banks usually apply it: 30 %
 * (the legal limit of Decreto 145 de 2000, art. 1 b). Since Decreto 583 de 2025 the law allows
 * up to 40 % for every home and for leasing (VIS since Decreto 257 de 2021); the simulator keeps
 * the prudent 30 % and says so. Percent, so that payment × 100 / 30 stays in whole numbers.
 */
export const INCOME_SHARE_PERCENT = 30
export const LEGAL_MAX_INCOME_SHARE_PERCENT = 40

/** The largest price the simulator takes (well above any listing; keeps the arithmetic exact). */
export const MAX_PRICE = 1_000_000_000_000
