/**
 * How an in-process index follows its change log (change-log.sql.ts): reads that concurrent
 * searches share, and a batch read applied and moved past.
 */
import type { ChangeLogBatch } from './change-log.sql'

/** Where an index stands in its change log. */
export interface ChangeFollower {
  watermark: string
  /** Transactions at or above the watermark already applied (their changes are read again until it passes them). */
  applied: Set<string>
  lastSync: number
  lastPrune: number
}

const PRUNE_EVERY_MS = 60_000

/**
 * `run` as a read that concurrent callers share: a call while one runs waits for the next run,
 * which starts after it, so each caller sees what was committed before it called, and the
 * database sees at most one read in flight per index.
 */
export function sharedRuns(run: () => Promise<void>): () => Promise<void> {
  let inflight: Promise<void> | null = null
  let queued: Promise<void> | null = null
  const now = (): Promise<void> => {
    if (!inflight) {
      inflight = run().finally(() => {
        inflight = null
      })
      return inflight
    }
    queued ??= inflight
      .catch(() => {})
      .then(() => {
        queued = null
        return now()
      })
    return queued
  }
  return now
}

/**
 * Reads the change log from the follower's watermark and applies it: `fetch` reads the current
 * state of the ids changed by transactions not applied yet (each id once), `apply` puts it in
 * the index, unless `current` says a rebuild replaced the index meanwhile (it reads from its
 * own watermark). The follower then moves past the batch, remembering only the transactions a
 * read from the new watermark returns again, and now and then `prune`s the log. Whether it moved.
 */
export async function followChangeLog<Rows>(
  state: ChangeFollower,
  steps: {
    read: (watermark: string) => Promise<ChangeLogBatch>
    current: () => boolean
    fetch: (ids: number[]) => Promise<Rows>
    apply: (ids: number[], rows: Rows) => void
    prune: () => Promise<unknown>
  },
): Promise<boolean> {
  const batch = await steps.read(state.watermark)
  if (!steps.current()) return false
  const fresh = batch.changes.filter((c) => !state.applied.has(c.txid))
  if (fresh.length) {
    const ids = [...new Set(fresh.map((c) => c.id))]
    const rows = await steps.fetch(ids)
    if (!steps.current()) return false
    steps.apply(ids, rows)
  }
  const next = BigInt(batch.xmin)
  state.applied = new Set([...state.applied, ...fresh.map((c) => c.txid)].filter((t) => BigInt(t) >= next))
  state.watermark = batch.xmin
  state.lastSync = Date.now()
  if (Date.now() - state.lastPrune > PRUNE_EVERY_MS) {
    state.lastPrune = Date.now()
    void steps.prune().catch(() => {})
  }
  return true
}
