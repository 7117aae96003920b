/**
 * The distinct search mix: tens of thousands of different searches drawn the way visitors of a
 * Medellín-centred portal search, so that a benchmark measures the search and not its caches.
 * The distribution (which filters appear, how often, with which values) is documented in
 * docs/bench-search-mix.md and written in search-mix-distribution.ts; keep the two in step.
 *
 * Deterministic: a seeded PRNG (mulberry32) draws every choice, and the reference data (places,
 * types, features) is read in a stable order (DANE codes, slugs), so the same seed gives the same
 * searches on any database seeded with the same reference data (ids are encoded per database).
 * Draws that repeat an earlier query string are dropped until `count` distinct ones are made.
 *
 * Addresses are in the search form's clean order (app/components/search/search-url.ts, so the
 * page never redirects them): no empty fields, no defaults (relevance, page 1), lists repeated,
 * prices as plain digits. About 2.5 % are bad requests that must answer 422.
 */
import { SEARCH_ADDRESS_PARAMS as SEARCH_PARAM_ORDER } from '#core/search/browser'
import { asc } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { departments, features, municipalities, propertyTypes, sectors } from '#db/schema'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import {
  AMENITY_WORDS,
  AREA_MAX,
  AREA_MIN,
  BAD_KINDS,
  BATHROOMS,
  BEDROOMS,
  COMBO_WORDS,
  DEPARTMENT_WEIGHTS,
  ESTRATO_CENTRE,
  FEATURE_WEIGHTS,
  HOMES,
  MUNICIPALITY_WEIGHTS,
  PAGES,
  PARKING,
  POPULAR_BARRIOS,
  RELATED_TYPES,
  RENT_BUDGETS,
  SALE_BUDGETS,
  SECOND_TYPE,
  SHARES,
  SORTS,
  TYPED_BUDGET,
  TYPE_WEIGHTS,
  WORD_KINDS,
  type Weighted,
} from './search-mix-distribution'

export interface MixSearch {
  /** The query string, without `?` (empty for "every listing"). */
  query: string
  /** 422 for the deliberately bad requests, 200 otherwise. */
  expect: 200 | 422
}

interface PlaceRef {
  id: number
  departmentId: number
}
interface SectorRef {
  id: number
  slug: string
  name: string
  rural: boolean
}

export interface MixReference {
  municipalities: Map<string, PlaceRef>
  departments: Map<string, number>
  sectors: Map<string, SectorRef[]>
  types: Map<string, number>
  features: Map<string, number>
}

/** The reference data the mix names, in a stable order. */
export async function loadMixReference(db: Executor): Promise<MixReference> {
  const [munRows, depRows, sectorRows, typeRows, featureRows] = await Promise.all([
    db
      .select({ id: municipalities.id, code: municipalities.code, departmentId: municipalities.departmentId })
      .from(municipalities),
    db.select({ id: departments.id, code: departments.code }).from(departments),
    db
      .select({
        id: sectors.id,
        municipalityId: sectors.municipalityId,
        slug: sectors.slug,
        name: sectors.name,
        kind: sectors.kind,
      })
      .from(sectors)
      .orderBy(asc(sectors.slug)),
    db.select({ id: propertyTypes.id, slug: propertyTypes.slug }).from(propertyTypes),
    db.select({ id: features.id, slug: features.slug }).from(features),
  ])
  const codeOf = new Map(munRows.map((m) => [m.id, m.code]))
  const bySector = new Map<string, SectorRef[]>()
  for (const s of sectorRows) {
    // Universities, parks and the cemetery are not where anyone looks for a home.
    if (s.kind === 'area_institucional') continue
    const code = codeOf.get(s.municipalityId)!
    const list = bySector.get(code) ?? []
    list.push({ id: s.id, slug: s.slug, name: s.name, rural: s.kind !== 'barrio' })
    bySector.set(code, list)
  }
  return {
    municipalities: new Map(munRows.map((m) => [m.code, { id: m.id, departmentId: m.departmentId }])),
    departments: new Map(depRows.map((d) => [d.code, d.id])),
    sectors: bySector,
    types: new Map(typeRows.map((t) => [t.slug, t.id])),
    features: new Map(featureRows.map((f) => [f.slug, f.id])),
  }
}

// Randomness ---------------------------------------------------------------------------------

/** mulberry32: a small, fast 32-bit PRNG; the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Draw {
  constructor(readonly random: () => number) {}
  chance(p: number): boolean {
    return this.random() < p
  }
  pick<T>(table: Weighted<T>): T {
    const total = table.reduce((sum, [, w]) => sum + w, 0)
    let r = this.random() * total
    for (const [value, w] of table) if ((r -= w) < 0) return value
    return table[table.length - 1][0]
  }
  one<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1))
  }
}

// Drawing one search ---------------------------------------------------------------------------

const ORDER = SEARCH_PARAM_ORDER
type Param = (typeof ORDER)[number]
type Params = Partial<Record<Param, string | string[]>>

function toQuery(params: Params): string {
  const out = new URLSearchParams()
  for (const key of ORDER) {
    const value = params[key]
    if (value == null) continue
    for (const v of [value].flat()) out.append(key, v)
  }
  return out.toString()
}

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')

function budget(d: Draw, ladder: Weighted<number>, step: number): number {
  const value = d.pick(ladder)
  if (!d.chance(TYPED_BUDGET / 100)) return value
  // Typed by hand: a few steps either side (2.350.000, 415.000.000).
  return Math.max(step, value + d.int(-4, 4) * step)
}

function priceParams(d: Draw, op: 'rent' | 'sale' | 'none', params: Params) {
  const kind =
    op === 'sale'
      ? d.pick(SHARES.salePrice)
      : op === 'rent'
        ? d.pick(SHARES.rentPrice)
        : d.chance(SHARES.anyPrice / 100)
          ? d.pick(SHARES.rentPrice.filter(([k]) => k !== 'none'))
          : 'none'
  if (kind === 'none') return
  const [ladder, step] = op === 'sale' ? [SALE_BUDGETS, 10_000_000] : [RENT_BUDGETS, 50_000]
  const ceiling = budget(d, ladder, step)
  const floor = Math.max(step, Math.round((ceiling * d.one([0.4, 0.5, 0.6, 0.7, 0.8])) / step) * step)
  if (kind === 'max' || kind === 'range') params.price_max = String(ceiling)
  if (kind === 'min') params.price_min = String(floor)
  if (kind === 'range') params.price_min = String(floor)
}

function placeParams(d: Draw, ref: MixReference, params: Params): string | null {
  const kind = d.pick(SHARES.place)
  if (kind === 'department') {
    const code = d.pick(DEPARTMENT_WEIGHTS)
    params.department_id = encodeId('department', ref.departments.get(code)!)
    return null
  }
  if (kind === 'none') return null
  const code = d.pick(MUNICIPALITY_WEIGHTS)
  const m = ref.municipalities.get(code)!
  params.municipality_id = encodeId('municipality', m.id)
  if (d.chance(SHARES.municipalityWithDepartment / 100)) params.department_id = encodeId('department', m.departmentId)
  const barrios = ref.sectors.get(code)
  const n = barrios?.length ? d.pick(SHARES.barrios) : 0
  if (n) {
    const popular = new Set(POPULAR_BARRIOS[code] ?? [])
    const table = barrios!.map((s) => [s, popular.has(s.slug) ? 8 : s.rural ? 0.3 : 1] as const)
    const chosen = new Set<number>()
    while (chosen.size < n) chosen.add(d.pick(table).id)
    params.sector_id = [...chosen].sort((a, b) => a - b).map((id) => encodeId('sector', id))
  }
  return code
}

function wordQuery(d: Draw, ref: MixReference): string {
  const kind = d.pick(WORD_KINDS)
  if (kind === 'code') return `WI-${String(d.int(1, 999_999)).padStart(6, '0')}`
  if (kind === 'amenity') return d.one(AMENITY_WORDS)
  const code = d.pick(MUNICIPALITY_WEIGHTS.filter(([c]) => ref.sectors.has(c)))
  const popular = POPULAR_BARRIOS[code] ?? []
  const barrios = ref.sectors.get(code)!
  const sector = d.chance(0.6)
    ? (barrios.find((s) => s.slug === d.one(popular)) ?? d.one(barrios))
    : d.one(barrios.filter((s) => !s.rural))
  // Typed the way visitors type: as written, or lower case without accents.
  const name = d.chance(0.5) ? sector.name : stripAccents(sector.name).toLowerCase()
  if (kind === 'barrio') return d.chance(0.8) ? name : `${name} ${d.one(AMENITY_WORDS)}`
  return `${d.one(COMBO_WORDS)} ${name}`
}

function drawSearch(d: Draw, ref: MixReference): Params {
  const params: Params = {}
  const op = d.pick(SHARES.operation)
  if (op !== 'none') params.operation_type_id = encodeOperation(op)

  if (d.chance(SHARES.words / 100)) {
    // Word searches: the words alone, with an operation, or with an operation and a place.
    params.q = wordQuery(d, ref)
    if (d.chance(0.5)) delete params.operation_type_id
    else if (d.chance(0.4)) placeParams(d, ref, params)
  } else {
    const type = d.pick(TYPE_WEIGHTS[op])
    if (type) {
      const slugs = [type]
      if (d.chance(SECOND_TYPE / 100)) slugs.push(RELATED_TYPES[type])
      params.property_types = slugs
        .map((s) => ref.types.get(s)!)
        .sort((a, b) => a - b)
        .map((id) => encodeId('propertyType', id))
    }
    placeParams(d, ref, params)
    priceParams(d, op, params)
    const area = d.pick(SHARES.area)
    const min = d.one(AREA_MIN)
    if (area === 'min' || area === 'both') params.area_min = String(min)
    if (area === 'max') params.area_max = String(d.one(AREA_MAX))
    if (area === 'both') params.area_max = String(min + d.one([20, 30, 50, 80, 100]))
    const home = !type || HOMES.has(type)
    if (home && d.chance(SHARES.bedrooms / 100)) params.bedrooms = type === 'studio' ? '1' : String(d.pick(BEDROOMS))
    if (d.chance(SHARES.bathrooms / 100)) params.bathrooms = String(d.pick(BATHROOMS))
    if (d.chance(SHARES.parking / 100)) params.parking = String(d.pick(PARKING))
    if (d.chance(SHARES.estrato / 100)) {
      const centre = d.pick(ESTRATO_CENTRE)
      const span = d.pick([
        [1, 60],
        [2, 35],
        [3, 5],
      ] as Weighted<number>)
      const first = Math.max(1, Math.min(7 - span, centre - (span > 1 && d.chance(0.5) ? 1 : 0)))
      params.stratum = Array.from({ length: span }, (_, i) => String(first + i))
    }
    const nFeatures = d.pick(SHARES.features)
    if (nFeatures) {
      const chosen = new Set<number>()
      while (chosen.size < nFeatures) chosen.add(ref.features.get(d.pick(FEATURE_WEIGHTS))!)
      params.features = [...chosen].sort((a, b) => a - b).map((id) => encodeId('feature', id))
    }
  }
  let sort = d.pick(SORTS)
  if (sort === 'monthly_total_asc' && op !== 'rent') sort = 'price_asc'
  if (sort !== 'relevance') params.sort = sort
  const page = d.pick(PAGES)
  if (page > 1) params.page = String(page)
  return params
}

/** Breaks one field of a plausible search so that it must answer 422. */
function spoil(d: Draw, params: Params, ref: MixReference) {
  const kind = d.pick(BAD_KINDS)
  if (kind === 'price') {
    const sale = params.operation_type_id === encodeOperation('sale')
    const max = budget(d, sale ? SALE_BUDGETS : RENT_BUDGETS, sale ? 10_000_000 : 50_000)
    params.price_max = String(max)
    params.price_min = String(max * d.one([2, 3, 5]))
  } else if (kind === 'area') {
    const max = d.one(AREA_MAX)
    params.area_min = String(max + d.one([10, 50, 100]))
    params.area_max = String(max)
  } else if (kind === 'id') {
    // A typo'd or truncated id, or a number where an opaque id belongs.
    const field = d.one(['municipality_id', 'property_types', 'sector_id', 'features', 'operation_type_id'] as const)
    const good = encodeId('municipality', ref.municipalities.get('05001')!.id)
    params[field] = d.one([`${good}!`, '0', String(d.int(1, 2000)), 'xx-1', good.slice(0, 1)])
  } else {
    const field = d.one(['bedrooms', 'page', 'stratum', 'bathrooms'] as const)
    params[field] = field === 'page' ? String(d.one([0, 401, 1000])) : field === 'stratum' ? '7' : '25'
  }
}

/** `count` distinct searches drawn from the documented distribution. */
export function generateSearchMix(
  ref: MixReference,
  options: { count: number; seed: number },
): { searches: MixSearch[]; draws: number } {
  const d = new Draw(mulberry32(options.seed))
  // The verified filter came later (issue 33): drawn from a stream of its own, so that every
  // other parameter of the mix is what it was and earlier measurements stay comparable.
  const verified = new Draw(mulberry32(options.seed ^ 0x7e71f1ed))
  const seen = new Set<string>()
  const searches: MixSearch[] = []
  let draws = 0
  while (searches.length < options.count) {
    if (++draws > options.count * 20) throw new Error('the mix repeats itself: too few distinct searches')
    const params = drawSearch(d, ref)
    if (verified.chance(SHARES.verified / 100)) params.verified = 'true'
    const bad = d.chance(SHARES.bad / 100)
    if (bad) spoil(d, params, ref)
    const query = toQuery(params)
    if (seen.has(query)) continue
    seen.add(query)
    searches.push({ query, expect: bad ? 422 : 200 })
  }
  return { searches, draws }
}

/** The realised shares of a mix (each parameter's presence and the main values), for the docs. */
export function describeMix(searches: MixSearch[]): Array<[string, string]> {
  const n = searches.length
  const pct = (k: number) => `${((k / n) * 100).toFixed(1)} %`
  const parsed = searches.map((s) => new URLSearchParams(s.query))
  const count = (test: (p: URLSearchParams, s: MixSearch) => boolean) =>
    pct(parsed.filter((p, i) => test(p, searches[i])).length)
  const rows: Array<[string, string]> = [
    ['searches', n.toLocaleString('en')],
    ['answer 422', count((_, s) => s.expect === 422)],
    ['rent', count((p) => p.get('operation_type_id') === encodeOperation('rent'))],
    ['sale', count((p) => p.get('operation_type_id') === encodeOperation('sale'))],
    ['municipality', count((p) => p.has('municipality_id'))],
    ['department only', count((p) => p.has('department_id') && !p.has('municipality_id'))],
    ['barrio (sector_id)', count((p) => p.has('sector_id'))],
  ]
  // Place and operation have their rows above; idx never comes from the mix.
  const shown = new Set(['operation_type_id', 'department_id', 'municipality_id', 'sector_id', 'idx'])
  for (const key of SEARCH_PARAM_ORDER.filter((k) => !shown.has(k))) rows.push([key, count((p) => p.has(key))])
  return rows
}
