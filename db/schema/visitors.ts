import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, bigint } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, timestamptz, updatedAt } from './columns'
import { customers } from './customers'
import { municipalities } from './places'
import { projects, projectUnitTypes } from './projects'
import { properties } from './properties'
import { users } from './users'
import {
  ALERT_FREQUENCIES,
  LEAD_KINDS,
  LEAD_STATUSES,
  PROJECT_VISITOR_LISTS,
  SAVED_SEARCH_KINDS,
} from './column-values'

export { LEAD_KINDS, LEAD_STATUSES }

/** Every contact a visitor makes; stored before any e-mail about it is attempted. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    customerId: integer('customer_id').references(() => customers.id),
    propertyId: integer('property_id').references(() => properties.id),
    /** A lead about a builder's project (issue 32), optionally one of its unit types; never also a listing's. */
    projectId: integer('project_id').references(() => projects.id),
    unitTypeId: integer('unit_type_id').references(() => projectUnitTypes.id, { onDelete: 'set null' }),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    userId: integer('user_id').references(() => users.id),
    clientId: text('client_id'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    consentAt: timestamptz('consent_at'),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_customer_created_idx').on(t.customerId, t.createdAt),
    index('leads_municipality_idx').on(t.municipalityId),
    // The messages each listing brings (the statistics).
    index('leads_property_created_idx')
      .on(t.propertyId, t.createdAt)
      .where(sql`property_id is not null`),
    index('leads_project_created_idx')
      .on(t.projectId, t.createdAt)
      .where(sql`project_id is not null`),
    check('leads_one_subject', sql`property_id is null or project_id is null`),
    check('leads_unit_type_of_project', sql`unit_type_id is null or project_id is not null`),
  ],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: ownedBy('user_id', () => users.id),
    propertyId: ownedBy('property_id', () => properties.id),
    savedRentPrice: bigint('saved_rent_price', { mode: 'number' }),
    savedSalePrice: bigint('saved_sale_price', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
)

export const compareItems = pgTable(
  'compare_items',
  {
    userId: ownedBy('user_id', () => users.id),
    propertyId: ownedBy('property_id', () => properties.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
)

/**
 * A visitor's favourite projects and project comparison (migration 0030): one table, the list
 * named by `list`; projects are compared among projects only, never with listings.
 */
export const projectVisitorLists = pgTable(
  'project_visitor_lists',
  {
    userId: ownedBy('user_id', () => users.id),
    list: text('list', { enum: PROJECT_VISITOR_LISTS }).notNull(),
    projectId: ownedBy('project_id', () => projects.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.list, t.projectId] }),
    index('project_visitor_lists_project_idx').on(t.projectId),
  ],
)

export { ALERT_FREQUENCIES }

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    /** The search page's query string, as the visitor saved it. */
    query: text('query').notNull(),
    /** Listings or projects (migration 0027): which search the query is of. */
    kind: text('kind', { enum: SAVED_SEARCH_KINDS }).notNull().default('listings'),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    lastCheckedAt: timestamptz('last_checked_at').notNull().defaultNow(),
    lastNotifiedAt: timestamptz('last_notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
)

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_client_idx').on(t.clientId)],
)
