/**
 * Planted duplicates (issue 14, one property, one card): in Colombia one apartment is often
 * listed by two or three agencies, each with its own photos, price and way of writing the
 * address. The demo plants such relistings, and "neighbours" (another unit of the same
 * building: same address, another floor) that must stay apart, so the grouping rule can be
 * seen on the portal and measured (seed/demo/relistings.test.ts, docs/same-property.md).
 */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import { DEMO_AGENCIES } from './agencies'
import { roundRent, roundSale } from './market'
import { Random } from './random'
import type { DemoListing } from './listings'
import { secondAgencyDescription } from './relisting-texts'
import { restateArea } from './texts'

/** Share of listings that are another agency's listing of an earlier property. */
export const RELISTING_SHARE = 0.035
/** Share of listings that are another unit of an earlier listing's building. */
export const NEIGHBOUR_SHARE = 0.01

const RELISTED_TYPES: ReadonlySet<PropertyTypeSlug> = new Set([
  'apartment',
  'house',
  'studio',
  'office',
  'local-shop',
  'warehouse',
])

/** Whether a listing can be relisted (a published flat, house or premises in a town). */
export function relistable(l: DemoListing): boolean {
  return l.status === 'published' && RELISTED_TYPES.has(l.typeSlug) && l.buildArea != null && !/^Vereda/.test(l.address)
}

/** The same address as another agency writes it ("Cra. 43A No. 1 Sur - 50"). */
function rewriteAddress(rng: Random, address: string): string {
  const short: Record<string, string[]> = {
    Calle: ['Cl.', 'Cll', 'CL'],
    Carrera: ['Cra.', 'Kr', 'CR'],
    Transversal: ['Tv.', 'TV'],
    Diagonal: ['Dg.', 'Diag.'],
    Circular: ['Cq.', 'Cir.'],
    Avenida: ['Av.', 'AV'],
  }
  const [via, ...rest] = address.split(' ')
  const options = short[via]
  const head = options && rng.chance(0.7) ? rng.pick(options) : via
  let tail = rest.join(' ')
  if (rng.chance(0.5)) tail = tail.replace(' # ', rng.pick([' No. ', ' #', ' N° '])).replace('-', ' - ')
  return `${head} ${tail}`
}

/** A built area measured again, the private area keeping its share of it. */
function areas(original: DemoListing, buildArea: number) {
  const share = original.privateArea == null ? null : original.privateArea / original.buildArea!
  return { buildArea, privateArea: share == null ? null : Math.round(buildArea * share * 10) / 10 }
}

/** A point about `metres` away in a random direction. */
function jitter(rng: Random, lat: number, lon: number, metres: number): [number, number] {
  const angle = rng.float(0, Math.PI * 2)
  const d = rng.float(0, metres)
  return [
    lat + (d * Math.sin(angle)) / 111_320,
    lon + (d * Math.cos(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180)),
  ]
}

/** A point between `min` and `max` metres away in a random direction. */
function away(rng: Random, lat: number, lon: number, min: number, max: number): [number, number] {
  const angle = rng.float(0, Math.PI * 2)
  const d = rng.float(min, max)
  return [
    lat + (d * Math.sin(angle)) / 111_320,
    lon + (d * Math.cos(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180)),
  ]
}

function otherAgency(rng: Random, than: number): number {
  let agency = rng.int(0, DEMO_AGENCIES.length - 2)
  if (agency >= than) agency++
  return agency
}

/** What stays the slot's own: its code, dates (each agency publishes when it does), status and views. */
function slotOwn(slot: DemoListing, agencyIndex: number, rng: Random) {
  const agency = DEMO_AGENCIES[agencyIndex]
  return {
    code: slot.code,
    agencyCode: `${agency.codePrefix}-${slot.agencyCode.split('-')[1]}`,
    agencyIndex,
    adviserIndex: rng.int(0, agency.advisers.length - 1),
    status: slot.status,
    statusBeforeDelete: slot.statusBeforeDelete,
    createdAt: slot.createdAt,
    publishedAt: slot.publishedAt,
    unpublishedAt: slot.unpublishedAt,
    deletedAt: slot.deletedAt,
    updatedAt: slot.updatedAt,
    viewsCount: slot.viewsCount,
  }
}

/**
 * A listing planted in the place of listing `slot` as another agency's copy of `original`,
 * drawing with `rng` and taking its photos from `photos`.
 */
type PlantedCopy = (
  original: DemoListing,
  slot: DemoListing,
  rng: Random,
  photos: (rng: Random, like: DemoListing) => string[],
) => DemoListing

/**
 * The listing in this agency's words: the original's title with the area it measured, and a
 * description of its own (relisting-texts.ts), its facts as its fields say.
 */
function inOwnWords(listing: DemoListing, original: DemoListing): DemoListing {
  return {
    ...listing,
    title: restateArea(original.title, original.buildArea, listing.buildArea),
    description: secondAgencyDescription(listing, original, DEMO_AGENCIES[listing.agencyIndex].name),
  }
}

/**
 * Another agency's listing of `original`, in the place of listing `slot`: the same property
 * (type, operation, estrato, rooms, place), pinned up to 25 m away, the area as measured again
 * (within 2 %, or the private area, 10–14 % less, one time in seven), its own price (−3 % to
 * +6 %), photos and way of writing the address. One time in eight the agency describes it
 * further off than the rule tolerates (its pin 35–90 m away, two more bathrooms counted, or a
 * price 12–20 % higher): duplicates the rule cannot see, so the recall measured is not flattered.
 * It describes the home in its own words, as a second agency does (not a copy of the first's).
 */
export const relisting: PlantedCopy = (original, slot, rng, photos) => {
  const agencyIndex = otherAgency(rng, original.agencyIndex)
  const off = rng.chance(1 / 8) ? rng.pick(['pin', 'bathrooms', 'price'] as const) : null
  const privateAreaOnly = rng.chance(1 / 7)
  const factor = privateAreaOnly ? rng.float(0.86, 0.9) : rng.float(0.98, 1.02)
  const price = off === 'price' ? rng.float(1.12, 1.2) : rng.float(0.97, 1.06)
  const [lat, lon] =
    off === 'pin' ? away(rng, original.lat, original.lon, 35, 90) : jitter(rng, original.lat, original.lon, 25)
  const measured = areas(original, Math.round(original.buildArea! * factor))
  const listing: DemoListing = {
    ...original,
    ...slotOwn(slot, agencyIndex, rng),
    rentPrice: original.rentPrice == null ? null : roundRent(original.rentPrice * price),
    salePrice: original.salePrice == null ? null : roundSale(original.salePrice * price),
    buildArea: measured.buildArea,
    privateArea: privateAreaOnly ? null : measured.privateArea,
    floor: rng.chance(0.2) ? null : original.floor,
    bathrooms: off === 'bathrooms' && original.bathrooms != null ? original.bathrooms + 2 : original.bathrooms,
    address: rng.chance(0.8) ? rewriteAddress(rng, original.address) : original.address,
    lat,
    lon,
    featureSlugs: original.featureSlugs.filter(() => rng.chance(0.9)),
    photoKeys: photos(rng, original),
    samePropertyAs: original.code,
    neighbourOf: null,
  }
  return inOwnWords(listing, original)
}

/** Whether a listing's building can have a neighbour unit (a flat or office with its floor). */
export function hasNeighbours(l: DemoListing): boolean {
  return relistable(l) && l.floor != null && ['apartment', 'studio', 'office'].includes(l.typeSlug)
}

/**
 * Another unit of `original`'s building in the place of `slot`, listed by another agency: same
 * address, another floor — which the agency leaves out one time in four, and then nothing tells
 * the two apart (a trap the rule falls into, counted in its precision).
 */
export const neighbourUnit: PlantedCopy = (original, slot, rng, photos) => {
  const agencyIndex = otherAgency(rng, original.agencyIndex)
  const [lat, lon] = jitter(rng, original.lat, original.lon, 15)
  const statesFloor = rng.chance(0.75)
  let floor = Math.max(1, original.floor! + rng.pick([-3, -2, -1, 1, 2, 3, 4]))
  if (floor === original.floor) floor++
  const own = slotOwn(slot, agencyIndex, rng)
  // Drawn in this order, the planted units stay the ones measured in docs/same-property.md.
  const rentPrice = original.rentPrice == null ? null : roundRent(original.rentPrice * rng.float(0.95, 1.08))
  const salePrice = original.salePrice == null ? null : roundSale(original.salePrice * rng.float(0.95, 1.08))
  const measured = areas(original, Math.round(original.buildArea! * rng.float(0.97, 1.03)))
  const listing: DemoListing = {
    ...original,
    ...own,
    rentPrice,
    salePrice,
    ...measured,
    floor: statesFloor ? floor : null,
    lat,
    lon,
    photoKeys: photos(rng, original),
    samePropertyAs: null,
    neighbourOf: original.code,
  }
  return inOwnWords(listing, original)
}
