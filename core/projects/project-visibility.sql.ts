/**
 * What visitors may see of projects, as for listings (core/listings/public-visibility.sql.ts): a
 * project is public when it is published, not deleted, and its builder is active and not deleted.
 * Every public read of projects (its page, the feed, search) filters with `projectPubliclyVisible`.
 */
import type { SQL } from 'drizzle-orm'
import { projects } from '#db/schema'
import { publiclyVisibleOf } from '#core/listings/public-visibility.sql'

export const projectPubliclyVisible: SQL = publiclyVisibleOf(projects)
