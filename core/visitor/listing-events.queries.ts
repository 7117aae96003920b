/**
 * The statistics' recording SQL: one upsert into listing_visitor_days that only ORs a visitor's
 * day bits in; the table's trigger (migration 0018) raises listing_daily_stats by what a row
 * newly gained, so a repeat writes nothing.
 */
import { sql } from 'drizzle-orm'
import type { Executor } from '#db/client'

export interface VisitorDayEvents {
  propertyId: number
  /** Bogotá day, YYYY-MM-DD. */
  day: string
  /** client:<wi_id_client> or user:<account id>. */
  visitor: string
  /** LISTING_EVENT bits. */
  events: number
}

/** Records many visitors' events in one statement (one row per listing, day and visitor). */
export async function upsertVisitorDays(db: Executor, rows: VisitorDayEvents[]) {
  // One statement may not touch a row twice: events of one visitor, listing and day are joined first.
  const merged = new Map<string, VisitorDayEvents>()
  for (const row of rows) {
    const key = `${row.propertyId}|${row.day}|${row.visitor}`
    const seen = merged.get(key)
    merged.set(key, seen ? { ...seen, events: seen.events | row.events } : row)
  }
  if (merged.size === 0) return
  const values = [...merged.values()].map((r) => sql`(${r.propertyId}, ${r.day}::date, ${r.visitor}, ${r.events})`)
  await db.execute(sql`insert into listing_visitor_days as v (property_id, day, visitor, events)
    values ${sql.join(values, sql`, `)}
    on conflict (property_id, day, visitor) do update set events = v.events | excluded.events
    where (v.events | excluded.events) <> v.events`)
}

/** Forgets which visitor did what before `day` (the daily counts stay). */
export async function deleteVisitorDaysBefore(db: Executor, day: string) {
  await db.execute(sql`delete from listing_visitor_days where day < ${day}::date`)
}
