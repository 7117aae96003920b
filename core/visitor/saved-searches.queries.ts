/** The saved_searches rows: a visitor's searches with alerts (the alerts job reads them on its own). */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { updateRowById } from '#core/shared/row-update.sql'
import { savedSearches } from '#db/schema'
import type { AlertFrequency, SavedSearchKind } from './saved-searches.schemas'

export type SavedSearchRow = typeof savedSearches.$inferSelect

/** A user's saved searches, oldest first. */
export async function listSavedSearchRows(db: Executor, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
}

export async function countSavedSearches(db: Executor, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
  return Number(n)
}

export async function insertSavedSearch(
  db: Executor,
  values: { userId: number; name: string; query: string; kind: SavedSearchKind; frequency: AlertFrequency },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning()
  return row
}

/** The search when it belongs to the user; null otherwise. */
export async function findUserSavedSearch(db: Executor, id: number, userId: number): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
  return row ?? null
}

export async function updateSavedSearchRow(
  db: Executor,
  id: number,
  changes: { name?: string; frequency?: AlertFrequency },
): Promise<SavedSearchRow> {
  return updateRowById(db, savedSearches, id, changes)
}

export async function deleteSavedSearchRow(db: Executor, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id))
}

export async function findSavedSearchAlert(
  db: Executor,
  id: number,
): Promise<{ name: string; frequency: AlertFrequency } | null> {
  const [row] = await db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id))
  return row ?? null
}

/** Sets the search's alerts to "never"; null when the search is gone. */
export async function stopSavedSearchAlerts(db: Executor, id: number): Promise<{ name: string } | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'never', updatedAt: new Date() })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name })
  return row ?? null
}
