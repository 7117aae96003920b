// What the browser may use of core/listings: constants, rules and views without I/O (index.ts re-exports them).
export { BUSINESS_TYPES, OPERATION_TYPES } from './business-types.constants'
export type { BusinessType } from './business-types.constants'
export { MAX_FEATURES, PROPERTY_STATUSES } from './listing-admin.constants'
export { formatPhone, telHref, whatsappUrl } from './listing-contact.view'
export { derivedPrices, priceFor } from './listing-prices.rules'
export { sameProperty } from './same-property.rules'
export { publicPlace } from './public-place.rules'
export { listingFacts, listingFactsJson } from './listing-facts.view'
export type { ListingFacts } from './listing-facts.view'
export {
  FURNISHED_FEATURE,
  HOME_TYPE_SLUGS,
  PETS_FEATURE,
  RENTAL_DOCUMENTS,
  RENTAL_GUARANTEES,
} from './rental-requirements.constants'
export type { RentalGuarantee } from './rental-requirements.constants'
export { hasStatedRequirements, rentalRequirementsJson } from './rental-requirements.view'
export type { RentalRequirementsJson } from './rental-requirements.view'

export type { OwnerAction } from './owner-listing.rules'
