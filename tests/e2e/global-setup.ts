/**
 * Starts one production server for the browser tests: a fresh DATA_DIR, a smaller demo
 * catalogue, a free port. The build must exist (`npm run build`; .ci/run builds first).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: ChildProcess | undefined

export default async function setup(project: TestProject) {
  const buildDir = process.env.WI_BUILD_DIR ?? 'build'
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error('No build: run `npm run build` before `npm run test:e2e`.')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-e2e-'))
  const port = 3900 + Math.floor(Math.random() * 90)
  const baseUrl = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_LISTINGS: process.env.E2E_SEED_LISTINGS ?? '800',
      // The visitor test waits for a saved-search alert: check every 2 s instead of 30.
      ALERT_INTERVAL_SECONDS: '2',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 170_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start in time')
    await new Promise((r) => setTimeout(r, 500))
  }
  project.provide('baseUrl', baseUrl)
  return async () => {
    server?.kill('SIGTERM')
    await new Promise((r) => server?.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
