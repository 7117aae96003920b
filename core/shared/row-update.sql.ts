/**
 * The update most tables take: one row by its id, `updated_at` stamped with the change (the
 * services stamp it themselves, db/schema/columns.ts), the row as it now is returned (undefined
 * when there is no such row).
 */
import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '#db/client'

type StampedTable = PgTable & { id: PgColumn; updatedAt: PgColumn }

export async function updateRowById<T extends StampedTable>(
  db: Executor,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .update(table as StampedTable)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()
  return row as T['$inferSelect']
}
