/**
 * The real server as a process of its own, for tests of what only separate processes show (two
 * servers on one database, several processes on one port): a database of its own on the test
 * PostgreSQL server, and the API-only server (`server/index.ts --api-only`) started on it.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import pg from 'pg'

/** The key tests sign their sessions with (core/accounts/signing-key.config.ts). */
const TEST_SECRET_KEY = 'test-only-secret-key-0123456789abcdef-wi-inmuebles'

/** One statement on the server of `serverUrl` (create or drop a database), on a connection of its own. */
export async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new, empty database `name` on the server of `serverUrl`; `drop` removes it. */
export async function scratchDatabase(serverUrl: string, name: string) {
  await admin(serverUrl, `drop database if exists ${name}`)
  await admin(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(serverUrl, `drop database if exists ${name}`) }
}

/** The API-only server on `databaseUrl` (no demo seed, no Redis), listening on 127.0.0.1:`port`. */
export function spawnApiServer(options: {
  databaseUrl: string
  port: number
  dataDir: string
  env?: Record<string, string>
  stdio?: StdioOptions
}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DATA_DIR: options.dataDir,
      REDIS_URL: '',
      SECRET_KEY: TEST_SECRET_KEY,
      ...options.env,
    },
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  })
}
