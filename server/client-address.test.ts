import { expect, test } from 'vitest'
import { clientAddress } from './client-address'

test('without a trusted proxy the socket peer is the client, whatever X-Forwarded-For says', () => {
  expect(clientAddress('203.0.113.9', '1.2.3.4', { hops: 0 })).toBe('203.0.113.9')
})

test('with one trusted hop the address the proxy appended (the rightmost) is the client', () => {
  expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', { hops: 1 })).toBe('198.51.100.7')
  expect(clientAddress('10.0.0.2', '198.51.100.7', { hops: 1 })).toBe('198.51.100.7')
})

test('a client that rotates the left-hand part of the header keeps the same address', () => {
  const seen = new Set(
    Array.from({ length: 20 }, (_, i) => clientAddress('10.0.0.2', `66.66.66.${i}, 198.51.100.7`, { hops: 1 })),
  )
  expect([...seen]).toEqual(['198.51.100.7'])
})

test('two trusted hops skip the load balancer and the reverse proxy', () => {
  expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.7, 10.0.0.9', { hops: 2 })).toBe('198.51.100.7')
})

test('more hops trusted than the header has falls back to the leftmost address, never beyond', () => {
  expect(clientAddress('10.0.0.2', '198.51.100.7', { hops: 5 })).toBe('198.51.100.7')
  expect(clientAddress('10.0.0.2', undefined, { hops: 1 })).toBe('10.0.0.2')
})

test('a list of proxy addresses is walked from the right until an address that is not a proxy', () => {
  const trust = { addresses: ['10.0.0.0/8', '192.0.2.1'] }
  expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.7, 192.0.2.1', trust)).toBe('198.51.100.7')
  // A request that reaches the server directly (not from a proxy) is that peer, header ignored.
  expect(clientAddress('203.0.113.9', '1.2.3.4', trust)).toBe('203.0.113.9')
  expect(clientAddress('::ffff:10.1.2.3', '198.51.100.7', trust)).toBe('198.51.100.7')
})
