/**
 * A unit type's payment plan as GET /api/projects/{id}/payment-plan answers it (OpenAPI
 * `ProjectPaymentPlan`): pesos and snake_case; payment-plan.rules.ts has the arithmetic.
 */
import { z } from 'zod'
import { PRODUCTS } from '#core/mortgage/browser'
import { encodeId, OpaqueIdSchema } from '#core/shared'
import { SUBSIDIES } from './payment-plan.constants'
import type { PaymentPlan } from './payment-plan.rules'

const Pesos = z.number().int()

export const PaymentPlanSchema = z
  .object({
    unit_type_id: OpaqueIdSchema,
    price: Pesos.meta({ description: 'The unit type’s price from' }),
    product: z.enum(PRODUCTS),
    down_payment_percent: z.number().int(),
    years: z.number().int(),
    subsidy: z.enum(SUBSIDIES),
    separation: Pesos.meta({ description: 'Separación: paid first, part of the cuota inicial' }),
    down_payment: Pesos.meta({ description: 'Cuota inicial: price × percent / 100, rounded' }),
    social_housing_cap: Pesos.nullable().meta({
      description:
        'The price cap for subsidies: VIS 150 SMMLV in the large agglomerations, 135 elsewhere; VIP 90 SMMLV for a project only VIP; null when the project is neither',
    }),
    subsidy_amount: Pesos.meta({
      description: 'The subsidy counted: 0 when none was chosen or the unit is above its cap',
    }),
    months_to_delivery: z.number().int().meta({ description: 'From this month to the delivery month, at least 1' }),
    monthly_instalment: Pesos.meta({
      description: '(cuota inicial − separación − the subsidy that goes to it) / months to delivery, rounded up',
    }),
    financed: Pesos.meta({ description: 'Price − cuota inicial − the subsidy beyond the cuota inicial' }),
    annual_rate: z
      .number()
      .meta({ description: 'Reference effective annual rate, percent (0 when nothing is financed)' }),
    monthly_payment: Pesos.meta({
      description: 'Monthly payment of the credit or leasing canon after delivery (core/mortgage), without insurance',
    }),
  })
  .meta({ id: 'ProjectPaymentPlan' })
export type PaymentPlanView = z.output<typeof PaymentPlanSchema>

export function paymentPlanView(unitTypeId: number, plan: PaymentPlan): PaymentPlanView {
  return {
    unit_type_id: encodeId('projectUnitType', unitTypeId),
    price: plan.price,
    product: plan.product,
    down_payment_percent: plan.downPaymentPercent,
    years: plan.years,
    subsidy: plan.subsidy,
    separation: plan.separation,
    down_payment: plan.downPayment,
    social_housing_cap: plan.socialHousingCap,
    subsidy_amount: plan.subsidyAmount,
    months_to_delivery: plan.monthsToDelivery,
    monthly_instalment: plan.monthlyInstalment,
    financed: plan.financed,
    annual_rate: plan.annualRatePercent,
    monthly_payment: plan.monthlyPayment,
  }
}
