/**
 * A back-office listing's status changes: publish, unpublish, republish, delete and restore,
 * one use case in five verbs (`listing-status.rules.ts` says which change leads where). Here
 * too what the other listing use cases share: the gate that loads a listing for an action
 * (permission in its agency first, `listing.policy.ts`) and a transition with its audit record,
 * which "save and publish" applies as well.
 */
import type { Executor } from '#db/client'
import { recordListingAudit } from '#core/audit'
import { type Actor, type ServiceContext, AppError, notFound, publicationValues, validationError } from '#core/shared'
import {
  countPhotos,
  findListingRecord,
  lockListingRecord,
  updateListingRecord,
  type ListingRecord,
  type ListingValues,
} from './listing-admin.queries'
import { assertListingAccess, assertListingBackOffice, listingPermitted, NOT_FOUND_KEY } from './listing.policy'
import {
  publishProblems,
  transitionTarget,
  type ListingAction,
  type PublishField,
  type TransitionAction,
} from './listing-status.rules'
import { holdGroupLock, regroupListing } from './same-property.service'
import { holdIfFlagged } from './listing-review.service'

/** The listing an action is about, once the actor may take it there (401, 403 or 404 otherwise). */
export async function loadListingForAction(
  db: Executor,
  actor: Actor | null,
  id: number,
  action: ListingAction,
  lock = false,
): Promise<ListingRecord> {
  assertListingBackOffice(actor, 'read')
  const listing = lock ? await lockListingRecord(db, id) : await findListingRecord(db, id)
  if (!listing) throw notFound(NOT_FOUND_KEY)
  assertListingAccess(actor, action, listing.customerId)
  return listing
}

/** Throws the 422 publishing would answer when the listing misses a required field or a photo. */
export function assertPublishable(listing: ListingRecord, photoCount: number) {
  const problems = publishProblems({ ...listing, photoCount })
  const missing = (Object.keys(problems) as PublishField[]).map((field) => ({
    key: `admin.properties.field.${field}` as const,
  }))
  if (missing.length)
    throw validationError(problems, { key: 'admin.properties.publish_missing', params: { fields: missing } })
}

/** Why the listing, as saved, cannot be published (the 422 publishing would answer), or null. */
export async function publishRefusal(db: Executor, listing: ListingRecord): Promise<AppError | null> {
  try {
    assertPublishable(listing, await countPhotos(db, listing.id))
    return null
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
}

/** Moves a listing to the status the action leads to, and records the change. */
export async function applyTransition(
  tx: Executor,
  actor: Actor,
  listing: ListingRecord,
  action: TransitionAction,
): Promise<ListingRecord> {
  let target = transitionTarget(action, listing.status, listing.statusBeforeDelete)
  if (target === null) throw new AppError('CONFLICT', { key: 'admin.properties.transition_not_allowed' })
  if (target === 'published') {
    const photos = await countPhotos(tx, listing.id)
    if (action === 'restore') {
      // Back to public only through the publish rules and with the right to publish.
      const ok =
        Object.keys(publishProblems({ ...listing, photoCount: photos })).length === 0 &&
        listingPermitted(actor, 'publish', listing.customerId)
      if (!ok) target = 'inactive'
    } else assertPublishable(listing, photos)
  }
  const values: ListingValues = publicationValues(action, listing.status, target)
  const row = await updateListingRecord(tx, listing.id, values)
  await recordListingAudit(tx, actor, `property.${action}`, listing, { from: listing.status, to: target })
  return target === 'published' ? holdIfFlagged(tx, actor, row) : row
}

async function transition(ctx: ServiceContext, listingId: number, action: TransitionAction) {
  return ctx.db.transaction(async (tx) => {
    const regroups = action === 'delete' || action === 'restore'
    if (regroups) await holdGroupLock(tx)
    const listing = await loadListingForAction(tx, ctx.actor, listingId, action, true)
    const row = await applyTransition(tx, ctx.actor!, listing, action)
    // A deleted listing leaves its group; a restored one joins its partners again.
    if (regroups) await regroupListing(tx, row.id)
    return row
  })
}

/** draft → published, when the required fields and at least one photo are there. */
export const publishListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'publish')
/** published → inactive (hidden from the public). */
export const unpublishListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'unpublish')
/** inactive → published, under the publish rules. */
export const republishListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'republish')
/** Soft delete: any status → deleted, remembering the status before. */
export const deleteListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'delete')
/** deleted → the status before (published only if it still meets the publish rules). */
export const restoreListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'restore')
