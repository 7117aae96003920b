/**
 * A small seeded random generator (mulberry32) with the helpers the demo data needs.
 * The same seed always gives the same sequence, so the demo catalogue is repeatable.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** Picks by weight: `{ a: 3, b: 1 }` gives a three times as often as b. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
    const entries = Object.entries(weights) as Array<[K, number]>
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [key, w] of entries) {
      r -= w
      if (r < 0) return key
    }
    return entries[entries.length - 1][0]
  }

  /** Picks a number by weight: `{ 3: 2, 4: 1 }`. */
  weightedInt(weights: Readonly<Record<number, number>>): number {
    return Number(this.weighted(weights as Record<string, number>))
  }

  /** Roughly normal around 0 with standard deviation 1 (sum of uniforms; no tails to speak of). */
  normal(): number {
    return this.next() + this.next() + this.next() + this.next() - 2
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j], out[i]]
    }
    return out
  }

  /** k distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(k, items.length)))
  }
}

/** A stable 32-bit hash of a string (FNV-1a), for choices that must not depend on order. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
