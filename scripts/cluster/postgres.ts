/**
 * The cluster's PostgreSQL (issue 34): a primary in its namespace, and a hot standby in another
 * that streams from it (pg_basebackup -R). Both run as the `postgres` user (the server refuses
 * root) with the configuration in deploy/postgres/, on their own sockets and data folders.
 */
import fs from 'node:fs'
import path from 'node:path'
import { NETWORK, PRIMARY, REPLICA, type Part } from './layout'
import { render } from './render'
import type { Secrets } from './secrets'
import { ensurePackages, inNamespace, run, waitFor } from './shell'

/** The newest server's programs (Debian keeps them under /usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string {
  const find = () =>
    fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`))
          .sort((a, b) => Number(b) - Number(a))[0]
      : undefined
  let version = find()
  if (!version) {
    ensurePackages(['postgresql'])
    version = find()
  }
  if (!version) throw new Error('No PostgreSQL server found under /usr/lib/postgresql')
  return `/usr/lib/postgresql/${version}/bin`
}

const sockets = (dataDir: string) => `${dataDir}-sockets`

function asPostgres(part: Part, command: string[], env: Record<string, string> = {}): string {
  const withEnv = Object.keys(env).length
    ? ['env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...command]
    : command
  return run(inNamespace(part.name, withEnv, 'postgres'))
}

function ownedByPostgres(...dirs: string[]) {
  for (const dir of dirs) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    run(['chown', '-R', 'postgres:postgres', dir])
  }
}

function writeConfig(dataDir: string, template: string, part: Part, extra: Record<string, string> = {}) {
  fs.writeFileSync(
    path.join(dataDir, 'wi.conf'),
    render(template, { listen: part.address, sockets: sockets(dataDir), ...extra }),
  )
  const main = path.join(dataDir, 'postgresql.conf')
  if (!fs.readFileSync(main, 'utf8').includes("include 'wi.conf'")) fs.appendFileSync(main, "\ninclude 'wi.conf'\n")
  run(['chown', 'postgres:postgres', path.join(dataDir, 'wi.conf'), main])
}

function start(bin: string, part: Part, dataDir: string, log: string) {
  asPostgres(part, [`${bin}/pg_ctl`, '-D', dataDir, '-l', log, '-w', '-t', '60', 'start'])
}

export function stopPostgres(bin: string, part: Part, dataDir: string, mode: 'fast' | 'immediate' = 'fast') {
  if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return
  run(inNamespace(part.name, [`${bin}/pg_ctl`, '-D', dataDir, '-m', mode, '-w', 'stop'], 'postgres'), {
    allowFailure: true,
  })
}

/** A new primary: initdb, the app's database and role, the replication role; started. */
export async function startPrimary(bin: string, dataDir: string, logs: string, secrets: Secrets) {
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  ownedByPostgres(dataDir, sockets(dataDir), logs)
  if (fresh) {
    asPostgres(PRIMARY, [
      `${bin}/initdb`,
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth-local=peer',
      '--auth-host=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ])
  }
  writeConfig(dataDir, 'postgres/primary.conf', PRIMARY)
  fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), render('postgres/pg_hba.conf', { network: NETWORK }))
  run(['chown', 'postgres:postgres', path.join(dataDir, 'pg_hba.conf')])
  start(bin, PRIMARY, dataDir, path.join(logs, 'pg-primary.log'))
  await waitFor('the primary', () => isReady(bin, PRIMARY))
  if (fresh) {
    const psql = (statement: string) =>
      asPostgres(PRIMARY, [`${bin}/psql`, '-h', sockets(dataDir), '-v', 'ON_ERROR_STOP=1', '-qc', statement])
    psql(`create role wi login password '${secrets.wi}'`)
    psql(`create role replicator replication login password '${secrets.replicator}'`)
    psql('create database wi owner wi')
  }
}

/** The hot standby: a base backup of the primary, then streaming from it; started. */
export async function startReplica(bin: string, dataDir: string, logs: string, secrets: Secrets) {
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  ownedByPostgres(dataDir, sockets(dataDir), logs)
  if (fresh) {
    asPostgres(
      REPLICA,
      [`${bin}/pg_basebackup`, '-h', PRIMARY.address, '-U', 'replicator', '-D', dataDir, '-X', 'stream', '-c', 'fast'],
      { PGPASSWORD: secrets.replicator },
    )
  }
  writeConfig(dataDir, 'postgres/replica.conf', REPLICA, { primary: PRIMARY.address, password: secrets.replicator })
  // A standby: it replays what the primary streams and answers reads only.
  fs.writeFileSync(path.join(dataDir, 'standby.signal'), '')
  run(['chown', 'postgres:postgres', path.join(dataDir, 'standby.signal'), path.join(dataDir, 'wi.conf')])
  run(['chmod', '600', path.join(dataDir, 'wi.conf')])
  start(bin, REPLICA, dataDir, path.join(logs, 'pg-replica.log'))
  await waitFor('the standby', () => isReady(bin, REPLICA))
}

export function isReady(bin: string, part: Part): boolean {
  return run(['sh', '-c', `${bin}/pg_isready -q -h ${part.address} -p 5432 && echo up`], {
    allowFailure: true,
  }).includes('up')
}
