/**
 * A project's brochure (one PDF): uploaded in the multipart field `brochure`, its type decided by
 * the bytes (file-type), never by the name; stored as is in the media storage under the project
 * ("projects/12/3f9a1c0b7d2e.pdf"), the previous file removed once the row points to the new one.
 * Beyond MAX_UPLOAD_BYTES a 413 (as any upload); not a PDF, or no file, a 422 on `brochure`.
 */
import { fileTypeFromBuffer } from 'file-type'
import { mediaStorage, type UploadedFile } from '#core/media'
import { type ServiceContext, validationError } from '#core/shared'
import { updateProjectRecord } from './project-admin.queries'
import { dropStoredImages, loadEditableProject, newProjectMediaKey } from './project-photo.service'
import { recordProjectAudit } from './project-status.service'

/** The multipart field a brochure is uploaded in. */
export const BROCHURE_FIELD = 'brochure'

async function checkBrochure(file: UploadedFile | null) {
  if (!file) throw validationError({ [BROCHURE_FIELD]: [{ key: 'validation.required' }] })
  const type = await fileTypeFromBuffer(file.bytes)
  if (type?.ext !== 'pdf')
    throw validationError({ [BROCHURE_FIELD]: [{ key: 'validation.file_type', params: { extensions: 'pdf' } }] })
}

/** Sets (or replaces) the project's brochure; answers the project as saved. */
export async function uploadProjectBrochure(
  ctx: ServiceContext,
  input: { projectId: number; file: UploadedFile | null },
) {
  const project = await loadEditableProject(ctx.db, ctx, input.projectId)
  await checkBrochure(input.file)
  const key = `${newProjectMediaKey(project.id)}.pdf`
  await mediaStorage().put(key, input.file!.bytes, 'application/pdf')
  try {
    const { previous, saved } = await ctx.db.transaction(async (tx) => {
      const locked = await loadEditableProject(tx, ctx, input.projectId, true)
      const saved = await updateProjectRecord(tx, locked.id, { brochurePath: key })
      await recordProjectAudit(tx, ctx.actor, 'project.brochure', locked, { replaced: !!locked.brochurePath })
      return { previous: locked.brochurePath, saved }
    })
    await dropStoredImages(project.id, [previous])
    return saved
  } catch (error) {
    await dropStoredImages(project.id, [key])
    throw error
  }
}

/** Removes the project's brochure and its file (nothing to remove is not an error). */
export async function deleteProjectBrochure(ctx: ServiceContext, input: { projectId: number }) {
  const { previous, saved } = await ctx.db.transaction(async (tx) => {
    const locked = await loadEditableProject(tx, ctx, input.projectId, true)
    if (!locked.brochurePath) return { previous: null, saved: locked }
    const saved = await updateProjectRecord(tx, locked.id, { brochurePath: null })
    await recordProjectAudit(tx, ctx.actor, 'project.brochure_delete', locked, {})
    return { previous: locked.brochurePath, saved }
  })
  await dropStoredImages(saved.id, [previous])
  return saved
}
