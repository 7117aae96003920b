/** The back-office dashboard's figures, scoped to a set of agencies ('all' for staff). */
import { and, count, gte, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, leads, properties, PROPERTY_STATUSES, type PropertyStatus } from '#db/schema'

export type CustomerScope = 'all' | number[]

function inScope(
  column: typeof properties.customerId | typeof leads.customerId,
  scope: CustomerScope,
): SQL | undefined {
  if (scope === 'all') return undefined
  return inArray(column, scope.length ? scope : [-1])
}

export async function countListingsByStatus(
  db: Executor,
  scope: CustomerScope,
): Promise<Record<PropertyStatus, number>> {
  const rows = await db
    .select({ status: properties.status, n: count() })
    .from(properties)
    .where(inScope(properties.customerId, scope))
    .groupBy(properties.status)
  const out = Object.fromEntries(PROPERTY_STATUSES.map((s) => [s, 0])) as Record<PropertyStatus, number>
  for (const row of rows) out[row.status] = Number(row.n)
  return out
}

export async function countLeadsSince(
  db: Executor,
  scope: CustomerScope,
  since: Date,
): Promise<{ kind: string; n: number }[]> {
  const rows = await db
    .select({ kind: leads.kind, n: count() })
    .from(leads)
    .where(and(gte(leads.createdAt, since), inScope(leads.customerId, scope)))
    .groupBy(leads.kind)
  return rows.map((r) => ({ kind: r.kind, n: Number(r.n) }))
}

/** Agencies for the SuperAdmin's switcher. */
export async function listAgencyChoices(db: Executor) {
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(isNull(customers.deletedAt))
    .orderBy(customers.name)
}
