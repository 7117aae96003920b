/**
 * What the public sees of listings: one published listing with its place, type, agency
 * and adviser; its photos and features; similar listings; and the median price per m² of
 * comparable listings (percentile_cont in SQL, so it scales with the catalogue).
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client'
import { selectListingCards } from './listing-card.sql'
import { publiclyVisible } from './public-visibility.sql'
import {
  advisers,
  customers,
  departments,
  features,
  municipalities,
  properties,
  propertyFeatures,
  propertyPhotos,
  propertyTypes,
  sectors,
} from '../../db/schema'
import type { Operation } from '#core/shared'

const listingColumns = {
  id: properties.id,
  code: properties.code,
  agencyCode: properties.agencyCode,
  status: properties.status,
  businessType: properties.businessType,
  title: properties.title,
  description: properties.description,
  rentPrice: properties.rentPrice,
  salePrice: properties.salePrice,
  adminPrice: properties.adminPrice,
  buildArea: properties.buildArea,
  lotArea: properties.lotArea,
  stratum: properties.stratum,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  parking: properties.parking,
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
  departmentName: departments.displayName,
  municipalityId: properties.municipalityId,
  municipalityName: municipalities.displayName,
  sectorId: properties.sectorId,
  sectorName: sectors.name,
  customerId: properties.customerId,
  customerName: customers.name,
  customerSlug: customers.slug,
  customerLogo: customers.logoPath,
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
    .leftJoin(departments, eq(departments.id, properties.departmentId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
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
  return db
    .select({
      id: features.id,
      slug: features.slug,
      nameEs: features.nameEs,
      nameEn: features.nameEn,
      category: features.category,
    })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(eq(propertyFeatures.propertyId, propertyId))
    .orderBy(asc(features.position), asc(features.nameEs))
}

export async function findPropertyTypeIdsBySlug(db: Executor, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const rows = await db.select({ id: propertyTypes.id }).from(propertyTypes).where(inArray(propertyTypes.slug, slugs))
  return rows.map((r) => r.id)
}

function offersOperation(operation: Operation): SQL {
  return operation === 'rent'
    ? sql`${properties.businessType} in ('rent', 'sale_rent') and ${properties.rentPrice} is not null`
    : sql`${properties.businessType} in ('sale', 'sale_rent') and ${properties.salePrice} is not null`
}

export interface MedianInput {
  operation: Operation
  typeIds: number[]
  excludeId: number
  sectorId?: number | null
  municipalityId?: number | null
}

/**
 * Median price per m² (built area) of public listings offering the operation, of
 * one of the types, in the sector (or the municipality), other than the listing itself.
 */
export async function medianPricePerM2(
  db: Executor,
  input: MedianInput,
): Promise<{ median: number | null; count: number }> {
  const place = input.sectorId
    ? eq(properties.sectorId, input.sectorId)
    : input.municipalityId
      ? eq(properties.municipalityId, input.municipalityId)
      : null
  if (!place || input.typeIds.length === 0) return { median: null, count: 0 }
  const price = input.operation === 'rent' ? properties.rentPrice : properties.salePrice
  const [row] = await queryRows<{ median: number | string | null; count: number | string }>(
    db,
    sql`select percentile_cont(0.5) within group (order by ${price}::float8 / ${properties.buildArea}) as median,
               count(*) as count
        from ${properties}
        where ${publiclyVisible}
          and ${place}
          and ${inArray(properties.propertyTypeId, input.typeIds)}
          and ${offersOperation(input.operation)}
          and ${properties.buildArea} > 0
          and ${properties.id} <> ${input.excludeId}`,
  )
  return { median: row?.median == null ? null : Number(row.median), count: Number(row?.count ?? 0) }
}

export interface SimilarInput {
  excludeId: number
  municipalityId: number | null
  propertyTypeId: number
  operation: Operation
  price: number | null
  limit: number
}

/** Same municipality, type and operation, price within the band; closest price first. */
export async function findSimilarListings(db: Executor, input: SimilarInput & { band?: { min: number; max: number } }) {
  const price = input.operation === 'rent' ? properties.rentPrice : properties.salePrice
  const conditions = [
    publiclyVisible,
    ne(properties.id, input.excludeId),
    eq(properties.propertyTypeId, input.propertyTypeId),
    offersOperation(input.operation),
  ]
  if (input.municipalityId) conditions.push(eq(properties.municipalityId, input.municipalityId))
  if (input.band) conditions.push(gte(price, input.band.min), lte(price, input.band.max))
  const order = input.price ? sql`abs(${price} - ${input.price})` : desc(properties.publishedAt)
  return selectListingCards(db)
    .where(and(...conditions))
    .orderBy(order, desc(properties.id))
    .limit(input.limit)
}

/** The newest published listings, when nothing more specific can be suggested. */
export async function findNewestListings(db: Executor, limit: number) {
  return selectListingCards(db)
    .where(and(publiclyVisible, isNotNull(properties.publishedAt)))
    .orderBy(desc(properties.publishedAt), desc(properties.id))
    .limit(limit)
}
