/**
 * What the homes feed's segments read and write (migration 0020, ADR 0026): the segments
 * themselves (one gzip member per range of listing ids), the one state row that a process claims
 * while it writes (ADR 0009), and the listings the search change log names since a watermark.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'

export interface FeedStateRow {
  origin: string
  segmentSize: number
  watermark: string
  /** When the change log was last read (a state read too long ago cannot trust the log). */
  syncedAt: Date
  /** When a segment's bytes last changed (Last-Modified). */
  changedAt: Date
}

interface StateColumns {
  origin: string
  segment_size: number
  watermark: string
  synced_at: Date | string
  changed_at: Date | string
}

const toState = (r: StateColumns): FeedStateRow => ({
  origin: r.origin,
  segmentSize: Number(r.segment_size),
  watermark: r.watermark,
  syncedAt: new Date(r.synced_at),
  changedAt: new Date(r.changed_at),
})

/** The feed's state, or null before its first build. */
export async function readFeedState(db: Executor): Promise<FeedStateRow | null> {
  const [row] = await queryRows<StateColumns>(
    db,
    sql`select origin, segment_size, watermark, synced_at, changed_at from feed_state where id = 1 and segment_size > 0`,
  )
  return row ? toState(row) : null
}

/**
 * Claims the feed for `seconds` unless another process holds it; the state as it was (segment
 * size 0 before the first build) with the claim's token (its `locked_until`, as text), or null
 * when another process is writing. A process that dies holding it leaves it to the next after `seconds`.
 */
export async function claimFeed(db: Executor, seconds: number): Promise<(FeedStateRow & { lease: string }) | null> {
  const [row] = await queryRows<StateColumns & { lease: string }>(
    db,
    sql`insert into feed_state (origin, segment_size, watermark, synced_at, changed_at, locked_until)
        values ('', 0, '0', now(), now(), now() + make_interval(secs => ${seconds}))
        on conflict (id) do update set locked_until = excluded.locked_until
          where feed_state.locked_until is null or feed_state.locked_until < now()
        returning origin, segment_size, watermark, synced_at, changed_at, locked_until::text as lease`,
  )
  return row ? { ...toState(row), lease: row.lease } : null
}

/**
 * Releases the claim `lease`, recording what was read (and when the bytes changed, if they did);
 * nothing when the claim was lost (it expired and another process holds the feed now).
 */
export async function releaseFeed(
  db: Executor,
  lease: string,
  input: { origin: string; segmentSize: number; watermark: string; changed: boolean } | null,
): Promise<void> {
  const held = sql`id = 1 and locked_until = ${lease}::timestamptz`
  if (!input) {
    await db.execute(sql`update feed_state set locked_until = null where ${held}`)
    return
  }
  await db.execute(
    sql`update feed_state set origin = ${input.origin}, segment_size = ${input.segmentSize},
          watermark = ${input.watermark}, synced_at = now(),
          changed_at = case when ${input.changed} then now() else changed_at end, locked_until = null
        where ${held}`,
  )
}

/** The oldest transaction still running: changes of this one and later are read again next time. */
export async function currentWatermark(db: Executor): Promise<string> {
  const [row] = await queryRows<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`)
  return row.xmin
}

/** The listings changed by transactions at or after `watermark` (0: the listings were emptied). */
export async function readChangedListings(db: Executor, watermark: string): Promise<number[]> {
  const rows = await queryRows<{ property_id: number }>(
    db,
    sql`select distinct property_id from search_changes where txid >= ${watermark}::xid8`,
  )
  return rows.map((r) => Number(r.property_id))
}

/** Writes a segment; whether its bytes changed. */
export async function writeSegment(db: Executor, segment: number, ads: number, body: Uint8Array): Promise<boolean> {
  const rows = await queryRows<{ segment: number }>(
    db,
    sql`insert into feed_segments (segment, ads, body) values (${segment}, ${ads}, ${Buffer.from(body)})
        on conflict (segment) do update set ads = excluded.ads, body = excluded.body, written_at = now()
          where feed_segments.body is distinct from excluded.body
        returning segment`,
  )
  return rows.length > 0
}

/** Removes a segment left without public listings; whether there was one. */
export async function deleteSegment(db: Executor, segment: number): Promise<boolean> {
  const rows = await queryRows<{ segment: number }>(
    db,
    sql`delete from feed_segments where segment = ${segment} returning segment`,
  )
  return rows.length > 0
}

/** Removes every segment but `kept` (after a full build); whether any was removed. */
export async function deleteOtherSegments(db: Executor, kept: number[]): Promise<boolean> {
  const rows = await queryRows<{ segment: number }>(
    db,
    sql`delete from feed_segments where segment <> all(${`{${kept.join(',')}}`}::int[]) returning segment`,
  )
  return rows.length > 0
}

/** Up to `limit` segments after `after`, in order. */
export async function listSegments(db: Executor, after: number, limit: number) {
  const rows = await queryRows<{ segment: number; body: Uint8Array }>(
    db,
    sql`select segment, body from feed_segments where segment > ${after} order by segment limit ${limit}`,
  )
  return rows.map((r) => ({ segment: Number(r.segment), body: new Uint8Array(r.body) }))
}
