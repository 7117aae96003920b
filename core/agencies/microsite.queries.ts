/** What an agency's public microsite shows: the agency and its published listings. */
import { and, asc, count, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { pageWithTotal } from '#core/shared/list-page.sql'
import { selectListingCards } from '#core/listings/listing-card.sql'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import { customers, properties, propertyTypes } from '#db/schema'
import type { Operation } from '#core/shared'

export async function findPublicCustomer(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    // An owner's record (issue 33) has no microsite.
    .where(
      and(eq(customers.id, id), eq(customers.isActive, true), isNull(customers.deletedAt), ne(customers.kind, 'owner')),
    )
    .limit(1)
  return row
}

export interface MicrositeListingFilter {
  customerId: number
  operation?: Operation | null
  propertyTypeId?: number | null
  limit: number
  offset: number
}

/** The agency's listings the public may see. */
function publishedOf(customerId: number): SQL {
  return and(eq(properties.customerId, customerId), publiclyVisible)!
}

function operationCondition(operation: Operation): SQL {
  return or(eq(properties.businessType, operation), eq(properties.businessType, 'sale_rent'))!
}

export async function listMicrositeListings(db: Executor, filter: MicrositeListingFilter) {
  const conditions = [publishedOf(filter.customerId)]
  if (filter.operation) conditions.push(operationCondition(filter.operation))
  if (filter.propertyTypeId) conditions.push(eq(properties.propertyTypeId, filter.propertyTypeId))
  const where = and(...conditions)
  const rows = selectListingCards(db).where(where).orderBy(desc(properties.publishedAt), desc(properties.id))
  return pageWithTotal(db, rows.$dynamic(), { table: properties, where }, filter)
}

/** The property types the agency has published, with how many, for the type filter. */
export async function micrositeTypeCounts(db: Executor, customerId: number) {
  return db
    .select({ id: propertyTypes.id, nameEs: propertyTypes.nameEs, nameEn: propertyTypes.nameEn, n: count() })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(publishedOf(customerId))
    .groupBy(propertyTypes.id, propertyTypes.nameEs, propertyTypes.nameEn, propertyTypes.position)
    .orderBy(asc(propertyTypes.position))
}
