import { micrositePath } from '#core/listings'
import { encodeId, type ServiceContext } from '#core/shared'
import { assertCanManageCustomers } from './agency.policy'
import { listCustomerRows } from './customer.queries'

export const CUSTOMERS_PER_PAGE = 25

export async function listCustomers(ctx: ServiceContext, input: { q?: string | null; page?: number } = {}) {
  const scope = assertCanManageCustomers(ctx.actor)
  const page = Math.max(1, Math.floor(input.page ?? 1))
  const { rows, total } = await listCustomerRows(ctx.db, {
    ids: scope,
    q: input.q?.trim() || null,
    limit: CUSTOMERS_PER_PAGE,
    offset: (page - 1) * CUSTOMERS_PER_PAGE,
  })
  return {
    data: rows.map((r) => ({
      id: encodeId('customer', r.id),
      name: r.name,
      nit: r.nit,
      email: r.email,
      isActive: r.isActive,
      municipalityName: r.municipalityName,
      micrositePath: micrositePath({ id: r.id, name: r.name }),
    })),
    meta: { total, page, perPage: CUSTOMERS_PER_PAGE },
  }
}
