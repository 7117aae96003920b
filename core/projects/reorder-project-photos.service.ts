import { type ServiceContext, validationError } from '#core/shared'
import { listAlbumPhotos, setProjectPhotoPosition } from './project-photo.queries'
import { loadEditableProject } from './project-photo.service'
import { recordProjectAudit } from './project-status.service'

/** Puts the gallery in the given order (every gallery photo once; the first is the cover). */
export async function reorderProjectPhotos(ctx: ServiceContext, input: { projectId: number; photoIds: number[] }) {
  return ctx.db.transaction(async (tx) => {
    const project = await loadEditableProject(tx, ctx, input.projectId, true)
    const photos = await listAlbumPhotos(tx, project.id, null)
    const ids = new Set(photos.map((p) => p.id))
    if (
      input.photoIds.length !== photos.length ||
      new Set(input.photoIds).size !== photos.length ||
      input.photoIds.some((id) => !ids.has(id))
    )
      throw validationError({ photo_ids: [{ key: 'validation.invalid' }] })
    for (const [position, id] of input.photoIds.entries()) await setProjectPhotoPosition(tx, project.id, id, position)
    await recordProjectAudit(tx, ctx.actor, 'project.photo_reorder', project, { photo_ids: input.photoIds })
    return project
  })
}
