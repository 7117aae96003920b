/**
 * Every decode of uploaded image bytes goes through `decodeImage` (listing photos, agency
 * images, avatars), because a small file can hold a huge image: a 7700×7700 PNG of a few
 * hundred KB decodes to about 240 MB, and six uploaded at once took 1.6 GB.
 * - The type is decided by the bytes (file-type), never by the name: anything not in the
 *   rules' list is a validation error naming the allowed extensions.
 * - Images over MAX_IMAGE_PIXELS are refused from their header, before any pixel is
 *   decoded, as a validation error on the form's field; sharp enforces the same bound
 *   while decoding, in case a header understates the size.
 * - At most MAX_CONCURRENT_DECODES decodes run at once in the process; others wait their turn.
 */
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { isAppError, validationError, processSingleton } from '#core/shared'

/** 40 megapixels: more than any phone camera (a 48 MP sensor saves 12 MP by default). */
export const MAX_IMAGE_PIXELS = 40_000_000
/** Decodes at once per process: each may hold a few hundred MB while it runs. */
export const MAX_CONCURRENT_DECODES = 2

/** What an upload may be, and how a refusal is reported. */
export interface ImageRules {
  /** The form field a refusal is reported on. */
  field: string
  /** Allowed types as file-type names them by content (`jpg`, `png`, …). */
  types: readonly string[]
  /** The extensions the "file type" message names; `types` joined when absent. */
  extensions?: string
}

/** The image's size once turned upright (EXIF orientation applied). */
export interface ImageSize {
  width: number
  height: number
}

/** A counting semaphore that hands a freed slot straight to the next in line. */
export class DecodeSlots {
  private inUse = 0
  private readonly queue: Array<() => void> = []
  constructor(readonly size: number) {}

  get active() {
    return this.inUse
  }

  get waiting() {
    return this.queue.length
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inUse < this.size) this.inUse++
    else await new Promise<void>((resolve) => this.queue.push(resolve))
    try {
      return await work()
    } finally {
      const next = this.queue.shift()
      if (next) next()
      else this.inUse--
    }
  }
}

// A process singleton: the API and the bundled page routes load their own copies of this
// module, and both must wait on the same slots.
export const imageDecodes = processSingleton('image-decodes', () => new DecodeSlots(MAX_CONCURRENT_DECODES))

const tooLarge = (rules: ImageRules) =>
  validationError({
    [rules.field]: [{ key: 'validation.image_too_large', params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 } }],
  })
const notAnImage = (rules: ImageRules) =>
  validationError({
    [rules.field]: [
      { key: 'validation.file_type', params: { extensions: rules.extensions ?? rules.types.join(', ') } },
    ],
  })

/**
 * Reads the type from the bytes and the size from the header only; refuses a type outside
 * the rules, bytes that are not an image, or an image over the pixel limit.
 */
export async function checkImage(bytes: Uint8Array, rules: ImageRules): Promise<ImageSize> {
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !rules.types.includes(type.ext)) throw notAnImage(rules)
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw notAnImage(rules)
  }
  if (!meta.width || !meta.height) throw notAnImage(rules)
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooLarge(rules)
  return { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height }
}

/**
 * Runs `work` on the decoded image when a slot is free. Refusals (not an image, too many
 * pixels) are validation errors on `rules.field`.
 */
export async function decodeImage<T>(
  bytes: Uint8Array,
  rules: ImageRules,
  work: (image: Sharp, size: ImageSize) => Promise<T>,
): Promise<T> {
  const size = await checkImage(bytes, rules)
  return imageDecodes.run(async () => {
    try {
      return await work(sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }), size)
    } catch (error) {
      if (isAppError(error)) throw error
      if (/pixel limit/i.test(String((error as Error)?.message))) throw tooLarge(rules)
      throw notAnImage(rules)
    }
  })
}
