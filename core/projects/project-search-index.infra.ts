/**
 * The in-process index of the project search (ADR 0028), in the manner of the listings' one
 * (ADR 0013) on the same bit sets (core/search bitmap.utils): one slot per visible project,
 * its searched fields in typed arrays, a bit set per stage, VIS, VIP and amenity, and its unit
 * types' price from and bedrooms side by side. A search ANDs one mask per filter; each facet
 * ANDs every mask but its own and counts, so totals and facets are exact whatever the
 * filter. A changed project's old slot dies and its new state is appended (`apply`); the
 * orders of the sorts are rebuilt on the next search that needs them.
 */
import { clearBit, countRange, forEachBit, grown, POPCOUNT16, setBit, wordsFor } from '#core/search'
import { PROJECT_STAGES, type ProjectStage } from './project.constants'
import { deliveryKeyYear, PROJECT_BEDROOM_CHOICES, type ProjectSearchFilter } from './project-search.rules'
import type { ProjectFacetName, ProjectIndexRow } from './project-search.queries'

/** What a search counts, whether the index or the SQL answered. */
export interface ProjectCounts {
  total: number
  /** The ids of the page, in order. */
  ids: number[]
  stage: Record<ProjectStage, number>
  vis: number
  vip: number
  municipalities: { id: number; name: string; count: number }[]
  /** Projects with a unit type of at least N bedrooms (N of PROJECT_BEDROOM_CHOICES, in order). */
  bedrooms: number[]
  /** Projects by the year they count as delivered (0: entrega inmediata), not cumulative. */
  deliveryYears: Map<number, number>
}

type Sort = ProjectSearchFilter['sort']
const NONE = -1

function growArray<T extends Int32Array | Int16Array | Int8Array | Uint8Array | Float64Array>(a: T, n: number): T {
  const next = new (a.constructor as new (n: number) => T)(n)
  next.set(a)
  return next
}

export class ProjectIndex {
  size = 0
  count = 0
  private capacity: number
  private live: Uint32Array
  private ids: Int32Array
  private department: Int32Array
  private municipality: Int32Array
  private sector: Int32Array
  private deliveryYear: Int16Array
  private deliveryMonth: Int8Array
  private stage: Uint8Array
  private published: Float64Array
  private minPrice: Float64Array
  /** Each unit type's project slot, price from (NaN: none) and bedrooms (−1: none). */
  private unitSlot = new Int32Array(1024)
  private unitPrice = new Float64Array(1024)
  private unitBedrooms = new Int8Array(1024)
  private units = 0
  private stageBits: Uint32Array[]
  private visBits: Uint32Array
  private vipBits: Uint32Array
  private amenityBits = new Map<number, Uint32Array>()
  private slotById = new Map<number, number>()
  private names = new Map<number, string>()
  private orders = new Map<Sort, Int32Array>()
  /**
   * Bit sets a search writes, reused by the next (a search runs without awaiting): typed arrays
   * allocated per search count as external memory, and V8 answered every few hundred searches
   * with a full collection of 50–250 ms (the p99 of the first measurement).
   */
  private scratch = new Map<string, Uint32Array>()
  private bestScratch = new Int8Array(0)

  constructor(rows: ProjectIndexRow[]) {
    const n = Math.max(1024, Math.ceil(rows.length * 1.25))
    this.capacity = n
    this.live = new Uint32Array(wordsFor(n))
    this.ids = new Int32Array(n)
    this.department = new Int32Array(n)
    this.municipality = new Int32Array(n)
    this.sector = new Int32Array(n)
    this.deliveryYear = new Int16Array(n)
    this.deliveryMonth = new Int8Array(n)
    this.stage = new Uint8Array(n)
    this.published = new Float64Array(n)
    this.minPrice = new Float64Array(n)
    this.stageBits = PROJECT_STAGES.map(() => new Uint32Array(wordsFor(n)))
    this.visBits = new Uint32Array(wordsFor(n))
    this.vipBits = new Uint32Array(wordsFor(n))
    for (const row of rows) this.append(row)
  }

  /** The projects `ids` changed: their old slots die, `rows` (those still visible) are appended. */
  apply(ids: number[], rows: ProjectIndexRow[]) {
    for (const id of ids) {
      const slot = this.slotById.get(id)
      if (slot === undefined) continue
      clearBit(this.live, slot)
      this.slotById.delete(id)
      this.count--
    }
    for (const row of rows) this.append(row)
    this.orders.clear()
  }

  private grow() {
    const n = Math.ceil(this.capacity * 1.5)
    const words = wordsFor(n)
    this.capacity = n
    this.live = grown(this.live, words)
    this.stageBits = this.stageBits.map((b) => grown(b, words))
    this.visBits = grown(this.visBits, words)
    this.vipBits = grown(this.vipBits, words)
    for (const [id, bits] of this.amenityBits) this.amenityBits.set(id, grown(bits, words))
    this.ids = growArray(this.ids, n)
    this.department = growArray(this.department, n)
    this.municipality = growArray(this.municipality, n)
    this.sector = growArray(this.sector, n)
    this.deliveryYear = growArray(this.deliveryYear, n)
    this.deliveryMonth = growArray(this.deliveryMonth, n)
    this.stage = growArray(this.stage, n)
    this.published = growArray(this.published, n)
    this.minPrice = growArray(this.minPrice, n)
  }

  private append(row: ProjectIndexRow) {
    if (this.size === this.capacity) this.grow()
    const slot = this.size++
    this.count++
    this.slotById.set(row.id, slot)
    setBit(this.live, slot)
    this.ids[slot] = row.id
    this.department[slot] = row.department
    this.municipality[slot] = row.municipality
    if (row.municipality_name) this.names.set(row.municipality, row.municipality_name)
    this.sector[slot] = row.sector
    const stage = PROJECT_STAGES.indexOf(row.stage)
    this.stage[slot] = stage
    setBit(this.stageBits[stage], slot)
    this.deliveryYear[slot] = deliveryKeyYear(row.stage, row.delivery_year)
    this.deliveryMonth[slot] = row.stage === 'entrega_inmediata' ? 0 : (row.delivery_month ?? 12)
    this.published[slot] = row.published ?? NaN
    if (row.vis) setBit(this.visBits, slot)
    if (row.vip) setBit(this.vipBits, slot)
    for (const id of row.amenities ?? []) {
      let bits = this.amenityBits.get(id)
      if (!bits) this.amenityBits.set(id, (bits = new Uint32Array(wordsFor(this.capacity))))
      setBit(bits, slot)
    }
    const prices = row.prices ?? []
    if (this.units + prices.length > this.unitPrice.length) {
      const n = Math.ceil((this.units + prices.length) * 1.5)
      this.unitSlot = growArray(this.unitSlot, n)
      this.unitPrice = growArray(this.unitPrice, n)
      this.unitBedrooms = growArray(this.unitBedrooms, n)
    }
    let min = NaN
    for (let i = 0; i < prices.length; i++) {
      const price = prices[i] ?? NaN
      this.unitSlot[this.units] = slot
      this.unitPrice[this.units] = price
      this.unitBedrooms[this.units++] = row.bedrooms?.[i] ?? NONE
      if (!Number.isNaN(price) && !(min <= price)) min = price
    }
    this.minPrice[slot] = min
  }

  /** The scratch bit set `role`, cleared. */
  private buffer(role: string): Uint32Array {
    let bits = this.scratch.get(role)
    if (bits?.length !== this.live.length) this.scratch.set(role, (bits = new Uint32Array(this.live.length)))
    else bits.fill(0)
    return bits
  }

  /** The slots whose `column` value is `value` (any value when null), in the scratch bit set `role`. */
  private equal(role: string, column: Int32Array, value: number | null, within?: Uint32Array): Uint32Array {
    const bits = this.buffer(role)
    if (within) bits.set(within)
    else bits.set(this.live)
    if (value == null) return bits
    for (let slot = 0; slot < this.size; slot++) if (column[slot] !== value) bits[slot >>> 5] &= ~(1 << (slot & 31))
    return bits
  }

  /**
   * Per slot, the most bedrooms among its unit types within the filter's price range: −1 for
   * unit types without a number, −2 when none is within (one pass over the unit types).
   */
  private bestBedrooms(f: ProjectSearchFilter): Int8Array {
    let best = this.bestScratch
    if (best.length !== this.capacity) best = this.bestScratch = new Int8Array(this.capacity)
    best.fill(-2)
    const min = f.priceMin ?? -Infinity
    const max = f.priceMax ?? Infinity
    const priced = f.priceMin != null || f.priceMax != null
    const { unitPrice, unitSlot, unitBedrooms, units } = this
    for (let u = 0; u < units; u++) {
      const price = unitPrice[u]
      if (priced && !(price >= min && price <= max)) continue
      const slot = unitSlot[u]
      if (unitBedrooms[u] > best[slot]) best[slot] = unitBedrooms[u]
    }
    return best
  }

  /** One mask per active filter, by the facet that leaves it out (amenities are never left out). */
  private masks(f: ProjectSearchFilter, best: Int8Array): Map<ProjectFacetName | 'amenities', Uint32Array> {
    const masks = new Map<ProjectFacetName | 'amenities', Uint32Array>()
    if (f.departmentId != null || f.municipalityId != null || f.sectorIds.length) {
      const place = this.equal(
        'place',
        this.municipality,
        f.municipalityId,
        this.equal('department', this.department, f.departmentId),
      )
      const sectors = new Set(f.sectorIds)
      if (sectors.size)
        for (let slot = 0; slot < this.size; slot++)
          if (!sectors.has(this.sector[slot])) place[slot >>> 5] &= ~(1 << (slot & 31))
      masks.set('place', place)
    }
    if (f.stages.length) {
      const bits = this.buffer('stage')
      for (const stage of f.stages) {
        const of = this.stageBits[PROJECT_STAGES.indexOf(stage)]
        for (let w = 0; w < bits.length; w++) bits[w] |= of[w]
      }
      masks.set('stage', bits)
    }
    const yearMax = f.deliveryYearMax
    if (yearMax != null) {
      const bits = this.buffer('delivery')
      for (let slot = 0; slot < this.size; slot++)
        if (this.deliveryYear[slot] <= yearMax) bits[slot >>> 5] |= 1 << (slot & 31)
      masks.set('delivery', bits)
    }
    if (f.priceMin != null || f.priceMax != null || f.bedrooms != null) {
      const least = f.bedrooms ?? -1
      const bits = this.buffer('unit')
      for (let slot = 0; slot < this.size; slot++) if (best[slot] >= least) bits[slot >>> 5] |= 1 << (slot & 31)
      masks.set('unit', bits)
    }
    if (f.vis) masks.set('vis', this.visBits)
    if (f.vip) masks.set('vip', this.vipBits)
    if (f.amenityIds.length) {
      const bits = this.buffer('amenities')
      bits.set(this.live)
      for (const id of f.amenityIds) {
        const of = this.amenityBits.get(id)
        for (let w = 0; w < bits.length; w++) bits[w] &= of ? of[w] : 0
      }
      masks.set('amenities', bits)
    }
    return masks
  }

  /** The live slots that pass every mask but `leftOut`'s (in the scratch bit set `role`). */
  private and(masks: Map<string, Uint32Array>, leftOut?: ProjectFacetName, role = 'facet'): Uint32Array {
    const bits = this.buffer(role)
    bits.set(this.live)
    for (const [name, mask] of masks) {
      if (name === leftOut) continue
      for (let w = 0; w < bits.length; w++) bits[w] &= mask[w]
    }
    return bits
  }

  private forEachSlot(bits: Uint32Array, visit: (slot: number) => void) {
    for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) forEachBit(bits[w], w, visit)
  }

  search(f: ProjectSearchFilter): ProjectCounts {
    const best = this.bestBedrooms(f)
    const masks = this.masks(f, best)
    const all = this.and(masks, undefined, 'all')
    const popAnd = (a: Uint32Array, b: Uint32Array) => {
      let n = 0
      for (let w = 0; w < a.length; w++) {
        const v = a[w] & b[w]
        if (v !== 0) n += POPCOUNT16[v & 0xffff] + POPCOUNT16[v >>> 16]
      }
      return n
    }
    const byStage = this.and(masks, 'stage')
    const stage = Object.fromEntries(PROJECT_STAGES.map((s, i) => [s, popAnd(byStage, this.stageBits[i])])) as Record<
      ProjectStage,
      number
    >
    const byPlace = this.and(
      f.municipalityId != null || f.sectorIds.length
        ? new Map([...masks, ['place', this.equal('department', this.department, f.departmentId)]])
        : masks,
    )
    const perMunicipality = new Map<number, number>()
    this.forEachSlot(byPlace, (s) => {
      const m = this.municipality[s]
      if (m) perMunicipality.set(m, (perMunicipality.get(m) ?? 0) + 1)
    })
    const deliveryYears = new Map<number, number>()
    this.forEachSlot(this.and(masks, 'delivery'), (s) => {
      const y = this.deliveryYear[s]
      deliveryYears.set(y, (deliveryYears.get(y) ?? 0) + 1)
    })
    const bedrooms = PROJECT_BEDROOM_CHOICES.map(() => 0)
    this.forEachSlot(this.and(masks, 'unit'), (s) => {
      for (let i = 0; i < PROJECT_BEDROOM_CHOICES.length && best[s] >= PROJECT_BEDROOM_CHOICES[i]; i++) bedrooms[i]++
    })
    return {
      total: countRange(all, 0, this.size),
      ids: this.page(all, f),
      stage,
      vis: popAnd(this.and(masks, 'vis'), this.visBits),
      vip: popAnd(this.and(masks, 'vip'), this.vipBits),
      municipalities: [...perMunicipality].map(([id, count]) => ({ id, name: this.names.get(id) ?? '', count })),
      bedrooms,
      deliveryYears,
    }
  }

  private page(all: Uint32Array, f: ProjectSearchFilter): number[] {
    const order = this.orderOf(f.sort)
    let skip = (f.page - 1) * f.perPage
    const out: number[] = []
    for (let i = 0; i < order.length && out.length < f.perPage; i++) {
      const slot = order[i]
      if ((all[slot >>> 5] & (1 << (slot & 31))) === 0) continue
      if (skip > 0) skip--
      else out.push(this.ids[slot])
    }
    return out
  }

  /** The live slots in the order of `sort`, ties by id descending (as the SQL orders them). */
  private orderOf(sort: Sort): Int32Array {
    let order = this.orders.get(sort)
    if (order) return order
    const slots: number[] = []
    this.forEachSlot(this.live, (s) => slots.push(s))
    const nullsLast = (a: number, b: number, desc: boolean) => {
      if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : -1
      return desc ? b - a : a - b
    }
    const key: Record<Sort, (a: number, b: number) => number> = {
      newest: (a, b) => nullsLast(this.published[a], this.published[b], true),
      price_asc: (a, b) => nullsLast(this.minPrice[a], this.minPrice[b], false),
      price_desc: (a, b) => nullsLast(this.minPrice[a], this.minPrice[b], true),
      delivery: (a, b) =>
        this.deliveryYear[a] * 12 + this.deliveryMonth[a] - (this.deliveryYear[b] * 12 + this.deliveryMonth[b]),
    }
    const by = key[sort]
    order = Int32Array.from(slots).sort((a, b) => by(a, b) || this.ids[b] - this.ids[a])
    this.orders.set(sort, order)
    return order
  }
}
