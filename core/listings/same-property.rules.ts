/**
 * One property, one card (issue 14): when are two listings the same property? Two agencies
 * listing one apartment describe it with the same type, operation, estrato and bedrooms, in the
 * same municipality and barrio, and with nearly the same area; they place it a few metres
 * apart on the map or give the same street address. Another unit of the same building shares
 * the address and often the area, so a floor stated by both must agree. The rule and its
 * precision and recall on the demo's planted duplicates: docs/same-property.md.
 */
/** What the rule compares (a listing's row, or the demo generator's). */
export interface PropertyTraits {
  id: number
  customerId: number
  propertyTypeId: number
  businessType: string
  municipalityId: number | null
  sectorId: number | null
  stratum: number | null
  bedrooms: number | null
  bathrooms: number | null
  floor: number | null
  /** The built area, or the lot's for a lot. */
  area: number | null
  /** The private area, when stated (another agency may give it as the area). */
  privateArea: number | null
  /** The asking price of the operation (rent, else sale). */
  price: number | null
  lat: number | null
  lon: number | null
  address: string | null
}

export const SAME_PROPERTY = {
  /** Two agencies pin one building within a few tens of metres. */
  maxDistanceM: 30,
  /** Areas within 5 % (one agency gives the private area, another the built one rounded). */
  areaTolerance: 0.05,
  /** One agency counts the guest toilet, another does not. */
  bathroomsTolerance: 1,
  /** The owner sets the price: agencies ask nearly the same (a commission more, a discount less). */
  priceTolerance: 0.1,
} as const

/** Degrees of latitude in maxDistanceM (the sweep's window). */
const LAT_WINDOW = SAME_PROPERTY.maxDistanceM / 111_320

/** Metres between two points (equirectangular: exact enough over a few hundred metres). */
export function distanceM(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const x = ((bLon - aLon) * Math.PI * Math.cos(((aLat + bLat) * Math.PI) / 360)) / 180
  const y = ((bLat - aLat) * Math.PI) / 180
  return Math.sqrt(x * x + y * y) * 6_371_000
}

const VIAS: Array<[RegExp, string]> = [
  [/\b(calle|cll?|cl)\b\.?/g, 'cl'],
  [/\b(carrera|cra|kra|kr|cr|cr?a)\b\.?/g, 'kr'],
  [/\b(avenida|av|avda)\b\.?/g, 'av'],
  [/\b(transversal|tv|tr|trans)\b\.?/g, 'tv'],
  [/\b(diagonal|dg|diag)\b\.?/g, 'dg'],
  [/\b(circular|cq|cir|circ)\b\.?/g, 'cq'],
]

/**
 * A Colombian street address as a comparable key ("Cra. 43A # 1 Sur-50" and "Carrera 43 A
 * No. 1 sur - 50" give "kr 43a 1sur 50"), or null when it names no plate (a vereda, "km 5").
 */
export function addressKey(address: string | null): string | null {
  if (!address) return null
  let s = address
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  for (const [pattern, short] of VIAS) s = s.replace(pattern, short)
  s = s
    .replace(/\b(no|n|nro|numero)\b\.?|[#°º]/g, ' ')
    .replace(/(\d)\s+([a-z]{1,2})\b/g, '$1$2')
    .replace(/\s+sur\b/g, 'sur')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  const plate = /^(cl|kr|av|tv|dg|cq) (\d+[a-z]*(?:sur)?) (\d+[a-z]*(?:sur)?) (\d+)$/.exec(s)
  return plate ? plate.slice(1).join(' ') : null
}

/** The fields two listings of one property share exactly (the bucket the rule compares within). */
export function bucketKey(t: PropertyTraits): string {
  return [t.propertyTypeId, t.businessType, t.municipalityId, t.sectorId, t.stratum, t.bedrooms].join('|')
}

/** Two areas within the tolerance (an unknown area is near nothing). */
function near(x: number | null, y: number | null): boolean {
  if (x == null || y == null || x <= 0 || y <= 0) return false
  return Math.abs(x - y) <= SAME_PROPERTY.areaTolerance * Math.max(x, y)
}

/** Whether two listings of different agencies are the same property. */
export function sameProperty(a: PropertyTraits, b: PropertyTraits): boolean {
  if (a.id === b.id || a.customerId === b.customerId) return false
  if (bucketKey(a) !== bucketKey(b)) return false
  if (!near(a.area, b.area) && !near(a.area, b.privateArea) && !near(a.privateArea, b.area)) return false
  if (
    a.bathrooms != null &&
    b.bathrooms != null &&
    Math.abs(a.bathrooms - b.bathrooms) > SAME_PROPERTY.bathroomsTolerance
  )
    return false
  if (a.floor != null && b.floor != null && a.floor !== b.floor) return false
  if (
    a.price != null &&
    b.price != null &&
    Math.abs(a.price - b.price) > SAME_PROPERTY.priceTolerance * Math.max(a.price, b.price)
  )
    return false
  const close =
    a.lat != null &&
    a.lon != null &&
    b.lat != null &&
    b.lon != null &&
    distanceM(a.lat, a.lon, b.lat, b.lon) <= SAME_PROPERTY.maxDistanceM
  if (close) return true
  const key = addressKey(a.address)
  return key != null && key === addressKey(b.address)
}

/** What a group holds, so that a chain of matches never joins what the rule keeps apart. */
interface Component {
  agencies: Set<number>
  floors: Set<number>
  minPrice: number
  maxPrice: number
}

const componentOf = (t: PropertyTraits): Component => ({
  agencies: new Set([t.customerId]),
  floors: new Set(t.floor == null ? [] : [t.floor]),
  minPrice: t.price ?? Infinity,
  maxPrice: t.price ?? -Infinity,
})

/**
 * Whether two groups may become one: one listing per agency, one stated floor, and every price
 * within the tolerance of every other (A like B and B like C must not join A and C when the rule
 * parts them: a listing without a floor would otherwise link two units of one building).
 */
function compatible(x: Component, y: Component): boolean {
  for (const agency of x.agencies) if (y.agencies.has(agency)) return false
  const floors = new Set([...x.floors, ...y.floors])
  if (floors.size > 1) return false
  const min = Math.min(x.minPrice, y.minPrice)
  const max = Math.max(x.maxPrice, y.maxPrice)
  return !(max > min && max - min > SAME_PROPERTY.priceTolerance * max)
}

/**
 * The groups among `rows`: listing id → group (the smallest id of its group) for every listing
 * that has a match, linked through matches (A like B and B like C: one property) as long as the
 * group stays one property (`compatible`). Compares within buckets, by a sweep over latitude and
 * by address, never every pair.
 */
export function groupProperties(rows: PropertyTraits[]): Map<number, number> {
  const parent = new Map<number, number>()
  const find = (id: number): number => {
    let root = id
    while (parent.get(root) !== root) root = parent.get(root)!
    for (let x = id; x !== root;) {
      const next = parent.get(x)!
      parent.set(x, root)
      x = next
    }
    return root
  }
  const components = new Map<number, Component>()
  const join = (a: number, b: number) => {
    const ra = find(a)
    const rb = find(b)
    if (ra === rb) return
    const x = components.get(ra)!
    const y = components.get(rb)!
    if (!compatible(x, y)) return
    const root = Math.min(ra, rb)
    parent.set(Math.max(ra, rb), root)
    components.set(root, {
      agencies: new Set([...x.agencies, ...y.agencies]),
      floors: new Set([...x.floors, ...y.floors]),
      minPrice: Math.min(x.minPrice, y.minPrice),
      maxPrice: Math.max(x.maxPrice, y.maxPrice),
    })
    components.delete(Math.max(ra, rb))
  }
  const buckets = new Map<string, PropertyTraits[]>()
  for (const row of rows) {
    parent.set(row.id, row.id)
    components.set(row.id, componentOf(row))
    const key = bucketKey(row)
    const list = buckets.get(key)
    if (list) list.push(row)
    else buckets.set(key, [row])
  }
  for (const list of buckets.values()) {
    if (list.length < 2) continue
    const located = list.filter((r) => r.lat != null && r.lon != null).sort((x, y) => x.lat! - y.lat!)
    for (let i = 0; i < located.length; i++) {
      for (let j = i + 1; j < located.length && located[j].lat! - located[i].lat! <= LAT_WINDOW; j++) {
        if (sameProperty(located[i], located[j])) join(located[i].id, located[j].id)
      }
    }
    const byAddress = new Map<string, PropertyTraits[]>()
    for (const row of list) {
      const key = addressKey(row.address)
      if (!key) continue
      const same = byAddress.get(key) ?? []
      for (const other of same) if (sameProperty(row, other)) join(row.id, other.id)
      same.push(row)
      byAddress.set(key, same)
    }
  }
  const groups = new Map<number, number>()
  for (const row of rows) groups.set(row.id, find(row.id))
  // A listing alone keeps no group.
  const sizes = new Map<number, number>()
  for (const root of groups.values()) sizes.set(root, (sizes.get(root) ?? 0) + 1)
  for (const [id, root] of groups) if (sizes.get(root)! < 2) groups.delete(id)
  return groups
}
