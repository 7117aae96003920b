/**
 * The outbox: anything sent outside the request (e-mails, pushes) is first written here,
 * in the same transaction as the record it is about, then delivered by a background
 * loop with exponential back-off. A failed send never loses the request.
 */
import type { Database, Executor } from '#db/client'
import { logger } from '#core/shared'
import {
  claimNextItem,
  insertOutboxItem,
  markFailedAttempt,
  markSent,
  OUTBOX_LEASE_SECONDS,
  renewLease,
  type ClaimedItem,
  type OutboxKind,
} from './outbox.queries'

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

/**
 * Sends what is due, one item at a time, each claimed under a lease (outbox.queries.ts) that is
 * renewed while its delivery runs; items queued by a handler go out in the same call. Returns how
 * many items were delivered. Safe in every server process at once: an item is claimed by one of
 * them, and one whose process died mid-delivery is due again when its lease ends.
 */
export async function processOutbox(db: Database, limit = 20, leaseSeconds = OUTBOX_LEASE_SECONDS): Promise<number> {
  let sent = 0
  // At most five batches' worth per call, so one call ends even while handlers keep queueing.
  for (let n = 0; n < limit * 5; n++) {
    const item = await claimNextItem(db, leaseSeconds)
    if (!item) break
    if (await deliver(db, item, leaseSeconds)) sent++
  }
  return sent
}

/**
 * Runs `work` while renewing the item's lease every third of it; the lease's token at the end,
 * or null when it was lost (the process stalled past it and another took the item).
 */
async function underLease(db: Database, item: ClaimedItem, seconds: number, work: () => Promise<void>) {
  let lease: string | null = item.lease
  let renewing: Promise<unknown> = Promise.resolve()
  const timer = setInterval(
    () => {
      renewing = renewing
        .then(async () => (lease = lease && (await renewLease(db, item.id, lease, seconds))))
        .catch((error: unknown) => logger.warn('outbox lease not renewed', { id: item.id, error }))
    },
    (seconds * 1000) / 3,
  )
  timer.unref()
  let failure: { error: unknown } | null = null
  try {
    await work()
  } catch (error) {
    failure = { error }
  } finally {
    clearInterval(timer)
    await renewing
  }
  return { lease, failure }
}

async function deliver(db: Database, item: ClaimedItem, leaseSeconds: number): Promise<boolean> {
  const handler = handlers[item.kind]
  const { lease, failure } = handler
    ? await underLease(db, item, leaseSeconds, () => handler(item.payload, db))
    : { lease: item.lease, failure: { error: new Error(`no handler registered for ${item.kind}`) } }
  if (!lease) {
    logger.warn('outbox lease lost during a delivery', { id: item.id, kind: item.kind, failed: !!failure })
    return !failure
  }
  if (!failure) return markSent(db, item.id, lease, item.attempts + 1)
  const { error } = failure
  const attempts = item.attempts + 1
  const failed = attempts >= MAX_ATTEMPTS
  logger.warn('outbox delivery failed', { id: item.id, kind: item.kind, attempts, error })
  await markFailedAttempt(db, item.id, lease, {
    attempts,
    failed,
    error: String((error as Error)?.message ?? error).slice(0, 500),
    nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
  })
  return false
}
