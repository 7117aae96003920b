/**
 * /api/admin/properties/{id}/photos: upload (multipart, field `photos`, one or more files),
 * list, reorder, choose the cover, delete. Type by content; 413 beyond MAX_UPLOAD_BYTES.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { env } from '#config/env'
import {
  AdminPhotoListSchema,
  adminPhotoListView,
  deleteListingPhoto,
  listListingPhotos,
  maxPhotos,
  PhotoOrderSchema,
  reorderListingPhotos,
  setListingCover,
  uploadListingPhotos,
  assertListingBackOffice,
} from '#core/listings'
import { AppError } from '#core/shared'
import { signedInApiContext, allowedFirst, uploadForm, uploadedFiles } from '#web/api'
import { IdParam, OpaqueId, failure, jsonAnswer, jsonBody } from '../schemas'
import { createRouter } from '../router'
import { pathId } from '#web/ids'

const list = (description: string) => jsonAnswer(AdminPhotoListSchema, description)
const err = failure
const UPLOAD = {
  type: 'object' as const,
  properties: { photos: { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } } },
}
const PhotoParam = z.object({ id: OpaqueId, photoId: OpaqueId })

const listRoute = createRoute({
  method: 'get',
  path: '/admin/properties/{id}/photos',
  tags: ['Back-office'],
  summary: 'The listing’s photos in order (the first is the cover)',
  request: { params: IdParam },
  responses: { 200: list('Photos'), 403: err('Not allowed'), 404: err('Unknown listing') },
})

const uploadRoute = createRoute({
  method: 'post',
  path: '/admin/properties/{id}/photos',
  tags: ['Back-office'],
  summary: 'Upload photos (multipart, field `photos`)',
  middleware: [
    async (c, next) => {
      // Up to the photo limit of files at the per-file size, plus multipart overhead.
      const limit = env().MAX_UPLOAD_BYTES * Math.min(maxPhotos(), 10) + 64 * 1024
      return bodyLimit({
        maxSize: limit,
        onError: () => {
          throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
        },
      })(c, next)
    },
  ] as const,
  request: {
    params: IdParam,
    // A plain schema: the handler reads the multipart body itself (uploadForm), under the size limit.
    body: { content: { 'multipart/form-data': { schema: UPLOAD } } },
  },
  responses: {
    201: list('Uploaded; the whole list'),
    403: err('Not allowed'),
    404: err('Unknown listing'),
    413: err('File too large'),
    422: err('Wrong type or too many photos'),
  },
})

const coverRoute = createRoute({
  method: 'post',
  path: '/admin/properties/{id}/photos/{photoId}/cover',
  tags: ['Back-office'],
  summary: 'Make a photo the cover',
  request: { params: PhotoParam },
  responses: { 200: list('New order'), 404: err('Unknown photo') },
})

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/properties/{id}/photos/{photoId}',
  tags: ['Back-office'],
  summary: 'Delete a photo',
  request: { params: PhotoParam },
  responses: {
    200: list('Remaining photos'),
    404: err('Unknown photo'),
    422: err('A published listing keeps one photo'),
  },
})

export const adminPhotosApi = createRouter().openapi(
  createRoute({
    method: 'put',
    path: '/admin/properties/{id}/photos/order',
    tags: ['Back-office'],
    summary: 'Reorder: every photo id once',
    // 401/403 before the body is validated; the use case checks the listing's agency.
    middleware: [allowedFirst((actor) => assertListingBackOffice(actor, 'photos'))],
    request: {
      params: IdParam,
      ...jsonBody(PhotoOrderSchema),
    },
    responses: { 200: list('New order'), 422: err('Not every photo once') },
  }),
  async (c) => {
    const ctx = await signedInApiContext(c)
    const listingId = pathId('property', c.req.valid('param').id, 'errors.property_not_found')
    const { photo_ids } = c.req.valid('json')
    const photos = await reorderListingPhotos(ctx, { listingId, photoIds: photo_ids })
    return c.json(adminPhotoListView(photos), 200)
  },
)

const photoId = (c: Context) => pathId('photo', c.req.param('photoId'), 'errors.not_found')
const respond = (c: Context, photos: Parameters<typeof adminPhotoListView>[0]) =>
  c.json(adminPhotoListView(photos), 200)

adminPhotosApi.openapi(listRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  return respond(
    c,
    await listListingPhotos(ctx, { listingId: pathId('property', c.req.param('id'), 'errors.property_not_found') }),
  )
})

adminPhotosApi.openapi(uploadRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  const listingId = pathId('property', c.req.param('id'), 'errors.property_not_found')
  const files = await uploadedFiles(await uploadForm(c), 'photos')
  await uploadListingPhotos(ctx, { listingId, files })
  return c.json(adminPhotoListView(await listListingPhotos(ctx, { listingId })), 201)
})

adminPhotosApi.openapi(coverRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  return respond(
    c,
    await setListingCover(ctx, {
      listingId: pathId('property', c.req.param('id'), 'errors.property_not_found'),
      photoId: photoId(c),
    }),
  )
})

adminPhotosApi.openapi(deleteRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  const listingId = pathId('property', c.req.param('id'), 'errors.property_not_found')
  await deleteListingPhoto(ctx, { listingId, photoId: photoId(c) })
  return respond(c, await listListingPhotos(ctx, { listingId }))
})
