/**
 * The features of the listings `which` names, each row saying whose (`propertyId`), in the
 * catalogue's order: a listing's page reads one listing's, the comparison several.
 */
import { asc, eq, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { features, propertyFeatures } from '#db/schema'

/** A feature's slug and names, as every list of features (a listing's, a project's amenities) reads them. */
export const featureNames = { slug: features.slug, nameEs: features.nameEs, nameEn: features.nameEn }

export function selectListingFeatures(db: Executor, which: SQL) {
  return db
    .select({ propertyId: propertyFeatures.propertyId, id: features.id, ...featureNames, category: features.category })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(which)
    .orderBy(asc(features.position), asc(features.nameEs))
}
