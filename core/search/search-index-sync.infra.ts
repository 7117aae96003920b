/**
 * One search index per database per process, kept exact:
 * - the first search starts the build (chunks of visible listings read in one repeatable-read
 *   snapshot, whose watermark is the oldest transaction then running); until it is ready,
 *   searches are answered by SQL (slower, equally exact);
 * - every search first reads the changes committed since the watermark (one indexed round
 *   trip; concurrent searches share it) and applies them, so a listing published, edited or
 *   removed through any process is searched as it is now, not 30 seconds later;
 * - a tail grown past a quarter of the base, a truncate, or a process behind for longer than
 *   the change log keeps, rebuilds in the background while the old index answers.
 * With a standby (ADR 0031) builds and batches read it while it is in use, and a search by
 * someone reading the primary (their own write) has the next batch read there.
 * Last, how any in-process index follows its change log (change-log.sql.ts), the projects'
 * too (core/projects/project-search-sync.infra.ts): reads that concurrent searches share, and
 * a batch read applied and moved past.
 */
import type { Executor } from '#db/client'
import { primaryOf, readRouterOf, readsOf } from '#db/read-router'
import { logger, processSingleton } from '#core/shared'
import type { SearchIndex } from './search-index.infra'
import { buildChildFile, readIndex, readIndexInChild, type BuiltIndex } from './search-index-build.infra'
import { deleteOldChanges, readChanges, readListingsById } from './search-index.queries'
import type { ChangeLogBatch } from './change-log.sql'

/** Changes are kept this long; a process that could not read them for half of it rebuilds. */
const CHANGE_LOG_SECONDS = 600

interface IndexState extends ChangeFollower {
  index: SearchIndex | null
  /** Bumped by each build, so caches keyed by it never mix two indexes' slots. */
  serial: number
  building: Promise<void> | null
  /** Applies every change committed before the call (change-log.utils.ts `sharedRuns`). */
  syncNow: () => Promise<void>
  /** Set when builds run elsewhere than this thread (a server on PostgreSQL): how, and where. */
  builder: { build: () => Promise<BuiltIndex>; in: BuiltIn } | null
  builtIn: BuiltIn | null
}

const states = processSingleton('search-index', () => new WeakMap<object, IndexState>())
let serials = 0

/** The state of `db`'s index: one per primary, whichever of its databases asks. */
function stateOf(asking: Executor): IndexState {
  const db = primaryOf(asking)
  let state = states.get(db)
  if (!state) {
    const created: IndexState = {
      index: null,
      serial: 0,
      building: null,
      watermark: '0',
      applied: new Set(),
      lastSync: 0,
      lastPrune: 0,
      fromPrimary: false,
      syncNow: () => Promise.resolve(),
      builder: null,
      builtIn: null,
    }
    created.syncNow = sharedRuns(() => sync(db, created))
    states.set(db, (state = created))
  }
  return state
}

/**
 * Where the index was built: in a child process of this server process, in one child process
 * for every server process (several on PostgreSQL, server/cluster.ts), or in the server's own.
 */
export type BuiltIn = 'child process' | 'shared child process' | 'server process'

async function readBuilt(db: Executor, builder: IndexState['builder']): Promise<BuiltIndex & { in: BuiltIn }> {
  if (builder) {
    try {
      return { ...(await builder.build()), in: builder.in }
    } catch (error) {
      logger.warn('search index build process failed; building in the server process', { error })
    }
  }
  return { ...(await readIndex(readsOf(db))), in: 'server process' }
}

async function build(db: Executor, state: IndexState) {
  const started = performance.now()
  const { index, watermark, in: builtIn } = await readBuilt(db, state.builder)
  state.index = index
  state.builtIn = builtIn
  state.serial = ++serials
  state.watermark = watermark
  state.applied = new Set()
  state.lastSync = Date.now()
  logger.info('search index built', {
    listings: index.count,
    ms: Math.round(performance.now() - started),
    in: builtIn,
  })
}

function startBuild(db: Executor, state: IndexState): Promise<void> {
  state.building ??= build(db, state)
    .catch((error: unknown) => logger.warn('search index build failed', { error }))
    .finally(() => {
      state.building = null
    })
  return state.building
}

/** Reads and applies the changes since the watermark (a truncate, property 0, rebuilds). */
async function sync(db: Executor, state: IndexState) {
  const index = state.index
  if (!index) return
  // One database for the batch and its rows: rows older than the batch would be applied as current.
  const source = changeSource(state, db)
  const followed = await followChangeLog(state, {
    read: (watermark) => readChanges(source, watermark),
    current: () => state.index === index,
    fetch: (ids) => (ids.includes(0) ? Promise.resolve(null) : readListingsById(source, ids)),
    apply: (ids, rows) => (rows ? index.apply(ids, rows) : void startBuild(db, state)),
    prune: () => deleteOldChanges(db, CHANGE_LOG_SECONDS),
  })
  if (followed && index.tailSize > Math.max(50_000, index.baseEnd / 4)) void startBuild(db, state)
}

/**
 * The index of this database, up to date with every committed change; null while it is
 * first being built (the caller answers with SQL).
 */
export async function currentIndex(db: Executor): Promise<{ index: SearchIndex; serial: number } | null> {
  const state = stateOf(db)
  askedBy(state, db)
  if (state.index && Date.now() - state.lastSync > (CHANGE_LOG_SECONDS / 2) * 1000) {
    // Too far behind to trust the change log: rebuild, and answer with SQL meanwhile.
    state.index = null
  }
  if (!state.index) {
    void startBuild(db, state)
    return null
  }
  await state.syncNow()
  return state.index ? { index: state.index, serial: state.serial } : null
}

/**
 * Starts the build (at server start) and resolves when the index is ready, with where it was
 * built. With `databaseUrl` (PostgreSQL), this and every later rebuild run in a child process
 * with its own connection; with `build`, as it says (one child process for several server
 * processes); the server's own process if that fails.
 */
export async function buildSearchIndex(
  db: Executor,
  options: { databaseUrl?: () => string; build?: () => Promise<BuiltIndex> } = {},
): Promise<BuiltIn | null> {
  const state = stateOf(db)
  const { databaseUrl, build } = options
  if (build) state.builder = { build, in: 'shared child process' }
  else if (databaseUrl)
    state.builder = { build: () => readIndexInChild(buildChildFile(), databaseUrl()), in: 'child process' }
  if (!state.index) await startBuild(db, state)
  return state.builtIn
}

/** Where an index stands in its change log. */
export interface ChangeFollower {
  watermark: string
  /** Transactions at or above the watermark already applied (their changes are read again until it passes them). */
  applied: Set<string>
  lastSync: number
  lastPrune: number
  /** Whether the next batch is read from the primary (a caller reading its own writes asked). */
  fromPrimary: boolean
}

/** Notes a caller reading the primary while a standby takes reads: its search must see its own writes. */
export function askedBy(state: ChangeFollower, db: Executor) {
  if (readRouterOf(db)?.primary === db) state.fromPrimary = true
}

/**
 * Where the next batch is read: the primary when a caller asked, else where reads that may lag
 * go. Switching is safe: a standby behind the watermark returns fewer changes, never skips one
 * (its snapshots are the primary's of a moment before), and the watermark never moves back.
 */
export function changeSource(state: ChangeFollower, primary: Executor): Executor {
  const fromPrimary = state.fromPrimary
  state.fromPrimary = false
  return fromPrimary ? primary : readsOf(primary)
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
  // A standby's batch may come from before the primary's last one: the watermark stays.
  const next = BigInt(batch.xmin) > BigInt(state.watermark) ? BigInt(batch.xmin) : BigInt(state.watermark)
  state.applied = new Set([...state.applied, ...fresh.map((c) => c.txid)].filter((t) => BigInt(t) >= next))
  state.watermark = next.toString()
  state.lastSync = Date.now()
  if (Date.now() - state.lastPrune > PRUNE_EVERY_MS) {
    state.lastPrune = Date.now()
    void steps.prune().catch(() => {})
  }
  return true
}
