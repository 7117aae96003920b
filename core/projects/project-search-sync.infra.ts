/**
 * One project search index per database per process (ADR 0028), kept exact as the listings'
 * is (ADR 0013): the first search starts the build (answered by SQL until it is ready); every
 * search first reads the project changes committed since the watermark (project_search_changes,
 * written by triggers on projects, their unit types, amenities and photos and on builders; one
 * indexed round trip, shared by concurrent searches) and re-reads those projects, so a project
 * published or changed through any process is searched at once. A process that could not read
 * the log for half the time it is kept rebuilds.
 */
import type { Executor } from '#db/client'
import { primaryOf, readsOf } from '#db/read-router'
import { logger, processSingleton } from '#core/shared'
import { askedBy, changeSource, followChangeLog, sharedRuns, type ChangeFollower } from '#core/search'
import { ProjectIndex } from './project-search-index.infra'
import {
  deleteOldProjectChanges,
  readProjectChanges,
  readProjectIndexRows,
  readProjectIndexRowsById,
} from './project-search.queries'

const CHANGE_LOG_SECONDS = 600

interface State extends ChangeFollower {
  index: ProjectIndex | null
  building: Promise<void> | null
  syncNow: () => Promise<void>
}

const states = processSingleton('project-search-index', () => new WeakMap<object, State>())

/** One index per primary, whichever of its databases asks (ADR 0031). */
function stateOf(asking: Executor): State {
  const db = primaryOf(asking)
  let state = states.get(db)
  if (!state) {
    const created: State = {
      index: null,
      building: null,
      watermark: '0',
      applied: new Set(),
      lastSync: 0,
      lastPrune: 0,
      fromPrimary: false,
      syncNow: () => Promise.resolve(),
    }
    created.syncNow = sharedRuns(() => sync(db, created))
    states.set(db, (state = created))
  }
  return state
}

function startBuild(db: Executor, state: State): Promise<void> {
  state.building ??= (async () => {
    const started = performance.now()
    const { rows, watermark } = await readProjectIndexRows(readsOf(db))
    state.index = new ProjectIndex(rows)
    state.watermark = watermark
    state.applied = new Set()
    state.lastSync = Date.now()
    logger.info('project search index built', { projects: rows.length, ms: Math.round(performance.now() - started) })
  })()
    .catch((error: unknown) => logger.warn('project search index build failed', { error }))
    .finally(() => {
      state.building = null
    })
  return state.building
}

async function sync(db: Executor, state: State) {
  const index = state.index
  if (!index) return
  const source = changeSource(state, db)
  const followed = await followChangeLog(state, {
    read: (watermark) => readProjectChanges(source, watermark),
    current: () => state.index === index,
    fetch: (ids) => readProjectIndexRowsById(source, ids),
    apply: (ids, rows) => index.apply(ids, rows),
    prune: () => deleteOldProjectChanges(db, CHANGE_LOG_SECONDS),
  })
  // Dead slots outnumber the live ones (projects edited over and over): start afresh.
  if (followed && index.size > 2 * index.count + 10_000) void startBuild(db, state)
}

/** The index of this database, current with every committed change; null while it is first built. */
export async function currentProjectIndex(db: Executor): Promise<ProjectIndex | null> {
  const state = stateOf(db)
  askedBy(state, db)
  if (state.index && Date.now() - state.lastSync > (CHANGE_LOG_SECONDS / 2) * 1000) state.index = null
  if (!state.index) {
    void startBuild(db, state)
    return null
  }
  await state.syncNow()
  return state.index
}

/** Builds the index now (at server start, in tests and benchmarks); resolves when it is ready. */
export async function prepareProjectSearch(db: Executor): Promise<void> {
  const state = stateOf(db)
  if (!state.index) await startBuild(db, state)
}
