import { recordCustomerAudit } from '#core/audit'
import { validationError, type ServiceContext } from '#core/shared'
import type { CustomerPatch } from './customer.schemas'
import { insertAdviser, listAdvisers, updateAdviser, updateCustomerRow, type CustomerRow } from './customer.queries'
import {
  customerView,
  loadManagedCustomer,
  resolvePlace,
  rowValues,
  storedValues,
  type CustomerValues,
} from './customer-record.service'
import type { CustomerView } from './customer.view'

/** The stored agency's values, with the fields the update names laid over them. */
function updatedValues(row: CustomerRow, patch: CustomerPatch): CustomerValues {
  // Renaming the agency keeps its microsite address (the stored slug): links to it stay the same.
  const stored = storedValues(row)
  const named = Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => key !== 'advisers' && value !== undefined),
  )
  return { ...stored, ...named }
}

/**
 * Updates an agency's profile, advisers and microsite settings: the fields the input names
 * (the page's form names every profile field; a PATCH only some). `advisers`, when given, is
 * the full list: advisers left out are retired (kept for old listings).
 */
export async function updateCustomer(
  ctx: ServiceContext,
  customerId: number,
  data: CustomerPatch,
): Promise<CustomerView> {
  const current = await loadManagedCustomer(ctx, customerId)
  const merged = updatedValues(current, data)
  const place = await resolvePlace(ctx, merged)
  const existing = await listAdvisers(ctx.db, current.id, { activeOnly: true })
  if (data.advisers) {
    for (const [i, a] of data.advisers.entries()) {
      if (a.id != null && !existing.some((e) => e.id === a.id))
        throw validationError({ [`advisers.${i}.id`]: [{ key: 'validation.id' }] })
    }
  }
  const values = rowValues(merged, place)
  const changed = Object.keys(values).filter(
    (k) => JSON.stringify(values[k as keyof typeof values]) !== JSON.stringify(current[k as keyof CustomerRow]),
  )
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, values)
    const adviserChanges: string[] = []
    if (data.advisers) {
      const kept = new Set<number>()
      for (const a of data.advisers) {
        const id = a.id
        if (id != null) {
          kept.add(id)
          const before = existing.find((e) => e.id === id)!
          if (before.name !== a.name || before.email !== a.email || before.phone !== a.phone) {
            await updateAdviser(tx, id, { name: a.name, email: a.email, phone: a.phone })
            adviserChanges.push(`update:${id}`)
          }
        } else {
          const created = await insertAdviser(tx, {
            customerId: current.id,
            name: a.name,
            email: a.email,
            phone: a.phone,
          })
          adviserChanges.push(`add:${created.id}`)
        }
      }
      for (const e of existing) {
        if (kept.has(e.id)) continue
        await updateAdviser(tx, e.id, { isActive: false })
        adviserChanges.push(`remove:${e.id}`)
      }
    }
    await recordCustomerAudit(tx, ctx.actor, 'customer.update', current.id, {
      fields: changed,
      advisers: adviserChanges,
    })
    return updated
  })
  return customerView(ctx, row)
}
