/**
 * The shared limiter on Redis (REDIS_URL): two "processes" (two limiters with the same
 * name) count together. Runs when a redis-server binary is installed; skipped otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEnvForTests } from '../../config/env'
import { createRateLimiter, resetAllRateLimits } from '../../core/shared/rate-limit'

const hasRedis = spawnSync('redis-server', ['--version']).status === 0
let server: ChildProcess | undefined
let port = 0

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port
      s.close(() => resolve(p))
    })
  })
}

beforeAll(async () => {
  if (!hasRedis) return
  port = await freePort()
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  for (let i = 0; i < 50; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true))).on('error', () => resolve(false))
    })
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  setEnvForTests({ REDIS_URL: `redis://127.0.0.1:${port}` })
})

afterAll(async () => {
  setEnvForTests({ REDIS_URL: '' })
  server?.kill('SIGTERM')
})

test.skipIf(!hasRedis)('limits counted in Redis are shared and expire with their window', async () => {
  await resetAllRateLimits()
  const a = createRateLimiter('signin-account', { limit: 2, windowMs: 1500 })
  const b = createRateLimiter('signin-account', { limit: 2, windowMs: 1500 })
  expect(await a.hit('x@example.test')).toBe(0)
  expect(await b.hit('x@example.test')).toBe(0)
  expect(await a.check('x@example.test')).toBeGreaterThan(0)
  expect(await b.hit('x@example.test')).toBeGreaterThan(0)
  await new Promise((r) => setTimeout(r, 1700))
  expect(await a.check('x@example.test')).toBe(0)
})
