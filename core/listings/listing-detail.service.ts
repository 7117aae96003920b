/**
 * The public view of one listing (the listing page and GET /api/properties/{id}): only a
 * published listing of an active agency is shown; anything else is "not found or
 * disabled" with suggestions of similar listings. The location is approximate, and the
 * price per m² is set against the median of comparable listings in the same barrio.
 */
import { signingKey } from '#core/accounts'
import {
  notFound,
  type ServiceContext,
  shortDescription,
  decodeId,
  decodeOperation,
  encodeId,
  type Operation,
  readCache,
} from '#core/shared'
import { APPROXIMATE_RADIUS_M, approximateLocation } from './approximate-location.rules'
import { otherOffers, type OtherOffer } from './same-property.service'
import { phoneDigits } from './listing-contact.view'
import {
  findListingTraits,
  findNewestListings,
  findPublishedListing,
  findSimilarListings,
  listListingFeatures,
  listListingPhotos,
  medianPricePerM2,
  type ListingRow,
  type TypeAndPlace,
} from './listing-public.queries'
import {
  defaultOperation,
  listingPath,
  mediaUrl,
  micrositePath,
  ogImageUrl,
  operationsOf,
  photoSources,
  type PhotoSource,
  shownOperation,
} from './listing-url.view'
import { toListingCard, type ListingCard } from './listing-card.view'
import { derivedPrices, priceFor } from './listing-prices.rules'
import { MIN_COMPARABLES, comparePricePerM2, priceBand, type PriceComparison } from './price-stats.rules'
import type { BusinessType } from './business-types.constants'
import { listingFacts, type ListingFacts } from './listing-facts.view'
import { rentalRequirementsJson, type RentalRequirementsJson } from './rental-requirements.view'
import { publisherOf, type Publisher } from './publisher.view'

export const SIMILAR_LIMIT = 6
export const NOT_FOUND_KEY = 'errors.property_not_found'
export const GONE_KEY = 'errors.property_gone'

export interface NamedRef {
  id: string
  name: string
}

export interface ListingPhoto {
  id: string
  alt: string | null
  width: number
  height: number
  sources: PhotoSource[]
  /** The 1200×630 crop for link previews. */
  og: string
}

export interface ListingDetail extends ListingFacts {
  id: string
  code: string
  agencyCode: string | null
  status: 'published'
  businessType: BusinessType
  operations: Operation[]
  /** The operation this view is for (rent or sale). */
  operation: Operation
  title: string
  description: string
  shortDescription: string
  /** The price of the operation shown. */
  price: number | null
  rentPrice: number | null
  salePrice: number | null
  adminPrice: number | null
  /** Rent plus administración (rent view only). */
  monthlyTotal: number | null
  pricePerM2: number | null
  priceComparison: PriceComparison | null
  floor: number | null
  age: number | null
  /** Área privada: the built area less walls and shared parts. */
  privateArea: number | null
  /** What a tenant must bring; null for a listing only for sale. */
  rentalRequirements: RentalRequirementsJson | null
  propertyType: NamedRef & { slug: string; plural: string }
  department: NamedRef | null
  municipality: NamedRef | null
  sector: NamedRef | null
  /** Approximate: a point near the listing and the radius of the circle to draw. */
  location: { lat: number; lon: number; radiusM: number } | null
  features: Array<NamedRef & { slug: string }>
  photos: ListingPhoto[]
  agency: { id: string; name: string; logo: string | null; path: string }
  publisher: Publisher
  adviser: { id: string; name: string; photo: string | null } | null
  /** The number to call (adviser first, then the agency). */
  phone: string | null
  /** The number for WhatsApp with its country code (agency WhatsApp first). */
  whatsapp: string | null
  /** The same property listed by other agencies (issue 14), cheapest first. */
  otherOffers: OtherOffer[]
  /** Spanish canonical path of this view, and of each operation's view. */
  path: string
  operationPaths: Partial<Record<Operation, string>>
  publishedAt: string | null
  updatedAt: string
}

export type { ListingCard } from './listing-card.view'

const isEnglish = (ctx: ServiceContext) => ctx.locale === 'en'

/** The listing, or a 404 "El inmueble no existe o fue deshabilitado". */
export async function getPublicListing(
  ctx: ServiceContext,
  input: { id: number; operation?: Operation | null },
): Promise<ListingDetail> {
  const row = await findPublishedListing(ctx.db, input.id)
  if (!row) throw notFound(NOT_FOUND_KEY)
  return buildDetail(ctx, row, input.operation ?? null)
}

export type ListingPage =
  | { found: true; listing: ListingDetail; similar: ListingCard[] }
  | { found: false; gone: boolean; similar: ListingCard[] }

/**
 * Everything the listing page shows, from the public ids in its address. A malformed,
 * unknown or hidden listing gives `found: false` with suggestions instead; `gone` when it was
 * once published (withdrawn, deleted, its agency switched off): it has left the portal (410),
 * where an aggregator's feed may still send visitors, rather than never having been on it (404).
 */
export async function getListingPage(
  ctx: ServiceContext,
  input: { propertyId: string | null; otId: string | null },
): Promise<ListingPage> {
  const id = decodeId('property', input.propertyId)
  if (id == null) return { found: false, gone: false, similar: await suggestionsFor(ctx, null) }
  const row = await findPublishedListing(ctx.db, id)
  if (!row) {
    const traits = await findListingTraits(ctx.db, id)
    return { found: false, gone: traits?.publishedAt != null, similar: await suggestionsFor(ctx, traits) }
  }
  const listing = await buildDetail(ctx, row, decodeOperation(input.otId))
  const price = listing.price
  const similar = await findSimilarListings(ctx.db, {
    excludeId: row.id,
    propertyGroup: row.propertyGroup,
    municipalityId: row.municipalityId,
    propertyTypeId: row.propertyTypeId,
    operation: listing.operation,
    price,
    band: price ? priceBand(price) : undefined,
    limit: SIMILAR_LIMIT,
  })
  return { found: true, listing, similar: similar.map((r) => toListingCard(r, listing.operation, ctx.locale)) }
}

async function suggestionsFor(
  ctx: ServiceContext,
  traits: Awaited<ReturnType<typeof findListingTraits>> | null,
): Promise<ListingCard[]> {
  if (traits) {
    const operation = defaultOperation(traits.businessType)
    const price = priceFor(traits, operation)
    const rows = await findSimilarListings(ctx.db, {
      excludeId: traits.id,
      propertyGroup: traits.propertyGroup,
      municipalityId: traits.municipalityId,
      propertyTypeId: traits.propertyTypeId,
      operation,
      price,
      band: price ? priceBand(price) : undefined,
      limit: SIMILAR_LIMIT,
    })
    if (rows.length > 0) return rows.map((r) => toListingCard(r, operation, ctx.locale))
  }
  const newest = await findNewestListings(ctx.db, SIMILAR_LIMIT)
  return newest.map((r) => toListingCard(r, null, ctx.locale))
}

async function buildDetail(ctx: ServiceContext, row: ListingRow, requested: Operation | null): Promise<ListingDetail> {
  const operations = operationsOf(row.businessType)
  const operation = shownOperation(row.businessType, requested)
  const en = isEnglish(ctx)
  const prices = derivedPrices(row, operation)
  const [photos, features, comparison, offers] = await Promise.all([
    listListingPhotos(ctx.db, row.id),
    listListingFeatures(ctx.db, row.id),
    comparePrice(ctx, row, operation, prices.pricePerM2),
    otherOffers(ctx.db, row, operation),
  ])
  const urlParts = {
    id: row.id,
    title: row.title,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    businessType: row.businessType,
  }
  const location =
    row.lat != null && row.lon != null
      ? { ...approximateLocation({ lat: row.lat, lon: row.lon }, row.id, signingKey()), radiusM: APPROXIMATE_RADIUS_M }
      : null
  const phones = (row.customerPhones ?? []).filter(Boolean)
  const adviserShown = row.adviserId != null && row.adviserName != null && row.adviserActive !== false
  const phone = (adviserShown ? row.adviserPhone : null) || phones[0] || null
  return {
    id: encodeId('property', row.id),
    code: row.code,
    agencyCode: row.agencyCode,
    status: 'published',
    businessType: row.businessType,
    operations,
    operation,
    title: row.title,
    description: row.description,
    shortDescription: shortDescription(row.description.replace(/\s+/g, ' ').trim()),
    price: prices.price,
    rentPrice: row.rentPrice,
    salePrice: row.salePrice,
    adminPrice: row.adminPrice,
    monthlyTotal: prices.monthlyTotal,
    pricePerM2: prices.pricePerM2,
    priceComparison: comparison,
    ...listingFacts(row),
    floor: row.floor,
    age: row.age,
    privateArea: row.privateArea,
    rentalRequirements: rentalRequirementsJson(
      row,
      features.map((f) => f.slug),
    ),
    propertyType: {
      id: encodeId('propertyType', row.propertyTypeId),
      slug: row.typeSlug,
      name: en ? row.typeNameEn : row.typeNameEs,
      plural: en ? row.typePluralEn : row.typePluralEs,
    },
    department:
      row.departmentId && row.departmentName
        ? { id: encodeId('department', row.departmentId), name: row.departmentName }
        : null,
    municipality:
      row.municipalityId && row.municipalityName
        ? { id: encodeId('municipality', row.municipalityId), name: row.municipalityName }
        : null,
    sector: row.sectorId && row.sectorName ? { id: encodeId('sector', row.sectorId), name: row.sectorName } : null,
    location,
    features: features.map((f) => ({ id: encodeId('feature', f.id), slug: f.slug, name: en ? f.nameEn : f.nameEs })),
    photos: photos.map((p) => ({
      id: encodeId('photo', p.id),
      alt: p.alt,
      width: p.width,
      height: p.height,
      sources: photoSources(p.storageKey, p.widths),
      og: ogImageUrl(p.storageKey),
    })),
    agency: {
      id: encodeId('customer', row.customerId),
      name: row.customerName,
      logo: row.customerLogo ? mediaUrl(row.customerLogo) : null,
      path: micrositePath({ id: row.customerId, slug: row.customerSlug, name: row.customerName }),
    },
    publisher: publisherOf(row),
    adviser: adviserShown
      ? {
          id: encodeId('adviser', row.adviserId!),
          name: row.adviserName!,
          photo: row.adviserPhoto ? mediaUrl(row.adviserPhoto) : null,
        }
      : null,
    phone,
    whatsapp: phoneDigits(row.customerWhatsapp) ?? phoneDigits(phone),
    otherOffers: offers,
    path: listingPath(urlParts, operation),
    operationPaths: Object.fromEntries(operations.map((op) => [op, listingPath(urlParts, op)])),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * A median moves slowly and every listing of a type and place quotes the same one: it is read
 * once per type, operation and place every few minutes and shared by those pages (percentile_cont
 * over a municipality of 100,000 listings takes 100–200 ms at 1M listings), answering from a
 * stale value for up to half an hour while a fresh read replaces it (core/shared/cache.infra.ts).
 */
const medians = readCache<Awaited<ReturnType<typeof medianPricePerM2>>>('price-medians', { max: 20_000 })
const MEDIAN_FRESH_MS = 5 * 60_000
const MEDIAN_STALE_MS = 30 * 60_000

function placeMedian(ctx: ServiceContext, input: TypeAndPlace) {
  const key = `${input.operation}:${input.typeId}:${input.municipalityId ?? ''}:${input.sectorId ?? ''}`
  return medians.get(ctx.db, key, () => medianPricePerM2(ctx.db, input), {
    freshMs: MEDIAN_FRESH_MS,
    staleMs: MEDIAN_STALE_MS,
  })
}

/**
 * The listing's price per m² (`value`) against the median of what the search shows for its
 * type and operation in its barrio, or in its municipality when the barrio has too few.
 */
async function comparePrice(
  ctx: ServiceContext,
  row: ListingRow,
  operation: Operation,
  value: number | null,
): Promise<PriceComparison | null> {
  if (value == null) return null
  const base = { operation, typeId: row.propertyTypeId, municipalityId: row.municipalityId }
  const sector = row.sectorId ? await placeMedian(ctx, { ...base, sectorId: row.sectorId }) : null
  const needsMunicipality = !sector || sector.weighed < MIN_COMPARABLES
  const municipality =
    needsMunicipality && row.municipalityId ? await placeMedian(ctx, { ...base, sectorId: null }) : null
  return comparePricePerM2(value, { sector, municipality })
}
