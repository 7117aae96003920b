/**
 * Bit sets over the slots of the search index: one bit per slot, 32 slots per Uint32 word.
 * Counting is a population count per word through a 16-bit table (two loads per word), so a
 * count costs the number of words scanned, whatever the number of bits set.
 */

const POP16 = (() => {
  const table = new Uint8Array(65536)
  for (let i = 1; i < 65536; i++) table[i] = (i & 1) + table[i >>> 1]
  return table
})()

/** The table itself, for hot loops that inline the two loads. */
export const POPCOUNT16 = POP16

export const wordsFor = (slots: number) => (slots + 31) >>> 5

export function setBit(bits: Uint32Array, slot: number) {
  bits[slot >>> 5] |= 1 << (slot & 31)
}

export function clearBit(bits: Uint32Array, slot: number) {
  bits[slot >>> 5] &= ~(1 << (slot & 31))
}

/** The bits of word `w` that fall in slots [start, end). */
export function rangeMask(w: number, start: number, end: number): number {
  const lo = w << 5
  const hi = lo + 32
  if (end <= lo || start >= hi) return 0
  const from = Math.max(start, lo) - lo
  const to = Math.min(end, hi) - lo
  const upper = to === 32 ? 0xffffffff : (1 << to) - 1
  const lower = from === 0 ? 0 : (1 << from) - 1
  return (upper & ~lower) >>> 0
}

/** Calls `visit` with every slot set in `word` (the word's index `w`). */
export function forEachBit(word: number, w: number, visit: (slot: number) => void) {
  let v = word
  while (v !== 0) {
    const low = v & -v
    visit((w << 5) + 31 - Math.clz32(low))
    v ^= low
  }
}

/** Counts the bits of `bits` in slots [start, end). */
export function countRange(bits: Uint32Array, start: number, end: number): number {
  if (end <= start) return 0
  let n = 0
  const w0 = start >>> 5
  const w1 = (end - 1) >>> 5
  for (let w = w0; w <= w1; w++) {
    const v = bits[w] & (w === w0 || w === w1 ? rangeMask(w, start, end) : 0xffffffff)
    if (v !== 0) n += POP16[v & 0xffff] + POP16[v >>> 16]
  }
  return n
}

/** A copy of `bits` with room for `words` words. */
export function grown(bits: Uint32Array, words: number): Uint32Array<ArrayBuffer> {
  const next = new Uint32Array(words)
  next.set(bits.subarray(0, Math.min(bits.length, words)))
  return next
}
