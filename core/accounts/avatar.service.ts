/**
 * Profile photos: the type is checked from the bytes (not the name), the image is cropped
 * to a 256 px square WebP (which also drops EXIF data such as GPS position) and stored
 * under DATA_DIR/media/avatars, served at /media/avatars/….
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { env } from '#config/env'
import { decodeImage } from '#core/media'
import { AppError } from '#core/shared'

export const AVATAR_TYPES = ['jpg', 'png', 'webp', 'avif', 'gif'] as const
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_SIZE = 256

export async function storeAvatar(userId: number, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
  // The shared decoder checks the type by content and bounds pixels and concurrent decodes.
  const output = await decodeImage(bytes, { field: 'photo', types: AVATAR_TYPES }, (image) =>
    image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  )
  const relative = `avatars/${userId}-${randomBytes(6).toString('hex')}.webp`
  const file = path.join(env().DATA_DIR_ABS, 'media', relative)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, output)
  return relative
}

/** Removes a replaced avatar file; a missing file is fine. */
export async function removeAvatar(relative: string | null | undefined) {
  if (!relative || !/^avatars\/[\w-]+\.webp$/.test(relative)) return
  await fs.rm(path.join(env().DATA_DIR_ABS, 'media', relative), { force: true })
}
