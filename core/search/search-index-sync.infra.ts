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
 */
import type { Executor } from '#db/client'
import { logger, processSingleton } from '#core/shared'
import type { SearchIndex } from './search-index.infra'
import { buildChildFile, readIndex, readIndexInChild, type BuiltIndex } from './search-index-build.infra'
import { deleteOldChanges, readChanges, readListingsById } from './search-index.queries'

/** Changes are kept this long; a process that could not read them for half of it rebuilds. */
const CHANGE_LOG_SECONDS = 600
const PRUNE_EVERY_MS = 60_000

interface IndexState {
  index: SearchIndex | null
  /** Bumped by each build, so caches keyed by it never mix two indexes' slots. */
  serial: number
  building: Promise<void> | null
  watermark: string
  /** Transactions at or above the watermark already applied (their changes are read again until it passes them). */
  applied: Set<string>
  lastSync: number
  lastPrune: number
  inflight: Promise<void> | null
  queued: Promise<void> | null
  /** Set when builds run elsewhere than this thread (a server on PostgreSQL): how, and where. */
  builder: { build: () => Promise<BuiltIndex>; in: BuiltIn } | null
  builtIn: BuiltIn | null
}

const states = processSingleton('search-index', () => new WeakMap<object, IndexState>())
let serials = 0

function stateOf(db: Executor): IndexState {
  let state = states.get(db)
  if (!state) {
    state = {
      index: null,
      serial: 0,
      building: null,
      watermark: '0',
      applied: new Set(),
      lastSync: 0,
      lastPrune: 0,
      inflight: null,
      queued: null,
      builder: null,
      builtIn: null,
    }
    states.set(db, state)
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
  return { ...(await readIndex(db)), in: 'server process' }
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

/** Reads and applies the changes since the watermark. */
async function sync(db: Executor, state: IndexState) {
  const index = state.index
  if (!index) return
  const batch = await readChanges(db, state.watermark)
  // A rebuild that finished meanwhile reads from its own watermark.
  if (state.index !== index) return
  const fresh = batch.changes.filter((c) => !state.applied.has(c.txid))
  if (fresh.some((c) => c.propertyId === 0)) {
    void startBuild(db, state)
  } else if (fresh.length) {
    const ids = [...new Set(fresh.map((c) => c.propertyId))]
    const rows = await readListingsById(db, ids)
    if (state.index !== index) return
    index.apply(ids, rows)
  }
  // Transactions below the new watermark are never read again.
  const next = BigInt(batch.xmin)
  state.applied = new Set([...state.applied, ...fresh.map((c) => c.txid)].filter((t) => BigInt(t) >= next))
  state.watermark = batch.xmin
  state.lastSync = Date.now()
  if (index.tailSize > Math.max(50_000, index.baseEnd / 4)) void startBuild(db, state)
  if (Date.now() - state.lastPrune > PRUNE_EVERY_MS) {
    state.lastPrune = Date.now()
    void deleteOldChanges(db, CHANGE_LOG_SECONDS).catch(() => {})
  }
}

/**
 * Applies every change committed before this call. Searches arriving while a read is under
 * way share the next one (which starts after theirs), so each sees what was committed before
 * it started, and the database sees at most one change read in flight per process.
 */
function syncNow(db: Executor, state: IndexState): Promise<void> {
  if (!state.inflight) {
    state.inflight = sync(db, state).finally(() => {
      state.inflight = null
    })
    return state.inflight
  }
  state.queued ??= state.inflight
    .catch(() => {})
    .then(() => {
      state.queued = null
      return syncNow(db, state)
    })
  return state.queued
}

/**
 * The index of this database, up to date with every committed change; null while it is
 * first being built (the caller answers with SQL).
 */
export async function currentIndex(db: Executor): Promise<{ index: SearchIndex; serial: number } | null> {
  const state = stateOf(db)
  if (state.index && Date.now() - state.lastSync > (CHANGE_LOG_SECONDS / 2) * 1000) {
    // Too far behind to trust the change log: rebuild, and answer with SQL meanwhile.
    state.index = null
  }
  if (!state.index) {
    void startBuild(db, state)
    return null
  }
  await syncNow(db, state)
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
  options: { databaseUrl?: string; build?: () => Promise<BuiltIndex> } = {},
): Promise<BuiltIn | null> {
  const state = stateOf(db)
  const { databaseUrl, build } = options
  if (build) state.builder = { build, in: 'shared child process' }
  else if (databaseUrl)
    state.builder = { build: () => readIndexInChild(buildChildFile(), databaseUrl), in: 'child process' }
  if (!state.index) await startBuild(db, state)
  return state.builtIn
}
