import type { UploadedFile } from '#core/media'
import { type ServiceContext, notFound } from '#core/shared'
import { findProgressUpdate, insertProjectPhotos, listAlbumPhotos, nextAlbumPosition } from './project-photo.queries'
import {
  dropStoredImages,
  loadEditableProject,
  maxProjectPhotos,
  storeProjectImages,
  tooManyPhotos,
} from './project-photo.service'
import { recordProjectAudit } from './project-status.service'

/**
 * Adds photos at the end of the project's gallery (the first becomes its cover), or of one of
 * its progress updates when `progressUpdateId` is given. Refused batches store nothing.
 */
export async function uploadProjectPhotos(
  ctx: ServiceContext,
  input: { projectId: number; progressUpdateId?: number | null; files: UploadedFile[] },
) {
  const updateId = input.progressUpdateId ?? null
  const limit = maxProjectPhotos()
  // Cheap checks first: access, the update, the limit as it stands.
  const project = await loadEditableProject(ctx.db, ctx, input.projectId)
  if (updateId !== null && !(await findProgressUpdate(ctx.db, project.id, updateId))) throw notFound()
  if (input.files.length > limit) throw tooManyPhotos(limit)
  if ((await listAlbumPhotos(ctx.db, project.id, updateId)).length + input.files.length > limit)
    throw tooManyPhotos(limit)
  const stored = await storeProjectImages(project.id, input.files)
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await loadEditableProject(tx, ctx, input.projectId, true)
      if ((await listAlbumPhotos(tx, locked.id, updateId)).length + stored.length > limit) throw tooManyPhotos(limit)
      const start = await nextAlbumPosition(tx, locked.id, updateId)
      const rows = await insertProjectPhotos(
        tx,
        stored.map((s, i) => ({
          projectId: locked.id,
          progressUpdateId: updateId,
          position: start + i,
          storageKey: s.key,
          width: s.width,
          height: s.height,
          widths: s.widths.join(','),
        })),
      )
      await recordProjectAudit(tx, ctx.actor, 'project.photo_upload', locked, {
        photo_ids: rows.map((r) => r.id),
        progress_update_id: updateId,
      })
      return locked
    })
  } catch (error) {
    await dropStoredImages(
      project.id,
      stored.map((s) => s.key),
    )
    throw error
  }
}
