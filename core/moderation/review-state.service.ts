/**
 * Where each listing stands with staff, for its publisher's panel: waiting since when, or the
 * last decision with the reason of a rejection. Listings never reviewed are absent.
 */
import type { Executor } from '#db/client'
import { latestReviews } from './moderation.queries'

export interface ReviewState {
  waitingSince: Date | null
  decision: 'approved' | 'rejected' | null
  /** The reason staff gave a rejection (the publisher received it by e-mail too). */
  reason: string | null
  decidedAt: Date | null
}

export async function findReviewStates(db: Executor, propertyIds: number[]): Promise<Map<number, ReviewState>> {
  const rows = await latestReviews(db, propertyIds)
  return new Map(
    rows.map((r) => [
      r.propertyId,
      {
        waitingSince: r.decidedAt ? null : r.requestedAt,
        decision: r.decision,
        reason: r.reason,
        decidedAt: r.decidedAt,
      },
    ]),
  )
}
