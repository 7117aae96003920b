/**
 * Fixed-window rate limits shared by every module, on rate-limiter-flexible. Counters live
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
import { env } from '../../config/env'
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
