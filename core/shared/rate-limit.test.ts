import { expect, test } from 'vitest'
import { assertNotLimited, createRateLimiter } from './rate-limit'

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

test('assertNotLimited throws a 429 carrying Retry-After', () => {
  expect(() => assertNotLimited(0, 0)).not.toThrow()
  expect(() => assertNotLimited(0, 12)).toThrow(expect.objectContaining({ status: 429, retryAfterSeconds: 12 }))
})
