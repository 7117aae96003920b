import { recordCustomerAudit } from '#core/audit'
import type { ServiceContext } from '#core/shared'
import type { MicrositeSettings } from './customer.schemas'
import { updateCustomerRow } from './customer.queries'
import { customerView, loadManagedCustomer } from './customer-record.service'
import type { CustomerView } from './customer.view'

/** The microsite settings alone: logo alignment, hide main menu, hide subscription block. */
export async function updateMicrositeSettings(
  ctx: ServiceContext,
  customerId: number,
  data: MicrositeSettings,
): Promise<CustomerView> {
  const current = await loadManagedCustomer(ctx, customerId)
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, {
      logoAlignment: data.logo_alignment,
      hideMainMenu: data.hide_main_menu,
      hideSubscriptionFooter: data.hide_subscription_footer,
    })
    await recordCustomerAudit(tx, ctx.actor, 'customer.microsite_update', current.id, data)
    return updated
  })
  return customerView(ctx, row)
}
