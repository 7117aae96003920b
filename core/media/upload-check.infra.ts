/** The checks every photo upload passes before any image work (listings, projects). */
import { env } from '#config/env'
import { AppError } from '#core/shared'
import { checkImage } from './image-decode.infra'
import { PHOTO_RULES } from './image-pipeline.infra'

export interface UploadedFile {
  name: string
  bytes: Uint8Array
}

/**
 * Each file's size (413 beyond MAX_UPLOAD_BYTES), type by content and pixel count, before
 * anything is decoded: a batch with one refused file stores nothing. A 422 names the allowed
 * extensions or the limit, on the `photos` field unless another is given.
 */
export async function checkUploadedPhotos(files: UploadedFile[], field: string = PHOTO_RULES.field) {
  for (const file of files) {
    if (file.bytes.byteLength > env().MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
    await checkImage(file.bytes, { ...PHOTO_RULES, field })
  }
}
