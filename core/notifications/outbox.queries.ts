/** The outbox's SQL: writing an item, claiming what is due, recording each attempt. */
import { and, asc, eq, inArray, lte, or, isNull, sql } from 'drizzle-orm'
import type { Database, Executor } from '#db/client'
import { outbox } from '#db/schema'

export type OutboxKind = (typeof outbox.$inferSelect)['kind']

export async function insertOutboxItem(db: Executor, kind: OutboxKind, payload: Record<string, unknown>) {
  const [row] = await db.insert(outbox).values({ kind, payload }).returning({ id: outbox.id })
  return row.id
}

/**
 * Up to `limit` items that are due, claimed for two minutes so a second process skips them
 * while this one sends. The database's clock, not the process's: PostgreSQL keeps
 * microseconds, so a row enqueued in the same millisecond would not yet be due by a JavaScript Date.
 */
export async function claimDueItems(db: Database, limit: number) {
  const now = sql`now()`
  const due = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
  if (due.length === 0) return []
  return db
    .update(outbox)
    .set({ lockedUntil: sql`now() + interval '2 minutes'` })
    .where(
      and(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .returning()
}

export async function markSent(db: Database, id: number, attempts: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, attempts })
    .where(eq(outbox.id, id))
}

export async function markFailedAttempt(
  db: Database,
  id: number,
  attempt: { attempts: number; failed: boolean; error: string; nextAttemptAt: Date },
) {
  await db
    .update(outbox)
    .set({
      attempts: attempt.attempts,
      status: attempt.failed ? 'failed' : 'pending',
      lastError: attempt.error,
      lockedUntil: null,
      nextAttemptAt: attempt.nextAttemptAt,
    })
    .where(eq(outbox.id, id))
}
