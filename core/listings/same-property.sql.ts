/**
 * The columns the same-property rule (same-property.rules.ts) reads of a listing: the grouping's
 * queries select them, and so do the fraud signals (core/fraud), which do not count the same home
 * listed by another agency as a copy.
 */
import { sql } from 'drizzle-orm'
import { properties } from '#db/schema'

/** What the same-property rule compares of a listing, with its group and whether it is deleted. */
export const traitColumns = {
  id: properties.id,
  customerId: properties.customerId,
  propertyTypeId: properties.propertyTypeId,
  businessType: properties.businessType,
  municipalityId: properties.municipalityId,
  sectorId: properties.sectorId,
  stratum: properties.stratum,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  floor: properties.floor,
  area: sql<number | null>`coalesce(${properties.buildArea}, ${properties.lotArea})`.mapWith(Number),
  privateArea: properties.privateArea,
  price: sql<number | null>`coalesce(${properties.rentPrice}, ${properties.salePrice})`.mapWith(Number),
  lat: properties.lat,
  lon: properties.lon,
  address: properties.address,
  group: properties.propertyGroup,
  deleted: sql<boolean>`(${properties.deletedAt} is not null or ${properties.status} = 'deleted')`,
}
