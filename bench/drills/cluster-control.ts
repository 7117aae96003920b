/**
 * What the drills do to the local cluster (`npm run cluster -- up`): read its state and secrets,
 * kill, stop and start app hosts, stop and start the databases, cut a host from the database
 * network, and read HAProxy's counters.
 */
import fs from 'node:fs'
import { healthy, startAppHost } from '../../scripts/cluster/app-hosts'
import { backendStates, haproxyCommand } from '../../scripts/cluster/haproxy'
import { PRIMARY, REDIS, REPLICA, appHost, paths } from '../../scripts/cluster/layout'
import { postgresBin } from '../../scripts/cluster/postgres'
import type { Secrets } from '../../scripts/cluster/secrets'
import { alive, inNamespace, run, waitFor } from '../../scripts/cluster/shell'
import type { ClusterState } from '../../scripts/cluster/up'

export interface Cluster {
  state: ClusterState
  secrets: Secrets
}

export function readCluster(): Cluster {
  const files = paths()
  if (!fs.existsSync(files.state)) throw new Error('No cluster is up: run `npm run cluster -- up --hosts 3` first.')
  return {
    state: JSON.parse(fs.readFileSync(files.state, 'utf8')) as ClusterState,
    secrets: JSON.parse(fs.readFileSync(files.secrets, 'utf8')) as Secrets,
  }
}

function saveState(cluster: Cluster) {
  fs.writeFileSync(paths().state, JSON.stringify(cluster.state, null, 2))
}

/** Signals host n (1-based) and waits for it to end. */
export async function stopHost(cluster: Cluster, n: number, signal: 'SIGKILL' | 'SIGTERM') {
  const pid = cluster.state.pids.hosts[`app${n}`]
  process.kill(pid, signal)
  await waitFor(`app host ${n} to end`, () => !alive(pid), 30_000)
}

/** Starts host n again and waits until HAProxy has it in rotation. */
export async function startHost(cluster: Cluster, n: number) {
  cluster.state.pids.hosts[`app${n}`] = startAppHost(n, cluster.secrets, cluster.state.port)
  saveState(cluster)
  await healthy(n)
  await untilInRotation(`app${n}`, 'UP')
}

export async function untilInRotation(server: string, state: 'UP' | 'DOWN', timeoutMs = 30_000) {
  await waitFor(
    `${server} ${state} at HAProxy`,
    async () => (await backendStates(paths().haproxySocket))[server] === state,
    timeoutMs,
  )
}

/** Requests HAProxy sent again (to the same host or another), all hosts together. */
export async function retriesSoFar(): Promise<number> {
  const csv = await haproxyCommand(paths().haproxySocket, 'show stat')
  const header = csv.split('\n')[0].replace(/^# /, '').split(',')
  const [wretr, wredis] = [header.indexOf('wretr'), header.indexOf('wredis')]
  const backend =
    csv
      .split('\n')
      .find((line) => line.startsWith('app,BACKEND,'))
      ?.split(',') ?? []
  return Number(backend[wretr] || 0) + Number(backend[wredis] || 0)
}

type Database = 'primary' | 'replica'
const part = (db: Database) => (db === 'primary' ? PRIMARY : REPLICA)
const dataDir = (db: Database) => (db === 'primary' ? paths().primaryData : paths().replicaData)

export function stopDatabase(db: Database) {
  run(
    inNamespace(part(db).name, [`${postgresBin()}/pg_ctl`, '-D', dataDir(db), '-m', 'fast', '-w', 'stop'], 'postgres'),
  )
}

export function startDatabase(db: Database) {
  const log = `${paths().logs}/pg-${db}.log`
  run(inNamespace(part(db).name, [`${postgresBin()}/pg_ctl`, '-D', dataDir(db), '-l', log, '-w', 'start'], 'postgres'))
}

/** Host n can no longer reach the databases and Redis (its packets to them are dropped), or can again. */
export function cutFromDatabases(n: number, cut: boolean) {
  for (const target of [PRIMARY, REPLICA, REDIS])
    run(inNamespace(appHost(n).name, ['ip', 'route', cut ? 'add' : 'del', 'blackhole', `${target.address}/32`]))
}

/**
 * Waits until every app host has said since `since` (Date.now()) that the standby takes its reads
 * again: the line server/index.ts logs when the host's read router puts it back in use.
 */
export async function untilStandbyReads(cluster: Cluster, since: number, timeoutMs = 30_000) {
  const back = (n: number) =>
    fs
      .readFileSync(`${paths().logs}/app${n}.log`, 'utf8')
      .split('\n')
      .some((line) => line.includes('"standby takes the reads that may lag"') && logTime(line) >= since)
  const hosts = Array.from({ length: cluster.state.hosts }, (_, i) => i + 1)
  await waitFor('every host reading the standby again', () => hosts.every(back), timeoutMs)
}

const logTime = (line: string) => Date.parse((/"time":"([^"]+)"/.exec(line) ?? [])[1] ?? '') || 0
