/**
 * What the public sees of listings: one published listing with its place, type, agency
 * and adviser; its photos and features; similar listings; and the median price per m² of
 * the listings the search shows for its type and place (percentile_cont in SQL, so it scales
 * with the catalogue; the search's own conditions from #core/search/search-filter.sql).
 */
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { listingAgencyColumns, listingFactColumns, selectListingCards } from './listing-card.sql'
import { publiclyVisible } from './public-visibility.sql'
import { listingDepartmentName, listingPlaceNames } from './listing-place.sql'
import { selectListingFeatures } from './listing-features.sql'
import { filterParts, typeAndPlaceFilter, whereAll } from '#core/search/search-filter.sql'
import { advisers, customers, properties, propertyFeatures, propertyPhotos, propertyTypes } from '#db/schema'
import type { Operation } from '#core/shared'

const listingColumns = {
  id: properties.id,
  code: properties.code,
  agencyCode: properties.agencyCode,
  status: properties.status,
  businessType: properties.businessType,
  title: properties.title,
  description: properties.description,
  ...listingFactColumns,
  floor: properties.floor,
  propertyGroup: properties.propertyGroup,
  age: properties.age,
  privateArea: properties.privateArea,
  rentalGuarantees: properties.rentalGuarantees,
  rentalDocuments: properties.rentalDocuments,
  rentalMinTermMonths: properties.rentalMinTermMonths,
  lat: properties.lat,
  lon: properties.lon,
  publishedAt: properties.publishedAt,
  updatedAt: properties.updatedAt,
  propertyTypeId: properties.propertyTypeId,
  typeSlug: propertyTypes.slug,
  typeNameEs: propertyTypes.nameEs,
  typeNameEn: propertyTypes.nameEn,
  typePluralEs: propertyTypes.pluralEs,
  typePluralEn: propertyTypes.pluralEn,
  departmentId: properties.departmentId,
  departmentName: listingDepartmentName,
  municipalityId: properties.municipalityId,
  sectorId: properties.sectorId,
  ...listingPlaceNames,
  ...listingAgencyColumns,
  customerPhones: customers.phones,
  customerWhatsapp: customers.whatsapp,
  customerActive: customers.isActive,
  adviserId: properties.adviserId,
  adviserName: advisers.name,
  adviserPhone: advisers.phone,
  adviserPhoto: advisers.photoPath,
  adviserActive: advisers.isActive,
}

export type ListingRow = NonNullable<Awaited<ReturnType<typeof findPublishedListing>>>

function listingSelect(db: Executor) {
  return db
    .select(listingColumns)
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(advisers, eq(advisers.id, properties.adviserId))
}

export async function findPublishedListing(db: Executor, id: number) {
  const [row] = await listingSelect(db)
    .where(and(eq(properties.id, id), publiclyVisible))
    .limit(1)
  return row ?? null
}

/** Any listing, whatever its status: enough to suggest similar ones when it is not shown. */
export async function findListingTraits(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      businessType: properties.businessType,
      propertyTypeId: properties.propertyTypeId,
      municipalityId: properties.municipalityId,
      propertyGroup: properties.propertyGroup,
      rentPrice: properties.rentPrice,
      salePrice: properties.salePrice,
      publishedAt: properties.publishedAt,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1)
  return row ?? null
}

export async function listListingPhotos(db: Executor, propertyId: number) {
  return db
    .select({
      id: propertyPhotos.id,
      storageKey: propertyPhotos.storageKey,
      width: propertyPhotos.width,
      height: propertyPhotos.height,
      widths: propertyPhotos.widths,
      alt: propertyPhotos.alt,
    })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id))
}

export async function listListingFeatures(db: Executor, propertyId: number) {
  return selectListingFeatures(db, eq(propertyFeatures.propertyId, propertyId))
}

export interface TypeAndPlace {
  operation: Operation
  typeId: number
  municipalityId: number | null
  sectorId: number | null
}

/**
 * Median price per m² (built area) of the listings the search shows for one type and
 * operation in one barrio (or municipality), and how many it shows: the search's own
 * conditions (one card per property, ADR 0020), so `count` is the search's total at that
 * address. The listing itself is among them, as it is in that search; listings without a
 * built area are counted but have no price per m² to weigh (`weighed`).
 */
export async function medianPricePerM2(
  db: Executor,
  input: TypeAndPlace,
): Promise<{ median: number | null; count: number; weighed: number }> {
  if (input.sectorId == null && input.municipalityId == null) return { median: null, count: 0, weighed: 0 }
  const price = input.operation === 'rent' ? properties.rentPrice : properties.salePrice
  const perM2 = sql`${price}::float8 / nullif(${properties.buildArea}, 0)`
  const [row] = await queryRows<{ median: number | string | null; count: number | string; weighed: number | string }>(
    db,
    sql`select percentile_cont(0.5) within group (order by ${perM2}) as median,
               count(*) as count,
               count(${perM2}) as weighed
        from ${properties}
        where ${whereAll(filterParts(typeAndPlaceFilter(input)))}`,
  )
  return {
    median: row?.median == null ? null : Number(row.median),
    count: Number(row?.count ?? 0),
    weighed: Number(row?.weighed ?? 0),
  }
}

export interface SimilarInput {
  excludeId: number
  /** The listing's property group: its other offers are the same property, never "similar". */
  propertyGroup: number | null
  municipalityId: number | null
  propertyTypeId: number
  operation: Operation
  price: number | null
  limit: number
}

/**
 * What the search shows for the same type and operation in the municipality, price within the
 * band (one card per property, ADR 0020), without the listing's own property; closest price first.
 */
export async function findSimilarListings(db: Executor, input: SimilarInput & { band?: { min: number; max: number } }) {
  const price = input.operation === 'rent' ? properties.rentPrice : properties.salePrice
  const filter = {
    ...typeAndPlaceFilter({
      typeId: input.propertyTypeId,
      operation: input.operation,
      municipalityId: input.municipalityId,
      sectorId: null,
    }),
    priceMin: input.band?.min ?? null,
    priceMax: input.band?.max ?? null,
  }
  const conditions = [whereAll(filterParts(filter)), ne(properties.id, input.excludeId)]
  if (input.propertyGroup != null)
    conditions.push(sql`${properties.propertyGroup} is distinct from ${input.propertyGroup}`)
  if (!input.price)
    return selectListingCards(db)
      .where(and(...conditions))
      .orderBy(desc(properties.publishedAt), desc(properties.id))
      .limit(input.limit)
  // Closest price first: the nearest above and the nearest below, each read in the order of the
  // (municipality, price) index from the listing's price outward and stopped at the limit. One
  // query sorting by the distance read the whole band first: 600–800 ms in Medellín at 1M listings.
  const target = input.price
  const nearest = (above: boolean) =>
    selectListingCards(db)
      .where(and(...conditions, above ? sql`${price} >= ${target}` : sql`${price} < ${target}`))
      .orderBy(above ? asc(price) : desc(price), desc(properties.id))
      .limit(input.limit)
  const [up, down] = await Promise.all([nearest(true), nearest(false)])
  const distance = (row: (typeof up)[number]) =>
    Math.abs(Number(input.operation === 'rent' ? row.rentPrice : row.salePrice) - target)
  return [...up, ...down].sort((a, b) => distance(a) - distance(b) || b.id - a.id).slice(0, input.limit)
}

/** The newest published listings, when nothing more specific can be suggested. */
export async function findNewestListings(db: Executor, limit: number) {
  return selectListingCards(db)
    .where(and(publiclyVisible, isNotNull(properties.publishedAt)))
    .orderBy(desc(properties.publishedAt), desc(properties.id))
    .limit(limit)
}
