import { encodeId, type ServiceContext } from '#core/shared'
import { assertCanChooseCustomers } from './agency.policy'
import { listCustomerRows } from './customer.queries'

/** Agencies an actor may pick in other back-office forms (user roles, lead filters). */
export async function listCustomerChoices(
  ctx: ServiceContext,
  permission: 'users.manage' | 'leads.read' | 'audit.read' | 'customers.manage',
) {
  const scope = assertCanChooseCustomers(ctx.actor, permission)
  const { rows } = await listCustomerRows(ctx.db, { ids: scope, limit: 500, offset: 0 })
  return rows.map((r) => ({ id: encodeId('customer', r.id), dbId: r.id, name: r.name }))
}
