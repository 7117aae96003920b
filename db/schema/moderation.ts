/**
 * Keeping fraud out (migration 0032, issue 33): the signals a listing raised with their
 * evidence, each stay of a listing in the staff queue, and visitors' reports.
 */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, ownedBy, timestamptz } from './columns'
import { REPORT_REASONS, REVIEW_CAUSES, REVIEW_DECISIONS, SIGNAL_CODES } from './column-values'
import { properties } from './properties'
import { users } from './users'

/** One signal of one listing, rewritten whenever the listing's signals are evaluated again. */
export const listingSignals = pgTable(
  'listing_signals',
  {
    id: serial('id').primaryKey(),
    propertyId: ownedBy('property_id', () => properties.id),
    code: text('code', { enum: SIGNAL_CODES }).notNull(),
    /** What fired it: the other listing, the matched words, the median used… (docs/fraud-signals.md). */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('listing_signals_property_code_uq').on(t.propertyId, t.code)],
)

/** A listing's stay in the staff queue: open while decidedAt is null (one open stay per listing). */
export const moderationReviews = pgTable(
  'moderation_reviews',
  {
    id: serial('id').primaryKey(),
    propertyId: ownedBy('property_id', () => properties.id),
    cause: text('cause', { enum: REVIEW_CAUSES }).notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    decision: text('decision', { enum: REVIEW_DECISIONS }),
    reason: text('reason'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    uniqueIndex('moderation_reviews_open_uq')
      .on(t.propertyId)
      .where(sql`decided_at is null`),
    index('moderation_reviews_waiting_idx')
      .on(t.requestedAt)
      .where(sql`decided_at is null`),
    index('moderation_reviews_property_idx').on(t.propertyId, t.requestedAt),
  ],
)

/** A visitor's report; `reporter` is "u:{userId}" or "a:{HMAC of the address}" (one open report each). */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    propertyId: ownedBy('property_id', () => properties.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    text: text('text'),
    reporter: text('reporter').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    uniqueIndex('listing_reports_open_reporter_uq')
      .on(t.propertyId, t.reporter)
      .where(sql`resolved_at is null`),
  ],
)
