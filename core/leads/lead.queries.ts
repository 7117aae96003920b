/** Writes and reads of the leads table (every contact a visitor makes). */
import type { Executor } from '#db/client'
import { leads } from '#db/schema'

export type NewLead = typeof leads.$inferInsert
export type LeadRow = typeof leads.$inferSelect
export type LeadKind = LeadRow['kind']

export async function insertLead(db: Executor, values: NewLead): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning()
  return row
}
