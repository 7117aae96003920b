/**
 * Where the local cluster's parts live (issue 34): one bridge on this machine, every part in a
 * network namespace of its own with its own address on it, and the cluster's files (databases,
 * logs, secrets, the rendered configuration) under CLUSTER_DIR.
 */
import path from 'node:path'

/** The bridge and its network: the machine itself is .1 on it (HAProxy reaches the hosts from there). */
export const BRIDGE = 'wi-br0'
export const NETWORK = '10.88.0.0/24'
export const MACHINE_ADDRESS = '10.88.0.1'

export interface Part {
  /** The namespace's name, and the veth pair's stem. */
  name: string
  address: string
}

export const PRIMARY: Part = { name: 'wi-pg1', address: '10.88.0.2' }
export const REPLICA: Part = { name: 'wi-pg2', address: '10.88.0.3' }
export const REDIS: Part = { name: 'wi-redis', address: '10.88.0.4' }

export const MAX_HOSTS = 9
export const APP_PORT = 3000
/** Where the hosts send their mail: the machine's address, where the jobs drill listens (bench/drills/). */
export const SMTP_SINK_PORT = 2525

export function appHost(n: number): Part {
  return { name: `wi-app${n}`, address: `10.88.0.${10 + n}` }
}

export function clusterDir(): string {
  return path.resolve(process.env.CLUSTER_DIR ?? '/tmp/wi-cluster')
}

export function clusterPort(): number {
  const port = Number(process.env.CLUSTER_PORT ?? 8080)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`CLUSTER_PORT must be a port (got ${port})`)
  return port
}

/** Every file of the cluster, by role. */
export function paths(dir = clusterDir()) {
  return {
    dir,
    secrets: path.join(dir, 'secrets.json'),
    state: path.join(dir, 'state.json'),
    primaryData: path.join(dir, 'pg-primary'),
    replicaData: path.join(dir, 'pg-replica'),
    haproxyConfig: path.join(dir, 'haproxy.cfg'),
    haproxySocket: path.join(dir, 'haproxy.sock'),
    redisConfig: path.join(dir, 'redis.conf'),
    /** The shared volume every host mounts: uploaded media, staff-only documents. */
    data: path.join(dir, 'data'),
    logs: path.join(dir, 'logs'),
    hostEnv: (n: number) => path.join(dir, `app${n}.env`),
  }
}
