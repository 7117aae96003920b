/**
 * SQL of the owner's panel: each of their listings with its cover, place, the last staff
 * decision's reason, and its views and contacts summed from listing_daily_stats, the one
 * aggregate the agencies' statistics read too (docs/statistics.md).
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { listingDailyStats, moderationReviews, municipalities, properties, propertyPhotos } from '#db/schema'
import { firstPhoto } from './first-photo.sql'

export async function listOwnerListingRows(db: Executor, customerId: number) {
  return db
    .select({
      id: properties.id,
      code: properties.code,
      title: properties.title,
      status: properties.status,
      closedAs: properties.closedAs,
      businessType: properties.businessType,
      rentPrice: properties.rentPrice,
      salePrice: properties.salePrice,
      municipalityName: municipalities.displayName,
      publishedAt: properties.publishedAt,
      updatedAt: properties.updatedAt,
      coverKey: firstPhoto(propertyPhotos.storageKey),
      coverWidths: firstPhoto(propertyPhotos.widths),
      views: sql<number>`(select coalesce(sum(${listingDailyStats.views}), 0)::int from ${listingDailyStats}
        where ${listingDailyStats.propertyId} = ${properties.id})`,
      contacts: sql<number>`(select coalesce(sum(${listingDailyStats.contacts}), 0)::int from ${listingDailyStats}
        where ${listingDailyStats.propertyId} = ${properties.id})`,
      rejection: sql<string | null>`(select ${moderationReviews.reason} from ${moderationReviews}
        where ${moderationReviews.propertyId} = ${properties.id} and ${moderationReviews.decision} = 'rejected'
        order by ${moderationReviews.decidedAt} desc limit 1)`,
    })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(and(eq(properties.customerId, customerId), ne(properties.status, 'deleted')))
    .orderBy(desc(properties.createdAt), desc(properties.id))
}

export type OwnerListingRow = Awaited<ReturnType<typeof listOwnerListingRows>>[number]
