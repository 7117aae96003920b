/**
 * A project's pictures, in the design of listing photos (server/api/admin/photos.api.ts):
 * multipart uploads (field `photos`, several files; `floor_plan` for a unit type's plan), type
 * by content, 413 beyond MAX_UPLOAD_BYTES a file (request-guards.ts bounds the whole body),
 * 422 for a wrong type or too many. Each answers the whole project, as the other project routes.
 * The brochure is one PDF (`brochure`, type by content) and can be removed.
 * Progress photos are uploaded to the update once posted (`/progress/{progressId}/photos`), so
 * the progress route stays JSON.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  adminProjectAnswer,
  AdminProjectViewSchema,
  assertProjectBackOffice,
  BROCHURE_FIELD,
  deleteProjectBrochure,
  deleteProjectPhoto,
  FLOOR_PLAN_FIELD,
  PROJECT_NOT_FOUND_KEY,
  ProjectPhotoOrderSchema,
  reorderProjectPhotos,
  uploadFloorPlan,
  uploadProjectBrochure,
  uploadProjectPhotos,
} from '#core/projects'
import { allowedFirst, signedInApiContext, uploadedFiles, uploadForm } from '#web/api'
import type { SignedInContext } from '#web/context'
import { pathId } from '#web/ids'
import { failure, OpaqueId } from '../schemas'
import { createRouter } from '../router'

const errors = {
  401: failure('Not signed in'),
  403: failure('Signed in without the permission'),
  404: failure('Unknown, malformed or another builder’s project (or photo, update, unit type)'),
  409: failure('The project is deleted (restore it first)'),
  422: failure('Wrong type (a brochure is a PDF), too many photos, or a published project’s last photo'),
}
const one = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: AdminProjectViewSchema }) } },
})
const upload = (field: string, many: boolean) => ({
  // A plain schema: the handler reads the multipart body itself (uploadForm), under the size limit.
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: {
          [field]: many
            ? { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } }
            : { type: 'string' as const, format: 'binary' },
        },
      },
    },
  },
})
const projectId = (id: string) => pathId('project', id, PROJECT_NOT_FOUND_KEY)
const allowed = allowedFirst((actor) => assertProjectBackOffice(actor, 'update'))
const route = (method: 'post' | 'put' | 'delete', path: string, summary: string) => ({
  method,
  path: `/admin/projects/{id}${path}`,
  tags: ['Back-office'],
  summary,
  middleware: [allowed],
})
const answer = async (ctx: SignedInContext, project: Parameters<typeof adminProjectAnswer>[1]) => ({
  data: await adminProjectAnswer(ctx, project),
})

export const adminProjectPhotosApi = createRouter()
  .openapi(
    createRoute({
      ...route('post', '/photos', 'Upload gallery photos (multipart, field `photos`); the first is the cover'),
      request: { params: z.object({ id: OpaqueId }), body: upload('photos', true) },
      responses: { 201: one('Uploaded; the whole project'), 413: failure('File too large'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const files = await uploadedFiles(await uploadForm(c), 'photos')
      const project = await uploadProjectPhotos(ctx, { projectId: projectId(c.req.valid('param').id), files })
      return c.json(await answer(ctx, project), 201)
    },
  )
  .openapi(
    createRoute({
      ...route('put', '/photos/order', 'Reorder the gallery: every photo id once'),
      request: {
        params: z.object({ id: OpaqueId }),
        body: { required: true, content: { 'application/json': { schema: ProjectPhotoOrderSchema } } },
      },
      responses: { 200: one('New order'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const { photo_ids } = c.req.valid('json')
      const project = await reorderProjectPhotos(ctx, {
        projectId: projectId(c.req.valid('param').id),
        photoIds: photo_ids,
      })
      return c.json(await answer(ctx, project), 200)
    },
  )
  .openapi(
    createRoute({
      ...route('delete', '/photos/{photoId}', 'Delete a photo (of the gallery or a progress update)'),
      request: { params: z.object({ id: OpaqueId, photoId: OpaqueId }) },
      responses: { 200: one('Deleted'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const { id, photoId } = c.req.valid('param')
      const project = await deleteProjectPhoto(ctx, {
        projectId: projectId(id),
        photoId: pathId('projectPhoto', photoId),
      })
      return c.json(await answer(ctx, project), 200)
    },
  )
  .openapi(
    createRoute({
      ...route('post', '/progress/{progressId}/photos', 'Upload photos of a progress update (multipart, `photos`)'),
      request: { params: z.object({ id: OpaqueId, progressId: OpaqueId }), body: upload('photos', true) },
      responses: { 201: one('Uploaded; the whole project'), 413: failure('File too large'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const { id, progressId } = c.req.valid('param')
      const files = await uploadedFiles(await uploadForm(c), 'photos')
      const project = await uploadProjectPhotos(ctx, {
        projectId: projectId(id),
        progressUpdateId: pathId('projectProgress', progressId),
        files,
      })
      return c.json(await answer(ctx, project), 201)
    },
  )
  .openapi(
    createRoute({
      ...route('post', '/unit-types/{unitTypeId}/floor-plan', 'Set a unit type’s floor plan (multipart, `floor_plan`)'),
      request: { params: z.object({ id: OpaqueId, unitTypeId: OpaqueId }), body: upload(FLOOR_PLAN_FIELD, false) },
      responses: { 200: one('Saved; the whole project'), 413: failure('File too large'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const { id, unitTypeId } = c.req.valid('param')
      const [file] = await uploadedFiles(await uploadForm(c), FLOOR_PLAN_FIELD)
      const project = await uploadFloorPlan(ctx, {
        projectId: projectId(id),
        unitTypeId: pathId('projectUnitType', unitTypeId),
        file: file ?? null,
      })
      return c.json(await answer(ctx, project), 200)
    },
  )

// The brochure's routes, added apart: one chain with every route is a type too complex for the compiler.
adminProjectPhotosApi
  .openapi(
    createRoute({
      ...route('post', '/brochure', 'Set the project’s brochure PDF (multipart, `brochure`; replaces the previous)'),
      request: { params: z.object({ id: OpaqueId }), body: upload(BROCHURE_FIELD, false) },
      responses: { 200: one('Saved; the whole project'), 413: failure('File too large'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const [file] = await uploadedFiles(await uploadForm(c), BROCHURE_FIELD)
      const project = await uploadProjectBrochure(ctx, {
        projectId: projectId(c.req.valid('param').id),
        file: file ?? null,
      })
      return c.json(await answer(ctx, project), 200)
    },
  )
  .openapi(
    createRoute({
      ...route('delete', '/brochure', 'Remove the project’s brochure'),
      request: { params: z.object({ id: OpaqueId }) },
      responses: { 200: one('Removed (or there was none); the whole project'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const project = await deleteProjectBrochure(ctx, { projectId: projectId(c.req.valid('param').id) })
      return c.json(await answer(ctx, project), 200)
    },
  )
