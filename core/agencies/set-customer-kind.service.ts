import { recordCustomerAudit } from '#core/audit'
import { notFound, type ServiceContext } from '#core/shared'
import { assertCanSetCustomerKind } from './agency.policy'
import type { CustomerKind } from './customer.constants'
import { findCustomer, updateCustomerRow } from './customer.queries'
import { customerView } from './customer-record.service'
import type { CustomerView } from './customer.view'

/**
 * Makes an agency a builder (its members may then create new-homes projects, ADR 0027) or an
 * agency again; portal-wide only. Projects it already has stay as they are.
 */
export async function setCustomerKind(
  ctx: ServiceContext,
  customerId: number,
  kind: CustomerKind,
): Promise<CustomerView> {
  assertCanSetCustomerKind(ctx.actor)
  const current = await findCustomer(ctx.db, customerId)
  if (!current) throw notFound()
  if (current.kind === kind) return customerView(ctx, current)
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, { kind })
    await recordCustomerAudit(tx, ctx.actor, 'customer.kind', current.id, { from: current.kind, to: kind })
    return updated
  })
  return customerView(ctx, row)
}
