import { expect, test } from 'vitest'
import os from 'node:os'
import {
  deploymentWarnings,
  isLocalDemo,
  isLoopbackHost,
  listenHost,
  publicOrigin,
  ignoredServerProcesses,
  serverProcesses,
} from './deployment'
import { parseEnv } from './env'

test('loopback names and addresses', () => {
  for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1'])
    expect(isLoopbackHost(host), host).toBe(true)
  for (const host of ['wi.example', '0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'localhost.evil.example', '128.0.0.1'])
    expect(isLoopbackHost(host), host).toBe(false)
})

test('a newcomer’s start (no PUBLIC_URL, no HOST) is a local demo listening on loopback', () => {
  const env = parseEnv({})
  expect(listenHost(env)).toBe('127.0.0.1')
  expect(isLocalDemo(env)).toBe(true)
  expect(publicOrigin(env)).toBe('http://localhost:3000')
  expect(deploymentWarnings(env)).toEqual([])
})

test('a public PUBLIC_URL makes a deployment: every interface, no demo, warnings without SMTP and SMS', () => {
  const env = parseEnv({ PUBLIC_URL: 'https://wi-inmuebles.com.co' })
  expect(listenHost(env)).toBe('0.0.0.0')
  expect(isLocalDemo(env)).toBe(false)
  expect(deploymentWarnings(env).join(' ')).toMatch(/SMTP_URL is not set/)
  expect(deploymentWarnings(env).join(' ')).toMatch(/SMS_URL is not set/)
  const servers = { SMTP_URL: 'smtp://mail.example:587', SMS_URL: 'https://sms.example/v1/messages' }
  expect(deploymentWarnings({ ...env, ...servers })).toEqual([])
})

test('listening on a public interface is a deployment even without PUBLIC_URL', () => {
  const env = parseEnv({ HOST: '0.0.0.0' })
  expect(isLocalDemo(env)).toBe(false)
  expect(deploymentWarnings(env).join(' ')).toMatch(/PUBLIC_URL is not set/)
})

test('a loopback PUBLIC_URL (browser tests, a second local port) stays a local demo', () => {
  expect(isLocalDemo(parseEnv({ PUBLIC_URL: 'http://127.0.0.1:3901' }))).toBe(true)
  expect(isLocalDemo(parseEnv({ PUBLIC_URL: 'http://localhost:3000', HOST: '0.0.0.0' }))).toBe(false)
})

test('TRUST_PROXY takes false, true, a hop count or proxy addresses; anything else stops the start', () => {
  expect(parseEnv({}).TRUST_PROXY).toEqual({ hops: 0 })
  expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 })
  expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 })
  expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).TRUST_PROXY).toEqual({
    addresses: ['10.0.0.0/8', '192.0.2.1'],
  })
  expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
})

test('server processes: one per core on PostgreSQL, one on the embedded database and in development', () => {
  const pg = 'postgres://postgres@127.0.0.1:5432/wi'
  const production = { dev: false, apiOnly: false }
  expect(serverProcesses(parseEnv({ DATABASE_URL: pg }), production)).toBe(os.availableParallelism())
  expect(serverProcesses(parseEnv({ DATABASE_URL: pg, SERVER_PROCESSES: '3' }), production)).toBe(3)
  expect(serverProcesses(parseEnv({ SERVER_PROCESSES: '3' }), production)).toBe(1)
  expect(serverProcesses(parseEnv({ DATABASE_URL: pg, SERVER_PROCESSES: '3' }), { dev: true, apiOnly: false })).toBe(1)
  expect(serverProcesses(parseEnv({ DATABASE_URL: pg }), { dev: false, apiOnly: true })).toBe(1)
  // Asked for several where one runs: said, not silently dropped.
  expect(ignoredServerProcesses(parseEnv({ SERVER_PROCESSES: '3' }), { dev: false })).toMatch(/PGlite.*DATABASE_URL/)
  expect(ignoredServerProcesses(parseEnv({ DATABASE_URL: pg, SERVER_PROCESSES: '3' }), { dev: true })).toMatch(
    /development/,
  )
  expect(ignoredServerProcesses(parseEnv({ DATABASE_URL: pg, SERVER_PROCESSES: '3' }), { dev: false })).toBeNull()
  expect(ignoredServerProcesses(parseEnv({ SERVER_PROCESSES: '1' }), { dev: false })).toBeNull()
  expect(() => parseEnv({ SERVER_PROCESSES: '0' })).toThrow(/SERVER_PROCESSES/)
})
