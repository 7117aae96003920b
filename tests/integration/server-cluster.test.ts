/**
 * Several server processes on one port (SERVER_PROCESSES, server/cluster.ts): the primary
 * starts them, they count rate limits together without Redis (each new connection goes to the
 * next process, so per-process counters would allow twice the attempts), one search index build
 * serves every process (server/search-builds.ts), a process that dies is replaced (with an index
 * of its own) while the others keep answering, and SIGTERM stops them all.
 *
 * Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL), in a database of its own.
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/client'
import { runMigrations } from '#db/migrate'
import { insertUser, seedReferenceData } from '../factories/listings'
import { freePort } from '../support/free-port'
import { scratchDatabase, spawnApiServer } from '../support/server-process'

const serverUrl = process.env.TEST_DATABASE_URL
const PASSWORD = 'Casa-Envigado-2024'

/** The server's processes: the children of the primary that run the server (not index builds). */
function serverProcessIds(primary: number): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
  return out
    .split('\n')
    .filter((line) => line.includes('server/index.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
}

/** One request on a connection of its own (the cluster hands each new connection to the next process). */
function post(base: string, pathname: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting until ${what}`)
}

describe.skipIf(!serverUrl)('several server processes on one port', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined
  let databaseUrl: string
  let handle: DatabaseHandle
  let dataDir: string
  let primary: ChildProcess
  let base: string
  let email: string
  const logged: Array<{ msg?: string; in?: string; processes?: number }> = []
  const logs = (msg: string) => logged.filter((line) => line.msg === msg)

  // A connection the primary handed to a process as it was killed is never answered (Node's cluster
  // holds it until the client gives up), so each check gives up after a few seconds.
  const healthy = () =>
    fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
      (r) => r.ok,
      () => false,
    )

  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl!, `wi_cluster_${process.pid}`)
    databaseUrl = scratch.url
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-cluster-'))
    handle = await openDatabase({ url: databaseUrl, poolSize: 2 })
    await runMigrations(handle)
    await seedReferenceData(handle.db)
    email = (await insertUser(handle.db, { password: PASSWORD })).email
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    primary = spawnApiServer({
      databaseUrl,
      port,
      dataDir,
      env: { SERVER_PROCESSES: '2', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let rest = ''
    primary.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop()!
      for (const line of lines) {
        try {
          logged.push(JSON.parse(line))
        } catch {
          // Not a log line.
        }
      }
    })
    await until(healthy, 'the server answers')
    await until(() => serverProcessIds(primary.pid!).length === 2, 'two server processes run')
  }, 120_000)

  afterAll(async () => {
    if (primary && primary.exitCode == null) {
      primary.kill('SIGTERM')
      await new Promise((resolve) => primary.once('exit', resolve))
    }
    await handle?.close()
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  test('count sign-in attempts together, without Redis', async () => {
    const statuses: number[] = []
    // One after another, each on a new connection: the processes take turns.
    for (let i = 0; i < 12; i++) statuses.push(await post(base, '/api/auth/login', { email, password: `wrong-${i}` }))
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
  })

  test('build the search index once for both processes', async () => {
    await until(() => logs('search index built').length === 2, 'both processes have their index')
    expect(logs('search index built').map((line) => line.in)).toEqual(['shared child process', 'shared child process'])
    expect(logs('search index built for the server processes')).toEqual([expect.objectContaining({ processes: 2 })])
  })

  test('replace a process that dies while the other answers, and all stop on SIGTERM', async () => {
    const [gone, kept] = serverProcessIds(primary.pid!)
    process.kill(gone, 'SIGKILL')
    // The other keeps answering (a connection handed to the dying one may fail until the primary sees it end).
    await until(healthy, 'the server answers again')
    await until(() => {
      const now = serverProcessIds(primary.pid!)
      return now.length === 2 && !now.includes(gone) && now.includes(kept)
    }, 'a new process replaces the one that died')
    for (let i = 0; i < 10; i++) expect(await healthy()).toBe(true)
    // The new process's index comes from a build of its own.
    await until(() => logs('search index built').length === 3, 'the new process has its index')
    expect(logs('search index built for the server processes').map((line) => line.processes)).toEqual([2, 1])
    const running = serverProcessIds(primary.pid!)
    primary.kill('SIGTERM')
    const code = await new Promise((resolve) => primary.once('exit', resolve))
    expect(code).toBe(0)
    for (const pid of running) expect(() => process.kill(pid, 0)).toThrow()
  }, 120_000)
})
