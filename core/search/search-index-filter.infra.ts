/**
 * The search index's filter passes: the word spans a filter reads (the runs of its operation and
 * department, then the tail), and the candidates of every filter outside the four facets as
 * tight passes over those words (one AND or one popcount per word). See ADR 0013.
 */
import { forEachBit, rangeMask, setBit, wordsFor } from './bitmap.utils'
import { maxAgeOf, type SearchFilter } from './search-address.rules'
import { IndexChanges } from './search-index-changes.infra'
import { BINS, MAX_ROOMS, type Ranged, type Run, type TextMatch, NO_FLOOR, binOf } from './search-index-layout.infra'

/** The operation groups a search reads, in the base's order. */
const GROUPS_OF = { rent: [1, 3], sale: [3, 2], any: [1, 3, 2, 0] } as const

export class IndexFilter extends IndexChanges {
  /**
   * Word spans to scan: the runs of the base the operation and the department allow (the whole
   * base without them), then the tail (always last).
   */
  protected spans(filter: SearchFilter): Span[] {
    const baseWords = wordsFor(this.baseEnd)
    const tail: Span = [baseWords, wordsFor(this.size), this.baseEnd, this.size]
    const groups: readonly number[] = GROUPS_OF[filter.operation ?? 'any']
    const runs = (filter.departmentId ? (this.departmentRuns.get(filter.departmentId) ?? []) : this.groupRuns).filter(
      (r) => groups.includes(r.group),
    )
    // Words where a run starts or ends keep only the run's slots (the others belong to another department or group).
    const scope = new Map<number, number>()
    for (const r of joinRuns(runs)) {
      for (const w of [r.start >>> 5, (r.end - 1) >>> 5])
        scope.set(w, ((scope.get(w) ?? 0) | rangeMask(w, r.start, r.end)) >>> 0)
    }
    this.scope = scope
    const spans = mergeSpans(joinRuns(runs).map((r): Span => [r.start >>> 5, wordsFor(r.end), r.start, r.end]))
    return [...spans, tail]
  }

  protected get none(): Uint32Array {
    return (this.empty ??= new Uint32Array(wordsFor(this.capacity)))
  }

  protected bitsOr(name: string): Uint32Array {
    const bits = this.bits.get(name)
    return bits && bits.length === this.live.length ? bits : this.none
  }

  /**
   * b = every filter outside the four facets: visible, department, operation, prices, area, rooms,
   * features, verified publisher, text.
   */
  protected candidates(filter: SearchFilter, text: TextMatch | null, spans: Span[]): Uint32Array {
    const { b } = this.scratch
    const c = this.col
    const tail = spans[spans.length - 1]
    // The bit-set filters in one pass: each word read once from every set, written once.
    const sets: Uint32Array[] = [this.live]
    if (filter.operation) sets.push(this.bitsOr(`op:${filter.operation}`))
    if (filter.bathrooms) sets.push(this.bitsOr(`bathrooms:${Math.min(filter.bathrooms, MAX_ROOMS)}`))
    if (filter.parking) sets.push(this.bitsOr(`parking:${Math.min(filter.parking, MAX_ROOMS)}`))
    for (const f of filter.featureIds) sets.push(this.bitsOr(`feature:${f}`))
    if (filter.verified) sets.push(this.bitsOr('verified'))
    if (text) sets.push(text.bits.length === b.length ? text.bits : this.none)
    for (const [w0, w1] of spans) {
      if (sets.length === 1) b.set(this.live.subarray(w0, w1), w0)
      else andAll(b, sets, w0, w1)
    }
    for (const [w, mask] of this.scope) b[w] &= mask
    const dept = filter.departmentId
    if (dept) {
      for (let w = tail[0]; w < tail[1]; w++) if (b[w]) b[w] = this.tailMask(w, b[w], (s) => c.department[s] === dept)
    }
    if (filter.priceMin != null || filter.priceMax != null) {
      if (filter.operation) this.rangePass(b, spans, filter.operation, filter.priceMin, filter.priceMax)
      else {
        // Without an operation, either price in range.
        const { x } = this.scratch
        for (const [w0, w1] of spans) x.set(b.subarray(w0, w1), w0)
        this.rangePass(b, spans, 'rent', filter.priceMin, filter.priceMax)
        this.rangePass(x, spans, 'sale', filter.priceMin, filter.priceMax)
        for (const [w0, w1] of spans) for (let w = w0; w < w1; w++) b[w] |= x[w]
      }
    }
    if (filter.areaMin != null || filter.areaMax != null)
      this.rangePass(b, spans, 'area', filter.areaMin, filter.areaMax)
    this.detailPass(b, spans, filter)
    return b
  }

  /**
   * The filters of issue 14 on the candidates: the guarantees accepted (any of them, an OR of
   * their bit sets), then administración, age, private area and floor checked slot by slot (they
   * are rarer than prices: a pass over the candidates costs less than bins held for each).
   */
  protected detailPass(b: Uint32Array, spans: Span[], filter: SearchFilter) {
    if (filter.guarantees.length) {
      const sets = filter.guarantees.map((g) => this.bitsOr(`guarantee:${g}`))
      for (const [w0, w1] of spans)
        for (let w = w0; w < w1; w++) {
          if (b[w] === 0) continue
          let any = 0
          for (const set of sets) any |= set[w]
          b[w] &= any
        }
    }
    const c = this.col
    const adminMax = filter.adminMax
    const maxAge = maxAgeOf(filter)
    const areaMin = filter.privateAreaMin
    const floorMin = filter.floorMin
    if (adminMax == null && maxAge == null && areaMin == null && floorMin == null) return
    const keep = (s: number) =>
      (adminMax == null || !(c.admin[s] > adminMax)) &&
      (maxAge == null || (c.age[s] >= 0 && c.age[s] <= maxAge)) &&
      (areaMin == null || c.privateArea[s] >= areaMin) &&
      (floorMin == null || (c.floor[s] !== NO_FLOOR && c.floor[s] >= floorMin))
    for (const [w0, w1] of spans) for (let w = w0; w < w1; w++) if (b[w]) b[w] = this.tailMask(w, b[w], keep)
  }

  /** Per property group (its smallest listing id): the slot one search keeps, and which search set it. */
  private groupBest = new Int32Array(0)
  private groupStamp = new Uint32Array(0)
  private groupRun = 0
  /** The slots of a property group, as bits; slots are appended and never rewritten, so it grows with them. */
  private grouped = new Uint32Array(0)
  private groupedUpTo = 0

  /**
   * One card per property (issue 14): of the candidates of one property group, only the
   * cheapest stays (at the same price, the smallest id), as the SQL's `oneCardPerProperty`
   * (search-filter.sql.ts). A group's listings share type, place, estrato and bedrooms, so the
   * facet filters that come after cannot part them. Two walks over the grouped candidates (a
   * narrow search pays for its few, not for every group of the catalogue): the first finds each
   * group's cheapest, the second takes the others out. A candidate without a price is kept.
   */
  protected onePerProperty(b: Uint32Array, filter: SearchFilter, spans: Span[]) {
    if (this.groupMembers.size === 0) return
    const c = this.col
    const groups = c.propertyGroup
    const grouped = this.groupedSlots()
    const op = filter.operation
    const price = (s: number) =>
      op === 'rent' ? c.rent[s] : op === 'sale' ? c.sale[s] : Number.isNaN(c.rent[s]) ? c.sale[s] : c.rent[s]
    const run = this.nextGroupRun()
    const { groupBest: best, groupStamp: stamp } = this
    for (const pass of [0, 1])
      for (const [w0, w1, s0, s1] of spans)
        for (let w = w0; w < w1; w++) {
          let v = b[w] & grouped[w]
          if (v !== 0 && (w === w0 || w === w1 - 1)) v &= rangeMask(w, s0, s1)
          while (v !== 0) {
            const low = v & -v
            v ^= low
            const slot = (w << 5) + 31 - Math.clz32(low)
            const g = groups[slot]
            if (pass === 1) {
              if (stamp[g] === run && best[g] !== slot) b[w] &= ~low
              continue
            }
            const p = price(slot)
            if (Number.isNaN(p)) continue
            if (stamp[g] !== run) {
              stamp[g] = run
              best[g] = slot
              continue
            }
            const o = best[g]
            if (p < price(o) || (p === price(o) && c.id[slot] < c.id[o])) best[g] = slot
          }
        }
  }

  /** The grouped slots' bits, brought up to the slots appended since the last search. */
  private groupedSlots(): Uint32Array {
    const words = wordsFor(this.capacity)
    if (this.grouped.length < words) {
      const next = new Uint32Array(words)
      next.set(this.grouped.subarray(0, Math.min(this.grouped.length, words)))
      this.grouped = next
    }
    const groups = this.col.propertyGroup
    for (let s = this.groupedUpTo; s < this.size; s++) if (groups[s] !== 0) setBit(this.grouped, s)
    this.groupedUpTo = this.size
    return this.grouped
  }

  /** A new stamp for this search's groups (the arrays sized to every listing id a group can take). */
  private nextGroupRun(): number {
    if (this.groupBest.length < this.slotById.length) {
      this.groupBest = new Int32Array(this.slotById.length)
      this.groupStamp = new Uint32Array(this.slotById.length)
      this.groupRun = 0
    }
    if (this.groupRun === 0xffffffff) {
      this.groupStamp.fill(0)
      this.groupRun = 0
    }
    return ++this.groupRun
  }

  protected tailMask(w: number, word: number, keep: (slot: number) => boolean): number {
    let out = 0
    forEachBit(word, w, (slot) => {
      if (keep(slot)) out |= 1 << (slot & 31)
    })
    return out >>> 0
  }

  /**
   * Keeps in `b` the slots whose `field` lies in [min, max]: whole bins from the prefix bit sets
   * (bins above min's and below max's), and the slots of the two edge bins checked one by one.
   */
  protected rangePass(b: Uint32Array, spans: Span[], field: Ranged, min: number | null, max: number | null) {
    const bounds = this.bounds.get(field)!
    const values = this.col[field]
    const none = this.none
    const prefix = (k: number) => (k < 0 ? none : this.bitsOr(`${field}:bin:${k}`))
    // Bins a..bb hold the range: those strictly between are sure, a's and bb's slots are checked.
    const a = min == null ? -1 : binOf(bounds, min)
    const bb = max == null ? BINS - 1 : binOf(bounds, max)
    const atA = prefix(a)
    const belowA = prefix(a - 1)
    const atB = prefix(bb)
    // Without a maximum, bin bb (the last) is sure too: every slot with a known value.
    const belowB = max == null ? atB : prefix(bb - 1)
    const lo = min ?? -Infinity
    const hi = max ?? Infinity
    for (const [w0, w1] of spans) {
      for (let w = w0; w < w1; w++) {
        const v = b[w]
        if (v === 0) continue
        const aw = atA[w]
        const bw = belowB[w]
        let out = v & ~aw & bw
        let edge = v & ((aw & ~belowA[w]) | (atB[w] & ~bw))
        while (edge !== 0) {
          const low = edge & -edge
          const x = values[(w << 5) + 31 - Math.clz32(low)]
          if (x >= lo && x <= hi) out |= low
          edge ^= low
        }
        b[w] = out >>> 0
      }
    }
  }

  /** p = the place filter (municipality and barrios); null when there is none, else the word spans it covers. */
  protected placeBits(filter: SearchFilter, spans: Span[]): Span[] | null {
    if (!filter.municipalityId && !filter.sectorIds.length) return null
    const { p } = this.scratch
    const c = this.col
    const municipality = filter.municipalityId
    const sectors = new Set(filter.sectorIds)
    const within = (run: Run) =>
      !municipality ||
      (this.municipalityRunsOf.get(municipality) ?? []).some((r) => r.start <= run.start && run.end <= r.end)
    const runs = sectors.size
      ? [...sectors].flatMap((s) => this.sectorRunsOf.get(s) ?? []).filter(within)
      : (this.municipalityRunsOf.get(municipality!) ?? [])
    // Only runs inside the searched department count (a department and a municipality elsewhere find nothing).
    const base = spans.slice(0, -1)
    const inSpans = runs.filter((r) => base.some(([, , s0, s1]) => r.start >= s0 && r.end <= s1))
    const out: Span[] = []
    for (const run of inSpans.sort((x, y) => x.start - y.start)) {
      const w0 = run.start >>> 5
      const w1 = wordsFor(run.end)
      for (let w = w0; w < w1; w++) p[w] = 0
      out.push([w0, w1, run.start, run.end])
    }
    for (const run of inSpans) {
      for (let w = run.start >>> 5; w < wordsFor(run.end); w++) p[w] |= rangeMask(w, run.start, run.end)
    }
    const tail = spans[spans.length - 1]
    for (let w = tail[0]; w < tail[1]; w++) {
      p[w] = this.tailMask(
        w,
        this.live[w],
        (s) => (!municipality || c.municipality[s] === municipality) && (!sectors.size || sectors.has(c.sector[s])),
      )
    }
    out.push(tail)
    return mergeSpans(out)
  }
}

/** [first word, end word, first slot, end slot) of a stretch to scan. */
export type Span = [number, number, number, number]

/** Runs sorted by start, adjacent ones joined into one stretch. */
function joinRuns(runs: Run[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = []
  for (const run of [...runs].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1)
    if (last && run.start <= last.end) last.end = Math.max(last.end, run.end)
    else out.push({ start: run.start, end: run.end })
  }
  return out
}

/** The parts of runs that lie in the spans' slot ranges (runs sorted by start, not overlapping). */
export function runsIn(runs: Run[], spans: Span[]): Run[] {
  const out: Run[] = []
  for (const [, , s0, s1] of spans) {
    let lo = 0
    let hi = runs.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (runs[mid].end <= s0) lo = mid + 1
      else hi = mid
    }
    for (let i = lo; i < runs.length && runs[i].start < s1; i++) {
      const r = runs[i]
      out.push({ ...r, start: Math.max(r.start, s0), end: Math.min(r.end, s1) })
    }
  }
  return out
}

/** Spans sorted by first word, overlapping ones joined (two barrios sharing a word). */
function mergeSpans(spans: Span[]): Span[] {
  const out: Span[] = []
  for (const span of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1)
    if (last && span[0] < last[1]) {
      last[1] = Math.max(last[1], span[1])
      last[3] = Math.max(last[3], span[3])
    } else out.push([...span])
  }
  return out
}

/** out[w] = the AND of every set's word w, for w in [w0, w1); a word found empty reads no further set. */
function andAll(out: Uint32Array, sets: Uint32Array[], w0: number, w1: number) {
  const first = sets[0]
  const n = sets.length
  for (let w = w0; w < w1; w++) {
    let v = first[w]
    for (let k = 1; k < n && v !== 0; k++) v &= sets[k][w]
    out[w] = v
  }
}
