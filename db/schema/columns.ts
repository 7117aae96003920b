/** The column shapes the tables repeat; each writes the same SQL as the builder it wraps. */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core'

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

/** A count: an integer, not null, 0 by default. */
export const counter = (name: string) => integer(name).notNull().default(0)

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
  views: counter('views'),
  contacts: counter('contacts'),
  messages: counter('messages'),
  phoneReveals: counter('phone_reveals'),
  whatsappClicks: counter('whatsapp_clicks'),
  visitRequests: counter('visit_requests'),
})

/**
 * A statistics table of a listing or a project (docs/statistics.md): keyed by its subject column,
 * the day (and the visitor), with an index on the day for the pruning and the sums.
 */
function statsTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) {
  return pgTable(name, columns, (table) => {
    const t = table as unknown as Record<string, AnyPgColumn>
    const [subject, day] = [t[Object.keys(columns)[0] as string], t.day] as AnyPgColumn[]
    return [
      primaryKey({ columns: [subject as AnyPgColumn, day as AnyPgColumn, ...(t.visitor ? [t.visitor] : [])] }),
      index(`${name}_day_idx`).on(day as AnyPgColumn),
    ]
  })
}

type SubjectColumn<K extends string> = Record<K, PgColumnBuilderBase>

/** The daily counts of a listing or a project (its subject column first), raised by its visitor days' trigger. */
export const dailyStatsTable = <
  N extends string,
  K extends string,
  X extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(
  name: N,
  subject: SubjectColumn<K>,
  extra: X = {} as X,
) => statsTable(name, { ...subject, ...contactCountColumns(), ...extra })

/** What each visitor did with a listing or a project (its subject column first) on a Bogotá day: LISTING_EVENT bits. */
export const visitorDaysTable = <N extends string, K extends string>(name: N, subject: SubjectColumn<K>) =>
  statsTable(name, { ...subject, ...visitorDayColumns() })
