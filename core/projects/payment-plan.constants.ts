/**
 * The payment plan simulator's settings (issue 32 point 3), each with its source. They are
 * legal figures and market practice that every deployment shares and that the browser shows,
 * so they live here beside core/mortgage's SMMLV and VIS/VIP caps rather than in the
 * environment. Review them every January with SMMLV_2026 (core/mortgage/mortgage.constants.ts).
 */
import { DEFAULT_YEARS, MAX_YEARS, MIN_YEARS, SMMLV_2026 } from '#core/mortgage/browser'

/**
 * The separación: the fixed sum that reserves a unit when the promesa de compraventa is
 * signed, counted as the first part of the cuota inicial. Builders ask $1–5 million (often
 * $1–2 million in VIS projects); the simulator takes $2.000.000 for every project.
 */
export const SEPARATION_AMOUNT = 2_000_000

/**
 * The cuota inicial in whole percent of the price: 30 % by default (a mortgage finances at
 * most 70 % outside VIS), at least 10 % (leasing's minimum; a mortgage's own 30 % / 20 % VIS
 * minimum is then checked by core/mortgage on the part not financed), at most 90 %.
 */
export const DOWN_PAYMENT_PERCENT = { min: 10, max: 90, default: 30 } as const

/** The credit's or leasing's term in whole years: core/mortgage's 5–30, 20 by default. */
export const PLAN_YEARS = { min: MIN_YEARS, max: MAX_YEARS, default: DEFAULT_YEARS } as const

/**
 * The subsidies a household may bring, in SMMLV, each the largest amount of its programme
 * (households earning up to 2 SMMLV; those earning 2–4 SMMLV get 20):
 * - Mi Casa Ya (Ministerio de Vivienda, Decreto 1077 de 2015 as amended by Decreto 490 de
 *   2023): 30 SMMLV for Sisbén IV groups A1–C8, 20 for C9–D20, paid towards the cuota inicial.
 * - Caja de compensación familiar (subsidio familiar de vivienda, VIS nueva): 30 SMMLV for a
 *   household earning up to 2 SMMLV, 20 for 2–4 SMMLV.
 * - Concurrent (concurrencia, since Decreto 1533 de 2019, households up to 2 SMMLV): the
 *   caja's 30 plus Mi Casa Ya's 20 = 50 SMMLV.
 * Amounts as published by the Ministerio de Vivienda for 2024 (La República, 1 Feb 2024) and
 * for 2026 (Noticias Caracol, 7 Jan 2026: 30 SMMLV = $52.527.150, 20 SMMLV = $35.018.100).
 */
export const SUBSIDIES = ['none', 'mi_casa_ya', 'caja', 'concurrent'] as const
export type Subsidy = (typeof SUBSIDIES)[number]
export const SUBSIDY_SMMLV = { none: 0, mi_casa_ya: 30, caja: 30, concurrent: 50 } as const satisfies Record<
  Subsidy,
  number
>
export const subsidyPesos = (subsidy: Subsidy) => SUBSIDY_SMMLV[subsidy] * SMMLV_2026

/**
 * Where the VIS cap is 150 SMMLV rather than 135: the municipalities of the urban
 * agglomerations of more than a million inhabitants (Ley 2294 de 2023, art. 293; Decreto 1467
 * de 2019 over CONPES 3819 de 2014). Listed here by DANE code: the cities the portal serves and
 * their metropolitan areas — the Valle de Aburrá, Bogotá and Soacha, Cali, Barranquilla,
 * Cartagena, Bucaramanga. A municipality not listed takes 135 SMMLV; extend the list from the
 * decree as the portal reaches more cities.
 */
export const VIS_150_MUNICIPALITY_CODES: ReadonlySet<string> = new Set([
  // Valle de Aburrá: Medellín, Barbosa, Bello, Caldas, Copacabana, Envigado, Girardota, Itagüí, La Estrella, Sabaneta
  ...['05001', '05079', '05088', '05129', '05212', '05266', '05308', '05360', '05380', '05631'],
  '11001', // Bogotá
  '25754', // Soacha
  ...['76001', '76364', '76892'], // Cali, Jamundí, Yumbo
  ...['08001', '08758', '08433', '08573'], // Barranquilla, Soledad, Malambo, Puerto Colombia
  '13001', // Cartagena
  ...['68001', '68276', '68307', '68547'], // Bucaramanga, Floridablanca, Girón, Piedecuesta
])
