import type { ServiceContext } from '#core/shared'
import { countPhotos, listFeatureIds, listFeatureSlugs, listListingAudit } from './listing-admin.queries'
import { allowedListingActions } from './listing.policy'
import { loadListingForAction } from './listing-status.service'

/** One listing for the back-office form: the record, features, photo count, trail and allowed actions. */
export async function getListingForAdmin(ctx: ServiceContext, listingId: number) {
  const listing = await loadListingForAction(ctx.db, ctx.actor, listingId, 'read')
  const [featureIds, featureSlugs, photoCount, audit] = await Promise.all([
    listFeatureIds(ctx.db, listing.id),
    listFeatureSlugs(ctx.db, listing.id),
    countPhotos(ctx.db, listing.id),
    listListingAudit(ctx.db, listing.id),
  ])
  return { listing, featureIds, featureSlugs, photoCount, audit, actions: allowedListingActions(ctx.actor, listing) }
}

/** The slugs of a listing's features (its requirement flags), for a use case's answer. */
export function listingFeatureSlugs(ctx: ServiceContext, listingId: number): Promise<string[]> {
  return listFeatureSlugs(ctx.db, listingId)
}
