/**
 * The outbox: anything sent outside the request (e-mails, pushes) is first written here,
 * in the same transaction as the record it is about, then delivered by a background
 * loop with exponential back-off. A failed send never loses the request.
 */
import { and, asc, eq, inArray, lte, or, isNull, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { outbox } from '../../db/schema'
import { logger } from '#core/shared'

export type OutboxKind = (typeof outbox.$inferSelect)['kind']
export type OutboxHandler = (payload: Record<string, unknown>, db: Database) => Promise<void>

let handlers: Partial<Record<OutboxKind, OutboxHandler>> = {}
export const MAX_ATTEMPTS = 8

/**
 * How each kind is sent (mail, push), given once at start-up by the composition root
 * (server/composition.ts). Every kind must have a handler, so a new kind cannot be forgotten.
 */
export function registerOutboxHandlers(byKind: Record<OutboxKind, OutboxHandler>) {
  handlers = { ...byKind }
}

export async function enqueue(db: Executor, kind: OutboxKind, payload: Record<string, unknown>) {
  const [row] = await db.insert(outbox).values({ kind, payload }).returning({ id: outbox.id })
  return row.id
}

/** Seconds to wait before attempt n+1: 30 s, 1 min, 2 min, … capped at 6 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 3600)
}

/** Sends what is due; returns how many items were delivered. Safe to run in several processes. */
export async function processOutbox(db: Database, limit = 20): Promise<number> {
  // The database's clock, not the process's: PostgreSQL keeps microseconds, so a row
  // enqueued in the same millisecond would not yet be due by a JavaScript Date.
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
  if (due.length === 0) return 0
  // Claim the rows so a second process skips them while this one sends.
  const claimed = await db
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
  let sent = 0
  for (const item of claimed) {
    const handler = handlers[item.kind]
    try {
      if (!handler) throw new Error(`no handler registered for ${item.kind}`)
      await handler(item.payload, db)
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, attempts: item.attempts + 1 })
        .where(eq(outbox.id, item.id))
      sent++
    } catch (error) {
      const attempts = item.attempts + 1
      const failed = attempts >= MAX_ATTEMPTS
      logger.warn('outbox delivery failed', { id: item.id, kind: item.kind, attempts, error })
      await db
        .update(outbox)
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
        })
        .where(eq(outbox.id, item.id))
    }
  }
  return sent
}
