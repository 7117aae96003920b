import { bogotaDay, notFound, validationError, type ServiceContext } from '#core/shared'
import { listUnitTypes } from './project-admin.queries'
import { findPublicProject } from './project-public.queries'
import { PROJECT_NOT_FOUND_KEY } from './project.policy'
import { planPayments } from './payment-plan.rules'
import type { PaymentPlanQuery } from './payment-plan.schemas'
import { paymentPlanView, type PaymentPlanView } from './payment-plan.view'

/**
 * The payment plan of one unit type of a published project, from this month (in Colombia) to
 * its delivery; 404 for a project the public cannot see, 422 for a unit type of another project
 * or without a price, or a down payment below the bank's minimum.
 */
export async function getPaymentPlan(
  ctx: ServiceContext,
  input: { id: number } & PaymentPlanQuery,
): Promise<PaymentPlanView> {
  const found = await findPublicProject(ctx.db, input.id)
  if (!found) throw notFound(PROJECT_NOT_FOUND_KEY)
  const { project } = found
  const unitType = (await listUnitTypes(ctx.db, project.id)).find((u) => u.id === input.unitTypeId)
  if (!unitType) throw validationError({ unit_type_id: [{ key: 'projects.unit_type_unknown' }] })
  if (!unitType.priceFrom) throw validationError({ unit_type_id: [{ key: 'projects.payment_plan.errors.no_price' }] })

  const [year, month] = bogotaDay().split('-').map(Number)
  const result = planPayments(
    {
      price: unitType.priceFrom,
      delivery:
        project.deliveryYear != null ? { year: project.deliveryYear, month: project.deliveryMonth ?? 12 } : null,
      vis: project.vis,
      vip: project.vip,
      municipalityCode: found.municipalityCode,
    },
    input,
    { year, month },
  )
  if (!result.ok) throw validationError(result.errors)
  return paymentPlanView(unitType.id, result.plan)
}
