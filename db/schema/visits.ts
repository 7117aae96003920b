import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { leads } from './visitors'

/**
 * requested: the visitor proposed times; proposed: the agency proposed another time (the
 * visitor may accept it); confirmed: one time agreed; cancelled: by either side.
 */
export const VISIT_STATUSES = ['requested', 'proposed', 'confirmed', 'cancelled'] as const
export const VISIT_PARTIES = ['visitor', 'agency'] as const

/** A request to visit a listing: the lead (kind 'visit') holds who asked; this row the times and the state. */
export const visitRequests = pgTable(
  'visit_requests',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('requested'),
    /** The starts the visitor proposed, ISO strings in UTC, in the visitor's order. */
    slots: jsonb('slots').$type<string[]>().notNull(),
    /** The start confirmed, or proposed by the agency. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The calendar invitation's SEQUENCE: incremented on every change sent to both sides. */
    sequence: integer('sequence').notNull().default(0),
    cancelledBy: text('cancelled_by', { enum: VISIT_PARTIES }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The visitor's language, for the e-mails and pushes they get. */
    locale: text('locale', { enum: ['es-CO', 'en'] })
      .notNull()
      .default('es-CO'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_requests_lead_unique').on(t.leadId),
    index('visit_requests_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`status in ('proposed', 'confirmed')`),
  ],
)
