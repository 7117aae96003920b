import { afterEach, describe, expect, test, vi } from 'vitest'
import { assertNotLimited, createBackoffLimiter, createRateLimiter, resetAllRateLimits } from './rate-limit.infra'

test('a fixed window: the hit past the limit answers the seconds to wait; check only looks', async () => {
  const limiter = createRateLimiter(`t-${Date.now()}`, { limit: 3, windowMs: 60_000 })
  expect(await limiter.check('a@example.test')).toBe(0)
  expect(await limiter.hit('a@example.test')).toBe(0)
  expect(await limiter.hit('A@example.test')).toBe(0)
  expect(await limiter.hit('a@example.test')).toBe(0)
  expect(await limiter.check('a@example.test')).toBeGreaterThan(0)
  const wait = await limiter.hit('a@example.test')
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(60)
  expect(await limiter.hit('other')).toBe(0)
  await limiter.reset('a@example.test')
  expect(await limiter.check('a@example.test')).toBe(0)
})

test('parallel hits are counted one by one: exactly the limit gets through', async () => {
  const limiter = createRateLimiter(`p-${Date.now()}`, { limit: 5, windowMs: 60_000 })
  const waits = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('same')))
  expect(waits.filter((w) => w === 0)).toHaveLength(5)
})

test('reset deletes exactly one key, never the keys it is a prefix of; refund takes one count back', async () => {
  const limiter = createRateLimiter(`r-${Date.now()}`, { limit: 1, windowMs: 60_000 })
  await limiter.hit('victim@example.com')
  await limiter.hit('victim@example.co')
  await limiter.reset('victim@example.co')
  expect(await limiter.check('victim@example.co')).toBe(0)
  expect(await limiter.check('victim@example.com')).toBeGreaterThan(0)
  await limiter.refund('victim@example.com')
  expect(await limiter.check('victim@example.com')).toBe(0)
})

test('resetAllRateLimits starts every limiter from empty counters', async () => {
  const limiter = createRateLimiter(`all-${Date.now()}`, { limit: 1, windowMs: 60_000 })
  await limiter.hit('k')
  expect(await limiter.check('k')).toBeGreaterThan(0)
  await resetAllRateLimits()
  expect(await limiter.check('k')).toBe(0)
})

test('assertNotLimited throws a 429 carrying Retry-After', () => {
  expect(() => assertNotLimited(0, 0)).not.toThrow()
  expect(() => assertNotLimited(0, 12)).toThrow(expect.objectContaining({ status: 429, retryAfterSeconds: 12 }))
})

describe('exponential back-off', () => {
  afterEach(() => vi.useRealTimers())
  const rule = { free: 3, windowMs: 15 * 60_000, firstWaitMs: 60_000, maxWaitMs: 4 * 60_000, memoryMs: 86_400_000 }

  test('free attempts, then one attempt per wait, each wait twice the last up to the cap', async () => {
    vi.useFakeTimers()
    const limiter = createBackoffLimiter(`b-${Date.now()}`, rule)
    for (let i = 0; i < 3; i++) expect(await limiter.hit('Owner@example.test')).toBe(0)
    expect(await limiter.hit('owner@example.test')).toBe(60)
    expect(await limiter.hit('owner@example.test')).toBeGreaterThan(0)
    const waits = []
    for (const wait of [60, 120, 240, 240]) {
      vi.advanceTimersByTime(wait * 1000 + 1)
      expect(await limiter.hit('owner@example.test')).toBe(0)
      waits.push(await limiter.hit('owner@example.test'))
    }
    expect(waits).toEqual([120, 240, 240, 240])
    expect(await limiter.hit('someone-else')).toBe(0)
    await limiter.reset('owner@example.test')
    for (let i = 0; i < 3; i++) expect(await limiter.hit('owner@example.test')).toBe(0)
  })

  test('parallel attempts: exactly the free ones get through; a refund gives one back', async () => {
    const limiter = createBackoffLimiter(`bp-${Date.now()}`, rule)
    const waits = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('same')))
    expect(waits.filter((w) => w === 0)).toHaveLength(3)
    expect(waits.filter((w) => w > 0)).toHaveLength(47)
    const other = createBackoffLimiter(`br-${Date.now()}`, rule)
    for (let i = 0; i < 3; i++) await other.hit('k')
    await other.refund('k')
    expect(await other.hit('k')).toBe(0)
    expect(await other.hit('k')).toBe(60)
  })
})
