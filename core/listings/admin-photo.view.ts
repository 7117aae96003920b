/**
 * A listing's photos as /api/admin/properties/{id}/photos answers them, in order (the first
 * is the cover), with the most a listing may have: the schemas document the answer (OpenAPI
 * `AdminPhoto`) and `adminPhotoListView` shapes it from the photo use cases' records.
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema } from '#core/shared'
import { maxPhotos, type withUrls } from './photo.service'

type PhotoWithUrls = ReturnType<typeof withUrls>

const AdminPhotoSchema = z
  .object({
    id: OpaqueIdSchema,
    position: z.number(),
    is_cover: z.boolean(),
    width: z.number().int(),
    height: z.number().int(),
    url: z.string(),
    srcset: z.string(),
    og_url: z.string(),
  })
  .meta({ id: 'AdminPhoto' })

export const AdminPhotoListSchema = z.object({ data: z.array(AdminPhotoSchema), meta: z.object({ max: z.number() }) })

function adminPhotoView(p: PhotoWithUrls, index: number): z.infer<typeof AdminPhotoSchema> {
  return {
    id: encodeId('photo', p.id),
    position: index,
    is_cover: index === 0,
    width: p.width,
    height: p.height,
    url: p.urls.src,
    srcset: p.urls.srcset,
    og_url: p.urls.og,
  }
}

export function adminPhotoListView(photos: PhotoWithUrls[]): z.infer<typeof AdminPhotoListSchema> {
  return { data: photos.map(adminPhotoView), meta: { max: maxPhotos() } }
}
