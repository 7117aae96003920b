/**
 * The shared limiter on Redis (REDIS_URL), against a real redis-server started for this
 * file: limiters of two "processes" count together, parallel sign-ins cannot outrun the
 * limit, resetting one key leaves every other key alone, and Redis is never asked to list
 * keys (a second connection in MONITOR mode sees every command); the account-wide back-off
 * holds strangers after a flood while the owner's browser signs in. Skipped when no
 * redis-server binary is installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { createRateLimiter, resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { insertUser } from '../factories/accounts'
import { outbox } from '#db/schema'
import { processOutbox } from '#core/notifications/outbox.service'
import { cookiesFrom, jsonBody, startAccountsApp } from '../support/accounts-app'

const hasRedis = spawnSync('redis-server', ['--version']).status === 0
const PASSWORD = 'Casa-Envigado-2024'
let server: ChildProcess | undefined
let monitor: Redis | undefined
let redisUrl = ''
let t: Awaited<ReturnType<typeof startAccountsApp>> | undefined
const commands: string[][] = []

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
  const port = await freePort()
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  for (let i = 0; i < 50; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net
        .connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
        .on('error', () => resolve(false))
    })
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  redisUrl = `redis://127.0.0.1:${port}`
  // The monitor is opened from a connection that is ready and then closed: opened at once, its
  // ready check's INFO reached the monitor as a command while it still awaited a reply
  // (ioredis "Command queue state error", seen once in CI).
  const base = new Redis(redisUrl)
  await base.ping()
  monitor = await base.monitor()
  base.disconnect()
  monitor.on('monitor', (_time: string, args: string[]) => commands.push(args))
  t = await startAccountsApp({ REDIS_URL: redisUrl, TRUST_PROXY: '1' })
})

afterAll(async () => {
  await t?.close()
  setEnvForTests({ REDIS_URL: '' })
  await resetAllRateLimits() // drops the Redis connection of the limiters
  monitor?.disconnect()
  server?.kill('SIGTERM')
})

const login = (email: string, password: string, address = '203.0.113.1') =>
  t!.request('/api/auth/login', jsonBody({ email, password }, { 'x-forwarded-for': address }))

function statuses(responses: Pick<Response, 'status'>[]) {
  const count: Record<number, number> = {}
  for (const r of responses) count[r.status] = (count[r.status] ?? 0) + 1
  return count
}

test.skipIf(!hasRedis)('limiters of the same name count together in Redis', async () => {
  await resetAllRateLimits()
  const a = createRateLimiter('shared-test', { limit: 2, windowMs: 60_000 })
  const b = createRateLimiter('shared-test', { limit: 2, windowMs: 60_000 })
  expect(await a.hit('x@example.test')).toBe(0)
  expect(await b.hit('x@example.test')).toBe(0)
  expect(await a.check('x@example.test')).toBeGreaterThan(0)
  expect(await b.hit('x@example.test')).toBeGreaterThan(0)
  expect(commands.some((c) => /^evalsha$|^eval$/i.test(c[0]) && c.some((arg) => arg.includes('shared-test')))).toBe(
    true,
  )
})

test.skipIf(!hasRedis)('resetting one key leaves a key it is a prefix of alone', async () => {
  await resetAllRateLimits()
  const limiter = createRateLimiter('prefix-test', { limit: 1, windowMs: 60_000 })
  await limiter.hit('victim@example.com')
  await limiter.hit('victim@example.co')
  await limiter.reset('victim@example.co')
  expect(await limiter.check('victim@example.co')).toBe(0)
  expect(await limiter.check('victim@example.com')).toBeGreaterThan(0)
})

test.skipIf(!hasRedis)('100 parallel wrong passwords over Redis: exactly 5 reach the password check', async () => {
  await resetAllRateLimits()
  const user = await insertUser(t!.db, { password: PASSWORD })
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(user.email, `wrong-password-${i}`)))
  expect(statuses(answers)).toEqual({ 401: 5, 429: 95 })
  expect(commands.some((c) => c.some((arg) => arg.includes(`signin-account-address:${user.email} 203.0.113.1`)))).toBe(
    true,
  )
})

test.skipIf(!hasRedis)(
  'over Redis, a success as victim@example.co leaves victim@example.com locked; another address signs in',
  async () => {
    await resetAllRateLimits()
    const victim = await insertUser(t!.db, { email: 'victim@example.com', password: PASSWORD })
    const lookalike = await insertUser(t!.db, { email: 'victim@example.co', password: PASSWORD })
    for (let i = 0; i < 5; i++) expect((await login(victim.email, `wrong-password-${i}`)).status).toBe(401)
    expect((await login(lookalike.email, PASSWORD)).status).toBe(200)
    expect((await login(victim.email, PASSWORD)).status).toBe(429)
    expect((await login(victim.email, PASSWORD, '198.51.100.20')).status).toBe(200)
  },
)

test.skipIf(!hasRedis)(
  'over Redis, 60 wrong passwords from 12 addresses: the owner’s browser signs in, a stranger’s waits, a reset lifts it',
  async () => {
    await resetAllRateLimits()
    const owner = await insertUser(t!.db, { password: PASSWORD })
    const signedIn = await login(owner.email, PASSWORD, '203.0.113.10')
    const marks = cookiesFrom(signedIn)
      .split('; ')
      .filter((c) => c.startsWith('auth_known='))
      .join('; ')
    const answers = []
    for (let a = 0; a < 12; a++)
      for (let i = 0; i < 5; i++)
        answers.push((await login(owner.email, `wrong-${a}-${i}`, `198.51.100.${a + 20}`)).status)
    expect(statuses(answers.map((status) => ({ status })))).toEqual({ 401: 20, 429: 40 })
    expect(commands.some((c) => c.some((arg) => arg.includes(`signin-account-stops:${owner.email}`)))).toBe(true)

    const known = await t!.request(
      '/api/auth/login',
      jsonBody({ email: owner.email, password: PASSWORD }, { 'x-forwarded-for': '192.0.2.44', cookie: marks }),
    )
    expect(known.status).toBe(200)
    expect((await login(owner.email, PASSWORD, '192.0.2.50')).status).toBe(429)

    await t!.request('/api/auth/password/forgot', jsonBody({ email: owner.email }, { 'x-forwarded-for': '192.0.2.60' }))
    await processOutbox(t!.db)
    const mail = (await t!.db.select().from(outbox)).find(
      (r) => r.payload.to === owner.email && r.payload.template === 'password-reset',
    )!
    const token = decodeURIComponent(JSON.stringify(mail.payload).match(/\/reset_password\/([A-Za-z0-9_-]+)/)![1])
    const NEW = 'Nueva-Clave-Sabaneta-7'
    const reset = await t!.request(
      '/api/auth/password/reset',
      jsonBody({ token, password: NEW, password_confirmation: NEW }, { 'x-forwarded-for': '192.0.2.60' }),
    )
    expect(reset.status).toBe(200)
    expect((await login(owner.email, NEW, '192.0.2.50')).status).toBe(200)
  },
)

test.skipIf(!hasRedis)('Redis was never asked to list keys', async () => {
  await resetAllRateLimits()
  await createRateLimiter('last-test', { limit: 1, windowMs: 60_000 }).reset('someone')
  // MONITOR reports commands in the order they ran: once a last marker is seen, all are in.
  const marker = new Redis(redisUrl)
  const seen = new Promise<void>((resolve) =>
    monitor!.on('monitor', (_time: string, args: string[]) => args[1] === 'end-of-test' && resolve()),
  )
  await marker.echo('end-of-test')
  await seen
  marker.disconnect()
  expect(commands.length).toBeGreaterThan(100)
  expect(commands.filter((c) => /^(keys|scan)$/i.test(c[0]))).toEqual([])
  expect(commands.some((c) => c[0].toLowerCase() === 'del')).toBe(true)
})
