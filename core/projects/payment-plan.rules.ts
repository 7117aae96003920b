/**
 * A new-home unit's payment plan (issue 32 point 3): pure arithmetic, the same for the API and
 * the project page. With P the unit type's price from, p the cuota inicial's percent, S the
 * separación, G the subsidy and n the months until delivery:
 *
 *   cuota inicial         D = round(P · p / 100)                  (the separación is part of it)
 *   separación            S = min(SEPARATION_AMOUNT, D)
 *   subsidy               G = SMMLV × the programme's SMMLV, only for a VIS/VIP project's unit
 *                             priced within its cap, and never more than P − S
 *   subsidy to the cuota  G₁ = min(G, D − S); the rest G₂ = G − G₁ lowers the amount financed
 *   monthly instalment    ⌈(D − S − G₁) / n⌉                      (equal, until delivery)
 *   financed              F = P − D − G₂
 *   monthly payment       core/mortgage's quote of F: price P, down payment P − F, its
 *                         reference rate for the product and price, the years chosen
 *
 * The subsidy goes to the cuota inicial first, as Mi Casa Ya and the cajas' subsidies do in
 * practice (they are part of the buyer's cierre financiero, paid at the deed): it lowers the
 * instalments until delivery, and only what exceeds the cuota inicial lowers the loan. The
 * bank's minimum down payment (30 %, 20 % VIS, 10 % leasing) is checked on P − F, what is not
 * financed, with core/mortgage's own rules and messages.
 */
import {
  quoteMortgage,
  readQuoteFields,
  SMMLV_2026,
  VIP_CAP_SMMLV,
  VIS_CAP_SMMLV,
  VIS_GENERAL_CAP_SMMLV,
  type MortgageProduct,
} from '#core/mortgage/browser'
import type { FieldErrors } from '#core/shared/browser'
import { SEPARATION_AMOUNT, subsidyPesos, VIS_150_MUNICIPALITY_CODES, type Subsidy } from './payment-plan.constants'

export interface YearMonth {
  year: number
  /** 1–12. */
  month: number
}

/** What the plan needs of the project and the unit type. */
export interface PlanUnit {
  price: number
  delivery: YearMonth | null
  vis: boolean
  vip: boolean
  /** The project's municipality's DANE code (its VIS cap: 150 or 135 SMMLV). */
  municipalityCode: string | null
}

export interface PlanChoice {
  downPaymentPercent: number
  years: number
  product: MortgageProduct
  subsidy: Subsidy
}

export interface PaymentPlan extends PlanChoice {
  price: number
  separation: number
  downPayment: number
  /** The price cap under which the unit takes subsidies; null when the project is neither VIS nor VIP. */
  socialHousingCap: number | null
  subsidyAmount: number
  monthsToDelivery: number
  monthlyInstalment: number
  financed: number
  annualRatePercent: number
  monthlyPayment: number
}

export type PlanResult = { ok: true; plan: PaymentPlan } | { ok: false; errors: FieldErrors }

/** Whole months from this month to the delivery month; at least 1 (delivery this month, past, or unknown). */
export function monthsToDelivery(now: YearMonth, delivery: YearMonth | null): number {
  if (!delivery) return 1
  return Math.max(1, delivery.year * 12 + delivery.month - (now.year * 12 + now.month))
}

/** The VIS cap in SMMLV where a project stands: 150 in the large agglomerations, 135 elsewhere. */
export function visCapSmmlv(municipalityCode: string | null): number {
  return municipalityCode && VIS_150_MUNICIPALITY_CODES.has(municipalityCode) ? VIS_CAP_SMMLV : VIS_GENERAL_CAP_SMMLV
}

/** The price cap for subsidies: VIP's 90 SMMLV for a project that is only VIP, else the VIS cap; null for neither. */
export function socialHousingCap(unit: Pick<PlanUnit, 'vis' | 'vip' | 'municipalityCode'>): number | null {
  if (!unit.vis && !unit.vip) return null
  return (unit.vis ? visCapSmmlv(unit.municipalityCode) : VIP_CAP_SMMLV) * SMMLV_2026
}

// The mortgage rules' fields, as this plan's query names them.
const FIELD_OF: Record<string, string> = {
  down_payment: 'down_payment_percent',
  purchase_option: 'down_payment_percent',
  years: 'years',
  product: 'product',
  price: 'unit_type_id',
}

/** The plan for a unit, or the wrong fields (the bank's minimum down payment, leasing's purchase option). */
export function planPayments(unit: PlanUnit, choice: PlanChoice, now: YearMonth): PlanResult {
  const price = unit.price
  const downPayment = Math.round((price * choice.downPaymentPercent) / 100)
  const separation = Math.min(SEPARATION_AMOUNT, downPayment)
  const cap = socialHousingCap(unit)
  const granted = cap != null && price <= cap ? Math.min(subsidyPesos(choice.subsidy), price - separation) : 0
  const toDownPayment = Math.min(granted, downPayment - separation)
  const financed = price - downPayment - (granted - toDownPayment)
  const months = monthsToDelivery(now, unit.delivery)

  let annualRatePercent = 0
  let monthlyPayment = 0
  if (financed > 0) {
    const reading = readQuoteFields({
      price: String(price),
      down_payment: String(price - financed),
      years: String(choice.years),
      product: choice.product,
    })
    if (!reading.ok) {
      const errors: FieldErrors = {}
      for (const [field, refs] of Object.entries(reading.errors))
        (errors[FIELD_OF[field] ?? field] ??= []).push(...refs)
      return { ok: false, errors }
    }
    const quote = quoteMortgage(reading.input)
    annualRatePercent = quote.annualRatePercent
    monthlyPayment = quote.monthlyPayment
  }

  return {
    ok: true,
    plan: {
      ...choice,
      price,
      separation,
      downPayment,
      socialHousingCap: cap,
      subsidyAmount: granted,
      monthsToDelivery: months,
      monthlyInstalment: Math.ceil((downPayment - separation - toDownPayment) / months),
      financed,
      annualRatePercent,
      monthlyPayment,
    },
  }
}
