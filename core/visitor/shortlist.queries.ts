/** The shortlists' SQL: a visitor's shared links and their listings, in order. */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { shortlistItems, shortlists } from '#db/schema'
import type { ShortlistSource } from './shortlist.constants'

// Correlated sub-selects over the outer row, written out in full: in a select list Drizzle
// renders a column unqualified ("id"), which inside the sub-select would name properties.id.

/** The listings of the shortlist in the row, in their order. */
const propertyIds = sql<number[]>`(select coalesce(array_agg(si.property_id order by si.position), '{}')
  from shortlist_items si where si.shortlist_id = shortlists.id)`

/** Their codes, for the owner's list of links (any status: the owner chose them). */
const propertyCodes = sql<string[]>`(select coalesce(array_agg(p.code order by si.position), '{}')
  from shortlist_items si join properties p on p.id = si.property_id where si.shortlist_id = shortlists.id)`

const columns = {
  id: shortlists.id,
  token: shortlists.token,
  source: shortlists.source,
  createdAt: shortlists.createdAt,
  propertyIds,
}

/** A user's links, newest first, with their listings' ids and codes. */
export async function listUserShortlists(db: Executor, userId: number) {
  return db
    .select({ ...columns, codes: propertyCodes })
    .from(shortlists)
    .where(eq(shortlists.userId, userId))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id))
}

export async function findShortlistByToken(db: Executor, token: string) {
  const [row] = await db.select(columns).from(shortlists).where(eq(shortlists.token, token))
  return row ?? null
}

/** A new link with its listings in order. */
export async function insertShortlist(
  db: Executor,
  values: { token: string; userId: number; source: ShortlistSource; propertyIds: number[] },
) {
  const [row] = await db
    .insert(shortlists)
    .values({ token: values.token, userId: values.userId, source: values.source })
    .returning({ id: shortlists.id, createdAt: shortlists.createdAt })
  await db
    .insert(shortlistItems)
    .values(values.propertyIds.map((propertyId, position) => ({ shortlistId: row.id, position, propertyId })))
  return row
}

/** Deletes the user's link with this token (its items go with it); false when there is none. */
export async function deleteUserShortlist(db: Executor, userId: number, token: string): Promise<boolean> {
  const rows = await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.token, token)))
    .returning({ id: shortlists.id })
  return rows.length > 0
}
