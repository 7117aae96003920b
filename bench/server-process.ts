/**
 * The production server as a child process of a benchmark, with an IPC channel: the benchmark
 * asks it for its read caches' hit and miss counts (server/index.ts answers `cache-stats`;
 * no HTTP route exposes them).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface CacheCounts {
  hits: number
  misses: number
}
export type CacheStats = Record<string, CacheCounts>

export interface BenchServer {
  base: string
  pid: number
  /** The process's cache counts now, or null when it does not answer (an older server). */
  cacheStats(): Promise<CacheStats | null>
  stop(): void
}

export async function startBenchServer(options: {
  databaseUrl: string
  port: number
  env?: Record<string, string>
}): Promise<BenchServer> {
  const buildDir = path.resolve(process.env.WI_BUILD_DIR ?? 'build')
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js')))
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first`)
  const base = `http://127.0.0.1:${options.port}`
  // BENCH_PROFILE_DIR=dir writes the server's CPU profile there when it stops (chrome://inspect, or speedscope).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    await waitForHealth(base, child)
    const started = performance.now()
    const ready = await askSearchReady(child)
    if (ready) {
      const { memory, processes } = ready
      // With several server processes (server/cluster.ts) the memory is the first one's.
      const whose = processes && processes > 1 ? `, the first of ${processes} server processes` : ''
      console.log(
        `search index ready after ${((performance.now() - started) / 1000).toFixed(1)} s more; resident ${Math.round(memory.rss / 1e6)} MB (heap ${Math.round(memory.heapUsed / 1e6)} MB, typed arrays ${Math.round(memory.arrayBuffers / 1e6)} MB${whose})`,
      )
    }
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return {
    base,
    pid: child.pid!,
    cacheStats: () => askCacheStats(child),
    stop: () => {
      child.kill('SIGTERM')
    },
  }
}

interface Ready {
  memory: NodeJS.MemoryUsage
  /** Server processes sharing the port (absent: one). */
  processes?: number
}

/** Waits (up to 2 minutes) until the server's search index is built; its memory use then. */
function askSearchReady(child: ChildProcess): Promise<Ready | null> {
  return ask(child, 'search-ready', 120_000, (message: { memory?: NodeJS.MemoryUsage; processes?: number }) =>
    message.memory ? { memory: message.memory, processes: message.processes } : null,
  )
}

function askCacheStats(child: ChildProcess): Promise<CacheStats | null> {
  if (!child.connected) return Promise.resolve(null)
  return ask(child, 'cache-stats', 5_000, (message: { stats?: CacheStats }) => message.stats ?? null)
}

/** Sends the server `{ type }` and waits for its answer of that type (null after timeoutMs). */
function ask<M, T>(child: ChildProcess, type: string, timeoutMs: number, read: (message: M) => T | null) {
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => done(null), timeoutMs)
    const onMessage = (message: M & { type?: string }) => {
      if (message?.type === type) done(read(message))
    }
    function done(answer: T | null) {
      clearTimeout(timer)
      child.off('message', onMessage)
      resolve(answer)
    }
    child.on('message', onMessage)
    child.send({ type })
  })
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode != null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${base}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not answer /api/health within 2 minutes')
}

/** The hits and misses between two snapshots, per cache. */
export function cacheDelta(before: CacheStats | null, after: CacheStats | null): CacheStats | null {
  if (!before || !after) return null
  const out: CacheStats = {}
  for (const [name, c] of Object.entries(after)) {
    const b = before[name] ?? { hits: 0, misses: 0 }
    const d = { hits: c.hits - b.hits, misses: c.misses - b.misses }
    if (d.hits || d.misses) out[name] = d
  }
  return out
}

/** The hit rate of the caches whose names pass `test`, or null when none was asked. */
export function hitRate(delta: CacheStats | null, test: (name: string) => boolean = () => true): number | null {
  if (!delta) return null
  let hits = 0
  let total = 0
  for (const [name, c] of Object.entries(delta)) {
    if (!test(name)) continue
    hits += c.hits
    total += c.hits + c.misses
  }
  return total ? hits / total : null
}
