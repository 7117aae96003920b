/**
 * The in-process search index: the searchable fields of every publicly visible listing in
 * typed arrays (one slot per listing), with bit sets per value (operation, type, estrato,
 * "at least N" rooms, feature) and per price or area bin, so that a search's total and its
 * four facets are population counts over words — their cost is the number of slots in the
 * searched department divided by 32, not the number of matching listings. PostgreSQL stays
 * the source of truth: it gives the rows of the page by id and the text match, and the
 * index follows its changes (search-index-sync.infra.ts). See ADR 0013.
 *
 * Layout. The base (slots [0, baseEnd)) is built sorted by department, municipality and
 * barrio, so each of them is one or a few runs of slots: a department restricts the scan to
 * its words, and the municipality facet is one popcount per run. Each base is sorted once per
 * order (the page's permutations). A change never rewrites a slot: the old slot dies (its live
 * bit is cleared) and the listing's new state is appended to the tail, which is scanned slot by
 * slot where runs and permutations do not reach; a rebuild folds the tail back in.
 */
import { wordsFor } from './bitmap.utils'
import { IndexQuery } from './search-index-query.infra'
import {
  ORDER_KEYS,
  RANGED,
  alignUp,
  operationGroup,
  scratchFor,
  type IndexColumns,
  type OrderKey,
  type Run,
  BINS,
} from './search-index-layout.infra'

/** An index as plain data (SearchIndex.snapshot). */
export type IndexSnapshot = ReturnType<SearchIndex['snapshot']>

/** The index: built from every visible listing (or restored from a build elsewhere), then kept by its changes. */
export class SearchIndex extends IndexQuery {
  /**
   * Builds the base from every visible listing (`rows`, in any order), laid out in the base's
   * order (baseOrder), each ranged field split into bins of equal size (binBounds); `yieldNow`
   * lets the caller breathe between steps.
   */
  static async build(rows: IndexColumns, yieldNow: () => Promise<void> = async () => {}): Promise<SearchIndex> {
    const index = new SearchIndex()
    index.allocate(alignUp(rows.n) + Math.max(4096, Math.ceil(rows.n / 10)))
    for (const field of RANGED) index.bounds.set(field, binBounds(rows[field]))
    const order = baseOrder(rows)
    await yieldNow()
    for (let k = 0; k < order.length; k++) {
      index.append(rows, order[k])
      if ((k & 0xffff) === 0xffff) await yieldNow()
    }
    index.baseEnd = index.size
    index.liveBase = index.size
    index.size = alignUp(index.size)
    index.buildRuns()
    await yieldNow()
    // Three work arrays shared by every order (a transient array per order would stay resident).
    const work = {
      values: new Float64Array(index.baseEnd),
      sorted: new Float64Array(index.baseEnd),
      keys: new Float64Array(index.baseEnd),
    }
    for (const key of ORDER_KEYS) {
      index.orders.set(key, index.sortedBase(key, work))
      await yieldNow()
    }
    return index
  }

  /**
   * Everything the index holds, as plain data (typed arrays, maps, runs) that can be posted from
   * another thread: the build runs in a worker whose memory is given back when it ends
   * (search-index-build.infra.ts).
   */
  snapshot() {
    const { size, baseEnd, capacity, generation, live, liveBase, col, slotById, bits, bounds, featureIdsKnown } = this
    const { groupRuns, departmentRuns, municipalityRuns, typeRuns, municipalityRunsOf, sectorRunsOf, orders } = this
    const { terms, postings, tailPostings, groupMembers } = this
    return {
      ...{ size, baseEnd, capacity, generation, live, liveBase, col, slotById, bits, bounds, featureIdsKnown },
      ...{ terms, postings, tailPostings, groupMembers },
      ...{ groupRuns, departmentRuns, municipalityRuns, typeRuns, municipalityRunsOf, sectorRunsOf, orders },
    }
  }

  /** The index a snapshot describes (built elsewhere, posted here). */
  static restore(snapshot: IndexSnapshot): SearchIndex {
    const index = new SearchIndex()
    Object.assign(index, snapshot)
    index.scratch = scratchFor(wordsFor(snapshot.capacity))
    return index
  }

  /** The runs of the base: each stretch of slots with the same leading keys of its order. */
  private buildRuns() {
    const c = this.col
    const runsBy = (depth: number, key: (s: number) => number) => {
      const runs: Run[] = []
      const same = (a: number, b: number) =>
        c.group[a] === c.group[b] &&
        (depth < 1 || c.department[a] === c.department[b]) &&
        (depth < 2 || c.municipality[a] === c.municipality[b]) &&
        (depth < 3 || c.type[a] === c.type[b]) &&
        (depth < 4 || c.sector[a] === c.sector[b])
      for (let s = 0; s < this.baseEnd; s++) {
        const last = runs.at(-1)
        if (last && same(last.start, s)) last.end = s + 1
        else runs.push({ key: key(s), group: c.group[s], start: s, end: s + 1 })
      }
      return runs
    }
    const byKey = (runs: Run[]) => {
      const map = new Map<number, Run[]>()
      for (const run of runs) map.set(run.key, [...(map.get(run.key) ?? []), run])
      return map
    }
    this.groupRuns = runsBy(0, (s) => c.group[s])
    this.departmentRuns = byKey(runsBy(1, (s) => c.department[s]))
    this.municipalityRuns = runsBy(2, (s) => c.municipality[s])
    this.municipalityRunsOf = byKey(this.municipalityRuns)
    this.typeRuns = runsBy(3, (s) => c.type[s])
    this.sectorRunsOf = byKey(runsBy(4, (s) => c.sector[s]))
  }

  /**
   * The base in an order, sorted natively as numbers: each slot becomes rank × (maxId + 1) +
   * (maxId − id), the rank of its value among the distinct values (unknown last), so that equal
   * values come newest listing first — exact below 2^53, i.e. for any realistic catalogue.
   */
  private sortedBase(
    key: OrderKey,
    work: { values: Float64Array; sorted: Float64Array; keys: Float64Array },
  ): Uint32Array {
    const { value, desc } = this.orderValue(key)
    const n = this.baseEnd
    const ids = this.col.id
    const { values, keys } = work
    let maxId = 0
    let known = 0
    for (let s = 0; s < n; s++) {
      const v = value(s)
      values[s] = v
      if (!Number.isNaN(v)) work.sorted[known++] = v
      if (ids[s] > maxId) maxId = ids[s]
    }
    const sorted = work.sorted.subarray(0, known).sort()
    let distinct = 0
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i]
    const m = maxId + 1
    for (let s = 0; s < n; s++) {
      const v = values[s]
      let rank = distinct
      if (!Number.isNaN(v)) {
        let lo = 0
        let hi = distinct - 1
        while (lo < hi) {
          const mid = (lo + hi) >>> 1
          if (sorted[mid] < v) lo = mid + 1
          else hi = mid
        }
        rank = desc ? distinct - 1 - lo : lo
      }
      keys[s] = rank * m + (maxId - ids[s])
    }
    keys.sort()
    const order = new Uint32Array(n)
    for (let i = 0; i < n; i++) order[i] = this.slotById[maxId - (keys[i] % m)]
    return order
  }
}

/** Where each operation group goes in the base: rent only, both, sale only, neither. */
const GROUP_RANK = [3, 0, 2, 1]

/**
 * The rows in the base's order: operation group (rent only, both, sale only, neither),
 * department, municipality, type and barrio (unknown last), then the newest listing first.
 * Sorted here as one number per row (the ranks of its keys and its id), which costs a fraction
 * of the database's sort on six columns; a catalogue too large for one number is sorted with a
 * comparator.
 */
export function baseOrder(rows: IndexColumns): Uint32Array {
  const n = rows.n
  const keys = [rows.department, rows.municipality, rows.type, rows.sector].map(ranksUnknownLast)
  const group = new Uint8Array(n)
  for (let i = 0; i < n; i++) group[i] = GROUP_RANK[operationGroup(rows, i)]
  let maxId = 0
  for (let i = 0; i < n; i++) if (rows.id[i] > maxId) maxId = rows.id[i]
  const radix = keys.reduce((r, k) => r * k.size, GROUP_RANK.length)
  const leading = (i: number) => keys.reduce((v, k) => v * k.size + k.rank[i], group[i])
  const order = new Uint32Array(n)
  if (radix * (maxId + 1) <= Number.MAX_SAFE_INTEGER) {
    const m = maxId + 1
    const composite = new Float64Array(n)
    for (let i = 0; i < n; i++) composite[i] = leading(i) * m + (maxId - rows.id[i])
    composite.sort()
    const rowOf = new Int32Array(m)
    for (let i = 0; i < n; i++) rowOf[rows.id[i]] = i
    for (let k = 0; k < n; k++) order[k] = rowOf[maxId - (composite[k] % m)]
    return order
  }
  for (let i = 0; i < n; i++) order[i] = i
  const [d, m, t, s] = keys.map((k) => k.rank)
  return order.sort(
    (a, b) =>
      group[a] - group[b] || d[a] - d[b] || m[a] - m[b] || t[a] - t[b] || s[a] - s[b] || rows.id[b] - rows.id[a],
  )
}

/** Each row's rank among the distinct values of a column, 0 (unknown) ranked last. */
function ranksUnknownLast(values: Int32Array): { rank: Int32Array; size: number } {
  const distinct = [...new Set(values)].sort((a, b) => (a === 0 ? 1 : b === 0 ? -1 : a - b))
  const rankOf = new Map(distinct.map((v, r) => [v, r]))
  return { rank: values.map((v) => rankOf.get(v)!), size: Math.max(1, distinct.length) }
}

/**
 * The upper edges of BINS bins of about equal size over the known values (the last edge is
 * Infinity): the k-th is the first value at or above the fraction (k + 1) / BINS of them. Bins
 * only decide which listings a count checks value by value; any edges give exact counts.
 */
function binBounds(values: Float64Array): Float64Array {
  const known = values.filter((v) => !Number.isNaN(v)).sort()
  const edges = new Float64Array(BINS).fill(Infinity)
  for (let k = 0; k < BINS - 1; k++)
    edges[k] = known.length ? known[Math.max(0, Math.ceil(((k + 1) / BINS) * known.length) - 1)] : 0
  return edges
}
