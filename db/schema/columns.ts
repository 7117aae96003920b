/** The column shapes the tables repeat; each writes the same SQL as the builder it wraps. */
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

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
