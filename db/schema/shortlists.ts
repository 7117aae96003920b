import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { SHORTLIST_SOURCES } from './column-values'
import { properties } from './properties'
import { users } from './users'

export { SHORTLIST_SOURCES }

/**
 * A visitor's read-only link to a few listings (/s/{token}). The token is random (144 bits,
 * base64url) and kept as it is: see core/visitor/shortlist-token.utils.ts for why.
 */
export const shortlists = pgTable(
  'shortlists',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: SHORTLIST_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shortlists_token_unique').on(t.token), index('shortlists_user_idx').on(t.userId, t.createdAt)],
)

/** The listings of a shortlist in the order they were shared. */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shortlistId, t.position] }), index('shortlist_items_property_idx').on(t.propertyId)],
)
