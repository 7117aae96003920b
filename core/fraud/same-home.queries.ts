/** The same-property rule's traits of a listing and its matches, with each publisher's kind. */
import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, properties } from '#db/schema'
import { traitColumns } from '#core/listings/same-property.sql'

export async function listTraits(db: Executor, ids: number[]) {
  if (!ids.length) return []
  return db
    .select({ ...traitColumns, customerKind: customers.kind })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .where(inArray(properties.id, ids))
}
