import { type ServiceContext, notFound, validationError } from '#core/shared'
import { deleteProjectPhotoRecord, listAllProjectPhotos, setProjectPhotoPosition } from './project-photo.queries'
import { dropStoredImages, loadEditableProject } from './project-photo.service'
import { recordProjectAudit } from './project-status.service'

/**
 * Deletes a photo of the gallery or of a progress update, and its files. A published project
 * keeps at least one gallery photo (the publish rule): removing the last one is a 422.
 */
export async function deleteProjectPhoto(ctx: ServiceContext, input: { projectId: number; photoId: number }) {
  const { project, removed } = await ctx.db.transaction(async (tx) => {
    const project = await loadEditableProject(tx, ctx, input.projectId, true)
    const photos = await listAllProjectPhotos(tx, project.id)
    const photo = photos.find((p) => p.id === input.photoId)
    if (!photo) throw notFound()
    const album = photos.filter((p) => p.progressUpdateId === photo.progressUpdateId)
    if (project.status === 'published' && photo.progressUpdateId === null && album.length === 1)
      throw validationError({ photos: [{ key: 'validation.photos_min' }] })
    const removed = await deleteProjectPhotoRecord(tx, project.id, photo.id)
    for (const [position, p] of album.filter((p) => p.id !== photo.id).entries())
      if (p.position !== position) await setProjectPhotoPosition(tx, project.id, p.id, position)
    await recordProjectAudit(tx, ctx.actor, 'project.photo_delete', project, { photo_id: photo.id })
    return { project, removed }
  })
  await dropStoredImages(project.id, [removed?.storageKey ?? null])
  return project
}
