/**
 * A description's fingerprint, to find one copied from another account's listing
 * (docs/fraud-signals.md): the text folded (no accents, lower case, words only), cut into
 * overlapping 8-word shingles, each hashed to 32 bits; a MinHash signature of 32 values, kept as
 * 16 LSH bands of 2 (each band hashed to one integer, stored in listing_text_fingerprints with a
 * GIN index). Two descriptions sharing half their shingles share a band with probability 0.99;
 * unrelated ones almost never do. Candidates are then measured exactly (`sharedShare`).
 */
import { foldText } from './text-signals.rules'

/** Words in a shingle: long enough that common phrases ("cerca a centros comerciales") do not match. */
export const SHINGLE_WORDS = 8
/** Shorter descriptions are generic and never fire. */
export const MIN_WORDS = 25
export const MINHASH_SIZE = 32
export const BAND_ROWS = 2
/** The share of this description's shingles found in the other's from which it reads as copied. */
export const COPIED_SHARE = 0.5
/**
 * And the copied passage is long: at least 20 shingles in common (27 words running). Two short
 * descriptions can share one stock sentence ("El edificio tiene portería 24 h, planta eléctrica y
 * ascensor") for half their shingles without one being a copy of the other.
 */
export const MIN_SHARED_SHINGLES = 20

/** The words of a text, folded; punctuation and symbols are separators. */
export function textWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** 32-bit FNV-1a of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Murmur3's finaliser: a good 32-bit mix. */
function mix(value: number): number {
  let h = value >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** The distinct hashed shingles of a text; empty when it has fewer than MIN_WORDS words. */
export function shingleHashes(text: string): Set<number> {
  const words = textWords(text)
  const hashes = new Set<number>()
  if (words.length < MIN_WORDS) return hashes
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) hashes.add(fnv1a(words.slice(i, i + SHINGLE_WORDS).join(' ')))
  return hashes
}

const SEEDS = Array.from({ length: MINHASH_SIZE }, (_, i) => mix(0x9e3779b9 * (i + 1)))

/** The LSH band hashes of a text's shingles (signed 32-bit, as PostgreSQL integer); none when too short. */
export function textBands(shingles: Set<number>): number[] {
  if (!shingles.size) return []
  const minimums = SEEDS.map((seed) => {
    let min = 0xffffffff
    for (const shingle of shingles) min = Math.min(min, mix(shingle ^ seed))
    return min
  })
  const bands: number[] = []
  for (let band = 0; band < MINHASH_SIZE / BAND_ROWS; band++) {
    let hash = mix(band + 1)
    for (let row = 0; row < BAND_ROWS; row++) hash = mix(hash ^ minimums[band * BAND_ROWS + row])
    bands.push(hash | 0)
  }
  return [...new Set(bands)]
}

/** The share (0–1) of `mine` found in `theirs`. */
export function sharedShare(mine: Set<number>, theirs: Set<number>): number {
  if (!mine.size) return 0
  let shared = 0
  for (const hash of mine) if (theirs.has(hash)) shared++
  return shared / mine.size
}
