/**
 * The one projection of a listing card: the columns that search results, similar listings,
 * the microsite, the comparison and favourites show, with the joins they need (type,
 * agency, municipality, barrio, first photo). Queries of any module select cards through
 * `selectListingCards` and add their own conditions and order.
 */
import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '#db/client'
import { customers, municipalities, properties, propertyPhotos, propertyTypes, sectors, users } from '#db/schema'
import { firstPhoto } from './first-photo.sql'
import { publiclyVisibleOf } from './public-visibility.sql'

/** A listing's prices and sizes, as its card and its page show them. */
export const listingFactColumns = {
  rentPrice: properties.rentPrice,
  salePrice: properties.salePrice,
  adminPrice: properties.adminPrice,
  buildArea: properties.buildArea,
  lotArea: properties.lotArea,
  stratum: properties.stratum,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  parking: properties.parking,
}

/** The agency of a listing, as a card, the listing page and the other offers name it (joined on `customers`). */
export const listingAgencyColumns = {
  customerId: properties.customerId,
  customerName: customers.name,
  customerSlug: customers.slug,
  customerLogo: customers.logoPath,
  /** An owner publishing their own home (issue 33) rather than an agency or a builder. */
  customerKind: customers.kind,
  /** The owner's mobile was confirmed by SMS (false for an agency). */
  ownerPhoneConfirmed: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${customers.ownerUserId}
    and ${users.phoneConfirmedAt} is not null)`,
  /** Staff verified the agency's papers (customers.verified_at, migration 0034). */
  customerVerified: sql<boolean>`${customers.verifiedAt} is not null`,
  /** Staff checked the owner's certificado de tradición for this listing (properties.owner_verified_at). */
  ownerTitleVerified: sql<boolean>`${properties.ownerVerifiedAt} is not null`,
}

const partner = alias(properties, 'partner') as unknown as typeof properties

export const listingCardColumns = {
  id: properties.id,
  code: properties.code,
  businessType: properties.businessType,
  title: properties.title,
  ...listingFactColumns,
  lat: properties.lat,
  lon: properties.lon,
  publishedAt: properties.publishedAt,
  propertyTypeId: properties.propertyTypeId,
  typeSlug: propertyTypes.slug,
  typeNameEs: propertyTypes.nameEs,
  typeNameEn: propertyTypes.nameEn,
  municipalityId: properties.municipalityId,
  municipalityName: municipalities.displayName,
  sectorName: sectors.name,
  ...listingAgencyColumns,
  photoKey: firstPhoto(propertyPhotos.storageKey),
  photoWidths: firstPhoto(propertyPhotos.widths),
  /** Agencies publishing this property (issue 14: "Publicado por N inmobiliarias"). */
  agencyCount: sql<number>`case when ${properties.propertyGroup} is null then 1 else (
    select count(distinct ${partner.customerId})::int from ${properties} as ${partner}
     where ${partner.propertyGroup} = ${properties.propertyGroup} and ${publiclyVisibleOf(partner)}) end`.mapWith(
    Number,
  ),
}

/** Cards of listings; the caller adds the conditions (publiclyVisible among them) and the order. */
export function selectListingCards(db: Executor) {
  return db
    .select(listingCardColumns)
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
}

export type ListingCardRow = Awaited<ReturnType<typeof selectListingCards>>[number]
