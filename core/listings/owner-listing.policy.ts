/**
 * Who may act on an owner's listing (issue 33): the person whose account record it belongs to,
 * signed in with their own session (an integration key is an agency's, never an owner's). Any
 * other listing, and an unknown one, is "not found" to them; owners never get back-office rights.
 */
import { type Actor, type ServiceContext, AppError, forbidden, notFound, unauthenticated } from '#core/shared'
import type { Executor } from '#db/client'
import { findListingRecord, lockListingRecord, type ListingRecord } from './listing-admin.queries'
import { canEdit } from './listing-status.rules'
import { NOT_FOUND_KEY } from './listing.policy'
import { findOwnerAccount } from './owner-account.queries'
import type { PhotoGate } from './photo.service'

/** 401 signed out, 403 for an integration key: the owner's side is a person's. */
export function assertOwnerActor(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw unauthenticated()
  if (actor.apiKey) throw forbidden()
}

/** The actor's own listing (locked inside a transaction when asked), or 404. */
export async function loadOwnListing(
  db: Executor,
  actor: Actor | null,
  listingId: number,
  lock = false,
): Promise<ListingRecord> {
  assertOwnerActor(actor)
  const account = await findOwnerAccount(db, actor.userId)
  const listing = account && (lock ? await lockListingRecord(db, listingId) : await findListingRecord(db, listingId))
  if (!listing || listing.customerId !== account!.id || listing.status === 'deleted') throw notFound(NOT_FOUND_KEY)
  return listing
}

/** Photos of the actor's own listing, while it may be edited. */
export const ownerPhotoGate: PhotoGate = async (db, ctx: ServiceContext, listingId, lock) => {
  const listing = await loadOwnListing(db, ctx.actor, listingId, lock)
  if (!canEdit(listing.status)) throw new AppError('CONFLICT', { key: 'admin.properties.transition_not_allowed' })
  return listing
}
