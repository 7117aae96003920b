import { recordCustomerAudit } from '#core/audit'
import { slugify, type ServiceContext } from '#core/shared'
import { assertCanCreateCustomer } from './agency.policy'
import type { CustomerInput } from './customer.schemas'
import { insertAdviser, insertCustomerRow } from './customer.queries'
import { customerView, resolvePlace, rowValues, type CustomerValues } from './customer-record.service'
import type { CustomerView } from './customer.view'

/** A new agency's values: what the input names, the defaults for the rest. */
function newValues(data: CustomerInput): CustomerValues {
  return {
    name: data.name,
    slug: data.slug ?? slugify(data.name),
    nit: data.nit ?? null,
    website: data.website ?? null,
    email: data.email ?? null,
    phones: data.phones ?? [],
    whatsapp: data.whatsapp ?? null,
    social_links: data.social_links ?? {},
    department_id: data.department_id ?? null,
    municipality_id: data.municipality_id ?? null,
    address: data.address ?? null,
    description: data.description ?? null,
    logo_alignment: data.logo_alignment ?? 'left',
    hide_main_menu: data.hide_main_menu ?? false,
    hide_subscription_footer: data.hide_subscription_footer ?? true,
  }
}

/** Creates an agency (portal-wide `customers.manage`, SuperAdmin by default). */
export async function createCustomer(ctx: ServiceContext, data: CustomerInput): Promise<CustomerView> {
  assertCanCreateCustomer(ctx.actor)
  const values = newValues(data)
  const place = await resolvePlace(ctx, values)
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertCustomerRow(tx, rowValues(values, place))
    for (const a of data.advisers ?? [])
      await insertAdviser(tx, { customerId: created.id, name: a.name, email: a.email, phone: a.phone })
    await recordCustomerAudit(tx, ctx.actor, 'customer.create', created.id, { name: created.name })
    return created
  })
  return customerView(ctx, row)
}
