import { recordCustomerAudit } from '#core/audit'
import type { ServiceContext } from '#core/shared'
import { removeAgencyImage, storeAgencyImage } from './agency-media.service'
import { updateCustomerRow } from './customer.queries'
import { customerView, loadManagedCustomer } from './customer-record.service'
import type { CustomerView } from './customer.view'

/** Replaces the agency's logo or banner with an uploaded image (type checked by content). */
export async function setCustomerImage(
  ctx: ServiceContext,
  customerId: number,
  kind: 'logo' | 'banner',
  bytes: Uint8Array,
): Promise<CustomerView> {
  const current = await loadManagedCustomer(ctx, customerId)
  const key = await storeAgencyImage(current.id, kind, bytes)
  const column = kind === 'logo' ? 'logoPath' : 'bannerPath'
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, { [column]: key })
    await recordCustomerAudit(tx, ctx.actor, `customer.${kind}_update`, current.id, { key })
    return updated
  })
  await removeAgencyImage(current[column])
  return customerView(ctx, row)
}
