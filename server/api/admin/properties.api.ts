/**
 * /api/admin/properties: agency listing management (DESIGN §7). 401 signed out, 403 for a
 * member without the permission (and for accounts without back-office access), 404 for
 * unknown or malformed ids and for another agency's listings, 409 for a transition the
 * status does not allow, 422 with field errors.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { BUSINESS_TYPES } from '#core/listings/browser'
import {
  allowedListingActions,
  createListing,
  deleteListing,
  getListingForAdmin,
  listListingsForAdmin,
  publishListing,
  republishListing,
  restoreListing,
  unpublishListing,
  updateListing,
  adminListingView,
} from '#core/listings'
import { encodeId } from '#core/shared'
import { signedInApiContext } from '#web/api'
import { ErrorSchema, OpaqueId } from '../catalogue-http'
import { createRouter } from '../router'
import { pathId } from '#web/ids'

const ListingInput = z
  .object({
    code: z.string().optional(),
    agency_code: z.string().nullable().optional(),
    property_type_id: OpaqueId,
    business_type: z.enum(BUSINESS_TYPES),
    title: z.string().optional(),
    description: z.string().optional(),
    rent_price: z.number().nullable().optional(),
    sale_price: z.number().nullable().optional(),
    admin_price: z.number().nullable().optional(),
    build_area: z.number().nullable().optional(),
    lot_area: z.number().nullable().optional(),
    stratum: z.number().int().min(1).max(6).nullable().optional(),
    bedrooms: z.number().nullable().optional(),
    bathrooms: z.number().nullable().optional(),
    parking: z.number().nullable().optional(),
    floor: z.number().nullable().optional(),
    age: z.number().nullable().optional(),
    department_id: OpaqueId.nullable().optional(),
    municipality_id: OpaqueId.nullable().optional(),
    sector_id: OpaqueId.nullable().optional(),
    address: z.string().nullable().optional(),
    lat: z.number().nullable().optional(),
    lon: z.number().nullable().optional(),
    feature_ids: z.array(OpaqueId).optional(),
    adviser_id: OpaqueId.nullable().optional(),
    customer_id: OpaqueId.optional().openapi({ description: 'SuperAdmin only: the owning agency' }),
    publish: z.boolean().optional().openapi({ description: '"Save and publish"' }),
  })
  .openapi('AdminListingInput')

const Listing = z.record(z.string(), z.unknown()).openapi('AdminListing')
const errors = {
  401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } },
  403: { description: 'Signed in without the permission', content: { 'application/json': { schema: ErrorSchema } } },
  404: {
    description: 'Unknown, malformed or another agency’s listing',
    content: { 'application/json': { schema: ErrorSchema } },
  },
  409: {
    description: 'The action is not allowed in the current status',
    content: { 'application/json': { schema: ErrorSchema } },
  },
  422: { description: 'Field errors', content: { 'application/json': { schema: ErrorSchema } } },
}
const one = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: Listing }) } },
})
const IdParam = z.object({ id: OpaqueId })

const docs = [
  createRoute({
    method: 'get',
    path: '/admin/properties',
    tags: ['Back-office'],
    summary: 'Listings of the agencies the actor may read, with filters',
    request: {
      query: z.object({
        status: z.enum(['draft', 'published', 'inactive', 'deleted']).optional(),
        property_type_id: OpaqueId.optional(),
        municipality_id: OpaqueId.optional(),
        adviser_id: OpaqueId.optional(),
        customer_id: OpaqueId.optional(),
        code: z.string().optional(),
        page: z.number().optional(),
        per_page: z.number().optional(),
      }),
    },
    responses: {
      200: {
        description: '`{ data, meta: { total, page, per_page } }`',
        content: {
          'application/json': { schema: z.object({ data: z.array(Listing), meta: z.record(z.string(), z.number()) }) },
        },
      },
      ...errors,
    },
  }),
  createRoute({
    method: 'post',
    path: '/admin/properties',
    tags: ['Back-office'],
    summary: 'Create a draft (or save and publish)',
    request: { body: { content: { 'application/json': { schema: ListingInput } } } },
    responses: { 201: one('Created'), ...errors },
  }),
  createRoute({
    method: 'get',
    path: '/admin/properties/{id}',
    tags: ['Back-office'],
    summary: 'One listing with its allowed actions',
    request: { params: IdParam },
    responses: { 200: one('The listing'), ...errors },
  }),
  createRoute({
    method: 'put',
    path: '/admin/properties/{id}',
    tags: ['Back-office'],
    summary: 'Save changes (publish: true saves and publishes)',
    request: { params: IdParam, body: { content: { 'application/json': { schema: ListingInput } } } },
    responses: { 200: one('Saved'), ...errors },
  }),
  createRoute({
    method: 'delete',
    path: '/admin/properties/{id}',
    tags: ['Back-office'],
    summary: 'Soft delete (restorable)',
    request: { params: IdParam },
    responses: { 200: one('Deleted'), ...errors },
  }),
  ...(['publish', 'unpublish', 'republish', 'restore'] as const).map((action) =>
    createRoute({
      method: 'post',
      path: `/admin/properties/{id}/${action}`,
      tags: ['Back-office'],
      summary: `${action[0].toUpperCase()}${action.slice(1)} a listing`,
      request: { params: IdParam },
      responses: { 200: one('New status'), ...errors },
    }),
  ),
]

export const adminPropertiesApi = createRouter()
for (const route of docs) adminPropertiesApi.openAPIRegistry.registerPath(route)

const ctxOf = signedInApiContext

async function body(c: Context): Promise<Record<string, unknown>> {
  const parsed: unknown = await c.req.json().catch(() => null)
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
}

const ID = ':id{[A-Za-z0-9]+}'

adminPropertiesApi.get('/admin/properties', async (c) => {
  const ctx = await ctxOf(c)
  const result = await listListingsForAdmin(ctx, c.req.query())
  return c.json({
    data: result.rows.map((r) => ({
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
    })),
    meta: { total: result.total, page: result.page, per_page: result.perPage },
  })
})

adminPropertiesApi.post('/admin/properties', async (c) => {
  const ctx = await ctxOf(c)
  const input = await body(c)
  const row = await createListing(ctx, input as never)
  return c.json({ data: adminListingView(row, { actions: allowedListingActions(ctx.actor, row) }) }, 201)
})

adminPropertiesApi.get(`/admin/properties/${ID}`, async (c) => {
  const ctx = await ctxOf(c)
  const found = await getListingForAdmin(ctx, pathId('property', c.req.param('id'), 'errors.property_not_found'))
  return c.json({
    data: adminListingView(found.listing, {
      feature_ids: found.featureIds,
      photo_count: found.photoCount,
      actions: found.actions,
    }),
  })
})

adminPropertiesApi.put(`/admin/properties/${ID}`, async (c) => {
  const ctx = await ctxOf(c)
  const id = pathId('property', c.req.param('id'), 'errors.property_not_found')
  const input = await body(c)
  const row = await updateListing(ctx, id, input as never)
  return c.json({ data: adminListingView(row, { actions: allowedListingActions(ctx.actor, row) }) })
})

adminPropertiesApi.delete(`/admin/properties/${ID}`, async (c) => {
  const ctx = await ctxOf(c)
  const row = await deleteListing(ctx, {
    listingId: pathId('property', c.req.param('id'), 'errors.property_not_found'),
  })
  return c.json({ data: adminListingView(row, { actions: allowedListingActions(ctx.actor, row) }) })
})

const transitions = {
  publish: publishListing,
  unpublish: unpublishListing,
  republish: republishListing,
  restore: restoreListing,
} as const
for (const [action, run] of Object.entries(transitions)) {
  adminPropertiesApi.post(`/admin/properties/${ID}/${action}`, async (c) => {
    const ctx = await ctxOf(c)
    const row = await run(ctx, { listingId: pathId('property', c.req.param('id'), 'errors.property_not_found') })
    return c.json({ data: adminListingView(row, { actions: allowedListingActions(ctx.actor, row) }) })
  })
}
