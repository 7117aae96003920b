/**
 * Rate limits shared by every module, on rate-limiter-flexible: fixed windows, and exponential
 * back-off (createBackoffLimiter) for guesses at an account. Counters live
 * in this process's memory by default, in the primary process's when several server processes
 * share the port (server/cluster.ts); with REDIS_URL they live in Redis so every process of
 * every machine counts together. Every count is one atomic step in the store (Redis: one Lua
 * INCRBY), so parallel requests can never slip past a limit between a look and a count.
 * `hit` counts one event; `check` only looks; `reset` deletes exactly one key (never a
 * pattern: Redis is never asked for KEYS).
 */
import { Redis } from 'ioredis'
import cluster from 'node:cluster'
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { env } from '#config/env'
import { logger } from './logger.infra'
import { rateLimited } from './app.errors'
import { processSingleton } from './process-singleton.config'

export interface RateRule {
  /** Events allowed per window. */
  limit: number
  windowMs: number
}

interface Backend {
  url: string
  redis?: Redis
  /** Part of every Redis key; tests change it to start from empty counters without deleting keys. */
  prefix: string
  limiters: Map<string, RateLimiterAbstract>
}

// A process singleton: the API (run by tsx) and the bundled page routes load their own
// copies of this module, and both must count in the same store.
const holder = processSingleton('rate-limits', (): { backend?: Backend } => ({}))

function currentBackend(): Backend {
  const url = env().REDIS_URL ?? ''
  const existing = holder.backend
  if (existing?.url === url) return existing
  existing?.redis?.disconnect()
  let redis: Redis | undefined
  if (url) {
    redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    redis.on('error', (error) => logger.warn('redis error', { error }))
  }
  holder.backend = { url, redis, prefix: 'rl', limiters: new Map() }
  return holder.backend
}

function limiterFor(name: string, rule: RateRule): RateLimiterAbstract {
  const backend = currentBackend()
  const duration = Math.max(1, Math.ceil(rule.windowMs / 1000))
  const id = `${name}/${rule.limit}/${duration}`
  let limiter = backend.limiters.get(id)
  if (!limiter) {
    const options = { keyPrefix: `${backend.prefix}:${name}`, points: rule.limit, duration }
    limiter = backend.redis
      ? // While Redis cannot be reached each process counts on its own rather than failing the request.
        new RateLimiterRedis({
          ...options,
          storeClient: backend.redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : cluster.isWorker
        ? // One of several server processes (server/cluster.ts): the primary process counts for all.
          new RateLimiterCluster({ ...options, keyPrefix: `${backend.prefix}:${id}`, timeoutMs: 3000 })
        : new RateLimiterMemory(options)
    backend.limiters.set(id, limiter)
  }
  return limiter
}

export interface RateLimiter {
  readonly name: string
  readonly rule: RateRule
  /** Counts one event; returns the seconds to wait when the key is now over the limit, else 0. */
  hit(key: string): Promise<number>
  /** Seconds to wait when the key is already at its limit, else 0 (counts nothing). */
  check(key: string): Promise<number>
  /** Takes back one counted event (e.g. an attempt that turned out to be a success). */
  refund(key: string): Promise<void>
  /** Deletes this one key's counter; no other key is touched. */
  reset(key: string): Promise<void>
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

export function createRateLimiter(name: string, rule: RateRule): RateLimiter {
  const normal = (key: string) => key.toLowerCase()
  return {
    name,
    rule,
    async hit(key) {
      try {
        await limiterFor(name, rule).consume(normal(key), 1)
        return 0
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return seconds(refusal.msBeforeNext)
        throw refusal
      }
    },
    async check(key) {
      const res = await limiterFor(name, rule).get(normal(key))
      return res && res.consumedPoints >= rule.limit ? seconds(res.msBeforeNext) : 0
    },
    async refund(key) {
      await limiterFor(name, rule).reward(normal(key), 1)
    },
    async reset(key) {
      await limiterFor(name, rule).delete(normal(key))
    },
  }
}

export interface BackoffRule {
  /** Attempts allowed per window before the first wait. */
  free: number
  windowMs: number
  /** The first wait; each further stop of the same key doubles it, up to `maxWaitMs`. */
  firstWaitMs: number
  maxWaitMs: number
  /** How long a key's stops are remembered, from its first stop (then it has `free` attempts again). */
  memoryMs: number
}

export interface BackoffLimiter {
  readonly name: string
  readonly rule: BackoffRule
  /** Counts one attempt; returns the seconds to wait when it is refused, else 0. */
  hit(key: string): Promise<number>
  /** Takes back one counted attempt (it turned out to be a success). */
  refund(key: string): Promise<void>
  /** Forgets the key: its attempts and its stops. */
  reset(key: string): Promise<void>
}

/** Never refused by the store itself: the back-off limiter compares the counts. */
const UNCAPPED = 1_000_000_000

/**
 * Exponential back-off on the same stores: `free` attempts per window, then a wait of
 * `firstWaitMs`; after a wait one attempt, then twice the wait, and so on up to `maxWaitMs`,
 * while the key's stops are remembered. The attempt is counted in one atomic step before
 * anything else, and exactly one request (the one whose count is one past the allowance)
 * starts a wait, so parallel attempts cannot slip through between a look and a count.
 */
export function createBackoffLimiter(name: string, rule: BackoffRule): BackoffLimiter {
  const normal = (key: string) => key.toLowerCase()
  const attempts = () => limiterFor(name, { limit: UNCAPPED, windowMs: rule.windowMs })
  const stops = () => limiterFor(`${name}-stops`, { limit: UNCAPPED, windowMs: rule.memoryMs })
  return {
    name,
    rule,
    async hit(key) {
      const k = normal(key)
      const stopped = (await stops().get(k))?.consumedPoints ?? 0
      const allowance = stopped > 0 ? 1 : rule.free
      // A key in a wait holds more than UNCAPPED points, so the store refuses it outright.
      const counted = await attempts()
        .consume(k, 1)
        .catch((refusal: unknown) => {
          if (refusal instanceof RateLimiterRes) return refusal
          throw refusal
        })
      if (counted.consumedPoints <= allowance) return 0
      if (counted.consumedPoints > allowance + 1) return seconds(counted.msBeforeNext)
      const stop = (await stops().consume(k, 1)).consumedPoints
      const waitMs = Math.min(rule.firstWaitMs * 2 ** (stop - 1), rule.maxWaitMs)
      await attempts().block(k, seconds(waitMs))
      return seconds(waitMs)
    },
    async refund(key) {
      await attempts().reward(normal(key), 1)
    },
    async reset(key) {
      await Promise.all([attempts().delete(normal(key)), stops().delete(normal(key))])
    },
  }
}

/** Throws a 429 (with Retry-After) when any of the waits is positive. */
export function assertNotLimited(...waits: number[]) {
  const wait = Math.max(0, ...waits)
  if (wait > 0) throw rateLimited(wait)
}

/**
 * Tests start each scenario with empty counters: new limiters (memory), and in Redis a new
 * key prefix, so no key has to be listed or deleted; the old keys expire with their window.
 */
export async function resetAllRateLimits() {
  const backend = currentBackend()
  backend.limiters = new Map()
  backend.prefix = `rl-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
