/**
 * One search index build for all the server processes of a cluster (ADR 0015): each copy asks
 * the primary, which runs one build child process for every copy asking at the same time and
 * hands them its file; each copy reads it into its own memory and says so, and the primary
 * removes the file once every copy asked has read it (or ended). Two copies building at once
 * read the 1M catalogue twice and took 22–33 s on 2 cores; shared, 15.7 s (ADR 0015).
 */
import cluster, { type Worker } from 'node:cluster'
import fs from 'node:fs'
import { buildChildFile, indexFromChild, runBuildChild, type BuiltIndex, type ChildResult } from '#core/search'
import { logger } from '#core/shared'

type BuildMessage =
  | { type: 'search-index-build' }
  | { type: 'search-index-built'; result: ChildResult }
  | { type: 'search-index-build-failed'; message: string }
  | { type: 'search-index-read'; file: string }

/** A file left unread this long (a copy that never answered) is removed anyway. */
const FILE_TIMEOUT_MS = 120_000

/** In the primary: answers the copies' build requests, one build child at a time. */
export function serveSearchBuilds(databaseUrl: string) {
  let waiting: Set<Worker> | null = null
  const readers = new Map<string, Set<Worker>>()
  const release = (file: string, worker?: Worker) => {
    const left = readers.get(file)
    if (!left) return
    if (worker) left.delete(worker)
    if (worker && left.size) return
    readers.delete(file)
    fs.rmSync(file, { force: true })
  }
  cluster.on('message', (worker: Worker, message: BuildMessage | null) => {
    if (message?.type === 'search-index-read') release(message.file, worker)
    if (message?.type !== 'search-index-build') return
    if (waiting) {
      waiting.add(worker)
      return
    }
    const asking = (waiting = new Set([worker]))
    const started = performance.now()
    runBuildChild(buildChildFile(), databaseUrl).then(
      (result) => {
        waiting = null
        logger.info('search index built for the server processes', {
          processes: asking.size,
          ms: Math.round(performance.now() - started),
        })
        readers.set(result.file, new Set(asking))
        setTimeout(() => release(result.file), FILE_TIMEOUT_MS).unref()
        for (const w of asking) {
          if (w.isConnected()) w.send({ type: 'search-index-built', result } satisfies BuildMessage)
          else release(result.file, w)
        }
      },
      (error: unknown) => {
        waiting = null
        logger.warn('shared search index build failed', { error })
        for (const w of asking)
          if (w.isConnected())
            w.send({ type: 'search-index-build-failed', message: String(error) } satisfies BuildMessage)
      },
    )
  })
  cluster.on('exit', (worker) => {
    for (const file of [...readers.keys()]) release(file, worker)
  })
}

/** In a copy: the index built for it by the primary's build child. */
export function buildThroughPrimary(): Promise<BuiltIndex> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: BuildMessage | null) => {
      if (message?.type === 'search-index-built') {
        process.off('message', onMessage)
        try {
          resolve(indexFromChild(message.result))
        } catch (error) {
          reject(error)
        } finally {
          process.send!({ type: 'search-index-read', file: message.result.file } satisfies BuildMessage)
        }
      } else if (message?.type === 'search-index-build-failed') {
        process.off('message', onMessage)
        reject(new Error(message.message))
      }
    }
    process.on('message', onMessage)
    process.send!({ type: 'search-index-build' } satisfies BuildMessage)
  })
}
