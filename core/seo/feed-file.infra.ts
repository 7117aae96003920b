/**
 * The whole homes feed kept as one gzip file in the data folder (`feeds/trovit.xml.gz`),
 * rewritten by a job once it is older than FEED_MAX_AGE_MS: written to a temporary file and
 * renamed over the old one, so a reader never sees half a feed. Server processes sharing the
 * data folder take turns through a lock file; one whose lock is older than a build could take is
 * taken over (its process ended mid-write). On PostgreSQL the writing runs in a child process
 * (feed-file-child.infra.ts), as the search index's build does (ADR 0013): in the server's own, a
 * million listings took 100 s of its thread and left 2.3 GB resident.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import type { Executor } from '../../db/client'
import { logger } from '#core/shared'
import { trovitFeed } from './feed.service'

export const FEED_MAX_AGE_MS = 60 * 60_000
const LOCK_STALE_MS = 30 * 60_000
const CHILD_HEAP_MB = 384
/** Four times the 111 s a million listings took. */
const CHILD_TIMEOUT_MS = 10 * 60_000

export function feedFilePath(dataDir: string): string {
  return path.join(dataDir, 'feeds', 'trovit.xml.gz')
}

/** The feed file's size and time, or null when none has been written yet. */
export function feedFileInfo(dataDir: string): { path: string; mtime: Date; size: number } | null {
  const file = feedFilePath(dataDir)
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  return stat ? { path: file, mtime: stat.mtime, size: stat.size } : null
}

function takeLock(lock: string): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
    return true
  } catch {
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
    if (age < LOCK_STALE_MS) return false
    fs.rmSync(lock, { force: true })
    return takeLock(lock)
  }
}

/** Writes the whole homes feed, gzipped, to `file`, a batch of listings at a time. */
export async function writeFeed(db: Executor, file: string, origin: string): Promise<void> {
  await pipeline(
    Readable.from(trovitFeed(db, { customerId: null }, origin)),
    zlib.createGzip(),
    fs.createWriteStream(file),
  )
}

/** The server runs its TypeScript through tsx (`--import tsx`); a test runner's worker may not. */
const withTypeScript = (execArgv: string[]) =>
  execArgv.some((arg) => arg.includes('tsx')) ? execArgv : [...execArgv, '--import', 'tsx']

/** Runs writeFeed in a child process with its own connection to `databaseUrl`. */
function writeFeedInChild(databaseUrl: string, file: string, origin: string): Promise<void> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'feed-file-child.infra.ts')
  return new Promise((resolve, reject) => {
    // Each batch leaves megabytes of strings behind: a small heap makes the collector take them at
    // once (1.4–2.3 GB resident otherwise, for a heap whose live part stays under 200 MB).
    const child = fork(entry, [], {
      execArgv: [...withTypeScript(process.execArgv), `--max-old-space-size=${CHILD_HEAP_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let done = false
    // A child that hangs (a database that stops answering) must not hold the job for good.
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS)
    child.once('exit', () => clearTimeout(timer))
    child.send({ databaseUrl, file, origin })
    child.once('message', () => {
      done = true
      child.disconnect()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      done ? resolve() : reject(new Error(`syndication feed process ended (${code}) without a feed`)),
    )
  })
}

/**
 * Writes the feed file again when it is missing or older than FEED_MAX_AGE_MS (or `force`), unless
 * another process is writing it; what it did, with the time and size. With `databaseUrl`
 * (PostgreSQL) the writing runs in a child process; PGlite, one in-process database, writes here.
 */
export async function refreshFeedFile(
  db: Executor,
  input: { dataDir: string; origin: string; databaseUrl?: string; force?: boolean },
): Promise<{ written: boolean; ms?: number; bytes?: number }> {
  const info = feedFileInfo(input.dataDir)
  if (!input.force && info && Date.now() - info.mtime.getTime() < FEED_MAX_AGE_MS) return { written: false }
  const file = feedFilePath(input.dataDir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const lock = `${file}.lock`
  if (!takeLock(lock)) return { written: false }
  const temporary = `${file}.${process.pid}.tmp`
  const started = performance.now()
  try {
    if (input.databaseUrl) await writeFeedInChild(input.databaseUrl, temporary, input.origin)
    else await writeFeed(db, temporary, input.origin)
    fs.renameSync(temporary, file)
    const result = { written: true, ms: Math.round(performance.now() - started), bytes: fs.statSync(file).size }
    logger.info('syndication feed written', result)
    return result
  } finally {
    fs.rmSync(temporary, { force: true })
    fs.rmSync(lock, { force: true })
  }
}

/** The feed file as a stream of its gzip bytes as stored, or of its XML (unzipped). */
export function readFeedFile(file: string, gzip: boolean): ReadableStream<Uint8Array> {
  const stored = fs.createReadStream(file)
  if (gzip) return Readable.toWeb(stored) as ReadableStream<Uint8Array>
  const unzip = zlib.createGunzip()
  stored.on('error', (error) => unzip.destroy(error))
  return Readable.toWeb(stored.pipe(unzip)) as ReadableStream<Uint8Array>
}

let refreshing: Promise<unknown> | null = null

/** Starts writing the feed file unless this process already is (the first request before the job). */
export function refreshFeedFileSoon(db: Executor, input: { dataDir: string; origin: string; databaseUrl?: string }) {
  refreshing ??= refreshFeedFile(db, input)
    .catch((error: unknown) => logger.warn('syndication feed not written', { error }))
    .finally(() => (refreshing = null))
}
