/**
 * A perceptual hash of a picture (dHash): the picture shrunk to 9×8 grey pixels, one bit per
 * pair of horizontal neighbours (is the left one brighter?), 64 bits. Re-encoding, resizing
 * or a light colour change barely moves it, so two hashes a few bits apart (Hamming distance)
 * are the same picture. Stored as a signed 64-bit integer (PostgreSQL bigint) and looked up by
 * its four 16-bit bands (migration 0033, docs/fraud-signals.md).
 */

export const DHASH_WIDTH = 9
export const DHASH_HEIGHT = 8

/** Two photos this close (differing bits) are one picture; ≤ 3 keeps the band lookup exact. */
export const MAX_PHOTO_DISTANCE = 3

/**
 * Fewer set (or unset) bits than this: a nearly flat picture (a blank wall, a logo on white),
 * whose hash many unrelated pictures share; it is never compared.
 */
export const MIN_DISTINCT_BITS = 8

/** The hash of 9×8 grey pixels, row by row; the first pair is the most significant bit. */
export function dHashOfGrey(pixels: Uint8Array | number[]): bigint {
  if (pixels.length !== DHASH_WIDTH * DHASH_HEIGHT) throw new RangeError('dHash needs 9×8 grey pixels')
  let hash = 0n
  for (let y = 0; y < DHASH_HEIGHT; y++)
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const i = y * DHASH_WIDTH + x
      hash = (hash << 1n) | (pixels[i] > pixels[i + 1] ? 1n : 0n)
    }
  return BigInt.asIntN(64, hash)
}

/** How many bits differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b)
  let count = 0
  while (x) {
    x &= x - 1n
    count++
  }
  return count
}

/** The four 16-bit bands, most significant first: `(hash >> 48) & 65535`, … as the indexes. */
export function hashBands(hash: bigint): [number, number, number, number] {
  const band = (shift: bigint) => Number((hash >> shift) & 65535n)
  return [band(48n), band(32n), band(16n), band(0n)]
}

/** Whether a hash says enough about its picture to be compared (not a nearly flat one). */
export function isDistinctiveHash(hash: bigint): boolean {
  const bits = hammingDistance(hash, 0n)
  return bits >= MIN_DISTINCT_BITS && bits <= 64 - MIN_DISTINCT_BITS
}
