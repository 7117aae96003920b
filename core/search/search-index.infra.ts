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
import { clearBit, countRange, forEachBit, grown, POPCOUNT16, rangeMask, setBit, wordsFor } from './bitmap.utils'
import type { RentalGuarantee } from '#core/listings/browser'
import { maxAgeOf, type SearchFilter } from './search-address.rules'

/** Listing fields the index holds, as columns (a build's rows or a batch of changes). */
export interface IndexColumns {
  n: number
  id: Int32Array
  type: Int32Array
  /** 0 when unknown, as for municipality and sector. */
  department: Int32Array
  municipality: Int32Array
  sector: Int32Array
  /** 1 rent, 2 sale, 3 sale and rent. */
  business: Uint8Array
  /** NaN when unknown, as for the other prices, the area and the date. */
  rent: Float64Array
  sale: Float64Array
  monthly: Float64Array
  area: Float64Array
  published: Float64Array
  /** -1 when unknown, as for the rooms. */
  stratum: Int16Array
  bedrooms: Int16Array
  bathrooms: Int16Array
  parking: Int16Array
  /** NaN when unknown (administración: NaN is none, counted as 0; private area). */
  admin: Float64Array
  privateArea: Float64Array
  /** -1 when unknown (years). */
  age: Int16Array
  /** NO_FLOOR when unknown (a basement is −1). */
  floor: Int16Array
  /** The guarantees accepted, one bit each (GUARANTEE_BITS). */
  guarantees: Uint8Array
  /** The same property's listings share a group (properties.property_group); 0 for a listing alone. */
  propertyGroup: Int32Array
  /** The features of row i are featureIds[featureStart[i] .. featureStart[i + 1]). */
  featureStart: Int32Array
  featureIds: Int32Array
  /** The lexemes of each row's text (a few changed listings). */
  lexemes?: string[][]
}

export /** What the index keeps per slot: the searched fields, as narrow as their values allow. */
function slotColumns(n: number) {
  return {
    id: new Int32Array(n),
    /** Catalogue and place ids are small (checked when appended). */
    type: new Uint16Array(n),
    department: new Uint16Array(n),
    municipality: new Uint16Array(n),
    sector: new Int32Array(n),
    /** Found by rent (1), by sale (2), by both (3) or neither (0): the operation and its price. */
    group: new Uint8Array(n),
    rent: new Float64Array(n),
    sale: new Float64Array(n),
    monthly: new Float64Array(n),
    area: new Float64Array(n),
    published: new Float64Array(n),
    /** -1 when unknown; rooms above 127 are kept as 127. */
    stratum: new Int8Array(n),
    bedrooms: new Int8Array(n),
    bathrooms: new Int8Array(n),
    parking: new Int8Array(n),
    admin: new Float64Array(n),
    privateArea: new Float64Array(n),
    age: new Int16Array(n),
    floor: new Int16Array(n),
    propertyGroup: new Int32Array(n),
  }
}
type SlotColumns = ReturnType<typeof slotColumns>

/** Bins of each ranged field (prices, area). */
const BINS = 32

export const BUSINESS_CODE = { rent: 1, sale: 2, sale_rent: 3 } as const

/** A floor the listing does not state. */
export const NO_FLOOR = -32768
/** The guarantees as bits of IndexColumns.guarantees (and the index's `guarantee:` bit sets). */
export const GUARANTEE_BITS: Record<RentalGuarantee, number> = { fiador: 1, poliza: 2, deposito: 4, none: 8 }

/** Empty columns for n rows (features filled by the caller). */
export function emptyColumns(n: number, featureCount = 0): IndexColumns {
  return {
    n,
    id: new Int32Array(n),
    type: new Int32Array(n),
    department: new Int32Array(n),
    municipality: new Int32Array(n),
    sector: new Int32Array(n),
    business: new Uint8Array(n),
    rent: new Float64Array(n),
    sale: new Float64Array(n),
    monthly: new Float64Array(n),
    area: new Float64Array(n),
    published: new Float64Array(n),
    stratum: new Int16Array(n),
    bedrooms: new Int16Array(n),
    bathrooms: new Int16Array(n),
    parking: new Int16Array(n),
    admin: new Float64Array(n),
    privateArea: new Float64Array(n),
    age: new Int16Array(n),
    floor: new Int16Array(n),
    guarantees: new Uint8Array(n),
    propertyGroup: new Int32Array(n),
    featureStart: new Int32Array(n + 1),
    featureIds: new Int32Array(featureCount),
  }
}

/** Rooms filters go up to 10 ("at least 10"). */
const MAX_ROOMS = 10
const RANGED = ['rent', 'sale', 'area'] as const
type Ranged = (typeof RANGED)[number]
const ROOMS = ['bedrooms', 'bathrooms', 'parking'] as const
/** Bit set names built once: a name made per slot and bit costs more than setting the bit. */
const BIN_NAMES = Object.fromEntries(
  RANGED.map((field) => [field, Array.from({ length: BINS }, (_, k) => `${field}:bin:${k}`)]),
) as Record<Ranged, string[]>
const ROOM_NAMES = Object.fromEntries(
  ROOMS.map((field) => [field, Array.from({ length: MAX_ROOMS + 1 }, (_, n) => `${field}:${n}`)]),
) as Record<(typeof ROOMS)[number], string[]>

/** The orders a page can be read in, each a permutation of the base. */
type OrderKey =
  | 'newest'
  | 'area_desc'
  | 'monthly_total_asc'
  | `price_asc:${PriceOf}`
  | `price_desc:${PriceOf}`
  | `price_m2_asc:${PriceOf}`
type PriceOf = 'rent' | 'sale' | 'any'
const ORDER_KEYS: OrderKey[] = [
  'newest',
  'area_desc',
  'monthly_total_asc',
  ...(['rent', 'sale', 'any'] as const).flatMap(
    (p) => [`price_asc:${p}`, `price_desc:${p}`, `price_m2_asc:${p}`] as OrderKey[],
  ),
]

/** Counts of one search: the total and, per facet, the count of each value with every other filter. */
export interface IndexCounts {
  total: number
  types: Map<number, number>
  municipalities: Map<number, number>
  /** Index s = estrato s (1–6). */
  strata: number[]
  /** Index n = listings with at least n bedrooms (1–5). */
  bedroomsAtLeast: number[]
}

export interface IndexAnswer extends IndexCounts {
  /** Listing ids of the requested page, in order. */
  ids: number[]
  /**
   * Ordered by relevance to a text: the matches to rank (the newest `rankWindow`, or all for
   * pages past it), newest first; the caller ranks them and takes the page (ids is then empty).
   */
  toRank: number[] | null
}

/** An index as plain data (SearchIndex.snapshot). */
export type IndexSnapshot = ReturnType<SearchIndex['snapshot']>

/** A text match: the slots of the listings a text query finds. */
export interface TextMatch {
  bits: Uint32Array
}

interface Run {
  key: number
  /** The operation group of its slots (1 rent, 3 both, 2 sale, 0 neither). */
  group: number
  start: number
  end: number
}

/** The operation groups a search reads, in the base's order. */
const GROUPS_OF = { rent: [1, 3], sale: [3, 2], any: [1, 3, 2, 0] } as const

export class SearchIndex {
  /** Slots in use (the tail starts at baseEnd, rounded up to a word). */
  size = 0
  baseEnd = 0
  capacity = 0
  /** Bumped by every change, so derived data (text matches) knows when to recompute. */
  generation = 0
  live: Uint32Array<ArrayBuffer> = new Uint32Array(0)
  private liveBase = 0

  private col: SlotColumns = slotColumns(0)
  private slotById = new Int32Array(0).fill(-1)
  private bits = new Map<string, Uint32Array>()
  private bounds = new Map<Ranged, Float64Array>()
  private featureIdsKnown = new Set<number>()
  /** The common lexemes of the listings' text, whose listings the index holds as bit sets (`term:` bits). */
  private terms = new Set<string>()
  /** The other lexemes it holds: the slots of their listings in the base, sorted, and those appended since. */
  private postings = new Map<string, Int32Array>()
  private tailPostings = new Map<string, number[]>()
  /** Every held lexeme, sorted (for the words typed as a start); made on first use. */
  private lexicon: string[] | null = null
  private groupRuns: Run[] = []
  private departmentRuns = new Map<number, Run[]>()
  private municipalityRuns: Run[] = []
  private typeRuns: Run[] = []
  private municipalityRunsOf = new Map<number, Run[]>()
  private sectorRunsOf = new Map<number, Run[]>()
  private orders = new Map<OrderKey, Uint32Array>()
  // Scratch bit sets of one query (the index answers synchronously, one query at a time).
  private scratch = scratchFor(0)
  /** The searched runs' edge words and the bits of each that belong to them (one search at a time). */
  private scope = new Map<number, number>()
  private empty: Uint32Array | null = null
  /** The listing ids of each property group the index holds (one card per property). */
  private groupMembers = new Map<number, number[]>()

  /** Listings the index holds now. */
  get count(): number {
    let n = 0
    for (let w = 0; w < this.live.length; w++) {
      const v = this.live[w]
      if (v) n += POPCOUNT16[v & 0xffff] + POPCOUNT16[v >>> 16]
    }
    return n
  }

  /** Slots appended since the build (a rebuild is due when they grow large). */
  get tailSize(): number {
    return this.size - alignUp(this.baseEnd)
  }

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

  /**
   * Marks the listings `ids` as having the feature (the build reads features apart from the
   * rows: one list per feature costs the database far less than one per listing). Ids the
   * index does not hold are skipped.
   */
  addFeatureListings(featureId: number, ids: ArrayLike<number>) {
    this.featureIdsKnown.add(featureId)
    this.setListings(this.bitsFor(`feature:${featureId}`), ids)
  }

  /**
   * Holds the listings `ids` as having the lexeme (a build reads the listings of each lexeme it
   * holds; a change keeps them, from the `lexemes` of its rows) as whichever takes fewer bytes:
   * a bit set (a bit per slot) for a common lexeme, a sorted list of slots (32 bits per listing)
   * for a rarer one. Ids the index does not hold are skipped.
   */
  addTermListings(lexeme: string, ids: ArrayLike<number>) {
    this.lexicon = null
    if (ids.length * 32 >= this.capacity) {
      this.terms.add(lexeme)
      this.setListings(this.bitsFor(`term:${lexeme}`), ids)
      return
    }
    const slots = new Int32Array(ids.length)
    let n = 0
    for (let i = 0; i < ids.length; i++) {
      const slot = ids[i] < this.slotById.length ? this.slotById[ids[i]] : -1
      if (slot >= 0) slots[n++] = slot
    }
    this.postings.set(lexeme, slots.subarray(0, n).sort())
  }

  /** Sets in `bits` the slots of the listings `ids` (ids the index does not hold are skipped). */
  private setListings(bits: Uint32Array, ids: ArrayLike<number>) {
    for (let i = 0; i < ids.length; i++) {
      const slot = ids[i] < this.slotById.length ? this.slotById[ids[i]] : -1
      if (slot >= 0) setBit(bits, slot)
    }
  }

  /** Whether the index holds the listings of `lexeme`. */
  holds(lexeme: string): boolean {
    return this.terms.has(lexeme) || this.postings.has(lexeme)
  }

  /** The lexemes the index holds: exactly `lexeme`, or every one that starts with it. */
  termsFor(lexeme: string, prefix: boolean): string[] {
    if (!prefix) return this.holds(lexeme) ? [lexeme] : []
    const lexicon = (this.lexicon ??= [...this.terms, ...this.postings.keys()].sort())
    let lo = 0
    let hi = lexicon.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (lexicon[mid] < lexeme) lo = mid + 1
      else hi = mid
    }
    const out: string[] = []
    for (let i = lo; i < lexicon.length && lexicon[i].startsWith(lexeme); i++) out.push(lexicon[i])
    return out
  }

  /** The slots of the listings whose text holds any of `terms` (lexemes of termsFor). */
  termMatch(terms: string[]): TextMatch {
    const bits = new Uint32Array(wordsFor(this.capacity))
    for (const term of terms) {
      const held = this.bits.get(`term:${term}`)
      if (held) for (let w = 0; w < held.length; w++) bits[w] |= held[w]
      for (const slot of this.postings.get(term) ?? []) setBit(bits, slot)
      for (const slot of this.tailPostings.get(term) ?? []) setBit(bits, slot)
    }
    return { bits }
  }

  /** Applies changed listings: `removed` ids leave the index, `rows` enter it in their new state. */
  apply(removed: Iterable<number>, rows: IndexColumns) {
    for (const id of removed) this.remove(id)
    for (let i = 0; i < rows.n; i++) this.remove(rows.id[i])
    if (this.size + rows.n > this.capacity) this.allocate(Math.ceil((this.size + rows.n) * 1.5) + 4096)
    for (let i = 0; i < rows.n; i++) this.append(rows, i)
    this.generation++
  }

  /** A text match as slots of this index (ids it does not hold are left out). */
  textMatch(ids: ArrayLike<number>): TextMatch {
    const bits = new Uint32Array(wordsFor(this.capacity))
    this.setListings(bits, ids)
    return { bits }
  }

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

  // Building ------------------------------------------------------------------------------

  private allocate(capacity: number) {
    const words = wordsFor(capacity)
    const old = this.col
    const next = slotColumns(capacity)
    for (const key of Object.keys(next) as Array<keyof SlotColumns>) {
      ;(next[key] as Int32Array).set((old[key] as Int32Array).subarray(0, Math.min(this.size, capacity)))
    }
    this.col = next
    for (const [name, bits] of this.bits) this.bits.set(name, grown(bits, words))
    this.live = grown(this.live, words)
    this.scratch = scratchFor(words)
    this.empty = null
    this.capacity = capacity
  }

  private bitsFor(name: string): Uint32Array {
    let bits = this.bits.get(name)
    if (!bits) {
      bits = new Uint32Array(wordsFor(this.capacity))
      this.bits.set(name, bits)
    }
    return bits
  }

  private append(rows: IndexColumns, i: number) {
    const slot = this.size++
    const c = this.col
    const id = rows.id[i]
    if (rows.type[i] > 0xffff || rows.department[i] > 0xffff || rows.municipality[i] > 0xffff)
      throw new Error(`search index: listing ${id} has a type or place id above 65535`)
    c.id[slot] = id
    c.type[slot] = rows.type[i]
    c.department[slot] = rows.department[i]
    c.municipality[slot] = rows.municipality[i]
    c.sector[slot] = rows.sector[i]
    c.rent[slot] = rows.rent[i]
    c.sale[slot] = rows.sale[i]
    c.monthly[slot] = rows.monthly[i]
    c.area[slot] = rows.area[i]
    c.published[slot] = rows.published[i]
    c.stratum[slot] = Math.min(rows.stratum[i], 127)
    c.bedrooms[slot] = Math.min(rows.bedrooms[i], 127)
    c.bathrooms[slot] = Math.min(rows.bathrooms[i], 127)
    c.parking[slot] = Math.min(rows.parking[i], 127)
    c.admin[slot] = rows.admin[i]
    c.privateArea[slot] = rows.privateArea[i]
    c.age[slot] = rows.age[i]
    c.floor[slot] = rows.floor[i]
    const propertyGroup = rows.propertyGroup[i]
    c.propertyGroup[slot] = propertyGroup
    if (propertyGroup) {
      const members = this.groupMembers.get(propertyGroup)
      if (members) members.push(id)
      else this.groupMembers.set(propertyGroup, [id])
    }
    for (const [name, bit] of Object.entries(GUARANTEE_BITS))
      if (rows.guarantees[i] & bit) setBit(this.bitsFor(`guarantee:${name}`), slot)

    if (id >= this.slotById.length) {
      const next = new Int32Array(Math.max(id + 1, this.slotById.length * 2, 1024)).fill(-1)
      next.set(this.slotById)
      this.slotById = next
    }
    this.slotById[id] = slot
    setBit(this.live, slot)
    const group = operationGroup(rows, i)
    c.group[slot] = group
    if (group & 1) setBit(this.bitsFor('op:rent'), slot)
    if (group & 2) setBit(this.bitsFor('op:sale'), slot)
    setBit(this.bitsFor(`type:${rows.type[i]}`), slot)
    const stratum = rows.stratum[i]
    if (stratum >= 1 && stratum <= 6) setBit(this.bitsFor(`stratum:${stratum}`), slot)
    for (const field of ROOMS) {
      const v = Math.min(rows[field][i], MAX_ROOMS)
      for (let n = 1; n <= v; n++) setBit(this.bitsFor(ROOM_NAMES[field][n]), slot)
    }
    for (let f = rows.featureStart[i]; f < rows.featureStart[i + 1]; f++) {
      this.featureIdsKnown.add(rows.featureIds[f])
      setBit(this.bitsFor(`feature:${rows.featureIds[f]}`), slot)
    }
    for (const lexeme of rows.lexemes?.[i] ?? []) {
      if (this.terms.has(lexeme)) setBit(this.bitsFor(`term:${lexeme}`), slot)
      else if (this.postings.has(lexeme)) {
        const tail = this.tailPostings.get(lexeme)
        if (tail) tail.push(slot)
        else this.tailPostings.set(lexeme, [slot])
      }
    }

    for (const field of RANGED) {
      const v = rows[field][i]
      if (Number.isNaN(v)) continue
      const bin = binOf(this.bounds.get(field)!, v)
      for (let k = bin; k < BINS; k++) setBit(this.bitsFor(BIN_NAMES[field][k]), slot)
    }
  }

  private remove(id: number) {
    const slot = id < this.slotById.length ? this.slotById[id] : -1
    if (slot < 0) return
    clearBit(this.live, slot)
    this.slotById[id] = -1
    const propertyGroup = this.col.propertyGroup[slot]
    if (propertyGroup) {
      const members = this.groupMembers.get(propertyGroup)!.filter((m) => m !== id)
      if (members.length) this.groupMembers.set(propertyGroup, members)
      else this.groupMembers.delete(propertyGroup)
    }
    if (slot < this.baseEnd) this.liveBase--
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

  // Orders --------------------------------------------------------------------------------

  /** The value a slot is ordered by (NaN: unknown, always last) and the direction. */
  private orderValue(key: OrderKey): { value: (slot: number) => number; desc: boolean } {
    const c = this.col
    const price = (of: PriceOf) =>
      of === 'rent'
        ? (s: number) => c.rent[s]
        : of === 'sale'
          ? (s: number) => c.sale[s]
          : (s: number) => (Number.isNaN(c.rent[s]) ? c.sale[s] : c.rent[s])
    if (key === 'newest') return { value: (s) => c.published[s], desc: true }
    if (key === 'area_desc') return { value: (s) => c.area[s], desc: true }
    if (key === 'monthly_total_asc') return { value: (s) => c.monthly[s], desc: false }
    const [name, of] = key.split(':') as [string, PriceOf]
    const p = price(of)
    if (name === 'price_asc') return { value: p, desc: false }
    if (name === 'price_desc') return { value: p, desc: true }
    return { value: (s) => (c.area[s] === 0 ? NaN : p(s) / c.area[s]), desc: false }
  }

  /** Compares two slots in an order: its value (unknown last), then the newer listing id first. */
  private comparator(key: OrderKey): (a: number, b: number) => number {
    const { value, desc } = this.orderValue(key)
    const id = this.col.id
    return (a, b) => {
      const va = value(a)
      const vb = value(b)
      const na = Number.isNaN(va)
      const nb = Number.isNaN(vb)
      if (na !== nb) return na ? 1 : -1
      if (!na && va !== vb) return desc ? (vb > va ? 1 : -1) : va > vb ? 1 : -1
      return id[b] - id[a]
    }
  }

  // Searching -----------------------------------------------------------------------------
  // Each step is a tight pass over the words of a span: one AND (or one popcount) per word.

  /**
   * Word spans to scan: the runs of the base the operation and the department allow (the whole
   * base without them), then the tail (always last).
   */
  private spans(filter: SearchFilter): Span[] {
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

  private get none(): Uint32Array {
    return (this.empty ??= new Uint32Array(wordsFor(this.capacity)))
  }

  private bitsOr(name: string): Uint32Array {
    const bits = this.bits.get(name)
    return bits && bits.length === this.live.length ? bits : this.none
  }

  /** b = every filter outside the four facets: visible, department, operation, prices, area, rooms, features, text. */
  private candidates(filter: SearchFilter, text: TextMatch | null, spans: Span[]): Uint32Array {
    const { b } = this.scratch
    const c = this.col
    const tail = spans[spans.length - 1]
    // The bit-set filters in one pass: each word read once from every set, written once.
    const sets: Uint32Array[] = [this.live]
    if (filter.operation) sets.push(this.bitsOr(`op:${filter.operation}`))
    if (filter.bathrooms) sets.push(this.bitsOr(`bathrooms:${Math.min(filter.bathrooms, MAX_ROOMS)}`))
    if (filter.parking) sets.push(this.bitsOr(`parking:${Math.min(filter.parking, MAX_ROOMS)}`))
    for (const f of filter.featureIds) sets.push(this.bitsOr(`feature:${f}`))
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
  private detailPass(b: Uint32Array, spans: Span[], filter: SearchFilter) {
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

  /**
   * One card per property (issue 14): of the candidates of one property group, only the
   * cheapest stays (at the same price, the smallest id), as the SQL's `oneCardPerProperty`
   * (search-filter.sql.ts). A group's listings share type, place, estrato and bedrooms, so the
   * facet filters that come after cannot part them. Costs one look per grouped listing.
   */
  private onePerProperty(b: Uint32Array, filter: SearchFilter, spans: Span[]) {
    if (this.groupMembers.size === 0) return
    const c = this.col
    const op = filter.operation
    const price = (s: number) =>
      op === 'rent' ? c.rent[s] : op === 'sale' ? c.sale[s] : Number.isNaN(c.rent[s]) ? c.sale[s] : c.rent[s]
    const matched = (s: number) =>
      (b[s >>> 5] & (1 << (s & 31))) !== 0 && spans.some(([, , s0, s1]) => s >= s0 && s < s1)
    const slots: number[] = []
    for (const members of this.groupMembers.values()) {
      if (members.length < 2) continue
      slots.length = 0
      for (const id of members) {
        const s = this.slotById[id]
        if (s >= 0 && matched(s)) slots.push(s)
      }
      if (slots.length < 2) continue
      const hidden = slots.filter((s) =>
        slots.some((o) => o !== s && (price(o) < price(s) || (price(o) === price(s) && c.id[o] < c.id[s]))),
      )
      for (const s of hidden) b[s >>> 5] &= ~(1 << (s & 31))
    }
  }

  private tailMask(w: number, word: number, keep: (slot: number) => boolean): number {
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
  private rangePass(b: Uint32Array, spans: Span[], field: Ranged, min: number | null, max: number | null) {
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
  private placeBits(filter: SearchFilter, spans: Span[]): Span[] | null {
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

  // The page ------------------------------------------------------------------------------

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

const alignUp = (n: number) => (n + 31) & ~31

/** The operations row i can be found by: 1 rent only, 3 rent and sale, 2 sale only, 0 neither (a price missing). */
function operationGroup(rows: IndexColumns, i: number): number {
  const business = rows.business[i]
  return (business & 1 && !Number.isNaN(rows.rent[i]) ? 1 : 0) | (business & 2 && !Number.isNaN(rows.sale[i]) ? 2 : 0)
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

/** [first word, end word, first slot, end slot) of a stretch to scan. */
type Span = [number, number, number, number]

function scratchFor(words: number) {
  const make = () => new Uint32Array(words)
  return { b: make(), p: make(), q: make(), f: make(), t: make(), s: make(), x: make(), y: make(), z: make() }
}

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
function runsIn(runs: Run[], spans: Span[]): Run[] {
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

/** The first bin whose upper edge is at least v. */
function binOf(bounds: Float64Array, v: number): number {
  let lo = 0
  let hi = BINS - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (bounds[mid] >= v) hi = mid
    else lo = mid + 1
  }
  return lo
}
