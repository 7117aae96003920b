/**
 * The homes feed (/feeds/trovit.xml) kept in the database in segments (ADR 0026): listing ids are
 * cut into ranges of FEED_SEGMENT_SIZE, each range's `<ad>`s are one gzip member in
 * `feed_segments`, and the feed is the head, the segments in order and the tail, laid end to end
 * (one gzip file). A job in every server process (one at a time, through a claim on `feed_state`)
 * reads the search change log since its watermark and writes again only the segments of the
 * listings that changed: a listing published or withdrawn is in the feed, or gone from it, within
 * the job's interval, and every process serves the same bytes, from the database.
 */
import type { Executor } from '#db/client'
import { logger } from '#core/shared'
import { buildInChild, gzipText, type FullBuild } from './feed-build.infra'
import {
  claimFeed,
  currentWatermark,
  deleteOtherSegments,
  deleteSegment,
  listSegments,
  readChangedListings,
  readFeedState,
  releaseFeed,
  writeSegment,
} from './feed-segments.queries'
import { readBatch } from './feed.service'
import { trovitAd, TROVIT_HEAD, TROVIT_TAIL } from './feed.view'

export const FEED_SEGMENT_SIZE = 1000
const BATCH = 1000
/** Longer than a full build may take in its child process (10 minutes at most). */
const CLAIM_SECONDS = 15 * 60
/** The search's readers forget changes after ten minutes: a feed not synced for half of that is built again. */
const TRUST_LOG_MS = 5 * 60_000
const SEGMENTS_PER_READ = 16
/** More segments changed than this (a fifth of a million listings' feed) and the whole feed is built again. */
const MAX_SEGMENTS_PER_RUN = 200

const ALL = { customerId: null }
const HEAD = gzipText(TROVIT_HEAD)
const TAIL = gzipText(TROVIT_TAIL)

/** Every segment from the public listings, in id order; segments left without listings removed. */
export async function buildAllSegments(db: Executor, origin: string, size: number): Promise<FullBuild> {
  const kept: number[] = []
  let ads = 0
  let changed = false
  let current = -1
  let pending: string[] = []
  const flush = async () => {
    if (!pending.length) return
    kept.push(current)
    ads += pending.length
    if (await writeSegment(db, current, pending.length, gzipText(pending.join('')))) changed = true
    pending = []
  }
  let after = 0
  for (;;) {
    const { listings, ids } = await readBatch(db, ALL, { after, limit: BATCH }, origin)
    for (let i = 0; i < listings.length; i++) {
      const segment = Math.floor(ids[i] / size)
      if (segment !== current) {
        await flush()
        current = segment
      }
      pending.push(trovitAd(listings[i]))
    }
    if (listings.length < BATCH) break
    after = ids[ids.length - 1]
  }
  await flush()
  if (await deleteOtherSegments(db, kept)) changed = true
  return { segments: kept.length, ads, changed }
}

/** Writes one segment again from the listings of its range; whether its bytes changed. */
async function rewriteSegment(db: Executor, segment: number, size: number, origin: string): Promise<boolean> {
  const range = { after: segment * size - 1, below: (segment + 1) * size, limit: size }
  const { listings } = await readBatch(db, ALL, range, origin)
  if (!listings.length) return deleteSegment(db, segment)
  return writeSegment(db, segment, listings.length, gzipText(listings.map(trovitAd).join('')))
}

export type FeedSync = { ran: false } | { ran: true; full: boolean; segments: number; changed: boolean; ms: number }

/**
 * The feed job: brings the segments up to date with the catalogue, unless another process is at it.
 * The first time, when the origin or the segment size changed, when the listings were emptied, or
 * when the change log may have forgotten changes or names more than MAX_SEGMENTS_PER_RUN segments,
 * every segment is written (in a child process with `databaseUrl`, PostgreSQL); otherwise only the segments of the listings changed since the
 * watermark. Changes of transactions still running when it read are read again next time.
 */
export async function syncFeed(
  db: Executor,
  input: { origin: string; databaseUrl?: string; segmentSize?: number },
): Promise<FeedSync> {
  const size = input.segmentSize ?? FEED_SEGMENT_SIZE
  const state = await claimFeed(db, CLAIM_SECONDS)
  if (!state) return { ran: false }
  const started = performance.now()
  let done: Parameters<typeof releaseFeed>[2] = null
  try {
    // Read before the listings: a transaction at or after it is read again next time.
    const watermark = await currentWatermark(db)
    const trusted =
      state.segmentSize === size &&
      state.origin === input.origin &&
      Date.now() - state.syncedAt.getTime() < TRUST_LOG_MS
    const changedIds = trusted ? await readChangedListings(db, state.watermark) : [0]
    const touched = [...new Set(changedIds.map((id) => Math.floor(id / size)))].sort((a, b) => a - b)
    let result: { full: boolean; segments: number; changed: boolean }
    // A bulk change (a seed, an import, an agency switched off) is a full build, off the server's thread.
    if (changedIds.includes(0) || touched.length > MAX_SEGMENTS_PER_RUN) {
      const built = input.databaseUrl
        ? await buildInChild({ databaseUrl: input.databaseUrl, origin: input.origin, segmentSize: size })
        : await buildAllSegments(db, input.origin, size)
      result = { full: true, segments: built.segments, changed: built.changed }
    } else {
      let changed = false
      for (const segment of touched) if (await rewriteSegment(db, segment, size, input.origin)) changed = true
      result = { full: false, segments: touched.length, changed }
    }
    done = { origin: input.origin, segmentSize: size, watermark, changed: result.changed }
    const ms = Math.round(performance.now() - started)
    if (result.segments) logger.info('syndication feed synced', { ...result, ms })
    return { ran: true, ...result, ms }
  } finally {
    await releaseFeed(db, state.lease, done)
  }
}

let syncing: Promise<unknown> | null = null

/** Starts the feed job unless this process already runs it (the first request before the job). */
export function syncFeedSoon(db: Executor, input: { origin: string; databaseUrl?: string }) {
  syncing ??= syncFeed(db, input)
    .catch((error: unknown) => logger.warn('syndication feed not synced', { error }))
    .finally(() => (syncing = null))
}

/** When the feed last changed, or null before its first build. */
export async function feedChangedAt(db: Executor): Promise<Date | null> {
  return (await readFeedState(db))?.changedAt ?? null
}

/** The whole feed as gzip bytes: the head, the segments in order, the tail. */
export function feedGzipStream(db: Executor): ReadableStream<Uint8Array> {
  let after = -1
  let state: 'head' | 'segments' | 'done' = 'head'
  return new ReadableStream({
    async pull(controller) {
      if (state === 'head') {
        controller.enqueue(HEAD)
        state = 'segments'
        return
      }
      if (state === 'done') return
      const rows = await listSegments(db, after, SEGMENTS_PER_READ)
      for (const row of rows) controller.enqueue(row.body)
      if (rows.length) after = rows[rows.length - 1].segment
      if (rows.length < SEGMENTS_PER_READ) {
        controller.enqueue(TAIL)
        controller.close()
        state = 'done'
      }
    },
  })
}
