import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, timestamptz, updatedAt } from './columns'
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
    leadId: ownedBy('lead_id', () => leads.id),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('requested'),
    /** The starts the visitor proposed, ISO strings in UTC, in the visitor's order. */
    slots: jsonb('slots').$type<string[]>().notNull(),
    /** The start confirmed, or proposed by the agency. */
    scheduledAt: timestamptz('scheduled_at'),
    /** The calendar invitation's SEQUENCE: incremented on every change sent to both sides. */
    sequence: integer('sequence').notNull().default(0),
    cancelledBy: text('cancelled_by', { enum: VISIT_PARTIES }),
    cancelledAt: timestamptz('cancelled_at'),
    /** The visitor's language, for the e-mails and pushes they get. */
    locale: text('locale', { enum: ['es-CO', 'en'] })
      .notNull()
      .default('es-CO'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('visit_requests_lead_unique').on(t.leadId),
    index('visit_requests_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`status in ('proposed', 'confirmed')`),
  ],
)
