/**
 * The load balancer (issue 34): HAProxy on this machine with deploy/haproxy/haproxy.cfg, listening
 * on 127.0.0.1:CLUSTER_PORT, sending to the app hosts over the bridge. Its admin socket answers
 * `show stat` (who is up) and `set server … state drain|ready|maint` (scripts/cluster/admin).
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { APP_PORT, appHost } from './layout'
import { render } from './render'
import { ensurePackages, exists, run, startDetached } from './shell'

export function ensureHaproxy(): void {
  if (!exists('haproxy')) ensurePackages(['haproxy'])
}

export function startHaproxy(options: { config: string; state: string; logs: string; port: number; hosts: number }) {
  const servers = Array.from({ length: options.hosts }, (_, i) => {
    const host = appHost(i + 1)
    return `  server app${i + 1} ${host.address}:${APP_PORT} check`
  }).join('\n')
  fs.writeFileSync(
    options.config,
    render('haproxy/haproxy.cfg', {
      bind: `127.0.0.1:${options.port}`,
      public_host: `127.0.0.1:${options.port}`,
      state: options.state,
      servers,
    }),
  )
  run(['haproxy', '-c', '-q', '-f', options.config])
  const pid = startDetached(['haproxy', '-db', '-f', options.config], { log: path.join(options.logs, 'haproxy.log') })
  // Written at once: `down` finds it even when `up` stopped half-way.
  fs.writeFileSync(haproxyPidFile(options.state), String(pid))
  return pid
}

export function haproxyPidFile(state: string): string {
  return path.join(state, 'haproxy.pid')
}

/** One command on HAProxy's admin socket; its answer. */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const connection = net.connect(socket, () => connection.end(`${command}\n`))
    connection.setEncoding('utf8')
    connection.on('data', (chunk: string) => (answer += chunk))
    connection.once('end', () => resolve(answer))
    connection.once('error', reject)
  })
}

/** Each app host's state as HAProxy sees it (UP, DOWN, DRAIN, MAINT…), by server name. */
export async function backendStates(socket: string): Promise<Record<string, string>> {
  const csv = await haproxyCommand(socket, 'show stat')
  const states: Record<string, string> = {}
  for (const line of csv.split('\n')) {
    const fields = line.split(',')
    if (fields[0] === 'app' && fields[1] !== 'BACKEND') states[fields[1]] = fields[17]
  }
  return states
}
