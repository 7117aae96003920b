import { expect, test } from 'vitest'
import { dHashOfGrey, hammingDistance, hashBands, isDistinctiveHash } from './dhash.rules'

const gradient = Array.from({ length: 72 }, (_, i) => 255 - (i % 9) * 20)

test('a left-brighter row sets every bit; a flat picture sets none', () => {
  expect(BigInt.asUintN(64, dHashOfGrey(gradient))).toBe(2n ** 64n - 1n)
  expect(dHashOfGrey(new Array(72).fill(128))).toBe(0n)
  expect(() => dHashOfGrey([1, 2, 3])).toThrow(RangeError)
})

test('the first pair is the most significant bit, stored as a signed 64-bit integer', () => {
  const pixels = new Array(72).fill(100)
  pixels[0] = 200
  expect(dHashOfGrey(pixels)).toBe(-(2n ** 63n))
  const last = new Array(72).fill(100)
  last[70] = 200
  expect(dHashOfGrey(last)).toBe(1n)
})

test('Hamming distance counts differing bits, sign included', () => {
  expect(hammingDistance(0n, 0n)).toBe(0)
  expect(hammingDistance(-1n, 0n)).toBe(64)
  expect(hammingDistance(0b1011n, 0b0001n)).toBe(2)
  expect(hammingDistance(-(2n ** 63n), 0n)).toBe(1)
})

test('bands are the four 16-bit slices that the indexes use; any hash 3 bits away shares one', () => {
  const hash = BigInt.asIntN(64, 0x1234_5678_9abc_def0n)
  expect(hashBands(hash)).toEqual([0x1234, 0x5678, 0x9abc, 0xdef0])
  const near = hash ^ (1n << 60n) ^ (1n << 40n) ^ (1n << 20n)
  const shared = hashBands(hash).filter((b, i) => b === hashBands(near)[i])
  expect(shared).toEqual([0xdef0])
})

test('a nearly flat picture is not distinctive', () => {
  expect(isDistinctiveHash(0n)).toBe(false)
  expect(isDistinctiveHash(-1n)).toBe(false)
  expect(isDistinctiveHash(0b1111_1111n)).toBe(true)
  expect(isDistinctiveHash(0b111_1111n)).toBe(false)
})
