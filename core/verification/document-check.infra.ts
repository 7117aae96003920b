/**
 * A paper's type is decided by its bytes (file-type), never by its name or the type the browser
 * claimed: a PDF, or a photo or scan (JPEG, PNG, WebP). Beyond MAX_UPLOAD_BYTES a 413.
 */
import { fileTypeFromBuffer } from 'file-type'
import { env } from '#config/env'
import type { UploadedFile } from '#core/media'
import { AppError, validationError } from '#core/shared'
import { DOCUMENT_TYPES } from './verification.constants'

export interface CheckedDocument {
  bytes: Uint8Array
  ext: string
  contentType: string
}

export async function checkDocument(file: UploadedFile | undefined, field: string): Promise<CheckedDocument> {
  if (!file || file.bytes.byteLength === 0) throw validationError({ [field]: [{ key: 'validation.required' }] })
  if (file.bytes.byteLength > env().MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
  const type = await fileTypeFromBuffer(file.bytes)
  if (!type || !(DOCUMENT_TYPES as readonly string[]).includes(type.ext))
    throw validationError({
      [field]: [{ key: 'validation.file_type', params: { extensions: DOCUMENT_TYPES.join(', ') } }],
    })
  return { bytes: file.bytes, ext: type.ext, contentType: type.mime }
}
