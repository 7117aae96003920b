/**
 * Fixed-window rate limits shared by every module. Counters live in this process's memory
 * by default; with REDIS_URL they live in Redis so several processes count together.
 * `hit` counts one event; `check` only looks (e.g. "is this account locked?").
 */
import { Redis } from 'ioredis'
import { env } from '../../config/env'
import { logger } from './logger'
import { rateLimited } from './errors'

export interface RateRule {
  /** Events allowed per window. */
  limit: number
  windowMs: number
}

interface Store {
  /** Adds `amount` to the key's window; returns the new count and ms until the window ends. */
  add(key: string, amount: number, windowMs: number): Promise<{ count: number; resetInMs: number }>
  clear(prefix?: string): Promise<void>
  close?(): void
}

class MemoryStore implements Store {
  private hits = new Map<string, { count: number; resetAt: number }>()
  async add(key: string, amount: number, windowMs: number) {
    const now = Date.now()
    if (this.hits.size > 50_000) for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k)
    let entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs }
      this.hits.set(key, entry)
    }
    entry.count += amount
    return { count: entry.count, resetInMs: entry.resetAt - now }
  }
  async clear(prefix = '') {
    for (const k of [...this.hits.keys()]) if (k.startsWith(prefix)) this.hits.delete(k)
  }
}

// INCRBY then set the expiry only when the key is new; answer the count and the time left.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {count, ttl}`

class RedisStore implements Store {
  constructor(private redis: Redis) {}
  close() {
    this.redis.disconnect()
  }
  async add(key: string, amount: number, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(ADD_SCRIPT, 1, `rl:${key}`, amount, windowMs)) as [number, number]
    return { count: Number(count), resetInMs: Number(ttl) }
  }
  async clear(prefix = '') {
    const keys = await this.redis.keys(`rl:${prefix}*`)
    if (keys.length) await this.redis.del(...keys)
  }
}

// On globalThis: the API (run by tsx) and the bundled page routes load their own copies of
// this module, and both must count in the same store.
const holder = globalThis as unknown as { __wiRateLimitStore?: { url: string; store: Store } }

function currentStore(): Store {
  const url = env().REDIS_URL ?? ''
  if (holder.__wiRateLimitStore?.url !== url) {
    holder.__wiRateLimitStore?.store.close?.()
    if (url) {
      const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
      redis.on('error', (error) => logger.warn('redis error', { error }))
      holder.__wiRateLimitStore = { url, store: new RedisStore(redis) }
    } else {
      holder.__wiRateLimitStore = { url, store: new MemoryStore() }
    }
  }
  return holder.__wiRateLimitStore.store
}

export interface RateLimiter {
  readonly name: string
  readonly rule: RateRule
  /** Counts one event; returns the seconds to wait when the key is now over the limit, else 0. */
  hit(key: string): Promise<number>
  /** Seconds to wait when the key is already at its limit, else 0 (counts nothing). */
  check(key: string): Promise<number>
  reset(key: string): Promise<void>
}

export function createRateLimiter(name: string, rule: RateRule): RateLimiter {
  const full = (key: string) => `${name}:${key.toLowerCase()}`
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
  return {
    name,
    rule,
    async hit(key) {
      const { count, resetInMs } = await currentStore().add(full(key), 1, rule.windowMs)
      return count > rule.limit ? seconds(resetInMs) : 0
    },
    async check(key) {
      const { count, resetInMs } = await currentStore().add(full(key), 0, rule.windowMs)
      return count >= rule.limit ? seconds(resetInMs) : 0
    },
    async reset(key) {
      await currentStore().clear(full(key))
    },
  }
}

/** Throws a 429 (with Retry-After) when any of the waits is positive. */
export function assertNotLimited(...waits: number[]) {
  const wait = Math.max(0, ...waits)
  if (wait > 0) throw rateLimited(wait)
}

/** Tests start each scenario with empty counters. */
export async function resetAllRateLimits() {
  await currentStore().clear('')
}
