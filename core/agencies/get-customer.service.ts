import type { ServiceContext } from '#core/shared'
import { customerView, loadManagedCustomer } from './customer-record.service'
import type { CustomerView } from './customer.view'

export async function getCustomer(ctx: ServiceContext, customerId: number): Promise<CustomerView> {
  return customerView(ctx, await loadManagedCustomer(ctx, customerId))
}
