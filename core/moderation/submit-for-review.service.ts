/**
 * A listing enters the staff queue: its status becomes `in_review` (not public; approving it
 * publishes it) and a review opens unless one is open already, so calling it twice is harmless.
 * Called by the publish flow (every owner's listing; an agency's when a fraud signal fires)
 * and by visitors' reports. Runs in the caller's transaction when given one.
 */
import type { Executor } from '#db/client'
import type { ReviewCause } from './moderation.constants'
import { openReview, setListingStatus } from './moderation.queries'

export async function submitForReview(db: Executor, propertyId: number, cause: ReviewCause): Promise<void> {
  await setListingStatus(db, propertyId, { status: 'in_review' })
  await openReview(db, propertyId, cause)
}
