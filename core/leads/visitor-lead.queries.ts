/** Reads the visitor lead services need: the listing's agency, agencies of a municipality, sent messages. */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { advisers, customers, leads, municipalities, properties, propertyTypes } from '#db/schema'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import { listingDepartmentName, listingPlaceNames } from '#core/listings/listing-place.sql'

/**
 * A public listing with where its messages and visit requests go (adviser first, then the
 * agency) and its public place (never the address).
 */
export async function findListingForMessage(db: Executor, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      code: properties.code,
      title: properties.title,
      businessType: properties.businessType,
      customerId: properties.customerId,
      municipalityId: properties.municipalityId,
      ...listingPlaceNames,
      departmentName: listingDepartmentName,
      agencyName: customers.name,
      agencyEmail: customers.email,
      adviserEmail: advisers.email,
    })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(advisers, and(eq(advisers.id, properties.adviserId), eq(advisers.isActive, true)))
    .where(and(eq(properties.id, propertyId), publiclyVisible))
    .limit(1)
  return row ?? null
}

/** Active agencies based in the municipality or with public listings there. */
export async function agenciesOperatingIn(db: Executor, municipalityId: number, limit = 20) {
  return db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.isActive, true),
        isNull(customers.deletedAt),
        or(
          eq(customers.municipalityId, municipalityId),
          sql`exists (select 1 from ${properties} where ${properties.customerId} = ${customers.id} and ${properties.municipalityId} = ${municipalityId} and ${publiclyVisible})`,
        ),
      ),
    )
    .orderBy(customers.id)
    .limit(limit)
}

export async function municipalityName(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: municipalities.displayName })
    .from(municipalities)
    .where(eq(municipalities.id, id))
  return row?.name ?? null
}

export async function propertyTypeName(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ name: propertyTypes.nameEs }).from(propertyTypes).where(eq(propertyTypes.id, id))
  return row?.name ?? null
}

/** Messages a user sent to agencies, newest first. */
export async function listSentMessages(db: Executor, userId: number, limit = 50) {
  return db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      message: leads.message,
      agencyName: customers.name,
      propertyId: leads.propertyId,
      code: properties.code,
      title: properties.title,
    })
    .from(leads)
    .leftJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.userId, userId), inArray(leads.kind, ['agency_message', 'campaign'])))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit)
}
