/**
 * The outbox's SQL: writing an item, claiming what is due under a lease, renewing the lease,
 * recording each attempt. The lease is `locked_until`; its exact value (as text, microseconds
 * and all) is the claim's token: renewing or recording an attempt only touches the row while
 * `locked_until` still holds the token this process wrote, so a process whose lease expired
 * (and was taken by another) changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { outbox } from '#db/schema'

export type OutboxKind = (typeof outbox.$inferSelect)['kind']
export type OutboxRow = typeof outbox.$inferSelect
/** A claimed item and its lease's token. */
export type ClaimedItem = OutboxRow & { lease: string }

/** How long a claim lasts unless renewed; the sender renews it while a delivery runs. */
export const OUTBOX_LEASE_SECONDS = 120

export async function insertOutboxItem(db: Executor, kind: OutboxKind, payload: Record<string, unknown>) {
  const [row] = await db.insert(outbox).values({ kind, payload }).returning({ id: outbox.id })
  return row.id
}

const leaseUntil = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`
const held = (id: number, lease: string) =>
  and(eq(outbox.id, id), eq(outbox.status, 'pending'), sql`${outbox.lockedUntil} = ${lease}::timestamptz`)

/**
 * The oldest due item, claimed for `seconds`, or null. Rows another process is claiming are
 * skipped (`for update skip locked`), rows it holds are not due until their lease ends. The
 * database's clock, not the process's: PostgreSQL keeps microseconds, so a row enqueued in the
 * same millisecond would not yet be due by a JavaScript Date.
 */
export async function claimNextItem(db: Executor, seconds = OUTBOX_LEASE_SECONDS): Promise<ClaimedItem | null> {
  const [row] = await queryRows<{ id: number; lease: string }>(
    db,
    sql`update ${outbox} set locked_until = ${leaseUntil(seconds)}
        where id = (select id from ${outbox}
                    where status = 'pending' and next_attempt_at <= now()
                      and (locked_until is null or locked_until <= now())
                    order by next_attempt_at, id limit 1 for update skip locked)
        returning id, locked_until::text as lease`,
  )
  if (!row) return null
  const [item] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.id, Number(row.id)))
  return { ...item, lease: row.lease }
}

/** Extends a held lease; the new token, or null when the lease was lost (expired and taken, or ended). */
export async function renewLease(
  db: Executor,
  id: number,
  lease: string,
  seconds = OUTBOX_LEASE_SECONDS,
): Promise<string | null> {
  const [row] = await queryRows<{ lease: string }>(
    db,
    sql`update ${outbox} set locked_until = ${leaseUntil(seconds)}
        where ${held(id, lease)} returning locked_until::text as lease`,
  )
  return row?.lease ?? null
}

/** Records the delivery, if the lease is still this process's; whether it was. */
export async function markSent(db: Executor, id: number, lease: string, attempts: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, attempts })
    .where(held(id, lease))
    .returning({ id: outbox.id })
  return rows.length > 0
}

export async function markFailedAttempt(
  db: Executor,
  id: number,
  lease: string,
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
    .where(held(id, lease))
}
