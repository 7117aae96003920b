/**
 * The outbox: anything sent outside the request (e-mails, pushes) is first written here,
 * in the same transaction as the record it is about, then delivered by a background
 * loop with exponential back-off. A failed send never loses the request.
 */
import type { Database, Executor } from '#db/client'
import { logger } from '#core/shared'
import { claimDueItems, insertOutboxItem, markFailedAttempt, markSent, type OutboxKind } from './outbox.queries'

export type { OutboxKind }
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
  return insertOutboxItem(db, kind, payload)
}

/** Seconds to wait before attempt n+1: 30 s, 1 min, 2 min, … capped at 6 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 3600)
}

/** Rounds of one processOutbox call: an item may queue another (an account e-mail request its e-mail). */
const ROUNDS = 5

/**
 * Sends what is due, in rounds until nothing more is due (items queued by a handler go out
 * in the same call); returns how many items were delivered. Safe to run in several processes.
 */
export async function processOutbox(db: Database, limit = 20): Promise<number> {
  let sent = 0
  for (let round = 0; round < ROUNDS; round++) {
    const claimed = await claimDueItems(db, limit)
    if (claimed.length === 0) break
    for (const item of claimed) if (await deliver(db, item)) sent++
  }
  return sent
}

async function deliver(db: Database, item: Awaited<ReturnType<typeof claimDueItems>>[number]): Promise<boolean> {
  const handler = handlers[item.kind]
  try {
    if (!handler) throw new Error(`no handler registered for ${item.kind}`)
    await handler(item.payload, db)
    await markSent(db, item.id, item.attempts + 1)
    return true
  } catch (error) {
    const attempts = item.attempts + 1
    const failed = attempts >= MAX_ATTEMPTS
    logger.warn('outbox delivery failed', { id: item.id, kind: item.kind, attempts, error })
    await markFailedAttempt(db, item.id, {
      attempts,
      failed,
      error: String((error as Error)?.message ?? error).slice(0, 500),
      nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
    })
    return false
  }
}
