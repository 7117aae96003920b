/**
 * /api/admin/properties: agency listing management (DESIGN §7). 401 signed out, 403 for a
 * member without the permission (and for accounts without back-office access), 404 for
 * unknown or malformed ids and for another agency's listings, 409 for a transition the
 * status does not allow, 422 with field errors.
 */
import { createRoute } from '@hono/zod-openapi'
import {
  allowedListingActions,
  createListing,
  deleteListing,
  getListingForAdmin,
  listListingsForAdmin,
  ListingDraftSchema,
  ListingFilterSchema,
  publishListing,
  republishListing,
  restoreListing,
  unpublishListing,
  updateListing,
  adminListingView,
  adminListingPageAnswer,
  AdminListingPageSchema,
  AdminListingViewSchema,
  assertListingBackOffice,
  listingFeatureSlugs,
} from '#core/listings'
import type { ServiceContext } from '#core/shared'
import { signedInApiContext, allowedFirst } from '#web/api'
import { IdParam, dataOf, failure, jsonAnswer } from '../schemas'
import { createRouter } from '../router'
import { pathId } from '#web/ids'

const Listing = AdminListingViewSchema
const errors = {
  401: failure('Not signed in'),
  403: failure('Signed in without the permission'),
  404: failure('Unknown, malformed or another agency’s listing'),
  409: failure('The action is not allowed in the current status'),
  422: failure('Field errors'),
}
const one = (description: string) => jsonAnswer(dataOf(Listing), description)

/** A use case's listing as the API answers it: with its allowed actions and requirement flags. */
async function answerView(ctx: ServiceContext, row: Parameters<typeof adminListingView>[0]) {
  return adminListingView(row, {
    actions: allowedListingActions(ctx.actor, row),
    feature_slugs: await listingFeatureSlugs(ctx, row.id),
  })
}

/** A route about one listing by its id, answering that listing (with its actions) or an error. */
const oneListingRoute = <M extends 'get' | 'post' | 'delete'>(
  method: M,
  path: string,
  summary: string,
  answered: string,
) =>
  createRoute({
    method,
    path,
    tags: ['Back-office'],
    summary,
    request: { params: IdParam },
    responses: { 200: one(answered), ...errors },
  })

const readRoute = oneListingRoute(
  'get',
  '/admin/properties/{id}',
  'One listing with its allowed actions',
  'The listing',
)
const deleteRoute = oneListingRoute('delete', '/admin/properties/{id}', 'Soft delete (restorable)', 'Deleted')
const transitionRoute = (action: 'publish' | 'unpublish' | 'republish' | 'restore') =>
  oneListingRoute(
    'post',
    `/admin/properties/{id}/${action}`,
    `${action[0].toUpperCase()}${action.slice(1)} a listing`,
    'New status',
  )

/**
 * The listing form's one schema (core/listings/listing-admin.schemas.ts), named in the
 * document; the router's validator parses the body with it and the use case gets its output.
 */
const ListingDraftBody = ListingDraftSchema.meta({ id: 'AdminListingInput' })
const draftBody = { required: true, content: { 'application/json': { schema: ListingDraftBody } } } as const

/**
 * 401 signed out, 403 without back-office listing access for the action, before the input is
 * validated (a bad body would otherwise answer 422 first); the use case checks the listing's agency.
 */
const allowed = (action: 'read' | 'create' | 'update') =>
  allowedFirst((actor) => assertListingBackOffice(actor, action))

export const adminPropertiesApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/properties',
      tags: ['Back-office'],
      summary: 'Listings of the agencies the actor may read, with filters',
      middleware: [allowed('read')],
      request: { query: ListingFilterSchema },
      responses: {
        200: jsonAnswer(AdminListingPageSchema, '`{ data, meta: { total, page, per_page } }`'),
        ...errors,
      },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json(adminListingPageAnswer(await listListingsForAdmin(ctx, c.req.valid('query'))), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/properties',
      tags: ['Back-office'],
      summary: 'Create a draft (or save and publish)',
      middleware: [allowed('create')],
      request: { body: draftBody },
      responses: { 201: one('Created'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const row = await createListing(ctx, c.req.valid('json'))
      return c.json({ data: await answerView(ctx, row) }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/properties/{id}',
      tags: ['Back-office'],
      summary: 'Save changes (publish: true saves and publishes)',
      middleware: [allowed('update')],
      request: { params: IdParam, body: draftBody },
      responses: { 200: one('Saved'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const id = pathId('property', c.req.valid('param').id, 'errors.property_not_found')
      const row = await updateListing(ctx, id, c.req.valid('json'))
      return c.json({ data: await answerView(ctx, row) }, 200)
    },
  )

const listingId = (id: string) => pathId('property', id, 'errors.property_not_found')

adminPropertiesApi.openapi(readRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  const found = await getListingForAdmin(ctx, listingId(c.req.valid('param').id))
  const data = adminListingView(found.listing, {
    feature_ids: found.featureIds,
    feature_slugs: found.featureSlugs,
    photo_count: found.photoCount,
    actions: found.actions,
  })
  return c.json({ data }, 200)
})

adminPropertiesApi.openapi(deleteRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  const row = await deleteListing(ctx, { listingId: listingId(c.req.valid('param').id) })
  return c.json({ data: await answerView(ctx, row) }, 200)
})

const transitions = {
  publish: publishListing,
  unpublish: unpublishListing,
  republish: republishListing,
  restore: restoreListing,
} as const
for (const [action, run] of Object.entries(transitions)) {
  adminPropertiesApi.openapi(transitionRoute(action as keyof typeof transitions), async (c) => {
    const ctx = await signedInApiContext(c)
    const row = await run(ctx, { listingId: listingId(c.req.valid('param').id) })
    return c.json({ data: await answerView(ctx, row) }, 200)
  })
}
