/**
 * `npm run cluster -- down`: the hosts stopped as a deployment stops them (SIGTERM: they drain and
 * exit), HAProxy and Redis ended, both PostgreSQL servers shut down cleanly, then the namespaces,
 * the bridge and CLUSTER_DIR removed. Nothing of the cluster keeps running.
 */
import fs from 'node:fs'
import { PRIMARY, REPLICA, paths } from './layout'
import { namespaces, processesIn, removeBridge, removeNamespace } from './network'
import { postgresBin, stopPostgres } from './postgres'
import { alive, run, waitFor } from './shell'
import { haproxyPidFile } from './haproxy'

function signal(pids: number[], name: 'SIGTERM' | 'SIGKILL') {
  for (const pid of pids) run(['kill', `-${name.slice(3)}`, String(pid)], { allowFailure: true })
}

export async function clusterDown(): Promise<void> {
  const files = paths()
  // HAProxy runs on the machine itself (the only part outside a namespace).
  const pidFile = haproxyPidFile(files.dir)
  const haproxy = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0
  if (haproxy && alive(haproxy)) signal([haproxy], 'SIGTERM')
  const bin = fs.existsSync(files.primaryData) || fs.existsSync(files.replicaData) ? postgresBin() : ''
  if (bin) {
    stopPostgres(bin, REPLICA, files.replicaData)
    stopPostgres(bin, PRIMARY, files.primaryData)
  }
  const spaces = namespaces()
  const pids = spaces.flatMap(processesIn)
  signal(pids, 'SIGTERM')
  await waitFor('the hosts to stop', () => pids.every((pid) => !alive(pid)), 20_000).catch(() =>
    signal(spaces.flatMap(processesIn), 'SIGKILL'),
  )
  for (const space of spaces) removeNamespace(space)
  removeBridge()
  fs.rmSync(files.dir, { recursive: true, force: true })
  console.log(
    spaces.length
      ? `The cluster is down (${spaces.length} namespaces removed, ${files.dir} deleted).`
      : 'No cluster was up.',
  )
}
