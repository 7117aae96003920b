/**
 * Photos stored before their perceptual hash was kept (property_photos.dhash_pending, migration
 * 0035), claimed a few at a time: FOR UPDATE SKIP LOCKED gives each host its own photos.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { propertyPhotos } from '#db/schema'

export interface UnhashedPhoto {
  id: number
  storageKey: string
  widths: string
}

export function claimUnhashedPhotos(tx: Executor, limit: number): Promise<UnhashedPhoto[]> {
  return queryRows<UnhashedPhoto>(
    tx,
    sql`select id, storage_key as "storageKey", widths from property_photos
         where dhash_pending order by id limit ${limit} for update skip locked`,
  )
}

/** The photo's hash (null: its file is gone, nothing to compare), no longer pending. */
export async function storePhotoHash(tx: Executor, photoId: number, dhash: bigint | null): Promise<void> {
  await tx.update(propertyPhotos).set({ dhash, dhashPending: false }).where(eq(propertyPhotos.id, photoId))
}
