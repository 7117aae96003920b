import net from 'node:net'
import { expect, test } from 'vitest'
import {
  createPublicLookup,
  isPublicAddress,
  isPublicHostName,
  NOT_PUBLIC_CODE,
  resolvesPublicly,
  type Resolver,
} from './public-address.infra'

const NOT_PUBLIC = [
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.100.100.200',
  '100.127.255.254',
  '127.0.0.1',
  '127.8.9.10',
  '169.254.169.254',
  '169.254.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.192',
  '192.0.2.10',
  '192.168.1.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  '168.63.129.16',
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '0:0:0:0:0:ffff:a9fe:a9fe',
  '::ffff:10.1.2.3',
  '::127.0.0.1',
  '64:ff9b::a00:1',
  'fc00::1',
  'fd00:ec2::254',
  'fe80::1',
  'fec0::1',
  'ff02::1',
  '2001:db8::1',
  '2001::1',
  '2002:7f00:1::1',
  'not an address',
  '',
]

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '142.250.72.10',
  '100.63.255.255',
  '100.128.0.1',
  '172.15.255.255',
  '172.32.0.1',
  '192.169.0.1',
  '::ffff:8.8.8.8',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200a',
]

test.each(NOT_PUBLIC)('%s is not a public address', (address) => {
  expect(isPublicAddress(address)).toBe(false)
})

test.each(PUBLIC)('%s is a public address', (address) => {
  expect(isPublicAddress(address)).toBe(true)
})

test.each([
  ['localhost', false],
  ['LOCALHOST', false],
  ['push.localhost', false],
  ['metadata.google.internal', false],
  ['metadata', false],
  ['printer.local', false],
  ['router.home.arpa', false],
  ['fcm.googleapis.com.', false],
  ['fcm..googleapis.com', false],
  ['127.0.0.1', false],
  ['[::1]', false],
  ['[::ffff:7f00:1]', false],
  ['169.254.169.254', false],
  ['fcm.googleapis.com', true],
  ['updates.push.services.mozilla.com', true],
  ['web.push.apple.com', true],
  ['8.8.8.8', true],
  ['[2606:4700:4700::1111]', true],
] as const)('host name %s may be used: %s', (host, expected) => {
  expect(isPublicHostName(host)).toBe(expected)
})

/** A resolver standing in for DNS (outside the product): a fixed table. */
const table =
  (entries: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const found = entries[hostname]
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return found.map((address) => ({ address, family: net.isIP(address) }))
  }

test('a name must resolve, and only to public addresses', async () => {
  const dns = table({
    'push.example.com': ['142.250.72.10', '2a00:1450:4001:82b::200a'],
    'rebind.example.com': ['142.250.72.10', '127.0.0.1'],
    'inside.example.com': ['10.0.0.7'],
    'empty.example.com': [],
  })
  expect(await resolvesPublicly('push.example.com', dns)).toBe(true)
  expect(await resolvesPublicly('rebind.example.com', dns)).toBe(false)
  expect(await resolvesPublicly('inside.example.com', dns)).toBe(false)
  expect(await resolvesPublicly('empty.example.com', dns)).toBe(false)
  expect(await resolvesPublicly('unknown.example.com', dns)).toBe(false)
  expect(await resolvesPublicly('localhost', table({ localhost: ['8.8.8.8'] }))).toBe(false)
  expect(await resolvesPublicly('8.8.8.8', dns)).toBe(true)
})

test('the connection lookup answers public addresses in the shapes Node asks for', async () => {
  const lookup = createPublicLookup(table({ 'push.example.com': ['142.250.72.10', '2a00:1450:4001:82b::200a'] }))
  const all = await new Promise((resolve, reject) =>
    lookup('push.example.com', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  )
  expect(all).toEqual([
    { address: '142.250.72.10', family: 4 },
    { address: '2a00:1450:4001:82b::200a', family: 6 },
  ])
  const one = await new Promise((resolve, reject) =>
    lookup('push.example.com', { family: 6 }, (error, address, family) =>
      error ? reject(error) : resolve([address, family]),
    ),
  )
  expect(one).toEqual(['2a00:1450:4001:82b::200a', 6])
})

test('a socket whose name resolves to this machine never connects (DNS rebinding)', async () => {
  let connections = 0
  const server = net.createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const lookup = createPublicLookup(table({ 'push.example.com': ['127.0.0.1'] }))
  try {
    const error = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
      const socket = net.connect({ host: 'push.example.com', port, lookup })
      socket.on('connect', () => reject(new Error('connected')))
      socket.on('error', resolve)
    })
    expect(error.code).toBe(NOT_PUBLIC_CODE)
    expect(connections).toBe(0)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
