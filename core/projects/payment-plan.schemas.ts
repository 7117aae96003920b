/**
 * The payment plan's query (GET /api/projects/{id}/payment-plan): the fields as the OpenAPI
 * document lists them, and the same fields read into a PlanChoice (a wrong one is an issue
 * naming its catalogue message). Empty fields take the defaults.
 */
import { z } from 'zod'
import { PRODUCTS, SMMLV_2026 } from '#core/mortgage/browser'
import { opaqueId } from '#core/shared'
import { DOWN_PAYMENT_PERCENT, PLAN_YEARS, SEPARATION_AMOUNT, SUBSIDIES, SUBSIDY_SMMLV } from './payment-plan.constants'

const text = (description: string, example: string) => z.string().optional().meta({ description, example })

export const PaymentPlanFieldsSchema = z.object({
  unit_type_id: z.string().meta({ description: 'One of the project’s unit types (`unit_types[].id`)' }),
  down_payment_percent: text(
    `Cuota inicial in whole percent of the unit type’s price from, ${DOWN_PAYMENT_PERCENT.min}–${DOWN_PAYMENT_PERCENT.max}; default ${DOWN_PAYMENT_PERCENT.default}. It includes the separación ($${SEPARATION_AMOUNT}) and is paid in equal monthly instalments until delivery; what is not financed must meet the bank’s minimum (30 %, 20 % VIS, 10 % leasing)`,
    '30',
  ),
  years: text(
    `Term of the credit or leasing in whole years, ${PLAN_YEARS.min}–${PLAN_YEARS.max}; default ${PLAN_YEARS.default}`,
    '20',
  ),
  product: z.enum(PRODUCTS).optional().meta({
    description:
      'Mortgage in pesos (default) or leasing habitacional, at the Superintendencia Financiera reference rate',
  }),
  subsidy: z
    .enum(SUBSIDIES)
    .optional()
    .meta({
      description: `Housing subsidy the household brings (default none), in SMMLV of 2026 ($${SMMLV_2026}): Mi Casa Ya ${SUBSIDY_SMMLV.mi_casa_ya}, caja de compensación ${SUBSIDY_SMMLV.caja}, both concurrent ${SUBSIDY_SMMLV.concurrent}. Only a VIS or VIP project’s unit priced within its cap takes it; it pays the cuota inicial first, and what exceeds it lowers the amount financed`,
    }),
})

/** A whole number in [min, max] from a query value, the default when empty. */
const wholeNumber = ({ min, max, default: fallback }: { min: number; max: number; default: number }, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value == null || value === '') return fallback
      const n = /^\d{1,4}$/.test(value) ? Number(value) : NaN
      if (n >= min && n <= max) return n
      ctx.addIssue({ code: 'custom', message, params: { min, max } })
      return z.NEVER
    })

const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).default(fallback))

/** The query read: ids decoded, defaults filled in; each wrong field names its message. */
export const PaymentPlanQuerySchema = z
  .object({
    unit_type_id: opaqueId('projectUnitType'),
    down_payment_percent: wholeNumber(DOWN_PAYMENT_PERCENT, 'projects.payment_plan.errors.down_payment_percent'),
    years: wholeNumber(PLAN_YEARS, 'mortgage.errors.years'),
    product: choice(PRODUCTS, 'mortgage'),
    subsidy: choice(SUBSIDIES, 'none'),
  })
  .transform((q) => ({
    unitTypeId: q.unit_type_id,
    downPaymentPercent: q.down_payment_percent,
    years: q.years,
    product: q.product,
    subsidy: q.subsidy,
  }))
export type PaymentPlanQuery = z.output<typeof PaymentPlanQuerySchema>
