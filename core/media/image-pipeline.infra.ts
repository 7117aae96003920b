/**
 * Listing photos: every upload (and every demo picture) becomes WebP files at a few
 * widths for srcset plus a 1200×630 JPEG for link previews (WhatsApp, Facebook), all
 * auto-rotated and without EXIF (sharp drops metadata unless asked to keep it).
 * Files: `{key}-{width}.webp` and `{key}-og.jpg` (see property_photos.storage_key).
 */
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { decodeImage } from './image-decode.infra'
import { DHASH_HEIGHT, DHASH_WIDTH, dHashOfGrey } from './dhash.rules'
import { PHOTO_WIDTHS } from './photo-widths.constants'
import { mediaStorage, type MediaStorage } from './storage.infra'

export const OG_SIZE = { width: 1200, height: 630 } as const
const LARGEST_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]

export interface ProcessedPhoto {
  /** Size of the largest stored rendition (after auto-rotation). */
  width: number
  height: number
  /** Widths stored, ascending (a small original is never enlarged beyond one rendition). */
  widths: number[]
  /** Perceptual hash of the upright picture (dhash.rules.ts), stored as property_photos.dhash. */
  dhash: bigint
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

export const PHOTO_EXTENSIONS = 'jpg, jpeg, png, webp, avif'
/** Listing photos: JPEG, PNG, WebP or AVIF by content, reported on the `photos` field. */
export const PHOTO_RULES = {
  field: 'photos',
  types: ['jpg', 'png', 'webp', 'avif'],
  extensions: PHOTO_EXTENSIONS,
} as const

/**
 * Stores one photo at every width plus the sharing crop. Uploaded bytes are decoded through
 * `decodeImage` (pixel limit, bounded concurrency); a refusal is a validation error on `photos`.
 */
export async function processPhoto(
  input: Uint8Array | RawImage,
  key: string,
  options: ProcessOptions = {},
): Promise<ProcessedPhoto> {
  const storage = options.storage ?? mediaStorage()
  const rendered =
    'channels' in input
      ? await renderPhoto(input, input.width, options)
      : await decodeImage(input, PHOTO_RULES, async (image, size) => {
          // Decode, rotate and shrink once, to no less than the largest rendition and the sharing
          // crop need: JPEG decodes at a reduced scale, and the pixels kept are a fraction of the original.
          const { data, info } = await image
            .rotate()
            .resize({ width: LARGEST_WIDTH, height: OG_SIZE.height, fit: 'outside', withoutEnlargement: true })
            .raw()
            .toBuffer({ resolveWithObject: true })
          return renderPhoto(
            { data, width: info.width, height: info.height, channels: info.channels as RawImage['channels'] },
            size.width,
            options,
          )
        })
  await Promise.all(rendered.files.map((file) => storage.put(`${key}${file.suffix}`, file.data, file.type)))
  return rendered.photo
}

/** Encodes every rendition of upright pixels; `originalWidth` decides which widths exist. */
async function renderPhoto(upright: RawImage, originalWidth: number, options: ProcessOptions) {
  const quality = options.quality ?? 80
  const effort = options.effort ?? 4
  const raw = { raw: { width: upright.width, height: upright.height, channels: upright.channels } }
  const widths = PHOTO_WIDTHS.filter((w, i) => w <= originalWidth || i === 0)
  const renditions = widths.map((w) =>
    sharp(upright.data, raw)
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality, effort })
      .toBuffer({ resolveWithObject: true }),
  )
  const og = sharp(upright.data, raw)
    .resize(OG_SIZE.width, OG_SIZE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, progressive: true })
    .toBuffer()
  const hash = perceptualHash(sharp(upright.data, raw))
  const encoded = await Promise.all(renditions)
  const largest = encoded[encoded.length - 1].info
  const files = [
    ...encoded.map(({ data }, i) => ({ suffix: `-${widths[i]}.webp`, data, type: 'image/webp' })),
    { suffix: '-og.jpg', data: await og, type: 'image/jpeg' },
  ]
  return {
    files,
    photo: {
      width: largest.width,
      height: largest.height,
      widths: [...widths],
      dhash: await hash,
    } satisfies ProcessedPhoto,
  }
}

/**
 * The dHash of a picture: shrunk to 9×8 grey pixels (dhash.rules.ts). Never through the decoder's
 * shrink-on-load: on a stored WebP it moved the hash 3 to 11 bits from the upload's, against 0 or 1
 * without it (measured on the test pictures of tests/factories/pictures.ts).
 */
async function perceptualHash(picture: ReturnType<typeof sharp>): Promise<bigint> {
  const grey = picture.greyscale().resize(DHASH_WIDTH, DHASH_HEIGHT, { fit: 'fill', fastShrinkOnLoad: false })
  return dHashOfGrey(await grey.raw().toBuffer())
}

/**
 * The hash of a stored rendition (upright already), for a photo stored before hashes were kept:
 * within a bit of what the upload would have stored, well inside MAX_PHOTO_DISTANCE.
 */
export function hashStoredRendition(bytes: Uint8Array): Promise<bigint> {
  return perceptualHash(sharp(bytes))
}
