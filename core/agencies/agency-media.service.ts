/**
 * Agency images (logo, banner, adviser photos): the type is decided from the bytes, never
 * the name; the image is re-encoded by sharp (which drops EXIF, e.g. GPS position) to WebP
 * and stored through the media storage (local disk or S3-compatible).
 */
import { randomBytes } from 'node:crypto'
import { decodeImage, mediaStorage } from '#core/media'
import { AppError } from '#core/shared'

export const AGENCY_IMAGE_TYPES = ['jpg', 'png', 'webp', 'avif'] as const
export const AGENCY_IMAGE_MAX_BYTES = 8 * 1024 * 1024

export type AgencyImageKind = 'logo' | 'banner' | 'adviser'

const SHAPES: Record<AgencyImageKind, { width: number; height: number; fit: 'inside' | 'cover' }> = {
  // A logo keeps its proportions and transparency; the header shows it 44 px high.
  logo: { width: 480, height: 240, fit: 'inside' },
  banner: { width: 1600, height: 480, fit: 'cover' },
  adviser: { width: 320, height: 320, fit: 'cover' },
}

/** The form field and multipart part an agency image arrives in, through the page and the API alike. */
export const AGENCY_IMAGE_FIELD = 'file'

/**
 * Stores an uploaded agency image; returns its media key ("agencies/12/logo-ab12cd.webp").
 * A refusal names the upload's field, so the form shows it at the file input.
 */
export async function storeAgencyImage(customerId: number, kind: AgencyImageKind, bytes: Uint8Array): Promise<string> {
  const field = AGENCY_IMAGE_FIELD
  if (bytes.byteLength > AGENCY_IMAGE_MAX_BYTES) throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
  const shape = SHAPES[kind]
  // The shared decoder checks the type by content and bounds pixels and concurrent decodes.
  const output = await decodeImage(bytes, { field, types: AGENCY_IMAGE_TYPES }, (image) =>
    image
      .rotate()
      .resize(shape.width, shape.height, { fit: shape.fit, withoutEnlargement: shape.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer(),
  )
  const key = `agencies/${customerId}/${kind}-${randomBytes(6).toString('hex')}.webp`
  await mediaStorage().put(key, output, 'image/webp')
  return key
}

/** Removes an image this module stored (seeded or external files are left alone). */
export async function removeAgencyImage(key: string | null | undefined): Promise<void> {
  if (!key || !/^agencies\/\d+\/(logo|banner|adviser)-[0-9a-f]{12}\.webp$/.test(key)) return
  await mediaStorage()
    .delete(key)
    .catch(() => undefined)
}
