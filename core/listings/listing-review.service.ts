/**
 * Whether a listing about to be public goes to staff first (issue 33). Every owner's listing
 * that was never public waits in the queue; any listing that raises a fraud signal does too.
 * A listing that waits has status `in_review` and an open moderation_reviews row; staff approve
 * (published) or reject it in core/moderation.
 */
import type { Actor } from '#core/shared'
import type { ReviewCause } from '#db/schema/column-values'
import type { Executor } from '#db/client'
import { recordListingAudit } from '#core/audit'
import { evaluateListingSignals } from '#core/fraud'
import { notFound } from '#core/shared'
import { lockListingRecord, updateListingRecord, type ListingRecord } from './listing-admin.queries'
import { openReview } from './listing-review.queries'
import { NOT_FOUND_KEY } from './listing.policy'

/**
 * Puts the listing in the staff queue: status in_review and an open review (idempotent). The only
 * writer of a listing's entry into the queue, whoever sends it there.
 */
export async function submitListingForReview(
  tx: Executor,
  actor: Actor | null,
  listing: ListingRecord,
  cause: ReviewCause,
): Promise<ListingRecord> {
  await openReview(tx, listing.id, cause)
  if (listing.status === 'in_review') return listing
  const row = await updateListingRecord(tx, listing.id, { status: 'in_review' })
  if (actor) await recordListingAudit(tx, actor, 'property.submit', listing, { from: listing.status, cause })
  return row
}

/** The same by id, for what no publisher started: visitors' reports (core/moderation). */
export async function submitListingIdForReview(
  tx: Executor,
  propertyId: number,
  cause: ReviewCause,
): Promise<ListingRecord> {
  const listing = await lockListingRecord(tx, propertyId)
  if (!listing) throw notFound(NOT_FOUND_KEY)
  return submitListingForReview(tx, null, listing, cause)
}

/**
 * A listing just made or kept public, checked for fraud signals: one that raises any goes to
 * the staff queue (and out of the public) instead. Every way a listing becomes or stays public
 * (publish, republish, restore, an edit, an import) passes here.
 */
export async function holdIfFlagged(tx: Executor, actor: Actor, listing: ListingRecord): Promise<ListingRecord> {
  const signals = await evaluateListingSignals(tx, listing.id)
  return signals.length ? submitListingForReview(tx, actor, listing, 'signals') : listing
}

/**
 * Publishes the listing, or sends it to staff when `always` (a first publication of an owner)
 * or when its fraud signals fire (rerun here: they are rewritten whenever a listing is published
 * or changed while public).
 */
export async function reviewListing(
  tx: Executor,
  actor: Actor,
  listing: ListingRecord,
  { always }: { always: boolean },
): Promise<ListingRecord> {
  const signals = await evaluateListingSignals(tx, listing.id)
  if (always || signals.length) return submitListingForReview(tx, actor, listing, signals.length ? 'signals' : 'owner')
  if (listing.status === 'published') return listing
  const row = await updateListingRecord(tx, listing.id, { status: 'published', publishedAt: new Date() })
  await recordListingAudit(tx, actor, 'property.publish', listing, { from: listing.status, to: 'published' })
  return row
}
