/** `npm run cluster -- up`: every part started in order, then the demo seeded once, then the hosts and HAProxy. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { startAppHost, databaseUrl, healthy } from './app-hosts'
import { backendStates, startHaproxy } from './haproxy'
import { PRIMARY, REDIS, REPLICA, appHost, clusterPort, paths } from './layout'
import { addPart, createBridge, namespaces } from './network'
import { postgresBin, startPrimary, startReplica } from './postgres'
import { answers, startRedis } from './redis'
import { loadSecrets, type Secrets } from './secrets'
import { waitFor } from './shell'

export interface ClusterState {
  hosts: number
  port: number
  startedAt: string
  startSeconds: number
  pids: { haproxy: number; redis: number; hosts: Record<string, number> }
}

export async function clusterUp(options: { hosts: number; listings: number }): Promise<ClusterState> {
  const started = performance.now()
  const files = paths()
  const port = clusterPort()
  if (namespaces().length || fs.existsSync(files.state))
    throw new Error('A cluster is already up (or was not taken down): run `npm run cluster -- down` first.')
  if (await answers('127.0.0.1', port)) throw new Error(`127.0.0.1:${port} is taken: set CLUSTER_PORT to a free port.`)
  const bin = postgresBin()
  for (const dir of [files.dir, files.logs, files.data]) fs.mkdirSync(dir, { recursive: true })
  fs.chmodSync(files.dir, 0o755)
  const secrets = loadSecrets(files.secrets)
  const step = (what: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s  ${what}`)

  createBridge()
  for (const part of [PRIMARY, REPLICA, REDIS, ...Array.from({ length: options.hosts }, (_, i) => appHost(i + 1))])
    addPart(part)
  step(`network: bridge and ${options.hosts + 3} namespaces`)
  await startPrimary(bin, files.primaryData, files.logs, secrets)
  step(`PostgreSQL primary on ${PRIMARY.address}`)
  await startReplica(bin, files.replicaData, files.logs, secrets)
  step(`PostgreSQL standby on ${REPLICA.address}, streaming`)
  const redis = await startRedis(files.redisConfig, files.logs, secrets)
  step(`Redis on ${REDIS.address}`)
  seedDemo(secrets, options.listings)
  step(`demo seeded (${options.listings} listings)`)

  // All at once, as a deployment's hosts start: they migrate and check the data one at a time.
  const hosts: Record<string, number> = {}
  for (let n = 1; n <= options.hosts; n++) hosts[`app${n}`] = startAppHost(n, secrets, port)
  await Promise.all(Object.keys(hosts).map((_, i) => healthy(i + 1)))
  step(`${options.hosts} app hosts answering`)
  const haproxy = startHaproxy({
    config: files.haproxyConfig,
    state: files.dir,
    logs: files.logs,
    port,
    hosts: options.hosts,
  })
  await waitFor('HAProxy with every host up', async () => {
    if (!fs.existsSync(files.haproxySocket)) return false
    const states = await backendStates(files.haproxySocket).catch(() => ({}))
    return Object.values(states).length === options.hosts && Object.values(states).every((s) => s === 'UP')
  })
  step(`HAProxy on 127.0.0.1:${port}`)

  const state: ClusterState = {
    hosts: options.hosts,
    port,
    startedAt: new Date().toISOString(),
    startSeconds: Math.round((performance.now() - started) / 100) / 10,
    pids: { haproxy, redis, hosts },
  }
  fs.writeFileSync(files.state, JSON.stringify(state, null, 2))
  console.log(`
The cluster is up in ${state.startSeconds} s: http://127.0.0.1:${port}
  ${options.hosts} app hosts (${Object.keys(hosts)
    .map((h, i) => `${h} ${appHost(i + 1).address}`)
    .join(', ')})
  PostgreSQL primary ${PRIMARY.address}, standby ${REPLICA.address}; Redis ${REDIS.address}
  Demo accounts (e.g. superadmin@example.com) sign in with the password ${secrets.demoPassword}
  (this cluster's own: ${files.secrets}). Logs: ${files.logs}. Stop: npm run cluster -- down`)
  return state
}

/** The demo, once, through the primary: the seeding process is a local one (loopback settings). */
function seedDemo(secrets: Secrets, listings: number) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--listings', String(listings)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(secrets),
      DATA_DIR: paths().data,
      DEMO_PASSWORD: secrets.demoPassword,
      PUBLIC_URL: '',
      HOST: '',
      REDIS_URL: '',
    },
  })
  if (result.status !== 0) throw new Error('Seeding the demo failed (see above).')
}
