/**
 * A small staff queue for the demo (issue 33): a few agency listings moved into review with
 * planted fraud signals and their evidence (a price far below the barrio's median, a request
 * for a deposit by Nequi, three visitors' reports), so /admin/moderation has items to decide on
 * a fresh demo and in the browser tests. The owners' flagged listings of the full demo (point 8)
 * are planted by the owner listings' seed.
 */
import { sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { listingSignals } from '#db/schema'
import { submitListingIdForReview } from '#core/listings'

/** How many listings wait in the demo queue. */
export const DEMO_QUEUE_SIZE = 6

const PLANTED = [
  {
    code: 'price_below_median',
    cause: 'signals',
    evidence: { percent: 32, median_per_m2: 45000, sample: 14, area: 'barrio' },
  },
  {
    code: 'payment_request',
    cause: 'signals',
    evidence: { words: ['consignar', 'anticipo', 'Nequi'] },
  },
  {
    code: 'reported',
    cause: 'reports',
    evidence: { count: 3, reasons: ['piden_dinero', 'no_existe'] },
  },
] as const

/** Moves the newest published listings of distinct agencies into the queue with a planted signal each. */
export async function plantModerationQueue(db: Executor, size = DEMO_QUEUE_SIZE): Promise<number> {
  const picked = await db.execute(
    sql`select id from (select distinct on (customer_id) id from properties where status = 'published'
        order by customer_id, id desc) p order by id desc limit ${size}`,
  )
  const ids = (picked as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id))
  for (const [i, id] of ids.entries()) {
    const planted = PLANTED[i % PLANTED.length]
    await db.insert(listingSignals).values({ propertyId: id, code: planted.code, evidence: planted.evidence })
    await submitListingIdForReview(db, id, planted.cause)
  }
  return ids.length
}
