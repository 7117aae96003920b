/**
 * The listing's side of staff's decision on a listing that waited in the queue (core/moderation
 * owns the review, the reports and the publisher's e-mail): approving publishes it through the
 * same publish rules as any publication (a listing that lost its photos while waiting is not
 * published); rejecting leaves it `rejected`, editable and sendable again by its publisher. The
 * signals are not rerun here: staff decided having seen them.
 */
import type { Executor } from '#db/client'
import { notFound } from '#core/shared'
import type { ReviewDecision } from '#db/schema/column-values'
import { countPhotos, lockListingRecord, updateListingRecord, type ListingRecord } from './listing-admin.queries'
import { NOT_FOUND_KEY } from './listing.policy'
import { assertPublishable } from './listing-status.service'

export async function applyReviewDecision(
  tx: Executor,
  propertyId: number,
  decision: ReviewDecision,
): Promise<{ before: ListingRecord; after: ListingRecord }> {
  const before = await lockListingRecord(tx, propertyId)
  if (!before) throw notFound(NOT_FOUND_KEY)
  if (decision === 'rejected')
    return { before, after: await updateListingRecord(tx, propertyId, { status: 'rejected' }) }
  assertPublishable(before, await countPhotos(tx, propertyId))
  const after = await updateListingRecord(tx, propertyId, { status: 'published', publishedAt: new Date() })
  return { before, after }
}
