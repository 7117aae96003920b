/**
 * A throw-away PostgreSQL cluster for tests and benchmarks that must stop their database:
 * initdb and pg_ctl of the machine's installation, in a temporary folder, on its own port.
 * Never the shared server on 5432.
 */
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port'

const run = promisify(execFile)

/** The folder holding initdb and pg_ctl: on the PATH, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string | undefined {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : []
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`),
  ]
  return dirs.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')))
}

/**
 * pg_basebackup of the installation whose initdb is in `bin` (a PATH folder may hold links to
 * initdb and pg_ctl alone); undefined when it is not installed.
 */
export function baseBackupTool(bin: string): string | undefined {
  const tool = path.join(path.dirname(fs.realpathSync(path.join(bin, 'initdb'))), 'pg_basebackup')
  return fs.existsSync(tool) ? tool : undefined
}

/** initdb and pg_ctl refuse to run as root: then they run as the `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** A throw-away PostgreSQL cluster: its own folder, port and socket directory. */
export async function temporaryPostgres(bin: string) {
  return startCluster(bin, 'wi-pg-restart-', (data, dir, user) =>
    run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '-N'], {
      cwd: dir,
      ...user,
    }),
  )
}

/**
 * A hot standby of a temporary cluster (`primaryUrl`): a base backup of it (`pg_basebackup -R`:
 * standby.signal and primary_conninfo), streaming on a port of its own.
 */
export async function temporaryStandby(bin: string, primaryUrl: string) {
  const primary = new URL(primaryUrl)
  const tool = baseBackupTool(bin)
  if (!tool) throw new Error('pg_basebackup is not installed')
  return startCluster(bin, 'wi-pg-standby-', (data, dir, user) =>
    run(
      tool,
      ['-h', primary.hostname, '-p', primary.port, '-U', 'postgres', '-D', data, '-R', '-X', 'stream', '-c', 'fast'],
      { cwd: dir, ...user },
    ),
  )
}

type ServerUser = ReturnType<typeof serverUser>

async function startCluster(
  bin: string,
  prefix: string,
  create: (data: string, dir: string, user: ServerUser) => Promise<unknown>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const user = serverUser()
  if (user) fs.chownSync(dir, user.uid, user.gid)
  const port = await freePort()
  const data = path.join(dir, 'data')
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', data, ...args], { cwd: dir, ...user })
  await create(data, dir, user)
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () => pgCtl('start', '-w', '-t', '30', '-l', path.join(dir, 'server.log'), '-o', options)
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** Fast shutdown: open sessions are terminated (57P01), as in a restart or failover. */
    stop: () => pgCtl('stop', '-w', '-m', 'fast'),
    destroy: async () => {
      await pgCtl('stop', '-w', '-m', 'immediate').catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
