/**
 * /api/account/listings: an owner publishes their own home (issue 33). Any signed-in person may
 * create listings here; they belong to the person's owner record and nobody else sees them
 * before staff approve them. 401 signed out, 404 for another person's or an unknown listing,
 * 409 for an action the status does not allow or beyond the limit, 422 with field errors
 * (publishing without a confirmed mobile: an error on `phone`).
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { env } from '#config/env'
import {
  AdminPhotoListSchema,
  adminPhotoListView,
  CloseListingSchema,
  closeOwnListing,
  createOwnListing,
  deleteListingPhoto,
  getOwnListing,
  listingFeatureSlugs,
  listOwnListingPhotos,
  listOwnListings,
  maxPhotos,
  OwnerListingDraftSchema,
  OwnerListingPatchSchema,
  OwnerListingRowSchema,
  OwnerListingSchema,
  ownerListingRowView,
  ownerListingView,
  ownerPhotoGate,
  pauseOwnListing,
  PhotoOrderSchema,
  publishOwnListing,
  reorderListingPhotos,
  updateOwnListing,
  uploadListingPhotos,
} from '#core/listings'
import { AppError, type ServiceContext } from '#core/shared'
import { signedInApiContext, uploadForm, uploadedFiles } from '#web/api'
import { pathId } from '#web/ids'
import { IdParam, OpaqueId, dataOf, failure, jsonAnswer, jsonBody, listOf } from './schemas'
import { createRouter } from './router'

const errors = {
  401: failure('Not signed in'),
  404: failure('Unknown listing or another person’s'),
  409: failure('Not allowed in the current status, or beyond the limit of live listings'),
  422: failure('Field errors'),
}
const one = (description: string) => jsonAnswer(dataOf(OwnerListingSchema), description)
const photos = (description: string) => jsonAnswer(AdminPhotoListSchema, description)
const StatusAnswer = z.object({ data: z.object({ status: z.string() }) }).meta({ id: 'OwnerListingStatus' })
const listingId = (c: Context) => pathId('property', c.req.param('id'), 'errors.property_not_found')

async function answer(ctx: ServiceContext, row: Awaited<ReturnType<typeof getOwnListing>>) {
  return { data: ownerListingView(row, await listingFeatureSlugs(ctx, row.id)) }
}

const SECURITY: { bearer: string[] }[] = [{ bearer: [] }]
const route = <M extends 'get' | 'post' | 'patch' | 'put' | 'delete'>(method: M, path: string, summary: string) => ({
  method,
  path: `/account/listings${path}`,
  tags: ['account'],
  security: SECURITY,
  summary,
})

const statusRoute = (action: 'publish' | 'pause', summary: string) =>
  createRoute({
    ...route('post', `/{id}/${action}`, summary),
    request: { params: IdParam },
    responses: { 200: jsonAnswer(StatusAnswer, '`{ data: { status } }`'), ...errors },
  })

export const accountListingsApi = createRouter()
  .openapi(
    createRoute({
      ...route('get', '', 'My listings with their status, views and contacts'),
      responses: { 200: jsonAnswer(listOf(OwnerListingRowSchema), 'My listings, newest first'), 401: errors[401] },
    }),
    async (c) => {
      const rows = await listOwnListings(await signedInApiContext(c))
      return c.json({ data: rows.map(ownerListingRowView) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route('post', '', 'A new listing of mine, as a draft (the listing fields of the admin API)'),
      request: jsonBody(OwnerListingDraftSchema),
      responses: { 201: one('Created'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json(await answer(ctx, await createOwnListing(ctx, c.req.valid('json'))), 201)
    },
  )
  .openapi(
    createRoute({
      ...route('get', '/{id}', 'One of my listings'),
      request: { params: IdParam },
      responses: { 200: one('The listing'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json(await answer(ctx, await getOwnListing(ctx, listingId(c))), 200)
    },
  )
  .openapi(
    createRoute({
      ...route('patch', '/{id}', 'Change some fields of my listing (a public one is checked again for fraud signals)'),
      request: { params: IdParam, ...jsonBody(OwnerListingPatchSchema) },
      responses: { 200: one('Saved'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json(await answer(ctx, await updateOwnListing(ctx, listingId(c), c.req.valid('json'))), 200)
    },
  )
  .openapi(
    statusRoute(
      'publish',
      'Publish: `in_review` while staff check it (always the first time), `published` when it is public at once',
    ),
    async (c) => {
      const row = await publishOwnListing(await signedInApiContext(c), listingId(c))
      return c.json({ data: { status: row.status } }, 200)
    },
  )
  .openapi(statusRoute('pause', 'Hide my public listing for a while'), async (c) => {
    const row = await pauseOwnListing(await signedInApiContext(c), listingId(c))
    return c.json({ data: { status: row.status } }, 200)
  })
  .openapi(
    createRoute({
      ...route('post', '/{id}/close', 'Mark my listing rented or sold (`as`: rented | sold)'),
      request: { params: IdParam, ...jsonBody(CloseListingSchema) },
      responses: { 200: jsonAnswer(StatusAnswer, '`{ data: { status } }`'), ...errors },
    }),
    async (c) => {
      const row = await closeOwnListing(await signedInApiContext(c), listingId(c), c.req.valid('json'))
      return c.json({ data: { status: row.status } }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route('get', '/{id}/photos', 'The photos of my listing in order (the first is the cover)'),
      request: { params: IdParam },
      responses: { 200: photos('Photos'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json(adminPhotoListView(await listOwnListingPhotos(ctx, listingId(c))), 200)
    },
  )
  .openapi(
    createRoute({
      ...route('post', '/{id}/photos', 'Add photos (multipart, field `photos`; checked by content)'),
      middleware: [
        async (c, next) =>
          bodyLimit({
            maxSize: env().MAX_UPLOAD_BYTES * Math.min(maxPhotos(), 10) + 64 * 1024,
            onError: () => {
              throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
            },
          })(c, next),
      ] as const,
      request: {
        params: IdParam,
        body: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object' as const,
                properties: {
                  photos: { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } },
                },
              },
            },
          },
        },
      },
      responses: { 201: photos('Uploaded; the whole list'), 413: failure('File too large'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const id = listingId(c)
      const files = await uploadedFiles(await uploadForm(c), 'photos')
      await uploadListingPhotos(ctx, { listingId: id, files }, ownerPhotoGate)
      return c.json(adminPhotoListView(await listOwnListingPhotos(ctx, id)), 201)
    },
  )
  .openapi(
    createRoute({
      ...route('put', '/{id}/photos/order', 'Reorder my photos: every photo id once, the cover first'),
      request: { params: IdParam, ...jsonBody(PhotoOrderSchema) },
      responses: { 200: photos('New order'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const photoIds = c.req.valid('json').photo_ids
      return c.json(
        adminPhotoListView(await reorderListingPhotos(ctx, { listingId: listingId(c), photoIds }, ownerPhotoGate)),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      ...route('delete', '/{id}/photos/{photoId}', 'Remove a photo (a public listing keeps one)'),
      request: { params: z.object({ id: OpaqueId, photoId: OpaqueId }) },
      responses: { 200: photos('Remaining photos'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const id = listingId(c)
      const photoId = pathId('photo', c.req.param('photoId'), 'errors.not_found')
      await deleteListingPhoto(ctx, { listingId: id, photoId }, ownerPhotoGate)
      return c.json(adminPhotoListView(await listOwnListingPhotos(ctx, id)), 200)
    },
  )
