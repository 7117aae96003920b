import { recordCustomerAudit } from '#core/audit'
import type { ServiceContext } from '#core/shared'
import { removeAgencyImage } from './agency-media.service'
import { updateCustomerRow } from './customer.queries'
import { customerView, loadManagedCustomer } from './customer-record.service'
import type { CustomerView } from './customer.view'

export async function removeCustomerImage(
  ctx: ServiceContext,
  customerId: number,
  kind: 'logo' | 'banner',
): Promise<CustomerView> {
  const current = await loadManagedCustomer(ctx, customerId)
  const column = kind === 'logo' ? 'logoPath' : 'bannerPath'
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, { [column]: null })
    await recordCustomerAudit(tx, ctx.actor, `customer.${kind}_remove`, current.id)
    return updated
  })
  await removeAgencyImage(current[column])
  return customerView(ctx, row)
}
