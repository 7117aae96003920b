/**
 * What the syndication feeds read: the public listings in id order from a cursor (optionally one
 * agency's, or below an id), a batch at a time, with their place names, type and agency, and the photos of a
 * batch. Keyset pages (`id > after`) cost the same at the millionth listing as at the first.
 */
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, departments, municipalities, properties, propertyPhotos, propertyTypes, sectors } from '#db/schema'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import { listingCardColumns } from '#core/listings/listing-card.sql'

export async function listFeedListings(
  db: Executor,
  input: { after: number; below?: number; limit: number; customerId: number | null },
) {
  // A card's columns (less its first photo: the feed lists every photo), and what a feed adds.
  const { photoKey: _photoKey, photoWidths: _photoWidths, ...card } = listingCardColumns
  return db
    .select({
      ...card,
      description: properties.description,
      updatedAt: properties.updatedAt,
      departmentName: departments.displayName,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(departments, eq(departments.id, properties.departmentId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
    .where(
      and(
        publiclyVisible,
        gt(properties.id, input.after),
        input.below == null ? undefined : lt(properties.id, input.below),
        input.customerId == null ? undefined : eq(properties.customerId, input.customerId),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(input.limit)
}

export type FeedListingRow = Awaited<ReturnType<typeof listFeedListings>>[number]

/** The photos of `ids`, each listing's in its order. */
export async function listFeedPhotos(db: Executor, ids: number[]) {
  if (!ids.length) return []
  return db
    .select({ propertyId: propertyPhotos.propertyId, storageKey: propertyPhotos.storageKey })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, ids))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.id))
}

/** Whether the agency (or builder) `customerId` exists and shows what it publishes (active, not deleted). */
export async function isPublicAgency(
  db: Executor,
  customerId: number,
  kind: 'agency' | 'builder' = 'agency',
): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.isActive, true),
        isNull(customers.deletedAt),
        kind === 'builder' ? eq(customers.kind, 'builder') : undefined,
      ),
    )
  return rows.length > 0
}
