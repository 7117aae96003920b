/**
 * The Node HTTP server and its limits on slow or piled-up connections: a request whose
 * headers and body have not all arrived within REQUEST_TIMEOUT_SECONDS is answered 408 and
 * closed (a body that trickles in holds no connection for long), and one address keeps at
 * most MAX_CONNECTIONS_PER_ADDRESS connections open (0: no cap); further ones are closed at once.
 */
import http from 'node:http'
import type { Env } from '#config/env'

type Limits = Pick<Env, 'REQUEST_TIMEOUT_SECONDS' | 'MAX_CONNECTIONS_PER_ADDRESS'>

export function createHttpServer(env: Limits, listener: http.RequestListener): http.Server {
  const requestTimeout = env.REQUEST_TIMEOUT_SECONDS * 1000
  const server = http.createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      // Node checks the timeouts this often; a quarter of the timeout keeps the cut close to it.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeout / 4)),
    },
    listener,
  )
  if (env.MAX_CONNECTIONS_PER_ADDRESS > 0) capConnectionsPerAddress(server, env.MAX_CONNECTIONS_PER_ADDRESS)
  return server
}

function capConnectionsPerAddress(server: http.Server, cap: number) {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? ''
    const count = (open.get(address) ?? 0) + 1
    if (count > cap) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
