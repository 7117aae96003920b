/** A demo listing as the generator draws it: places, types, features, agencies and photos by their stable keys. */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import type { BusinessType } from '#core/listings/business-types.constants'
import type { RentalDocument, RentalGuarantee } from '#core/listings/rental-requirements.constants'
import type { PropertyStatus } from '#db/schema/properties'

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
