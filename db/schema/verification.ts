/**
 * Verified badges (migration 0034, issue 33 points 6–7): a publisher's request that staff check
 * their papers, and the papers themselves. The files are personal data (Ley 1581): they live in
 * private storage outside the public media path (DATA_DIR/private), are served only to staff, and
 * are deleted 90 days after staff decided (deletedAt records when).
 */
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { ownedBy, timestamptz } from './columns'
import { VERIFICATION_DOCUMENT_KINDS, VERIFICATION_KINDS, VERIFICATION_STATUSES } from './column-values'
import { customers } from './customers'
import { properties } from './properties'
import { users } from './users'

/** One request to verify an agency (kind 'agency') or an owner's title for one listing ('owner_title'). */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    customerId: ownedBy('customer_id', () => customers.id),
    /** The listing whose title deed is checked (kind 'owner_title' only). */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VERIFICATION_KINDS }).notNull(),
    /** The NIT as the agency typed it (kind 'agency'). */
    nit: text('nit'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    /** Why staff turned it down, sent to the publisher in words. */
    reason: text('reason'),
    submittedById: integer('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    check('verification_requests_property_ck', sql`(${t.kind} = 'owner_title') = (${t.propertyId} is not null)`),
    uniqueIndex('verification_requests_pending_uq')
      .on(t.customerId, sql`coalesce(${t.propertyId}, 0)`)
      .where(sql`status = 'pending'`),
    index('verification_requests_waiting_idx')
      .on(t.submittedAt)
      .where(sql`status = 'pending'`),
    index('verification_requests_customer_idx').on(t.customerId, t.submittedAt),
  ],
)

/** One private file of a request; its bytes live under DATA_DIR/private/{storageKey}. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    requestId: ownedBy('request_id', () => verificationRequests.id),
    kind: text('kind', { enum: VERIFICATION_DOCUMENT_KINDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    /** When the retention job removed the file (90 days after the decision). */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('verification_documents_request_idx').on(t.requestId)],
)
