/** SQL of a listing entering the staff queue (the queue itself is core/moderation's). */
import type { Executor } from '#db/client'
import { moderationReviews } from '#db/schema'
import type { ReviewCause } from '#db/schema/column-values'

/** Opens the listing's stay in the queue unless one is open already. */
export async function openReview(db: Executor, propertyId: number, cause: ReviewCause): Promise<void> {
  await db.insert(moderationReviews).values({ propertyId, cause }).onConflictDoNothing()
}
