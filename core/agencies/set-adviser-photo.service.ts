import { recordCustomerAudit } from '#core/audit'
import { notFound, type ServiceContext } from '#core/shared'
import { removeAgencyImage, storeAgencyImage } from './agency-media.service'
import { listAdvisers, updateAdviser } from './customer.queries'
import { loadManagedCustomer } from './customer-record.service'
import { adviserView, type AdviserView } from './customer.view'

/** An adviser's photo. */
export async function setAdviserPhoto(
  ctx: ServiceContext,
  customerId: number,
  adviserId: number,
  bytes: Uint8Array,
): Promise<AdviserView> {
  const current = await loadManagedCustomer(ctx, customerId)
  const adviser = (await listAdvisers(ctx.db, current.id, { activeOnly: true })).find((a) => a.id === adviserId)
  if (!adviser) throw notFound()
  const key = await storeAgencyImage(current.id, 'adviser', bytes)
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateAdviser(tx, adviser.id, { photoPath: key })
    await recordCustomerAudit(tx, ctx.actor, 'customer.adviser_photo_update', current.id, { adviser: adviser.id })
    return row
  })
  await removeAgencyImage(adviser.photoPath)
  return adviserView(updated)
}
