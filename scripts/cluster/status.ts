/** `npm run cluster -- status`: each part, HAProxy's view of the hosts, and the standby's lag. */
import fs from 'node:fs'
import { backendStates } from './haproxy'
import { PRIMARY, paths } from './layout'
import { namespaces } from './network'
import { postgresBin } from './postgres'
import { inNamespace, run } from './shell'
import type { ClusterState } from './up'

export async function clusterStatus(): Promise<void> {
  const files = paths()
  if (!fs.existsSync(files.state)) {
    console.log(namespaces().length ? 'A cluster is half up: run `npm run cluster -- down`.' : 'No cluster is up.')
    return
  }
  const state = JSON.parse(fs.readFileSync(files.state, 'utf8')) as ClusterState
  console.log(`Up since ${state.startedAt} (started in ${state.startSeconds} s) on http://127.0.0.1:${state.port}`)
  console.log(`Namespaces: ${namespaces().join(', ')}`)
  const states = await backendStates(files.haproxySocket).catch(() => null)
  console.log(
    states
      ? `HAProxy: ${Object.entries(states)
          .map(([name, s]) => `${name} ${s}`)
          .join(', ')}`
      : 'HAProxy: not answering',
  )
  const lag = run(
    inNamespace(
      PRIMARY.name,
      [
        `${postgresBin()}/psql`,
        '-h',
        `${files.primaryData}-sockets`,
        '-XAtc',
        "select application_name || ' ' || state || ', replay lag ' || coalesce(replay_lag::text, '0') from pg_stat_replication",
      ],
      'postgres',
    ),
    { allowFailure: true },
  ).trim()
  console.log(`Replication: ${lag || 'no standby streaming'}`)
}
