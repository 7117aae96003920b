/**
 * The server's limits on slow and piled-up connections, on a real socket: a body that
 * trickles in is cut (408, connection closed) once REQUEST_TIMEOUT_SECONDS have passed, and
 * an address past MAX_CONNECTIONS_PER_ADDRESS open connections has the next one closed.
 */
import net from 'node:net'
import type http from 'node:http'
import { afterEach, expect, test } from 'vitest'
import { createHttpServer } from './http-server'

let server: http.Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

async function listen(limits: { REQUEST_TIMEOUT_SECONDS: number; MAX_CONNECTIONS_PER_ADDRESS: number }) {
  server = createHttpServer(limits, (req, res) => {
    req.resume()
    req.on('end', () => res.end('ok'))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as net.AddressInfo).port
}

/** Everything the server sent until it closed the connection. */
function untilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', () => resolve(text))
    socket.on('close', () => resolve(text))
  })
}

test('a body that trickles in is cut with a 408 once the request timeout has passed', async () => {
  const port = await listen({ REQUEST_TIMEOUT_SECONDS: 1, MAX_CONNECTIONS_PER_ADDRESS: 0 })
  const socket = net.connect(port, '127.0.0.1')
  const answer = untilClosed(socket)
  socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n')
  // A byte now and then, never the whole body.
  const drip = setInterval(() => socket.writable && socket.write('x'), 200)
  try {
    expect(await answer).toMatch(/^HTTP\/1\.1 408/)
  } finally {
    clearInterval(drip)
  }
})

test('an address with too many open connections has the next one closed; others are served', async () => {
  const port = await listen({ REQUEST_TIMEOUT_SECONDS: 30, MAX_CONNECTIONS_PER_ADDRESS: 2 })
  const open = [net.connect(port, '127.0.0.1'), net.connect(port, '127.0.0.1')]
  await Promise.all(open.map((s) => new Promise((resolve) => s.once('connect', resolve))))
  const third = net.connect(port, '127.0.0.1')
  third.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n')
  expect(await untilClosed(third)).toBe('')
  const first = open[0]
  const served = new Promise<string>((resolve) => first.once('data', (chunk) => resolve(String(chunk))))
  first.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n')
  expect(await served).toMatch(/^HTTP\/1\.1 200/)
  for (const s of open) s.destroy()
})
