import { recordCustomerAudit } from '#core/audit'
import { notFound, type ServiceContext } from '#core/shared'
import { assertCanSwitchCustomer } from './agency.policy'
import { findCustomer, updateCustomerRow } from './customer.queries'
import { customerView } from './customer-record.service'
import type { CustomerView } from './customer.view'

/** Switches an agency (and so its microsite and listings) on or off; portal-wide only. */
export async function setCustomerActive(
  ctx: ServiceContext,
  customerId: number,
  isActive: boolean,
): Promise<CustomerView> {
  assertCanSwitchCustomer(ctx.actor)
  const current = await findCustomer(ctx.db, customerId)
  if (!current) throw notFound()
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, { isActive })
    await recordCustomerAudit(tx, ctx.actor, isActive ? 'customer.activate' : 'customer.deactivate', current.id)
    return updated
  })
  return customerView(ctx, row)
}
