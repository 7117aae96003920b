/**
 * The owner's listing answers (`/api/account/listings`): one listing as the back-office API
 * shows it less what only an agency has, and a row of the panel's list with its views and
 * contacts. The API documents these schemas.
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema } from '#core/shared'
import { CLOSED_AS } from './closed-as.constants'
import { BUSINESS_TYPES } from './business-types.constants'
import { AdminListingViewSchema } from './admin-listing-answers.view'
import { adminListingView } from './listing-admin.view'
import type { ListingRecord } from './listing-admin.queries'
import type { OwnerListingRow } from './owner-listing.queries'
import { ownerActions } from './owner-listing.rules'
import { PROPERTY_STATUSES } from './property-status.constants'

export const OwnerListingSchema = AdminListingViewSchema.omit({
  agency_code: true,
  customer_id: true,
  adviser_id: true,
})
  .extend({ closed_as: z.enum(CLOSED_AS).nullable() })
  .meta({ id: 'OwnerListing' })

export function ownerListingView(l: ListingRecord, featureSlugs: string[]): z.infer<typeof OwnerListingSchema> {
  const {
    agency_code: _a,
    customer_id: _c,
    adviser_id: _d,
    ...view
  } = adminListingView(l, {
    feature_slugs: featureSlugs,
    actions: ownerActions(l),
  })
  return { ...view, closed_as: l.closedAs }
}

export const OwnerListingRowSchema = z
  .object({
    id: OpaqueIdSchema,
    code: z.string(),
    title: z.string(),
    status: z.enum(PROPERTY_STATUSES),
    closed_as: z.enum(CLOSED_AS).nullable(),
    business_type: z.enum(BUSINESS_TYPES),
    rent_price: z.number().nullable(),
    sale_price: z.number().nullable(),
    municipality: z.string().nullable(),
    views: z.number().int().meta({ description: 'Views since it was first published (docs/statistics.md)' }),
    contacts: z.number().int().meta({ description: 'Visitors who contacted, summed per day as for agencies' }),
    rejection_reason: z.string().nullable(),
    actions: z.array(z.string()),
    published_at: z.string().nullable(),
  })
  .meta({ id: 'OwnerListingRow' })

export function ownerListingRowView(r: OwnerListingRow): z.infer<typeof OwnerListingRowSchema> {
  return {
    id: encodeId('property', r.id),
    code: r.code,
    title: r.title,
    status: r.status,
    closed_as: r.closedAs,
    business_type: r.businessType,
    rent_price: r.rentPrice,
    sale_price: r.salePrice,
    municipality: r.municipalityName,
    views: r.views,
    contacts: r.contacts,
    rejection_reason: r.status === 'rejected' ? r.rejection : null,
    actions: ownerActions(r),
    published_at: r.publishedAt?.toISOString() ?? null,
  }
}
