import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, updatedAt } from './columns'
import { users } from './users'

/** 'account-email': a reset or confirmation e-mail asked for, looked up and written after the answer. */
export const OUTBOX_KINDS = ['email', 'push', 'account-email'] as const
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const

/** Work to do outside the request (e-mails, pushes), retried with back-off. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt)],
)

/** Who did what and when; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    customerId: integer('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_customer_idx').on(t.customerId, t.createdAt),
  ],
)

/** Key/value settings the process keeps in the database (e.g. generated VAPID keys). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})
