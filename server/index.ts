/**
 * The Node entry: validates settings, registers what the process needs (catalogues, outbox
 * handlers, jobs: server/composition.ts), opens and migrates the database, seeds an empty
 * one with demo data, then serves /api, /media, static assets and the pages.
 * `tsx server/index.ts --dev` serves through Vite with hot reload; `--api-only` serves
 * /api and /media without pages (no build needed: a process of its own for tests).
 */
import cluster from 'node:cluster'
import fs from 'node:fs'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { env as loadEnv, type Env } from '#config/env'
import {
  deploymentWarnings,
  ignoredServerProcesses,
  isLocalDemo,
  listenHost,
  publicOrigin,
  serverProcesses,
} from '#config/deployment'
import { openDatabase } from '#db/client'
import type { ReplicaState } from '#db/read-router'
import { runMigrations } from '#db/migrate'
import { ensureSeeded } from '../seed'
import { cacheStats, isDatabaseUnavailable, logConnectionLost, logger, runtime, setRuntime } from '#core/shared'
import { prepareSearch } from '#core/search'
import { prepareProjectSearch } from '#core/projects'
import { buildThroughPrimary } from './search-builds'
import { composeApp } from './composition'
import { startBackgroundJobs } from './jobs'
import { isDraining, startDraining } from './lifecycle'
import { createApp, type PageHandler } from './app'
import { runPrimary } from './cluster'
import { createHttpServer } from './http-server'

export async function startServer(options: { dev: boolean; apiOnly?: boolean; env?: Env }) {
  const env = options.env ?? loadEnv()
  composeApp()
  const buildDir = path.resolve(env.WI_BUILD_DIR)
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR_ABS, 'pgdata'),
    onConnectionLost: logConnectionLost,
    ...replicaOptions(env),
  })
  setRuntime({ handle, db: handle.db, env })
  // Several hosts starting together migrate and seed one after another (ADR 0030).
  await handle.exclusive(async () => {
    await runMigrations(handle)
    await ensureSeeded(handle.db, env)
  })

  let pages: PageHandler | undefined
  let vite: import('vite').ViteDevServer | undefined
  if (options.apiOnly) {
    // No pages: nothing to build or load.
  } else if (options.dev) {
    const { createServer } = await import('vite')
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
    const devServer = vite
    pages = createRequestHandler(
      () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    )
  } else {
    const buildPath = path.join(buildDir, 'server', 'index.js')
    const build = (await import(buildPath)) as ServerBuild
    pages = createRequestHandler(build, 'production')
  }

  const app = createApp({
    env,
    pages,
    clientDir: options.dev || options.apiOnly ? undefined : path.join(buildDir, 'client'),
  })
  const listener = getRequestListener(app.fetch)
  const server = createHttpServer(env, (req, res) => {
    // While draining, each answer closes its connection: the load balancer opens a new one for
    // its next request (to a host in rotation by then), and none is left idle for the close to cut.
    if (isDraining()) res.setHeader('Connection', 'close')
    if (vite) vite.middlewares(req, res, () => listener(req, res))
    else listener(req, res)
  })
  const stopJobs = startBackgroundJobs()
  // The search index builds in the background (on PostgreSQL in a child process); until it is
  // ready, searches are answered by SQL.
  // Several server processes share one build (server/search-builds.ts).
  if (env.SEARCH_INDEX)
    void prepareSearch(
      handle.db,
      handle.kind !== 'postgres'
        ? {}
        : cluster.isWorker
          ? { build: buildThroughPrimary }
          : { databaseUrl: () => (handle.reads?.state.inUse ? env.DATABASE_REPLICA_URL! : env.DATABASE_URL!) },
    )
  // The project search's index (ADR 0028) builds in this process: about 1.5 s at 50,000 projects.
  if (env.SEARCH_INDEX) void prepareProjectSearch(handle.db)
  const host = listenHost(env)
  await new Promise<void>((resolve) => server.listen(env.PORT, host, resolve))
  logger.info('listening', {
    url: publicOrigin(env),
    host,
    database: handle.kind,
    mode: options.dev ? 'development' : 'production',
    localDemo: isLocalDemo(env),
  })
  for (const warning of deploymentWarnings(env)) logger.warn(warning)

  // One shutdown, however many signals ask for it (Ctrl-C reaches every server process, and the
  // primary of several then sends SIGTERM too): each caller waits for the same one to finish.
  let closing: Promise<void> | null = null
  function close(): Promise<void> {
    closing ??= (async () => {
      logger.info('shutting down', { drainSeconds: env.DRAIN_SECONDS })
      // Health says "draining" while requests are still answered; no job starts, and those under
      // way finish meanwhile (server/lifecycle.ts).
      startDraining()
      const jobsDone = stopJobs()
      await new Promise((resolve) => setTimeout(resolve, env.DRAIN_SECONDS * 1000))
      await jobsDone
      server.closeIdleConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await vite?.close()
      await runtime().handle.close()
      setRuntime(undefined)
    })()
    return closing
  }
  return { server, close, port: env.PORT }
}

/** The standby for the reads that may lag (ADR 0031): PostgreSQL only. */
function replicaOptions(env: Env) {
  if (!env.DATABASE_REPLICA_URL) return {}
  if (!env.DATABASE_URL) {
    logger.warn('DATABASE_REPLICA_URL ignored: the embedded database has no standby (set DATABASE_URL too)')
    return {}
  }
  return {
    replicaUrl: env.DATABASE_REPLICA_URL,
    replicaMaxLagMs: env.REPLICA_MAX_LAG_SECONDS * 1000,
    onReplicaChange: (state: ReplicaState) =>
      state.inUse
        ? logger.info('standby takes the reads that may lag', { lagMs: state.lagMs })
        : logger.warn('standby takes no reads; they go to the primary', { reason: state.reason, lagMs: state.lagMs }),
  }
}

export async function main() {
  let env: Env
  try {
    env = loadEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const dev = process.argv.includes('--dev')
  const apiOnly = process.argv.includes('--api-only')
  if (!dev && !apiOnly && !fs.existsSync(path.join(path.resolve(env.WI_BUILD_DIR), 'server', 'index.js'))) {
    console.error('No production build found: run `npm run build` (or `npm start`, which builds first).')
    process.exit(1)
  }
  keepRunningThroughDatabaseFaults()
  const processes = serverProcesses(env, { dev, apiOnly })
  const ignored = ignoredServerProcesses(env, { dev })
  if (ignored) logger.warn(ignored)
  if (cluster.isPrimary && processes > 1) {
    await runPrimary(env, processes)
    return
  }
  const { close } = await startServer({ dev, apiOnly, env })
  answerParentProcess()
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // The drain, then at most 10 s for the requests and jobs under way.
      const timer = setTimeout(() => process.exit(1), (env.DRAIN_SECONDS + 10) * 1000)
      timer.unref()
      close().then(
        () => process.exit(0),
        (error) => {
          logger.error('shutdown failed', { error })
          process.exit(1)
        },
      )
    })
  }
}

/**
 * Started by a parent with an IPC channel (the benchmark, bench/run.ts), the process answers
 * `{ type: 'cache-stats' }` with the hits and misses of its read caches, and `{ type: 'search-ready' }`
 * once its search index is built (with its memory use and where it was built). No HTTP route shows
 * them, and a process started any other way has no channel and listens to nothing.
 */
function answerParentProcess() {
  const send = process.send?.bind(process)
  if (!send) return
  process.on('message', (message: { type?: unknown } | null) => {
    if (message?.type === 'cache-stats') send({ type: 'cache-stats', stats: cacheStats() })
    // Resolves once the search index is built (searches are answered by SQL until then).
    if (message?.type === 'search-ready') {
      const ready = runtime().env.SEARCH_INDEX ? prepareSearch(runtime().db) : Promise.resolve(null)
      void ready.then((builtIn) => send({ type: 'search-ready', memory: process.memoryUsage(), builtIn }))
    }
  })
}

/**
 * The last safety net, for the process entry only (tests run without it, so that a missing
 * handler fails them). Connection errors are handled where they arise (db/client.ts,
 * server/http.ts, server/jobs.ts); should one still escape, a database outage is not worth
 * ending the process for: it is logged as the bug it is and the server keeps answering.
 * Anything else keeps Node's behaviour: logged, then the process ends.
 */
function keepRunningThroughDatabaseFaults() {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason))
      return logger.error('unhandled rejection (database unavailable)', { error: reason })
    logger.error('unhandled rejection', { error: reason })
    process.exit(1)
  })
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) return logger.error('uncaught exception (database unavailable)', { error })
    logger.error('uncaught exception', { error })
    process.exit(1)
  })
}

if (process.argv[1]?.endsWith(path.join('server', 'index.ts'))) {
  main().catch((error) => {
    logger.error('start-up failed', { error })
    process.exit(1)
  })
}
