/** What a demo listing is like: its features, rooms, area, prices, photos and rental terms, drawn from its type, estrato and city. */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import type { BusinessType } from '#core/listings/business-types.constants'
import type { RentalDocument, RentalGuarantee } from '#core/listings/rental-requirements.constants'
import { TYPE_PRICE_FACTOR, roundRent, roundSale, type City, type Estrato } from './market'
import { PHOTO_PLAN, SCENE_COUNTS, PHOTO_POOL_PREFIX, type SceneKind } from './photo-scenes'
import type { DemoListing } from './demo-listing.types'
import { hashKey } from './listing-places'
import { Random } from './random'

const sceneKey = (kind: SceneKind, n: number) => `${PHOTO_POOL_PREFIX}/${kind}-${String(n).padStart(2, '0')}`

/** Features a listing has, from its type, estrato, city and size. */
export function chooseFeatures(
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

export function bedroomsFor(rng: Random, type: PropertyTypeSlug, e: number): number | null {
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

export function areaFor(
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

export function pricesFor(
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

export function photosFor(rng: Random, type: PropertyTypeSlug, features: string[]): string[] {
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
export function rentalTerms(
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
