/**
 * Listing photos: every upload (and every demo picture) becomes WebP files at a few
 * widths for srcset plus a 1200×630 JPEG for link previews (WhatsApp, Facebook), all
 * auto-rotated and without EXIF (sharp drops metadata unless asked to keep it).
 * Files: `{key}-{width}.webp` and `{key}-og.jpg` (see property_photos.storage_key).
 */
import { randomBytes } from 'node:crypto'
import sharp, { type OutputInfo } from 'sharp'
import { validationError } from '../shared/errors'
import { mediaStorage, type MediaStorage } from './storage'

export const PHOTO_WIDTHS = [480, 800, 1200] as const
export const OG_SIZE = { width: 1200, height: 630 } as const
/** Width used for `src` when the browser ignores srcset. */
const DEFAULT_SRC_WIDTH = 800

export interface ProcessedPhoto {
  /** Size of the largest stored rendition (after auto-rotation). */
  width: number
  height: number
  /** Widths stored, ascending (a small original is never enlarged beyond one rendition). */
  widths: number[]
}

/** Decoded pixels (e.g. a rendered drawing), to skip an encode/decode round trip. */
export interface RawImage {
  data: Buffer
  width: number
  height: number
  channels: 1 | 2 | 3 | 4
}

export interface ProcessOptions {
  storage?: MediaStorage
  /** WebP/JPEG quality (default 80). */
  quality?: number
  /** sharp's encoder effort 0–6 (default 4); the demo generator trades size for speed. */
  effort?: number
}

/** A fresh storage key for a listing's photo ("listings/12/3f9a1c0b7d2e"). */
export function newPhotoKey(propertyId: number): string {
  return `listings/${propertyId}/${randomBytes(6).toString('hex')}`
}

/**
 * Stores one photo at every width plus the sharing crop. Rejects bytes that are not an
 * image sharp can decode with a validation error on the `photos` field.
 */
export async function processPhoto(input: Uint8Array | RawImage, key: string, options: ProcessOptions = {}): Promise<ProcessedPhoto> {
  const storage = options.storage ?? mediaStorage()
  const quality = options.quality ?? 80
  const effort = options.effort ?? 4
  let upright: { data: Buffer; info: Pick<OutputInfo, 'width' | 'height' | 'channels'> }
  if ('channels' in input) {
    upright = { data: input.data, info: { width: input.width, height: input.height, channels: input.channels } }
  } else {
    try {
      // Decode and rotate once; every rendition starts from these pixels.
      upright = await sharp(input, { limitInputPixels: 60_000_000 }).rotate().raw().toBuffer({ resolveWithObject: true })
    } catch {
      throw validationError({ photos: [{ key: 'validation.file_type', params: { extensions: 'jpg, png, webp, avif' } }] })
    }
  }
  const raw = { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } }
  const original = upright.info.width
  const widths = PHOTO_WIDTHS.filter((w, i) => w <= original || i === 0)

  const renditions = widths.map(async (w) => {
    const { data, info } = await sharp(upright.data, raw)
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality, effort })
      .toBuffer({ resolveWithObject: true })
    await storage.put(`${key}-${w}.webp`, data, 'image/webp')
    return info
  })
  const og = sharp(upright.data, raw)
    .resize(OG_SIZE.width, OG_SIZE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, progressive: true })
    .toBuffer()
    .then((data) => storage.put(`${key}-og.jpg`, data, 'image/jpeg'))
  const infos = await Promise.all(renditions)
  await og
  const largest = infos[infos.length - 1]
  return { width: largest.width, height: largest.height, widths: [...widths] }
}

export interface PhotoRef {
  storageKey: string
  /** "480,800,1200" as stored, or the numbers. */
  widths: string | readonly number[]
}

export interface PhotoUrls {
  src: string
  srcset: string
  /** The 1200×630 JPEG for og:image. */
  og: string
}

export function parseWidths(widths: PhotoRef['widths']): number[] {
  const list = typeof widths === 'string' ? widths.split(',').map((w) => Number(w.trim())) : [...widths]
  return list.filter((w) => Number.isInteger(w) && w > 0).sort((a, b) => a - b)
}

/** Addresses of a stored photo for <img src srcset> and Open Graph. */
export function photoUrls(photo: PhotoRef, storage: MediaStorage = mediaStorage()): PhotoUrls {
  const widths = parseWidths(photo.widths)
  const usable = widths.length ? widths : [...PHOTO_WIDTHS]
  const srcWidth = [...usable].reverse().find((w) => w <= DEFAULT_SRC_WIDTH) ?? usable[0]
  return {
    src: storage.publicUrl(`${photo.storageKey}-${srcWidth}.webp`),
    srcset: usable.map((w) => `${storage.publicUrl(`${photo.storageKey}-${w}.webp`)} ${w}w`).join(', '),
    og: storage.publicUrl(`${photo.storageKey}-og.jpg`),
  }
}
