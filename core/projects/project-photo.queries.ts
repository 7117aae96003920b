/** SQL of project photos (gallery and progress updates) and unit types' floor plans. */
import { and, asc, eq, isNull, max, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { projectPhotos, projectProgressUpdates, projectUnitTypes } from '#db/schema'

export type ProjectPhotoRecord = typeof projectPhotos.$inferSelect

/** The gallery (progressUpdateId null) or one progress update's photos. */
function album(projectId: number, progressUpdateId: number | null): SQL | undefined {
  return and(
    eq(projectPhotos.projectId, projectId),
    progressUpdateId === null
      ? isNull(projectPhotos.progressUpdateId)
      : eq(projectPhotos.progressUpdateId, progressUpdateId),
  )
}

/** Every photo of a project, gallery and progress updates, in order. */
export function listAllProjectPhotos(db: Executor, projectId: number): Promise<ProjectPhotoRecord[]> {
  return db
    .select()
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId))
    .orderBy(asc(projectPhotos.position), asc(projectPhotos.id))
}

export function listAlbumPhotos(
  db: Executor,
  projectId: number,
  progressUpdateId: number | null,
): Promise<ProjectPhotoRecord[]> {
  return db
    .select()
    .from(projectPhotos)
    .where(album(projectId, progressUpdateId))
    .orderBy(asc(projectPhotos.position), asc(projectPhotos.id))
}

export async function nextAlbumPosition(db: Executor, projectId: number, progressUpdateId: number | null) {
  const [row] = await db
    .select({ p: max(projectPhotos.position) })
    .from(projectPhotos)
    .where(album(projectId, progressUpdateId))
  return row?.p == null ? 0 : row.p + 1
}

export async function insertProjectPhotos(db: Executor, rows: (typeof projectPhotos.$inferInsert)[]) {
  if (!rows.length) return []
  return db.insert(projectPhotos).values(rows).returning()
}

export async function setProjectPhotoPosition(db: Executor, projectId: number, photoId: number, position: number) {
  await db
    .update(projectPhotos)
    .set({ position })
    .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
}

export async function deleteProjectPhotoRecord(db: Executor, projectId: number, photoId: number) {
  const [row] = await db
    .delete(projectPhotos)
    .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
    .returning()
  return row ?? null
}

/** A progress update of the project, or null. */
export async function findProgressUpdate(db: Executor, projectId: number, id: number) {
  const [row] = await db
    .select({ id: projectProgressUpdates.id })
    .from(projectProgressUpdates)
    .where(and(eq(projectProgressUpdates.id, id), eq(projectProgressUpdates.projectId, projectId)))
  return row ?? null
}

/** A unit type of the project, or null. */
export async function findUnitType(db: Executor, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(projectUnitTypes)
    .where(and(eq(projectUnitTypes.id, id), eq(projectUnitTypes.projectId, projectId)))
  return row ?? null
}

export async function setFloorPlan(db: Executor, unitTypeId: number, path: string | null, widths: string | null) {
  await db
    .update(projectUnitTypes)
    .set({ floorPlanPath: path, floorPlanWidths: widths, updatedAt: new Date() })
    .where(eq(projectUnitTypes.id, unitTypeId))
}

/** How many gallery photos a project has (publishing needs one). */
export async function countGalleryPhotos(db: Executor, projectId: number): Promise<number> {
  return (await listAlbumPhotos(db, projectId, null)).length
}
