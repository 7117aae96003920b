/**
 * The whole app in-process with server-rendered pages: React Router's server build is
 * loaded through Vite (as `npm run dev` does), over a fresh test database. Slower to start
 * than an API-only app (a few seconds), so share one per test file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { setEnvForTests } from '#config/env'
import { setRuntime } from '#core/shared/runtime.config'
import { createApp } from '../../server/app'
import { composeApp } from '../../server/composition'
import { createTestDb } from '../setup/test-db'

const TYPES_DONE = path.resolve('.react-router/types/app/+types/root.ts')
const LOCK = path.join(
  os.tmpdir(),
  `wi-vite-typegen-${Buffer.from(process.cwd()).toString('base64url').slice(-24)}.lock`,
)

/**
 * React Router's Vite plugin regenerates `.react-router/types` (delete, then write) each
 * time a dev server starts. Test files running in parallel workers would delete each
 * other's files mid-write, so the start is serialized across processes with a lock file
 * and held until the types are written again.
 */
async function startViteSerialized(): Promise<ViteDevServer> {
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' })
      break
    } catch {
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 60_000) fs.rmSync(LOCK, { force: true })
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  try {
    const { createServer } = await import('vite')
    const vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'error',
      optimizeDeps: { noDiscovery: true, include: [] },
    })
    await vite.ssrLoadModule('virtual:react-router/server-build')
    for (let i = 0; i < 100 && !fs.existsSync(TYPES_DONE); i++) await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => setTimeout(r, 200))
    return vite
  } finally {
    fs.rmSync(LOCK, { force: true })
  }
}

export async function startPagesApp(overrides: Record<string, string | undefined> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-pages-'))
  fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true })
  const env = setEnvForTests({ SEED_DEMO: 'never', DATA_DIR: dataDir, ...overrides })
  composeApp()
  const handle = await createTestDb()
  setRuntime({ handle, db: handle.db, env })
  const vite = await startViteSerialized()
  const pages = createRequestHandler(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
  )
  const app = createApp({ env, pages })
  return {
    app,
    db: handle.db,
    env,
    request: (url: string, init: RequestInit = {}) => app.request(url, init),
    close: async () => {
      await vite.close()
      setRuntime(undefined)
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
