/**
 * The search index's change feed: listings enter (appended to the tail) and leave (their
 * slot's live bit cleared) as search-index-sync.infra.ts reads PostgreSQL's change log, and
 * the features and text lexemes of the listings it holds. See ADR 0013 and 0014.
 */
import { clearBit, setBit, wordsFor } from './bitmap.utils'
import {
  BIN_NAMES,
  BINS,
  GUARANTEE_BITS,
  IndexLayout,
  MAX_ROOMS,
  RANGED,
  ROOM_NAMES,
  ROOMS,
  binOf,
  operationGroup,
  type IndexColumns,
  type TextMatch,
} from './search-index-layout.infra'

export class IndexChanges extends IndexLayout {
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

  protected append(rows: IndexColumns, i: number) {
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
    // One bit a slot (125 KB at a million listings): a verified publisher is rare, a filter on it rarer.
    if (rows.verified[i]) setBit(this.bitsFor('verified'), slot)

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

  protected remove(id: number) {
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
}
