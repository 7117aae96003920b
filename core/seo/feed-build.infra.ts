/**
 * What the homes feed's segments need outside the database: gzip (each segment is one gzip
 * member, and members laid end to end are one gzip file, RFC 1952 §2.2), the stream that unzips
 * the feed for a client that does not take gzip, and the child process that makes the full build
 * on PostgreSQL (feed-build-child.infra.ts), as the search index's build does (ADR 0013): in the
 * server's own, a million listings took 100 s of its thread and left 2.3 GB resident.
 */
import { fork } from 'node:child_process'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const CHILD_HEAP_MB = 384
/** Four times the 111 s a million listings took in one file. */
const CHILD_TIMEOUT_MS = 10 * 60_000

/** `text` as one gzip member (the same bytes for the same text: no time or name in the header). */
export function gzipText(text: string): Uint8Array {
  return zlib.gzipSync(text)
}

/** The feed's gzip bytes (one member after another) as the XML they hold. */
export function gunzipStream(gzipped: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const unzip = zlib.createGunzip()
  const source = Readable.fromWeb(gzipped as import('node:stream/web').ReadableStream<Uint8Array>)
  source.on('error', (error) => unzip.destroy(error))
  return Readable.toWeb(source.pipe(unzip)) as ReadableStream<Uint8Array>
}

/** The server runs its TypeScript through tsx (`--import tsx`); a test runner's worker may not. */
const withTypeScript = (execArgv: string[]) =>
  execArgv.some((arg) => arg.includes('tsx')) ? execArgv : [...execArgv, '--import', 'tsx']

export interface FullBuild {
  segments: number
  ads: number
  changed: boolean
}

/** Runs the full build (buildAllSegments) in a child process with its own connection to `databaseUrl`. */
export function buildInChild(input: { databaseUrl: string; origin: string; segmentSize: number }): Promise<FullBuild> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'feed-build-child.infra.ts')
  return new Promise((resolve, reject) => {
    // Each batch leaves megabytes of strings behind: a small heap makes the collector take them at once.
    const child = fork(entry, [], {
      execArgv: [...withTypeScript(process.execArgv), `--max-old-space-size=${CHILD_HEAP_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let result: FullBuild | null = null
    // A child that hangs (a database that stops answering) must not hold the job for good.
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS)
    child.once('exit', () => clearTimeout(timer))
    // The database to read goes over IPC, not in the arguments (which any process may list).
    child.send(input)
    child.once('message', (message) => {
      result = message as FullBuild
      child.disconnect()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`syndication feed process ended (${code}) without a feed`)),
    )
  })
}
