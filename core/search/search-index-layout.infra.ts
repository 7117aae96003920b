/**
 * The search index's layout (ADR 0013): the columns it reads a build's rows or a batch of
 * changes from, the narrower columns it keeps per slot, the bit sets' names and bins, the
 * orders a page is read in, and the state every part of the index shares. The base (slots
 * [0, baseEnd)) is built sorted by department, municipality and barrio, so each of them is one
 * or a few runs of slots; a change never rewrites a slot: the old slot dies (its live bit is
 * cleared) and the listing's new state is appended to the tail (search-index-changes.infra.ts).
 */
import { grown, POPCOUNT16, setBit, wordsFor } from './bitmap.utils'
import type { RentalGuarantee } from '#core/listings/browser'

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
  /** 1 when the publisher is verified (the index's `verified` bit set). */
  verified: Uint8Array
  /** The features of row i are featureIds[featureStart[i] .. featureStart[i + 1]). */
  featureStart: Int32Array
  featureIds: Int32Array
  /** The lexemes of each row's text (a few changed listings). */
  lexemes?: string[][]
}

/** What the index keeps per slot: the searched fields, as narrow as their values allow. */
export function slotColumns(n: number) {
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
export const BINS = 32

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
    verified: new Uint8Array(n),
    featureStart: new Int32Array(n + 1),
    featureIds: new Int32Array(featureCount),
  }
}

/** Rooms filters go up to 10 ("at least 10"). */
export const MAX_ROOMS = 10

export const RANGED = ['rent', 'sale', 'area'] as const

export type Ranged = (typeof RANGED)[number]

export const ROOMS = ['bedrooms', 'bathrooms', 'parking'] as const

/** Bit set names built once: a name made per slot and bit costs more than setting the bit. */
export const BIN_NAMES = Object.fromEntries(
  RANGED.map((field) => [field, Array.from({ length: BINS }, (_, k) => `${field}:bin:${k}`)]),
) as Record<Ranged, string[]>

export const ROOM_NAMES = Object.fromEntries(
  ROOMS.map((field) => [field, Array.from({ length: MAX_ROOMS + 1 }, (_, n) => `${field}:${n}`)]),
) as Record<(typeof ROOMS)[number], string[]>

/** The orders a page can be read in, each a permutation of the base. */
export type OrderKey =
  | 'newest'
  | 'area_desc'
  | 'monthly_total_asc'
  | `price_asc:${PriceOf}`
  | `price_desc:${PriceOf}`
  | `price_m2_asc:${PriceOf}`

export type PriceOf = 'rent' | 'sale' | 'any'

export const ORDER_KEYS: OrderKey[] = [
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

/** A text match: the slots of the listings a text query finds. */
export interface TextMatch {
  bits: Uint32Array
}

export interface Run {
  key: number
  /** The operation group of its slots (1 rent, 3 both, 2 sale, 0 neither). */
  group: number
  start: number
  end: number
}

/** The state of an index; the changes, the queries and the build (SearchIndex) extend it. */
export class IndexLayout {
  /** Slots in use (the tail starts at baseEnd, rounded up to a word). */
  size = 0
  baseEnd = 0
  capacity = 0
  /** Bumped by every change, so derived data (text matches) knows when to recompute. */
  generation = 0
  live: Uint32Array<ArrayBuffer> = new Uint32Array(0)
  protected liveBase = 0
  protected col: SlotColumns = slotColumns(0)
  protected slotById = new Int32Array(0).fill(-1)
  protected bits = new Map<string, Uint32Array>()
  protected bounds = new Map<Ranged, Float64Array>()
  protected featureIdsKnown = new Set<number>()
  /** The common lexemes of the listings' text, whose listings the index holds as bit sets (`term:` bits). */
  protected terms = new Set<string>()
  /** The other lexemes it holds: the slots of their listings in the base, sorted, and those appended since. */
  protected postings = new Map<string, Int32Array>()
  protected tailPostings = new Map<string, number[]>()
  /** Every held lexeme, sorted (for the words typed as a start); made on first use. */
  protected lexicon: string[] | null = null
  protected groupRuns: Run[] = []
  protected departmentRuns = new Map<number, Run[]>()
  protected municipalityRuns: Run[] = []
  protected typeRuns: Run[] = []
  protected municipalityRunsOf = new Map<number, Run[]>()
  protected sectorRunsOf = new Map<number, Run[]>()
  protected orders = new Map<OrderKey, Uint32Array>()
  // Scratch bit sets of one query (the index answers synchronously, one query at a time).
  protected scratch = scratchFor(0)
  /** The searched runs' edge words and the bits of each that belong to them (one search at a time). */
  protected scope = new Map<number, number>()
  protected empty: Uint32Array | null = null
  /** The listing ids of each property group the index holds (one card per property). */
  protected groupMembers = new Map<number, number[]>()

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

  protected allocate(capacity: number) {
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

  protected bitsFor(name: string): Uint32Array {
    let bits = this.bits.get(name)
    if (!bits) {
      bits = new Uint32Array(wordsFor(this.capacity))
      this.bits.set(name, bits)
    }
    return bits
  }

  /** Sets in `bits` the slots of the listings `ids` (ids the index does not hold are skipped). */
  protected setListings(bits: Uint32Array, ids: ArrayLike<number>) {
    for (let i = 0; i < ids.length; i++) {
      const slot = ids[i] < this.slotById.length ? this.slotById[ids[i]] : -1
      if (slot >= 0) setBit(bits, slot)
    }
  }

  /** The value a slot is ordered by (NaN: unknown, always last) and the direction. */
  protected orderValue(key: OrderKey): { value: (slot: number) => number; desc: boolean } {
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
  protected comparator(key: OrderKey): (a: number, b: number) => number {
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
}

export const alignUp = (n: number) => (n + 31) & ~31

/** The operations row i can be found by: 1 rent only, 3 rent and sale, 2 sale only, 0 neither (a price missing). */
export function operationGroup(rows: IndexColumns, i: number): number {
  const business = rows.business[i]
  return (business & 1 && !Number.isNaN(rows.rent[i]) ? 1 : 0) | (business & 2 && !Number.isNaN(rows.sale[i]) ? 2 : 0)
}

export function scratchFor(words: number) {
  const make = () => new Uint32Array(words)
  return { b: make(), p: make(), q: make(), f: make(), t: make(), s: make(), x: make(), y: make(), z: make() }
}

/** The first bin whose upper edge is at least v. */
export function binOf(bounds: Float64Array, v: number): number {
  let lo = 0
  let hi = BINS - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (bounds[mid] >= v) hi = mid
    else lo = mid + 1
  }
  return lo
}
