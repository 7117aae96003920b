/**
 * The demo listing generator: a pure, seeded function from an index to a listing. It
 * refers to places, types, features, agencies and photos by their stable keys (DANE code,
 * slug, pool key), so the same seed gives the same catalogue on any database; the insert
 * step maps keys to ids.
 */
import type { PropertyStatus } from '#db/schema/properties'
import { DEMO_AGENCIES } from './agencies'
import { ADMIN_PER_M2, CITIES, OPERATION_MIX, TYPE_MIX, comunaName, type Estrato, type PlacedSector } from './market'
import { Random } from './random'
import { hasNeighbours, neighbourUnit, NEIGHBOUR_SHARE, relistable, relisting, RELISTING_SHARE } from './relistings'
import { listingDescription, listingTitle, type TextInput } from './texts'
import { areaFor, bedroomsFor, chooseFeatures, photosFor, pricesFor, rentalTerms } from './listing-facts'
import type { DemoListing } from './demo-listing.types'
import { address, load, offset, pickCumulative, sectorAnchor, type Context } from './listing-places'

export type { DemoListing }

export const DEFAULT_DEMO_SEED = 20261122

export interface GeneratorOptions {
  seed?: number
  /** "Now" for the publication dates (default: the current time). */
  now?: Date
}

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
