/**
 * The statistics' recording SQL: one upsert into listing_visitor_days (project_visitor_days) that
 * only ORs a visitor's day bits in; the table's trigger (migration 0018; 0026) raises
 * listing_daily_stats (project_daily_stats) by what a row newly gained, so a repeat writes nothing.
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

/** The listings' table, or the projects' (migration 0026): the same rows and trigger, another subject. */
const TABLES = {
  listing: { table: sql.raw('listing_visitor_days'), id: sql.raw('property_id') },
  project: { table: sql.raw('project_visitor_days'), id: sql.raw('project_id') },
}

/** Records many visitors' events in one statement (one row per listing, day and visitor). */
export async function upsertVisitorDays(db: Executor, rows: VisitorDayEvents[]) {
  await upsertDays(
    db,
    'listing',
    rows.map(({ propertyId, ...r }) => ({ ...r, id: propertyId })),
  )
}

export type ProjectDayEvents = Omit<VisitorDayEvents, 'propertyId'> & { projectId: number }

/** Projects' visitor events, as listings' (one statement). */
export async function upsertProjectVisitorDays(db: Executor, rows: ProjectDayEvents[]) {
  await upsertDays(
    db,
    'project',
    rows.map(({ projectId, ...r }) => ({ ...r, id: projectId })),
  )
}

type DayRow = Omit<VisitorDayEvents, 'propertyId'> & { id: number }

async function upsertDays(db: Executor, kind: keyof typeof TABLES, rows: DayRow[]) {
  // One statement may not touch a row twice: events of one visitor, subject and day are joined first.
  const merged = new Map<string, DayRow>()
  for (const row of rows) {
    const key = `${row.id}|${row.day}|${row.visitor}`
    const seen = merged.get(key)
    merged.set(key, seen ? { ...seen, events: seen.events | row.events } : row)
  }
  if (merged.size === 0) return
  const { table, id } = TABLES[kind]
  const values = [...merged.values()].map((r) => sql`(${r.id}, ${r.day}::date, ${r.visitor}, ${r.events})`)
  await db.execute(sql`insert into ${table} as v (${id}, day, visitor, events)
    values ${sql.join(values, sql`, `)}
    on conflict (${id}, day, visitor) do update set events = v.events | excluded.events
    where (v.events | excluded.events) <> v.events`)
}

/** Forgets which visitor did what before `day`, on listings and projects (the daily counts stay). */
export async function deleteVisitorDaysBefore(db: Executor, day: string) {
  await db.execute(sql`delete from listing_visitor_days where day < ${day}::date`)
  await db.execute(sql`delete from project_visitor_days where day < ${day}::date`)
}
