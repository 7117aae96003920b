/** The cluster's Redis (issue 34): the rate limits all hosts count together, in a namespace of its own. */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { REDIS } from './layout'
import { render } from './render'
import type { Secrets } from './secrets'
import { ensurePackages, exists, inNamespace, startDetached, waitFor } from './shell'

export async function startRedis(config: string, logs: string, secrets: Secrets): Promise<number> {
  if (!exists('redis-server')) ensurePackages(['redis-server'])
  fs.writeFileSync(config, render('redis/redis.conf', { listen: REDIS.address, password: secrets.redis }), {
    mode: 0o600,
  })
  const pid = startDetached(inNamespace(REDIS.name, ['redis-server', config]), { log: path.join(logs, 'redis.log') })
  await waitFor('Redis', () => answers(REDIS.address, 6379))
  return pid
}

export function redisUrl(secrets: Secrets): string {
  return `redis://:${secrets.redis}@${REDIS.address}:6379`
}

/** A TCP connection to host:port is accepted. */
export function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
