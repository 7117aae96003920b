/**
 * What visitors may see of projects, as for listings (core/listings/public-visibility.sql.ts): a
 * project is public when it is published, not deleted, and its builder is active and not deleted.
 * Every public read of projects (its page, the feed, search) filters with `projectPubliclyVisible`.
 */
import { sql, type SQL } from 'drizzle-orm'
import { projects } from '#db/schema'
import { hasActiveAgency } from '#core/listings/public-visibility.sql'

export const projectPubliclyVisible: SQL = sql`(${projects.status} = 'published' and ${projects.deletedAt} is null and ${hasActiveAgency(sql`${projects.customerId}`)})`
