/**
 * A listing as the back-office sees it, in the API's snake_case names with opaque ids:
 * the `/api/admin/properties` answers and the edit form's initial values.
 */
import { encodeId, publicationDates, type IdKind } from '#core/shared'
import type { AdminListingView } from './admin-listing-answers.view'
import type { ListingRecord } from './listing-admin.queries'
import { listingFactsJson } from './listing-facts.view'
import { rentalRequirementsJson } from './rental-requirements.view'

const enc = (kind: IdKind, id: number | null) => (id == null ? null : encodeId(kind, id))

export function adminListingView(
  l: ListingRecord,
  extra: { feature_ids?: number[]; feature_slugs: string[]; photo_count?: number; actions?: string[] },
): AdminListingView {
  return {
    id: encodeId('property', l.id),
    code: l.code,
    agency_code: l.agencyCode,
    customer_id: encodeId('customer', l.customerId),
    status: l.status,
    property_type_id: encodeId('propertyType', l.propertyTypeId),
    business_type: l.businessType,
    title: l.title,
    description: l.description,
    rent_price: l.rentPrice,
    sale_price: l.salePrice,
    admin_price: l.adminPrice,
    ...listingFactsJson(l),
    private_area: l.privateArea,
    floor: l.floor,
    age: l.age,
    department_id: enc('department', l.departmentId),
    municipality_id: enc('municipality', l.municipalityId),
    sector_id: enc('sector', l.sectorId),
    address: l.address,
    lat: l.lat,
    lon: l.lon,
    adviser_id: enc('adviser', l.adviserId),
    rental_requirements: rentalRequirementsJson(l, extra.feature_slugs),
    feature_ids: extra.feature_ids?.map((f) => encodeId('feature', f)),
    photo_count: extra.photo_count,
    actions: extra.actions,
    ...publicationDates(l),
    updated_at: l.updatedAt.toISOString(),
    created_at: l.createdAt.toISOString(),
  }
}
