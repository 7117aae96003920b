/** SQL of listing photos in the back-office. */
import { and, asc, eq, max } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { propertyPhotos } from '#db/schema'

export type PhotoRecord = typeof propertyPhotos.$inferSelect

export async function listPhotoRecords(db: Executor, propertyId: number): Promise<PhotoRecord[]> {
  return db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id))
}

export async function nextPhotoPosition(db: Executor, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ p: max(propertyPhotos.position) })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
  return row?.p == null ? 0 : row.p + 1
}

export async function insertPhotoRecords(
  db: Executor,
  rows: (typeof propertyPhotos.$inferInsert)[],
): Promise<PhotoRecord[]> {
  if (!rows.length) return []
  return db.insert(propertyPhotos).values(rows).returning()
}

export async function setPhotoPosition(db: Executor, propertyId: number, photoId: number, position: number) {
  await db
    .update(propertyPhotos)
    .set({ position })
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
}

export async function deletePhotoRecord(
  db: Executor,
  propertyId: number,
  photoId: number,
): Promise<PhotoRecord | null> {
  const [row] = await db
    .delete(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
    .returning()
  return row ?? null
}
