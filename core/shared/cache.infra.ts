/**
 * The portal's in-process caches, all on lru-cache with one policy:
 * - bounded by a number of entries; the least recently used goes first;
 * - a value is fresh for `freshMs`; after that, until it is `staleMs` old, it still answers
 *   at once while one fresh read replaces it (stale while revalidate); older, callers wait
 *   for the fresh read;
 * - one read per key at a time: callers asking for a key being read share that read;
 * - a failed read is never cached: the caller gets the error, a stale value stays, and the
 *   next call reads again;
 * - entries belong to a scope (the database they were read from), and the caches are
 *   process-wide (see process-singleton.config.ts), so `clear()` empties them for every copy;
 * - every cache counts its hits (answered from an entry, fresh or stale) and misses (the caller
 *   waited for a read, its own or a shared one; with the cache off, every call): `cacheStats()`.
 */
import { LRUCache } from 'lru-cache'
import { processSingleton } from './process-singleton.config'

interface Freshness {
  /** How long a value answers without being read again; 0 or less turns the cache off. */
  freshMs: number
  /** How old a value may be and still answer while it is read again (default: freshMs, never stale). */
  staleMs?: number
}

export interface ReadCache<V> {
  /** The value for `key` in `scope`, read with `load` when missing or too old. */
  get(scope: object, key: string, load: () => Promise<V>, freshness: Freshness): Promise<V>
  /** Forgets every entry of every scope. */
  clear(): void
}

interface Held<V> {
  value: V
  at: number
}
type Store<V> = LRUCache<string, Held<V>, () => Promise<V>>

export interface ReadCacheOptions {
  /** Entries kept per scope. */
  max: number
  /** A clock in milliseconds (tests); performance.now by default. */
  now?: () => number
}

/** How often a cache answered from an entry (hits) and how often a caller waited for a read (misses). */
export interface CacheCounts {
  hits: number
  misses: number
}

/** The counts of every read cache of the process by name, whichever copy of this module made it. */
const counters = () => processSingleton('cache-stats', () => new Map<string, CacheCounts>())

/** A snapshot of the hits and misses of every read cache since the process started (never reset). */
export function cacheStats(): Record<string, CacheCounts> {
  return Object.fromEntries([...counters()].map(([name, c]) => [name, { hits: c.hits, misses: c.misses }]))
}

/** Every read cache's entries by name, whichever copy of this module made it. */
const states = () => processSingleton('cache-states', () => new Map<string, { byScope: WeakMap<object, unknown> }>())

/** The entries of the cache called `name`, made on its first use. */
function stateOf<V>(name: string): { byScope: WeakMap<object, Store<V>> } {
  const registry = states()
  let state = registry.get(name)
  if (!state) registry.set(name, (state = { byScope: new WeakMap() }))
  return state as { byScope: WeakMap<object, Store<V>> }
}

/**
 * Forgets every entry of every read cache of the process, as if their freshness had run out
 * (tests that change data and read it back through a cached read).
 */
export function clearReadCaches() {
  for (const state of states().values()) state.byScope = new WeakMap()
}

/** The process-wide read cache called `name` (each name one cache, whatever copy asks). */
export function readCache<V>(name: string, options: ReadCacheOptions): ReadCache<V> {
  const now = options.now ?? (() => performance.now())
  const state = stateOf<V>(name)
  const registry = counters()
  let counts = registry.get(name)
  if (!counts) registry.set(name, (counts = { hits: 0, misses: 0 }))
  const count = counts
  const storeFor = (scope: object) => {
    let store = state.byScope.get(scope)
    if (!store) {
      store = new LRUCache<string, Held<V>, () => Promise<V>>({
        max: options.max,
        allowStale: true,
        noDeleteOnFetchRejection: true,
        perf: { now },
        // A given clock may jump by more than lru-cache's default 1 ms resolution.
        ...(options.now ? { ttlResolution: 0 } : {}),
        fetchMethod: async (_key, _stale, { context }) => {
          const value = await context()
          return { value, at: now() }
        },
      })
      state.byScope.set(scope, store)
    }
    return store
  }
  return {
    async get(scope, key, load, { freshMs, staleMs = freshMs }) {
      if (freshMs <= 0) {
        count.misses++
        return load()
      }
      const store = storeFor(scope)
      const held = store.peek(key, { allowStale: true })
      const tooOld = held !== undefined && now() - held.at > staleMs
      if (held === undefined || tooOld) count.misses++
      else count.hits++
      const fetched = await store.forceFetch(key, { context: load, ttl: freshMs, allowStale: !tooOld })
      return fetched.value
    },
    clear() {
      state.byScope = new WeakMap()
    },
  }
}

/**
 * A bounded memo for pure results that are costly to recompute and never change for a key
 * (opaque id encodings, listing paths): the least recently used entry goes first.
 */
export function boundedMemo<V>(max: number): (key: string, make: () => V) => V {
  const store = new LRUCache<string, { value: V }>({ max })
  return (key, make) => {
    const hit = store.get(key)
    if (hit) return hit.value
    const value = make()
    store.set(key, { value })
    return value
  }
}
