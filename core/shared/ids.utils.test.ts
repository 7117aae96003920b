import { describe, expect, test } from 'vitest'
import { decodeId, decodeOperation, encodeId, encodeOperation } from './ids.utils'

test('public ids are opaque, at least 8 characters and round-trip', () => {
  for (const id of [1, 2, 42, 123_456, 2_000_000]) {
    const publicId = encodeId('property', id)
    expect(publicId).toMatch(/^[A-Za-z0-9]{8,}$/)
    if (id > 1000) expect(publicId).not.toContain(String(id))
    expect(decodeId('property', publicId)).toBe(id)
  }
})

test('an id of another kind, a malformed or a tampered id decodes to null', () => {
  const agency = encodeId('customer', 7)
  expect(decodeId('property', agency)).toBeNull()
  expect(decodeId('property', '12')).toBeNull()
  expect(decodeId('property', "1' or 1=1")).toBeNull()
  expect(decodeId('property', 'x'.repeat(200))).toBeNull()
  expect(decodeId('property', undefined)).toBeNull()
  const tampered = encodeId('property', 5).split('').reverse().join('')
  expect(decodeId('property', tampered)).not.toBe(5)
})

test('operation ids encode rent and sale', () => {
  expect(decodeOperation(encodeOperation('rent'))).toBe('rent')
  expect(decodeOperation(encodeOperation('sale'))).toBe('sale')
  expect(decodeOperation('nope')).toBeNull()
})

describe('fastSqids', () => {
  test('encodes exactly as Sqids does, blocked words included', async () => {
    const { default: Sqids } = await import('sqids')
    const { fastSqids } = await import('./ids.utils')
    const alphabet = 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDdHXLajZrfxNhobJIRtMvcK'
    const plain = new Sqids({ alphabet, minLength: 8 })
    const fast = fastSqids({ alphabet, minLength: 8 })
    const unblocked = new Sqids({ alphabet, minLength: 8, blocklist: new Set() })
    let reencoded = 0
    // Compared by hand and reported together: an expect() per id was most of the test's time.
    const differing: string[] = []
    for (let id = 1; id <= 60_000; id++) {
      for (const kind of [1, 2, 4, 8]) {
        const a = plain.encode([kind, id])
        const b = fast.encode([kind, id])
        if (b !== a) differing.push(`${kind}/${id}: ${b} ≠ ${a}`)
        // Ids the blocklist pushed to another encoding prove the rule is exercised.
        if (a !== unblocked.encode([kind, id])) reencoded++
      }
    }
    expect(differing.slice(0, 10)).toEqual([])
    expect(reencoded).toBeGreaterThan(0)
  }, 120_000)
})
