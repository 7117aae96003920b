/**
 * A project's pictures as both doors answer them: a photo with the addresses of a listing photo
 * (`src`, the srcset widths and the 1200×630 sharing crop), and a unit type's floor plan.
 */
import { z } from 'zod'
import { photoUrls } from '#core/media'
import { encodeId, OpaqueIdSchema } from '#core/shared'
import type { ProjectPhotoRecord } from './project-photo.queries'

export const ProjectPhotoSchema = z
  .object({
    id: OpaqueIdSchema,
    width: z.number().int(),
    height: z.number().int(),
    url: z.string(),
    srcset: z.string().meta({ description: 'The WebP widths, as a listing photo’s' }),
    og_url: z.string().meta({ description: 'The 1200×630 JPEG for link previews' }),
  })
  .meta({ id: 'ProjectPhoto' })

export const FloorPlanSchema = z
  .object({ url: z.string(), srcset: z.string() })
  .nullable()
  .meta({ id: 'ProjectFloorPlan', description: 'The unit type’s floor plan image, or null' })

export function projectPhotoView(p: ProjectPhotoRecord): z.infer<typeof ProjectPhotoSchema> {
  const urls = photoUrls(p)
  return {
    id: encodeId('projectPhoto', p.id),
    width: p.width,
    height: p.height,
    url: urls.src,
    srcset: urls.srcset,
    og_url: urls.og,
  }
}

export function floorPlanView(u: {
  floorPlanPath: string | null
  floorPlanWidths: string | null
}): z.infer<typeof FloorPlanSchema> {
  if (!u.floorPlanPath) return null
  const urls = photoUrls({ storageKey: u.floorPlanPath, widths: u.floorPlanWidths })
  return { url: urls.src, srcset: urls.srcset }
}

/** A project's photos split into its gallery and each progress update's. */
export function projectAlbums(photos: ProjectPhotoRecord[]) {
  const gallery = photos.filter((p) => p.progressUpdateId === null)
  const byUpdate = new Map<number, ProjectPhotoRecord[]>()
  for (const p of photos)
    if (p.progressUpdateId !== null) byUpdate.set(p.progressUpdateId, [...(byUpdate.get(p.progressUpdateId) ?? []), p])
  return { gallery, byUpdate }
}
