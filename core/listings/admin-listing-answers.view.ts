/**
 * The back-office listing answers' contracts: the view of one listing (`adminListingView`,
 * shown by /api/admin/properties and the edit page) and a row of the list. The API documents
 * these schemas, and the views are typed by them.
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema, PageMetaSchema, pageMetaView, PublicationDatesSchema } from '#core/shared'
import { BUSINESS_TYPES } from './business-types.constants'
import type { listListingRows } from './listing-admin.queries'
import { PROPERTY_STATUSES } from './property-status.constants'
import { RENTAL_DOCUMENTS, RENTAL_GUARANTEES } from './rental-requirements.constants'

const Id = OpaqueIdSchema
const Count = z.number().nullable()

export const AdminListingViewSchema = z
  .object({
    id: Id,
    code: z.string(),
    agency_code: z.string().nullable(),
    customer_id: Id,
    status: z.enum(PROPERTY_STATUSES),
    property_type_id: Id,
    business_type: z.enum(BUSINESS_TYPES),
    title: z.string(),
    description: z.string(),
    rent_price: Count,
    sale_price: Count,
    admin_price: Count,
    build_area: Count,
    lot_area: Count,
    stratum: Count,
    bedrooms: Count,
    bathrooms: Count,
    parking: Count,
    private_area: Count,
    floor: Count,
    age: Count,
    department_id: Id.nullable(),
    municipality_id: Id.nullable(),
    sector_id: Id.nullable(),
    address: z.string().nullable(),
    lat: Count,
    lon: Count,
    adviser_id: Id.nullable(),
    rental_requirements: z
      .object({
        guarantees: z.array(z.enum(RENTAL_GUARANTEES)),
        documents: z.array(z.enum(RENTAL_DOCUMENTS)),
        min_term_months: Count,
        pets_allowed: z.boolean(),
        furnished: z.boolean(),
      })
      .nullable()
      .meta({ description: 'Null for a listing only for sale' }),
    feature_ids: z.array(Id).optional().meta({ description: 'In the answers of GET /admin/properties/{id}' }),
    photo_count: z.number().int().optional().meta({ description: 'In the answers of GET /admin/properties/{id}' }),
    actions: z.array(z.string()).optional().meta({ description: 'What the caller may do with the listing now' }),
    ...PublicationDatesSchema.shape,
    updated_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminListing' })

export type AdminListingView = z.infer<typeof AdminListingViewSchema>

export const AdminListingRowSchema = z
  .object({
    id: Id,
    code: z.string(),
    agency_code: z.string().nullable(),
    title: z.string(),
    status: z.enum(PROPERTY_STATUSES),
    business_type: z.enum(BUSINESS_TYPES),
    rent_price: Count,
    sale_price: Count,
    customer: z.object({ id: Id, name: z.string() }),
    property_type: z.string(),
    municipality: z.string().nullable(),
    adviser: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminListingRow' })

type ListingRow = Awaited<ReturnType<typeof listListingRows>>['rows'][number]

/** A row of the back-office list as the API answers it. */
export function adminListingRowView(r: ListingRow): z.infer<typeof AdminListingRowSchema> {
  return {
    id: encodeId('property', r.id),
    code: r.code,
    agency_code: r.agencyCode,
    title: r.title,
    status: r.status,
    business_type: r.businessType,
    rent_price: r.rentPrice,
    sale_price: r.salePrice,
    customer: { id: encodeId('customer', r.customerId), name: r.customerName },
    property_type: r.typeName,
    municipality: r.municipalityName,
    adviser: r.adviserName,
    updated_at: r.updatedAt.toISOString(),
  }
}

// A paged answer `{ data, meta }`; to become core/shared's pagedView when it lands.
export const AdminListingPageSchema = z.object({ data: z.array(AdminListingRowSchema), meta: PageMetaSchema })

/** A page of the back-office list: its rows and `{ total, page, per_page }`. */
export function adminListingPageAnswer(page: {
  rows: ListingRow[]
  total: number
  page: number
  perPage: number
}): z.output<typeof AdminListingPageSchema> {
  return { data: page.rows.map(adminListingRowView), meta: pageMetaView(page) }
}
