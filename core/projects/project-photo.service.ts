/**
 * What the project photo use cases share (gallery, progress updates, floor plans): the gate
 * that loads an editable project, and the image work done before a transaction, in the design
 * of listing photos (core/listings/photo.service.ts): type by content, the same size limit and
 * pipeline (WebP widths + the sharing crop, EXIF dropped), files removed when the rows fail.
 */
import { randomBytes } from 'node:crypto'
import { env } from '#config/env'
import { checkUploadedPhotos, mediaStorage, processPhoto, type UploadedFile } from '#core/media'
import { type ServiceContext, AppError, validationError } from '#core/shared'
import type { Executor } from '#db/client'
import { canEditProject } from './project-status.rules'
import { loadProjectForAction } from './project-status.service'

export interface StoredImage {
  key: string
  width: number
  height: number
  widths: number[]
}

/** The most photos a project's gallery, or one progress update, may have (as a listing). */
export function maxProjectPhotos(): number {
  return env().MAX_PHOTOS_PER_PROPERTY
}

export function tooManyPhotos(limit = maxProjectPhotos()) {
  return validationError({ photos: [{ key: 'validation.photos_max', params: { limit } }] })
}

/** The project, when the actor may change it and its status allows edits (404/403/409 otherwise). */
export async function loadEditableProject(db: Executor, ctx: ServiceContext, projectId: number, lock = false) {
  const project = await loadProjectForAction(db, ctx.actor, projectId, 'update', lock)
  if (!canEditProject(project.status)) throw new AppError('CONFLICT', { key: 'projects.transition_not_allowed' })
  return project
}

/** A fresh storage key under the project ("projects/12/3f9a1c0b7d2e"). */
export function newProjectMediaKey(projectId: number): string {
  return `projects/${projectId}/${randomBytes(6).toString('hex')}`
}

/** Checks every file (413/422 before any decode), then stores each through the photo pipeline. */
export async function storeProjectImages(projectId: number, files: UploadedFile[], field = 'photos') {
  if (!files.length) throw validationError({ [field]: [{ key: 'validation.required' }] })
  await checkUploadedPhotos(files, field)
  const storage = mediaStorage()
  const stored: StoredImage[] = []
  try {
    for (const file of files) {
      const key = newProjectMediaKey(projectId)
      stored.push({ key, ...(await processPhoto(file.bytes, key, { storage })) })
    }
  } catch (error) {
    await dropStoredImages(
      projectId,
      stored.map((s) => s.key),
    )
    throw error
  }
  return stored
}

/** Removes stored files; only a project's own uploads (demo projects share a pool of pictures). */
export async function dropStoredImages(projectId: number, keys: (string | null)[]) {
  const storage = mediaStorage()
  await Promise.all(
    keys
      .filter((key): key is string => !!key && key.startsWith(`projects/${projectId}/`))
      .map((key) => storage.delete(key).catch(() => undefined)),
  )
}
