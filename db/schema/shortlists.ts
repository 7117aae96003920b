import { index, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
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
    userId: ownedBy('user_id', () => users.id),
    source: text('source', { enum: SHORTLIST_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shortlists_token_unique').on(t.token), index('shortlists_user_idx').on(t.userId, t.createdAt)],
)

/** The listings of a shortlist in the order they were shared. */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    shortlistId: ownedBy('shortlist_id', () => shortlists.id),
    position: smallint('position').notNull(),
    propertyId: ownedBy('property_id', () => properties.id),
  },
  (t) => [primaryKey({ columns: [t.shortlistId, t.position] }), index('shortlist_items_property_idx').on(t.propertyId)],
)
