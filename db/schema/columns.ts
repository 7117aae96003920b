/** The column shapes the tables repeat; each writes the same SQL as the builder it wraps. */
import { date, integer, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** A `timestamp with time zone` column. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true })

/** `created_at`: not null, now() by default. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow()

/** A required reference to a parent row that goes with it (on delete cascade). */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' })

/** A required reference to a row that must outlive this one (no action on delete). */
export const refersTo = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent)

/** `updated_at`: not null, now() by default; the services set it on each change. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow()

/** The dates of the publication life cycle (core/shared/publication.rules.ts) and of the row itself. */
export const publicationColumns = () => ({
  publishedAt: timestamptz('published_at'),
  unpublishedAt: timestamptz('unpublished_at'),
  deletedAt: timestamptz('deleted_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A Bogotá day of the statistics (docs/statistics.md). */
export const statsDay = () => date('day', { mode: 'string' }).notNull()

/** What one visitor did with a listing or a project that day: the bits of LISTING_EVENT (migrations 0018, 0026). */
export const visitorDayColumns = () => ({
  day: statsDay(),
  visitor: text('visitor').notNull(),
  events: smallint('events').notNull().default(0),
})

/** The daily counts of a listing or a project that its visitor days' trigger raises. */
export const contactCountColumns = () => ({
  day: statsDay(),
  views: integer('views').notNull().default(0),
  contacts: integer('contacts').notNull().default(0),
  messages: integer('messages').notNull().default(0),
  phoneReveals: integer('phone_reveals').notNull().default(0),
  whatsappClicks: integer('whatsapp_clicks').notNull().default(0),
  visitRequests: integer('visit_requests').notNull().default(0),
})
