/**
 * The search index's answer to a search: the total and the four facets counted over the
 * candidates (search-index-filter.infra.ts), then the page, a walk of the order's permutation
 * (or a sort of the few matches). See ADR 0013.
 */
import { countRange, forEachBit, POPCOUNT16 } from './bitmap.utils'
import type { SearchFilter } from './search-address.rules'
import { IndexFilter, runsIn, type Span } from './search-index-filter.infra'
import {
  type IndexAnswer,
  type IndexCounts,
  type OrderKey,
  type TextMatch,
  MAX_ROOMS,
  type PriceOf,
} from './search-index-layout.infra'

export class IndexQuery extends IndexFilter {
  /**
   * The total, the facets and the page of a filter. `text` restricts to a text match (its
   * relevance orders the page when the sort is by relevance); `rankWindow` bounds how many of
   * the newest matches are ranked.
   */
  search(filter: SearchFilter, text: TextMatch | null, rankWindow: number): IndexAnswer {
    const spans = this.spans(filter)
    const b = this.candidates(filter, text, spans)
    this.onePerProperty(b, filter, spans)
    const placeSpans = this.placeBits(filter, spans)
    const counts = this.countAll(filter, b, placeSpans, spans)
    const offset = (filter.page - 1) * filter.perPage
    if (filter.sort === 'relevance' && text && counts.total > 0) {
      const need = Math.min(counts.total, offset + filter.perPage)
      const pool =
        need <= rankWindow
          ? this.walk('newest', this.scratch.f, Math.min(counts.total, rankWindow), spans)
          : this.gather(spans).sort(this.comparator('newest'))
      return { ...counts, ids: [], toRank: pool.map((s) => this.col.id[s]) }
    }
    const ids = this.page(filter, counts.total, offset, filter.perPage, spans)
    return { ...counts, ids, toRank: null }
  }

  /**
   * The counts, each facet with every filter but its own: q (all but place) over the searched
   * spans, for the municipality runs; then, over the place's spans only, x (all but type), y (all
   * but estrato), z (all but bedrooms) and f (everything, kept for the page).
   */
  private countAll(filter: SearchFilter, b: Uint32Array, placeSpans: Span[] | null, spans: Span[]): IndexCounts {
    const { p, q, f, t, s, x, y, z } = this.scratch
    const or = (target: Uint32Array, names: string[], over: Span[]) => {
      for (const [w0, w1] of over) target.fill(0, w0, w1)
      for (const name of names) {
        const bits = this.bitsOr(name)
        for (const [w0, w1] of over) for (let w = w0; w < w1; w++) target[w] |= bits[w]
      }
    }
    const hasT = filter.typeIds.length > 0
    const hasS = filter.strata.length > 0
    const r = filter.bedrooms ? this.bitsOr(`bedrooms:${Math.min(filter.bedrooms, MAX_ROOMS)}`) : null
    if (hasT)
      or(
        t,
        filter.typeIds.map((id) => `type:${id}`),
        spans,
      )
    if (hasS)
      or(
        s,
        filter.strata.map((n) => `stratum:${n}`),
        spans,
      )

    // The page walks whole permutations: no bit outside the spans may survive from an earlier search.
    f.fill(0)
    for (const [w0, w1] of spans) {
      for (let w = w0; w < w1; w++) {
        let v = b[w]
        if (hasT) v &= t[w]
        if (hasS) v &= s[w]
        if (r) v &= r[w]
        q[w] = v
      }
    }
    const over = placeSpans ?? spans
    for (const [w0, w1] of over) {
      for (let w = w0; w < w1; w++) {
        const bp = placeSpans ? b[w] & p[w] : b[w]
        const tw = hasT ? t[w] : -1
        const sw = hasS ? s[w] : -1
        const rw = r ? r[w] : -1
        const yw = bp & tw & rw
        x[w] = bp & sw & rw
        y[w] = yw
        z[w] = bp & tw & sw
        f[w] = yw & sw
      }
    }
    // Skips the words with no candidate (most of them in a narrow search) before reading `bits`.
    const count = (a: Uint32Array, bits: Uint32Array) => {
      let n = 0
      for (const [w0, w1] of over) {
        for (let w = w0; w < w1; w++) {
          const c = a[w]
          if (c === 0) continue
          const v = c & bits[w]
          if (v !== 0) n += POPCOUNT16[v & 0xffff] + POPCOUNT16[v >>> 16]
        }
      }
      return n
    }
    // The base is ordered by type within each municipality: one popcount per run.
    const types = new Map<number, number>()
    const add = (id: number, n: number) => {
      if (n) types.set(id, (types.get(id) ?? 0) + n)
    }
    for (const run of runsIn(this.typeRuns, over.slice(0, -1))) add(run.key, countRange(x, run.start, run.end))
    const [t0, t1] = over[over.length - 1]
    const ty = this.col.type
    for (let w = t0; w < t1; w++) if (x[w]) forEachBit(x[w], w, (slot) => add(ty[slot], 1))
    const all = this.live
    return {
      total: count(f, all),
      types,
      municipalities: this.municipalityCounts(q, spans),
      strata: [0, ...[1, 2, 3, 4, 5, 6].map((n) => count(y, this.bitsOr(`stratum:${n}`)))],
      bedroomsAtLeast: [0, ...[1, 2, 3, 4, 5].map((n) => count(z, this.bitsOr(`bedrooms:${n}`)))],
    }
  }

  private municipalityCounts(q: Uint32Array, spans: Span[]): Map<number, number> {
    const counts = new Map<number, number>()
    const add = (m: number, n: number) => {
      if (m && n) counts.set(m, (counts.get(m) ?? 0) + n)
    }
    const base = spans.slice(0, -1)
    for (const run of this.municipalityRuns) {
      if (base.some(([, , s0, s1]) => run.start >= s0 && run.end <= s1)) add(run.key, countRange(q, run.start, run.end))
    }
    const [t0, t1] = spans[spans.length - 1]
    const c = this.col
    for (let w = t0; w < t1; w++) if (q[w]) forEachBit(q[w], w, (slot) => add(c.municipality[slot], 1))
    return counts
  }

  private orderKey(filter: SearchFilter): OrderKey {
    const of: PriceOf = filter.operation ?? 'any'
    switch (filter.sort) {
      case 'relevance':
      case 'newest':
        return 'newest'
      case 'area_desc':
      case 'monthly_total_asc':
        return filter.sort
      case 'price_asc':
      case 'price_desc':
      case 'price_m2_asc':
        return `${filter.sort}:${of}`
    }
  }

  private page(filter: SearchFilter, total: number, offset: number, limit: number, spans: Span[]): number[] {
    if (offset >= total) return []
    const { f } = this.scratch
    const need = Math.min(total, offset + limit)
    const key = this.orderKey(filter)
    const ids = this.col.id
    // Walking the order visits about need × live / total slots; sorting the matches costs about total × log(total).
    const walkCost = (need * Math.max(this.liveBase, 1)) / total
    const sortCost = total * Math.log2(total + 1) * 4
    const slots = walkCost <= sortCost ? this.walk(key, f, need, spans) : this.gather(spans).sort(this.comparator(key))
    return slots.slice(offset, need).map((s) => ids[s])
  }

  /** Every slot set in f over the spans. */
  private gather(spans: Span[]): number[] {
    const { f } = this.scratch
    const out: number[] = []
    for (const [w0, w1] of spans) for (let w = w0; w < w1; w++) if (f[w]) forEachBit(f[w], w, (s) => out.push(s))
    return out
  }

  /** The first `need` slots of f in the order: the base permutation merged with the sorted tail. */
  private walk(key: OrderKey, f: Uint32Array, need: number, spans: Span[]): number[] {
    const compare = this.comparator(key)
    const [t0, t1] = spans[spans.length - 1]
    const tail: number[] = []
    for (let w = t0; w < t1; w++) if (f[w]) forEachBit(f[w], w, (s) => tail.push(s))
    tail.sort(compare)
    const order = this.orders.get(key)!
    const out: number[] = []
    let ti = 0
    for (let i = 0; i < order.length && out.length < need; i++) {
      const s = order[i]
      if ((f[s >>> 5] & (1 << (s & 31))) === 0) continue
      while (ti < tail.length && out.length < need && compare(tail[ti], s) < 0) out.push(tail[ti++])
      if (out.length < need) out.push(s)
    }
    while (out.length < need && ti < tail.length) out.push(tail[ti++])
    return out
  }
}
