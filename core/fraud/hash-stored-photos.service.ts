/**
 * Hashes the photos stored before hashes were kept (migration 0035), so that a copy of an old
 * photo is caught like a copy of a new one (`reused_photo`, docs/fraud-signals.md). Each photo's
 * largest rendition is read back from the media storage and hashed as an upload would be. Run by
 * the `hash-stored-photos` job on every host; a photo is claimed by one of them.
 */
import type { Database } from '#db/client'
import { hashStoredRendition, mediaStorage, parseWidths, type MediaStorage } from '#core/media'
import { logger } from '#core/shared'
import { claimUnhashedPhotos, storePhotoHash } from './stored-photo-hash.queries'

export interface HashStoredPhotosOptions {
  /** Photos per transaction (each holds their row locks while the files are read). */
  batch?: number
  /** Stop starting batches after this long: the job comes back on its next tick. */
  budgetMs?: number
  storage?: MediaStorage
}

export async function hashStoredPhotos(
  db: Database,
  { batch = 20, budgetMs = 20_000, storage = mediaStorage() }: HashStoredPhotosOptions = {},
): Promise<{ hashed: number; missing: number }> {
  const started = Date.now()
  let hashed = 0
  let missing = 0
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const photos = await claimUnhashedPhotos(tx, batch)
      for (const photo of photos) {
        const largest = parseWidths(photo.widths).at(-1)
        const bytes = largest ? await storage.get(`${photo.storageKey}-${largest}.webp`) : null
        if (bytes) hashed++
        else {
          missing++
          logger.warn('stored photo not found: left without a hash', { photo_id: photo.id })
        }
        await storePhotoHash(tx, photo.id, bytes ? await hashStoredRendition(bytes) : null)
      }
      return photos.length
    })
    if (claimed < batch || Date.now() - started > budgetMs) break
  }
  if (hashed || missing) logger.info('stored photos hashed', { hashed, missing })
  return { hashed, missing }
}
