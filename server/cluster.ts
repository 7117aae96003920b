/**
 * Several server processes on one port (node:cluster, ADR 0015): this primary process migrates
 * and seeds the database once, then starts SERVER_PROCESSES copies of the server, which share
 * the listening socket; it starts again a copy that ends, and stops them all on SIGTERM or
 * SIGINT. Rate limits count across the copies here when there is no Redis
 * (RateLimiterClusterMaster; core/shared/rate-limit.infra.ts). A parent with an IPC channel
 * (the benchmark) is answered for all copies: search-ready once every one is ready, cache
 * counts summed.
 */
import cluster, { type Worker } from 'node:cluster'
import { RateLimiterClusterMaster } from 'rate-limiter-flexible'
import type { Env } from '#config/env'
import { openDatabase } from '#db/client'
import { runMigrations } from '#db/migrate'
import { ensureSeeded } from '../seed'
import { logger, type cacheStats } from '#core/shared'
import { serveSearchBuilds } from './search-builds'

/** A copy that ends is started again after this pause (one that fails at once does not spin). */
const RESTART_DELAY_MS = 1_000

/** Each copy's start: resolved once it listens (and answers its parent's questions). */
const listening = new WeakMap<Worker, Promise<void>>()

const runningWorkers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w))

export async function runPrimary(env: Env, processes: number) {
  new RateLimiterClusterMaster()
  const handle = await openDatabase({ url: env.DATABASE_URL })
  try {
    await handle.exclusive(async () => {
      await runMigrations(handle)
      await ensureSeeded(handle.db, env)
    })
  } finally {
    await handle.close()
  }
  // Build results carry maps and sets: the structured clone algorithm on the copies' channels.
  cluster.setupPrimary({ serialization: 'advanced' })
  if (env.SEARCH_INDEX && env.DATABASE_URL) serveSearchBuilds(env.DATABASE_URL)
  let stopping = false
  const start = () => {
    const worker = cluster.fork()
    listening.set(worker, new Promise((resolve) => worker.once('listening', () => resolve())))
    worker.on('exit', (code, signal) => {
      if (stopping) return
      logger.error('server process ended; starting another', { pid: worker.process.pid, code, signal })
      setTimeout(start, RESTART_DELAY_MS).unref()
    })
  }
  for (let i = 0; i < processes; i++) start()
  logger.info('server processes', { processes })
  answerParentForAll()

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true
      const workers = runningWorkers()
      const timer = setTimeout(() => process.exit(1), 12_000)
      timer.unref()
      let left = workers.length
      if (!left) process.exit(0)
      for (const worker of workers) {
        worker.once('exit', () => --left === 0 && process.exit(0))
        worker.process.kill('SIGTERM')
      }
    })
  }
}

interface Reply {
  type?: string
  stats?: ReturnType<typeof cacheStats>
  memory?: NodeJS.MemoryUsage
  builtIn?: unknown
}

/** Asks every copy the same question (once it listens) and gathers one reply of each. */
function askAll(type: string): Promise<Reply[]> {
  return Promise.all(
    runningWorkers().map(async (worker) => {
      await listening.get(worker)
      return new Promise<Reply>((resolve) => {
        const onMessage = (message: Reply) => {
          if (message?.type !== type) return
          worker.off('message', onMessage)
          resolve(message)
        }
        worker.on('message', onMessage)
        worker.send({ type })
      })
    }),
  )
}

/** The parent's questions (server/index.ts answerParentProcess), answered for every copy. */
function answerParentForAll() {
  const send = process.send?.bind(process)
  if (!send) return
  process.on('message', (message: { type?: unknown } | null) => {
    if (message?.type === 'cache-stats')
      void askAll('cache-stats').then((replies) => {
        const stats: ReturnType<typeof cacheStats> = {}
        for (const reply of replies)
          for (const [name, counts] of Object.entries(reply.stats ?? {})) {
            const sum = (stats[name] ??= { hits: 0, misses: 0 })
            sum.hits += counts.hits
            sum.misses += counts.misses
          }
        send({ type: 'cache-stats', stats })
      })
    if (message?.type === 'search-ready')
      void askAll('search-ready').then((replies) =>
        send({
          type: 'search-ready',
          memory: replies[0]?.memory,
          builtIn: replies[0]?.builtIn,
          processes: replies.length,
        }),
      )
  })
}
