import { expect, test } from 'vitest'
import { boundedMemo, cacheStats, readCache } from './cache.infra'
import { processSingleton } from './process-singleton.config'

let names = 0
/** A cache on a clock the test moves, and a loader that counts its reads and can be held open. */
function setup(max = 10) {
  let time = 1_000
  const cache = readCache<string>(`test-${++names}`, { max, now: () => time })
  const scope = {}
  let reads = 0
  let answer = 'v1'
  let gate: Promise<void> | undefined
  const load = async () => {
    reads++
    const value = answer
    if (gate) await gate
    if (value === 'fail') throw new Error('read failed')
    return value
  }
  const hold = () => {
    let release!: () => void
    gate = new Promise((r) => (release = r))
    return () => {
      gate = undefined
      release()
    }
  }
  return {
    cache,
    scope,
    load,
    hold,
    reads: () => reads,
    answer: (value: string) => (answer = value),
    advance: (ms: number) => (time += ms),
  }
}

const times = { freshMs: 100, staleMs: 1_000 }
const settle = () => new Promise((r) => setTimeout(r, 0))

test('callers asking for a key being read share the one read', async () => {
  const t = setup()
  const release = t.hold()
  const all = Promise.all([1, 2, 3].map(() => t.cache.get(t.scope, 'k', t.load, times)))
  release()
  expect(await all).toEqual(['v1', 'v1', 'v1'])
  expect(t.reads()).toBe(1)
})

test('a fresh value answers without a read; scopes and keys are apart', async () => {
  const t = setup()
  await t.cache.get(t.scope, 'k', t.load, times)
  t.advance(99)
  t.answer('v2')
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v1')
  expect(t.reads()).toBe(1)
  expect(await t.cache.get(t.scope, 'other', t.load, times)).toBe('v2')
  expect(await t.cache.get({}, 'k', t.load, times)).toBe('v2')
  expect(t.reads()).toBe(3)
})

test('a stale value answers at once while one fresh read replaces it', async () => {
  const t = setup()
  await t.cache.get(t.scope, 'k', t.load, times)
  t.advance(500)
  t.answer('v2')
  const release = t.hold()
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v1')
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v1')
  expect(t.reads()).toBe(2)
  release()
  await settle()
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v2')
  expect(t.reads()).toBe(2)
})

test('a value older than staleMs is not served: callers wait for the fresh read', async () => {
  const t = setup()
  await t.cache.get(t.scope, 'k', t.load, times)
  t.advance(1_001)
  t.answer('v2')
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v2')
  expect(t.reads()).toBe(2)
})

test('without staleMs a value past freshMs is read again before it answers', async () => {
  const t = setup()
  await t.cache.get(t.scope, 'k', t.load, { freshMs: 100 })
  t.advance(101)
  t.answer('v2')
  expect(await t.cache.get(t.scope, 'k', t.load, { freshMs: 100 })).toBe('v2')
})

test('a failed read is not cached; a failed refresh keeps the stale value and the next call reads again', async () => {
  const t = setup()
  t.answer('fail')
  await expect(t.cache.get(t.scope, 'k', t.load, times)).rejects.toThrow('read failed')
  t.answer('v1')
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v1')
  expect(t.reads()).toBe(2)

  t.advance(500)
  t.answer('fail')
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v1')
  await settle()
  t.answer('v2')
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v1')
  await settle()
  expect(t.reads()).toBe(4)
  expect(await t.cache.get(t.scope, 'k', t.load, times)).toBe('v2')
})

test('the least recently used entry goes first when the cache is full', async () => {
  const t = setup(2)
  await t.cache.get(t.scope, 'a', t.load, times)
  await t.cache.get(t.scope, 'b', t.load, times)
  await t.cache.get(t.scope, 'a', t.load, times)
  await t.cache.get(t.scope, 'c', t.load, times)
  expect(t.reads()).toBe(3)
  await t.cache.get(t.scope, 'a', t.load, times)
  expect(t.reads()).toBe(3)
  await t.cache.get(t.scope, 'b', t.load, times)
  expect(t.reads()).toBe(4)
})

test('freshMs 0 turns the cache off; clear forgets every entry', async () => {
  const t = setup()
  await t.cache.get(t.scope, 'k', t.load, { freshMs: 0 })
  await t.cache.get(t.scope, 'k', t.load, { freshMs: 0 })
  expect(t.reads()).toBe(2)
  await t.cache.get(t.scope, 'k', t.load, times)
  t.cache.clear()
  await t.cache.get(t.scope, 'k', t.load, times)
  expect(t.reads()).toBe(4)
})

test('two copies of a cache by the same name share their entries', async () => {
  const t = setup()
  await t.cache.get(t.scope, 'k', t.load, times)
  const copy = readCache<string>(`test-${names}`, { max: 10, now: () => 1_000 })
  expect(await copy.get(t.scope, 'k', t.load, times)).toBe('v1')
  expect(t.reads()).toBe(1)
  copy.clear()
  await t.cache.get(t.scope, 'k', t.load, times)
  expect(t.reads()).toBe(2)
})

test('each cache counts its hits (fresh or stale) and its misses (a caller waited for a read)', async () => {
  const t = setup()
  const name = `test-${names}`
  expect(cacheStats()[name]).toEqual({ hits: 0, misses: 0 })
  const release = t.hold()
  const first = Promise.all([1, 2].map(() => t.cache.get(t.scope, 'k', t.load, times)))
  release()
  await first
  // Both callers waited for the one read.
  expect(cacheStats()[name]).toEqual({ hits: 0, misses: 2 })
  await t.cache.get(t.scope, 'k', t.load, times)
  t.advance(500)
  await t.cache.get(t.scope, 'k', t.load, times)
  await settle()
  expect(cacheStats()[name]).toEqual({ hits: 2, misses: 2 })
  t.advance(1_001)
  await t.cache.get(t.scope, 'k', t.load, times)
  await t.cache.get(t.scope, 'k', t.load, { freshMs: 0 })
  expect(cacheStats()[name]).toEqual({ hits: 2, misses: 4 })
  // Another cache has counts of its own; clear() forgets entries, not counts.
  const other = setup()
  await other.cache.get(other.scope, 'k', other.load, times)
  t.cache.clear()
  expect(cacheStats()[name]).toEqual({ hits: 2, misses: 4 })
  expect(cacheStats()[`test-${names}`]).toEqual({ hits: 0, misses: 1 })
  expect(t.reads()).toBe(4)
})

test('processSingleton creates a value once per name', () => {
  const first = processSingleton('test-singleton', () => ({ n: 1 }))
  expect(processSingleton('test-singleton', () => ({ n: 2 }))).toBe(first)
  expect(processSingleton('test-singleton-other', () => ({ n: 3 })).n).toBe(3)
})

test('boundedMemo makes a value once per key and forgets the least recently used past its size', () => {
  const memo = boundedMemo<number | null>(2)
  let made = 0
  const make = (v: number | null) => () => (made++, v)
  expect(memo('a', make(1))).toBe(1)
  expect(memo('a', make(9))).toBe(1)
  expect(memo('n', make(null))).toBe(null)
  expect(memo('n', make(9))).toBe(null)
  expect(made).toBe(2)
  memo('c', make(3))
  expect(memo('a', make(4))).toBe(4)
  expect(made).toBe(4)
})
