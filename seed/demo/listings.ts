/**
 * The demo listing generator: a pure, seeded function from an index to a listing. It
 * refers to places, types, features, agencies and photos by their stable keys (DANE code,
 * slug, pool key), so the same seed gives the same catalogue on any database; the insert
 * step maps keys to ids.
 */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import type { BusinessType } from '#core/listings/business-types.constants'
import type { RentalDocument, RentalGuarantee } from '#core/listings/rental-requirements.constants'
import type { PropertyStatus } from '#db/schema/properties'
import { municipalityRecords, sectorRecords, type MunicipalityRecord } from '../places-data'
import { DEMO_AGENCIES } from './agencies'
import {
  ADMIN_PER_M2,
  CITIES,
  OPERATION_MIX,
  TYPE_MIX,
  TYPE_PRICE_FACTOR,
  comunaName,
  placeSectors,
  roundRent,
  roundSale,
  type City,
  type Estrato,
  type PlacedSector,
} from './market'
import { PHOTO_PLAN, SCENE_COUNTS, PHOTO_POOL_PREFIX, type SceneKind } from './photo-scenes'
import { Random } from './random'
import { hasNeighbours, neighbourUnit, NEIGHBOUR_SHARE, relistable, relisting, RELISTING_SHARE } from './relistings'
import { listingDescription, listingTitle, type TextInput } from './texts'

export const DEFAULT_DEMO_SEED = 20261122

export interface DemoListing {
  code: string
  agencyCode: string
  agencyIndex: number
  adviserIndex: number
  typeSlug: PropertyTypeSlug
  businessType: BusinessType
  status: PropertyStatus
  statusBeforeDelete: PropertyStatus | null
  title: string
  description: string
  rentPrice: number | null
  salePrice: number | null
  adminPrice: number | null
  buildArea: number | null
  /** Área privada: about 85–95 % of the built area in a building, when the agency states it. */
  privateArea: number | null
  lotArea: number | null
  stratum: number
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  floor: number | null
  age: number | null
  /** What a tenant must bring (listings for rent; empty for sale, and when the agency states nothing). */
  rentalGuarantees: RentalGuarantee[]
  rentalDocuments: RentalDocument[]
  rentalMinTermMonths: number | null
  municipalityCode: string
  /** Slug of the sector inside the municipality, or null outside the Valle de Aburrá. */
  sectorSlug: string | null
  sectorName: string | null
  municipalityName: string
  address: string
  lat: number
  lon: number
  featureSlugs: string[]
  /** Pool keys, cover first. */
  photoKeys: string[]
  createdAt: Date
  publishedAt: Date | null
  unpublishedAt: Date | null
  deletedAt: Date | null
  updatedAt: Date
  viewsCount: number
  /** Planted duplicates (relistings.ts): the code of the listing this one relists, or null. */
  samePropertyAs: string | null
  /** The code of the listing this one is another unit of the building of (never the same property). */
  neighbourOf: string | null
}

export interface GeneratorOptions {
  seed?: number
  /** "Now" for the publication dates (default: the current time). */
  now?: Date
}

interface Context {
  municipalities: Map<string, MunicipalityRecord>
  sectorsByCity: Map<string, PlacedSector[]>
  sectorWeights: Map<string, number[]>
  cityWeights: number[]
  agencyWeights: number[]
}

let context: Context | undefined
function load(): Context {
  if (context) return context
  const municipalities = new Map(municipalityRecords().map((m) => [m.code, m]))
  const placed = placeSectors(sectorRecords())
  const sectorsByCity = new Map<string, PlacedSector[]>()
  for (const s of placed) {
    const list = sectorsByCity.get(s.municipalityCode) ?? []
    list.push(s)
    sectorsByCity.set(s.municipalityCode, list)
  }
  const sectorWeights = new Map([...sectorsByCity].map(([code, list]) => [code, cumulative(list.map((s) => s.weight))]))
  context = {
    municipalities,
    sectorsByCity,
    sectorWeights,
    cityWeights: cumulative(CITIES.map((c) => c.share)),
    agencyWeights: cumulative(DEMO_AGENCIES.map((a) => a.share)),
  }
  return context
}

function cumulative(weights: number[]): number[] {
  let sum = 0
  return weights.map((w) => (sum += w))
}

function pickCumulative(rng: Random, cumulativeWeights: number[]): number {
  const r = rng.next() * cumulativeWeights[cumulativeWeights.length - 1]
  let lo = 0
  let hi = cumulativeWeights.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (cumulativeWeights[mid] > r) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** Barrios outside Medellín have no coordinates in the source: give each a stable spot near the centre. */
function sectorAnchor(sector: PlacedSector, centre: MunicipalityRecord): [number, number] {
  if (sector.lat != null && sector.lon != null) return [sector.lat, sector.lon]
  const rng = new Random(hashKey(`${sector.municipalityCode}/${sector.slug}`))
  const radiusKm = sector.isRural ? rng.float(2.5, 5) : rng.float(0.2, 2.2)
  const angle = rng.float(0, Math.PI * 2)
  return offset(centre.lat, centre.lon, radiusKm * Math.cos(angle), radiusKm * Math.sin(angle))
}

function hashKey(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

function offset(lat: number, lon: number, northKm: number, eastKm: number): [number, number] {
  const dLat = northKm / 110.574
  const dLon = eastKm / (111.32 * Math.cos((lat * Math.PI) / 180))
  return [round6(lat + dLat), round6(lon + dLon)]
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

const STREETS = ['Calle', 'Carrera', 'Calle', 'Carrera', 'Transversal', 'Diagonal', 'Circular', 'Avenida']

function address(rng: Random, isRural: boolean, sectorName: string | null): string {
  if (isRural) return `Vereda ${sectorName ?? ''}, km ${rng.int(1, 12)} vía principal`.replace('  ', ' ')
  const via = rng.pick(STREETS)
  const letter = () => (rng.chance(0.25) ? rng.pick(['A', 'B', 'C', 'AA']) : '')
  const south = rng.chance(0.1) ? ' Sur' : ''
  return `${via} ${rng.int(1, 120)}${letter()}${south} # ${rng.int(1, 110)}${letter()}-${rng.int(2, 99)}`
}

/** Features a listing has, from its type, estrato, city and size. */
function chooseFeatures(
  rng: Random,
  type: PropertyTypeSlug,
  estrato: number,
  city: City,
  parking: number,
  floor: number | null,
  bedrooms: number,
  isRural: boolean,
  isPoblado: boolean,
  businessType: BusinessType,
): string[] {
  const e = estrato
  const chosen: string[] = []
  const add = (slug: string, probability: number) => {
    if (rng.chance(Math.max(0, Math.min(1, probability)))) chosen.push(slug)
  }
  const residentialBuilding = type === 'apartment' || type === 'studio'
  const residential = residentialBuilding || type === 'house' || type === 'farm'
  const commercialBuilding = type === 'office' || type === 'consulting-room'
  if (residentialBuilding) {
    add('elevator', (floor ?? 1) > 4 ? 0.95 : e >= 4 ? 0.7 : 0.2)
    add('pool', e >= 5 ? 0.6 : e === 4 ? 0.35 : e === 3 ? 0.12 : 0.02)
    add('gym', e >= 5 ? 0.55 : e === 4 ? 0.3 : 0.05)
    add('bbq-area', e >= 5 ? 0.4 : e === 4 ? 0.25 : 0.05)
    add('social-hall', e >= 3 ? 0.45 : 0.15)
    add('playground', e >= 3 ? 0.35 : 0.1)
    add('sports-court', e >= 5 ? 0.2 : 0.06)
    add('visitor-parking', e >= 4 ? 0.6 : 0.2)
    add('power-plant', e >= 5 ? 0.65 : e === 4 ? 0.3 : 0.05)
    add('gated-community', e >= 3 ? 0.7 : 0.3)
    add('green-areas', 0.35)
    add('coworking', e >= 5 ? 0.15 : 0.02)
    add('balcony', 0.55)
    add('panoramic-view', e >= 5 && (floor ?? 0) > 6 ? 0.55 : (floor ?? 0) > 10 ? 0.3 : 0.05)
    add('open-kitchen', 0.45)
  }
  if (residentialBuilding || commercialBuilding) {
    add('doorman-24h', e >= 4 ? 0.85 : e === 3 ? 0.45 : 0.1)
    add('intercom', 0.6)
    add('cctv', e >= 4 ? 0.5 : 0.2)
  }
  if (commercialBuilding) {
    add('elevator', 0.85)
    add('power-plant', 0.5)
    add('visitor-parking', 0.4)
    add('coworking', 0.1)
  }
  if (type === 'house' || type === 'commercial-house') {
    add('patio', 0.6)
    add('terrace', 0.4)
    add('garden', e >= 4 ? 0.45 : 0.2)
    add('gated-community', e >= 4 ? 0.45 : 0.1)
    if (chosen.includes('gated-community')) {
      add('pool', e >= 5 ? 0.5 : 0.2)
      add('doorman-24h', 0.8)
      add('playground', 0.4)
    }
  }
  if (residential) {
    add('integrated-kitchen', 0.9)
    add('laundry-area', 0.85)
    add('natural-gas', isRural ? 0.15 : 0.9)
    add('water-heater', city.coastal ? 0.2 : 0.8)
    add('storage-room', e >= 4 ? 0.5 : 0.2)
    add('study', bedrooms >= 3 ? 0.3 : 0.05)
    add('fireplace', type === 'farm' ? 0.6 : e >= 5 ? 0.2 : 0.02)
    add('wood-floors', e >= 5 ? 0.3 : 0.08)
    add('walk-in-closet', e >= 5 ? 0.5 : e === 4 ? 0.25 : 0.05)
    add('pets-allowed', businessType === 'sale' ? 0 : 0.35)
    add('furnished', businessType === 'sale' ? 0.02 : isPoblado ? 0.35 : type === 'studio' ? 0.3 : 0.07)
    add('terrace', type === 'apartment' ? 0.1 : 0)
  }
  if (type === 'farm') {
    add('pool', 0.45)
    add('bbq-area', 0.6)
    add('garden', 0.9)
    add('terrace', 0.5)
    add('panoramic-view', 0.5)
  }
  if (type === 'warehouse') add('surveillance', 0.6)
  if (!residential) add('surveillance', 0.2)
  add('air-conditioning', city.coastal || city.code === '76001' ? 0.85 : commercialBuilding ? 0.4 : 0.04)
  if (parking > 0) add('covered-parking', 0.7)
  add('near-public-transport', isRural ? 0 : 0.5)
  return [...new Set(chosen)]
}

function bedroomsFor(rng: Random, type: PropertyTypeSlug, e: number): number | null {
  switch (type) {
    case 'apartment':
      return e <= 2
        ? rng.weightedInt({ 2: 5, 3: 4 })
        : e <= 4
          ? rng.weightedInt({ 1: 1, 2: 4, 3: 5, 4: 1 })
          : rng.weightedInt({ 1: 1, 2: 4, 3: 5, 4: 2 })
    case 'studio':
      return 1
    case 'house':
      return rng.weightedInt({ 2: 1, 3: 5, 4: 4, 5: 2 })
    case 'commercial-house':
      return rng.int(4, 7)
    case 'farm':
      return rng.int(3, 7)
    default:
      return null
  }
}

function areaFor(
  rng: Random,
  type: PropertyTypeSlug,
  e: number,
  bedrooms: number | null,
): { build: number | null; lot: number | null } {
  const noise = () => 1 + rng.normal() * 0.12
  const b = bedrooms ?? 0
  switch (type) {
    case 'apartment':
      return { build: Math.round((26 + b * 19 + (e - 3) * 9) * noise()), lot: null }
    case 'studio':
      return { build: rng.int(24, 46), lot: null }
    case 'house': {
      const build = Math.round((60 + b * 26 + (e - 3) * 28) * noise())
      return { build, lot: Math.round(build * rng.float(0.6, 1.4)) }
    }
    case 'commercial-house': {
      const build = rng.int(140, 420)
      return { build, lot: Math.round(build * rng.float(0.6, 1.1)) }
    }
    case 'office':
      return { build: Math.round(rng.weightedInt({ 30: 3, 60: 4, 110: 2, 220: 1 }) * noise()), lot: null }
    case 'consulting-room':
      return { build: rng.int(16, 48), lot: null }
    case 'local-shop':
      return { build: Math.round(rng.weightedInt({ 25: 3, 50: 4, 100: 2, 220: 1 }) * noise()), lot: null }
    case 'warehouse': {
      const build = Math.round(rng.weightedInt({ 250: 3, 600: 4, 1200: 2, 3000: 1 }) * noise())
      return { build, lot: Math.round(build * rng.float(1, 1.4)) }
    }
    case 'lot':
      return { build: null, lot: Math.round(rng.weightedInt({ 200: 3, 600: 3, 2000: 2, 6000: 1 }) * noise()) }
    case 'farm':
      return {
        build: rng.int(110, 450),
        lot: Math.round(rng.weightedInt({ 5000: 3, 12000: 3, 30000: 2, 80000: 1 }) * noise()),
      }
  }
}

function pricesFor(
  rng: Random,
  city: City,
  type: PropertyTypeSlug,
  e: Estrato,
  businessType: BusinessType,
  area: { build: number | null; lot: number | null },
  premium: { rent: number; sale: number },
): { rent: number | null; sale: number | null } {
  const noise = 1 + rng.normal() * 0.1
  const rentFactor = (city.priceFactor ?? 1) * premium.rent * noise
  const saleFactor = (city.priceFactor ?? 1) * premium.sale * noise
  const typeFactor = TYPE_PRICE_FACTOR[type]
  let baseArea = area.build ?? 0
  let rentPerM2 = city.prices.rent[e] * typeFactor.rent
  let salePerM2 = city.prices.sale[e] * typeFactor.sale
  if (type === 'lot') baseArea = area.lot ?? 0
  if (type === 'farm') {
    // A farm is its house plus land priced by the hectare.
    const land = (area.lot ?? 0) * rng.float(25_000, 90_000) * (e >= 4 ? 1.4 : 1)
    const sale = (area.build ?? 150) * city.prices.sale[e] * 0.8 + land
    const rent = sale * rng.float(0.0035, 0.005)
    return {
      rent: businessType === 'sale' ? null : roundRent(rent * rentFactor),
      sale: businessType === 'rent' ? null : roundSale(sale * saleFactor),
    }
  }
  if (type === 'warehouse' && baseArea > 1000) {
    rentPerM2 *= 0.85
    salePerM2 *= 0.85
  }
  return {
    rent: businessType === 'sale' ? null : roundRent(baseArea * rentPerM2 * rentFactor),
    sale: businessType === 'rent' ? null : roundSale(baseArea * salePerM2 * saleFactor),
  }
}

function photosFor(rng: Random, type: PropertyTypeSlug, features: string[]): string[] {
  const plan = PHOTO_PLAN[type].filter((kind) => kind !== 'pool' || features.includes('pool'))
  const count = Math.min(plan.length, rng.int(3, 8))
  const used = new Set<string>()
  const keys: string[] = []
  for (const kind of plan.slice(0, count)) {
    let key = sceneKey(kind, rng.int(1, SCENE_COUNTS[kind]))
    for (let i = 0; used.has(key) && i < 5; i++) key = sceneKey(kind, rng.int(1, SCENE_COUNTS[kind]))
    used.add(key)
    keys.push(key)
  }
  return keys
}

/**
 * The private area and rental requirements of a listing. They come from a stream of their own
 * (seeded by the catalogue's seed and the listing's number), so adding them left every other
 * value of the demo catalogue as it was.
 */
function rentalTerms(
  seed: number,
  index: number,
  type: PropertyTypeSlug,
  businessType: BusinessType,
  buildArea: number | null,
  gated: boolean,
): Pick<DemoListing, 'privateArea' | 'rentalGuarantees' | 'rentalDocuments' | 'rentalMinTermMonths'> {
  const rng = new Random(hashKey(`rental/${seed}/${index}`))
  const inBuilding =
    type === 'apartment' ||
    type === 'studio' ||
    type === 'office' ||
    type === 'consulting-room' ||
    type === 'local-shop' ||
    (type === 'house' && gated)
  const privateArea =
    inBuilding && buildArea && rng.chance(0.8) ? Math.round(buildArea * rng.float(0.85, 0.95) * 10) / 10 : null
  const none = { privateArea, rentalGuarantees: [], rentalDocuments: [], rentalMinTermMonths: null }
  // One agency in twelve states nothing: the page then says to ask the agency.
  if (businessType === 'sale' || rng.chance(0.08)) return none
  const home = type === 'apartment' || type === 'studio' || type === 'house'
  const guarantees: RentalGuarantee[] = []
  if (rng.chance(home ? 0.04 : 0.03)) guarantees.push('none')
  else {
    if (rng.chance(home ? 0.6 : 0.5)) guarantees.push('fiador')
    if (rng.chance(home ? 0.82 : 0.7)) guarantees.push('poliza')
    // Deposits are for commercial leases (Ley 820 de 2003 forbids them for homes) and fincas.
    if (!home && rng.chance(type === 'farm' ? 0.25 : 0.4)) guarantees.push('deposito')
    if (!guarantees.length) guarantees.push(rng.chance(0.7) ? 'poliza' : 'fiador')
  }
  const documents: RentalDocument[] = []
  const ask = (document: RentalDocument, probability: number) => {
    if (rng.chance(probability)) documents.push(document)
  }
  const commercial = !home && type !== 'farm'
  ask('cedula', 0.9)
  ask('certificado_laboral', commercial ? 0.1 : 0.75)
  ask('desprendibles_nomina', commercial ? 0 : 0.45)
  ask('extractos_bancarios', 0.55)
  ask('declaracion_renta', commercial ? 0.6 : 0.3)
  ask('certificado_ingresos', commercial ? 0.15 : 0.2)
  ask('camara_comercio', commercial ? 0.85 : 0.03)
  ask('referencias', 0.4)
  const minTerm = rng.chance(0.1)
    ? null
    : commercial
      ? rng.weightedInt({ 12: 7, 24: 2, 36: 1 })
      : rng.weightedInt({ 6: 3, 9: 1, 12: 8 })
  return { privateArea, rentalGuarantees: guarantees, rentalDocuments: documents, rentalMinTermMonths: minTerm }
}

const sceneKey = (kind: SceneKind, n: number) => `${PHOTO_POOL_PREFIX}/${kind}-${String(n).padStart(2, '0')}`

const DAY = 86_400_000

/**
 * Listing number `index` (0-based) of the demo catalogue. Listings are generated in order
 * from one random stream, so callers must ask for them in order (see generateListings).
 */
function generateOne(rng: Random, index: number, now: number, ctx: Context, seed: number): DemoListing {
  const city = CITIES[pickCumulative(rng, ctx.cityWeights)]
  const municipality = ctx.municipalities.get(city.code)!
  let type = rng.weighted(TYPE_MIX)
  let sector: PlacedSector | null = null
  let estrato: Estrato
  if (city.hasSectors) {
    const list = ctx.sectorsByCity.get(city.code)!
    if (type === 'farm' || (type === 'lot' && rng.chance(0.5))) {
      const rural = list.filter((s) => s.isRural)
      sector = rural.length ? rng.pick(rural) : list[pickCumulative(rng, ctx.sectorWeights.get(city.code)!)]
    } else {
      sector = list[pickCumulative(rng, ctx.sectorWeights.get(city.code)!)]
    }
    if (
      sector.isRural &&
      (type === 'apartment' || type === 'studio' || type === 'office' || type === 'consulting-room')
    )
      type = 'house'
    estrato = sector.estrato
    if (rng.chance(0.12)) estrato = Math.max(1, Math.min(6, estrato + (rng.chance(0.5) ? 1 : -1))) as Estrato
  } else {
    estrato = rng.weightedInt((city.estratos ?? { 3: 1 }) as Record<number, number>) as Estrato
  }
  const isRural = sector?.isRural ?? false
  const isPoblado = city.code === '05001' && sector?.comuna?.startsWith('14 ') === true
  const businessType = rng.weighted(OPERATION_MIX[type])

  const bedrooms = bedroomsFor(rng, type, estrato)
  const area = areaFor(rng, type, estrato, bedrooms)
  const bathrooms =
    bedrooms == null
      ? type === 'lot'
        ? null
        : Math.max(1, Math.round((area.build ?? 40) / 120))
      : Math.max(1, Math.min(bedrooms + 1, Math.round(bedrooms / 2 + (estrato >= 5 ? 1 : 0.5) + rng.float(0, 0.9))))
  const parking =
    type === 'lot'
      ? null
      : type === 'apartment' || type === 'house'
        ? estrato <= 2
          ? rng.weightedInt({ 0: 4, 1: 1 })
          : estrato === 3
            ? rng.weightedInt({ 0: 2, 1: 3 })
            : estrato === 4
              ? rng.weightedInt({ 1: 5, 2: 1 })
              : rng.weightedInt({ 1: 2, 2: 4, 3: 1 })
        : type === 'warehouse'
          ? rng.int(1, 6)
          : type === 'studio' || type === 'consulting-room' || type === 'local-shop'
            ? rng.weightedInt({ 0: 3, 1: 1 })
            : rng.int(0, 2)
  const floor =
    type === 'apartment' || type === 'studio'
      ? rng.int(1, estrato >= 5 ? 28 : estrato >= 3 ? 18 : 6)
      : type === 'office' || type === 'consulting-room'
        ? rng.int(2, 22)
        : type === 'house' || type === 'commercial-house'
          ? rng.int(1, 3)
          : type === 'local-shop'
            ? 1
            : null
  const age = type === 'lot' ? null : rng.chance(0.12) ? rng.int(0, 1) : rng.int(2, type === 'farm' ? 40 : 35)

  const featureSlugs = chooseFeatures(
    rng,
    type,
    estrato,
    city,
    parking ?? 0,
    floor,
    bedrooms ?? 0,
    isRural,
    isPoblado,
    businessType,
  )
  const prices = pricesFor(rng, city, type, estrato, businessType, area, sector?.premium ?? { rent: 1, sale: 1 })
  const inBuilding =
    type === 'apartment' ||
    type === 'studio' ||
    type === 'office' ||
    type === 'consulting-room' ||
    type === 'local-shop'
  const gated = featureSlugs.includes('gated-community')
  const adminPrice =
    (inBuilding || ((type === 'house' || type === 'warehouse') && (gated || rng.chance(0.3)))) && area.build
      ? Math.round((area.build * ADMIN_PER_M2[estrato] * (1 + rng.normal() * 0.1)) / 1000) * 1000
      : null

  const [lat, lon] = sector
    ? (() => {
        const [alat, alon] = sectorAnchor(sector, municipality)
        const spread = isRural ? 0.9 : 0.22
        return offset(alat, alon, rng.normal() * spread * 0.5, rng.normal() * spread * 0.5)
      })()
    : offset(
        municipality.lat,
        municipality.lon,
        rng.normal() * (city.radiusKm ?? 4) * 0.5,
        rng.normal() * (city.radiusKm ?? 4) * 0.5,
      )

  const municipalityName = municipality.displayName
  let placeTitle = municipalityName
  if (sector) {
    const comuna = comunaName(sector.comuna)
    if (isRural)
      placeTitle = city.code === '05001' && comuna ? `${sector.name}, ${comuna}` : `${sector.name}, ${municipalityName}`
    else if (city.code === '05001')
      placeTitle =
        isPoblado && sector.name !== 'El Poblado' && rng.chance(0.5) ? `${sector.name}, El Poblado` : sector.name
    else placeTitle = rng.chance(0.5) ? `${sector.name}, ${municipalityName}` : sector.name
  }
  const rental = rentalTerms(seed, index, type, businessType, area.build, gated)
  const textInput: TextInput = {
    type,
    businessType,
    placeTitle,
    sectorName: sector?.name ?? null,
    isRural,
    municipalityName,
    transit: city.transit,
    coastal: city.coastal ?? false,
    stratum: estrato,
    buildArea: area.build,
    lotArea: area.lot,
    bedrooms,
    bathrooms,
    parking,
    floor,
    age,
    adminPrice,
    features: new Set(featureSlugs),
    rental: { guarantees: rental.rentalGuarantees, minTermMonths: rental.rentalMinTermMonths },
  }
  const title = listingTitle(rng, textInput)
  const description = listingDescription(rng, textInput)

  const agencyIndex = pickCumulative(rng, ctx.agencyWeights)
  const agency = DEMO_AGENCIES[agencyIndex]
  const adviserIndex = rng.int(0, agency.advisers.length - 1)
  const status = rng.weighted<PropertyStatus>({ published: 92, draft: 3, inactive: 3, deleted: 2 })
  const ageDays = rng.float(0, 120)
  const createdAt = new Date(now - (ageDays + rng.float(0, 5)) * DAY)
  const publishedAt = status === 'draft' ? null : new Date(now - ageDays * DAY)
  const unpublishedAt = status === 'inactive' ? new Date(now - rng.float(0, ageDays) * DAY) : null
  const deletedAt = status === 'deleted' ? new Date(now - rng.float(0, ageDays) * DAY) : null
  const updatedAt = deletedAt ?? unpublishedAt ?? publishedAt ?? createdAt
  const viewsCount = publishedAt ? Math.round(ageDays * rng.float(0.5, 6) * (estrato >= 5 ? 1.4 : 1)) : 0

  return {
    code: `WI-${String(index + 1).padStart(6, '0')}`,
    agencyCode: `${agency.codePrefix}-${String(1000 + index).padStart(5, '0')}`,
    agencyIndex,
    adviserIndex,
    typeSlug: type,
    businessType,
    status,
    statusBeforeDelete: status === 'deleted' ? (rng.chance(0.7) ? 'published' : 'inactive') : null,
    title,
    description,
    rentPrice: prices.rent,
    salePrice: prices.sale,
    adminPrice,
    buildArea: area.build,
    lotArea: area.lot,
    stratum: estrato,
    bedrooms,
    bathrooms,
    parking,
    floor,
    age,
    ...rental,
    municipalityCode: city.code,
    sectorSlug: sector?.slug ?? null,
    sectorName: sector?.name ?? null,
    municipalityName,
    address: address(rng, isRural, sector?.name ?? null),
    lat,
    lon,
    featureSlugs,
    photoKeys: photosFor(rng, type, featureSlugs),
    createdAt,
    publishedAt,
    unpublishedAt,
    deletedAt,
    updatedAt,
    viewsCount,
    samePropertyAs: null,
    neighbourOf: null,
  }
}

/** The demo listings, in order, in batches (the whole catalogue never has to sit in memory). */
export function* generateListings(
  count: number,
  options: GeneratorOptions & { batchSize?: number } = {},
): Generator<DemoListing[]> {
  const ctx = load()
  const seed = options.seed ?? DEFAULT_DEMO_SEED
  const rng = new Random(seed)
  const now = (options.now ?? new Date()).getTime()
  const batchSize = options.batchSize ?? 5000
  let batch: DemoListing[] = []
  // Planted duplicates come from their own stream: the rest of the catalogue stays as it was.
  const plant = new Random(seed + 7)
  const recent: DemoListing[] = []
  for (let i = 0; i < count; i++) {
    let listing = generateOne(rng, i, now, ctx, seed)
    const roll = plant.next()
    const photos = (r: Random, like: DemoListing) => photosFor(r, like.typeSlug, like.featureSlugs)
    if (roll < RELISTING_SHARE && recent.length) {
      const original = recent[plant.int(Math.max(0, recent.length - 400), recent.length - 1)]
      listing = relisting(original, listing, plant, photos)
    } else if (roll < RELISTING_SHARE + NEIGHBOUR_SHARE && recent.some(hasNeighbours)) {
      const candidates = recent.slice(-400).filter(hasNeighbours)
      listing = neighbourUnit(plant.pick(candidates), listing, plant, photos)
    } else if (relistable(listing)) {
      recent.push(listing)
      // Relistings follow their original within a few hundred listings: only the latest are kept.
      if (recent.length > 800) recent.splice(0, 400)
    }
    batch.push(listing)
    if (batch.length === batchSize) {
      yield batch
      batch = []
    }
  }
  if (batch.length) yield batch
}
