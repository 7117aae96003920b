/** An API app over a fresh test database, composed as server/index.ts composes it, for in-process HTTP tests. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setEnvForTests } from '#config/env'
import { setRuntime } from '#core/shared/runtime.config'
import { createApp } from '../../server/app'
import { composeApp } from '../../server/composition'
import { createTestDb } from '../setup/test-db'

export async function startAccountsApp(overrides: Record<string, string | undefined> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-accounts-'))
  fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true })
  const env = setEnvForTests({ SEED_DEMO: 'never', DATA_DIR: dataDir, ...overrides })
  composeApp()
  const handle = await createTestDb()
  setRuntime({ handle, db: handle.db, env })
  const app = createApp({ env })
  return {
    app,
    db: handle.db,
    env,
    request: (path: string, init: RequestInit = {}) => app.request(path, init),
    close: async () => {
      setRuntime(undefined)
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const jsonBody = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** Cookies an answer sets, as one Cookie header value (removed cookies left out). */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ')
}
