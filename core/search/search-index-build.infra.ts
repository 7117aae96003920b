/**
 * Building the search index: every visible listing read in one repeatable-read snapshot, whose
 * watermark (the oldest transaction then running) says which changes come after it.
 *
 * On PostgreSQL the server builds in a child process with a connection of its own and reads the
 * finished arrays as one block from a file the child writes: the rows read and the sorting's work arrays live and die
 * with that process, whose memory all goes back to the system when it ends, instead of growing
 * the server's for good (ADR 0013, memory). A worker thread was measured first: its allocator's
 * freed memory stayed resident in the server process (247 MB over the budget's 200).
 * PGlite is one in-process database that another thread cannot open, so it builds here.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fork } from 'node:child_process'
import fs from 'node:fs'
import type { Executor } from '#db/client'
import { unpackArrays } from './array-pack.utils'
import { SearchIndex, type IndexSnapshot } from './search-index.infra'
import { inSnapshotOf, readFeatureListings, readVisibleListings, readWatermark } from './search-index.queries'
import { readLexemeListings } from './search-text.queries'

const CHUNK = 5_000
/**
 * The index holds the listings of every lexeme found in at least this many listings; the rarer
 * ones are asked of PostgreSQL's text index, which reads one row per listing found
 * (search-text.service.ts, ADR 0014).
 */
const HELD_LEXEME_MIN_LISTINGS = 32

export interface BuiltIndex {
  index: SearchIndex
  watermark: string
}

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Reads every visible listing into a new index, in this thread. With `second`, another
 * connection to the same database, the lexemes' listings are read through it at the same
 * time, in the same snapshot (exported by the first): the database reads both at once.
 */
export async function readIndex(db: Executor, second?: Executor): Promise<BuiltIndex> {
  return db.transaction(
    async (tx) => {
      const watermark = await readWatermark(tx)
      const lexemes = second
        ? inSnapshotOf(tx, second, (other) => readLexemeListings(other, HELD_LEXEME_MIN_LISTINGS, CHUNK))
        : null
      // Not left unhandled while the base is read: awaited below.
      lexemes?.catch(() => {})
      const index = await SearchIndex.build(await readVisibleListings(tx, CHUNK), breathe)
      for (const { featureId, ids } of await readFeatureListings(tx)) index.addFeatureListings(featureId, ids)
      for (const { lexeme, ids } of await (lexemes ?? readLexemeListings(tx, HELD_LEXEME_MIN_LISTINGS, CHUNK)))
        index.addTermListings(lexeme, ids)
      return { index, watermark }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The child process's entry file, next to this one (resolved where the server's own modules run). */
export function buildChildFile(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'search-index-build-child.infra.ts')
}

/** What the child process sends back: the index's arrays are in `file`, as one block (array-pack.utils.ts). */
export interface ChildResult {
  watermark: string
  layout: unknown
  file: string
}

/**
 * Runs the build in a child process that opens `databaseUrl` itself; resolves with where it left
 * the index (the caller reads the file with `indexFromChild` and removes it).
 */
export function runBuildChild(childFile: string, databaseUrl: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = fork(childFile, [], {
      // The layout holds maps and sets: the structured clone algorithm, not JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.send({ databaseUrl })
    let result: ChildResult | null = null
    child.once('message', (message: ChildResult) => {
      result = message
      child.disconnect()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`search index build process ended (${code}) without an index`)),
    )
  })
}

/** The index a build child left in its file (one block read: one allocation in this process). */
export function indexFromChild(result: ChildResult): BuiltIndex {
  const bytes = fs.readFileSync(result.file)
  const snapshot = unpackArrays(result.layout, bytes) as IndexSnapshot
  return { watermark: result.watermark, index: SearchIndex.restore(snapshot) }
}

/** Builds the index in a child process that opens `databaseUrl` itself. */
export async function readIndexInChild(childFile: string, databaseUrl: string): Promise<BuiltIndex> {
  const result = await runBuildChild(childFile, databaseUrl)
  try {
    return indexFromChild(result)
  } finally {
    fs.rmSync(result.file, { force: true })
  }
}
