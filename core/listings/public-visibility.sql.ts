/**
 * What visitors may see: a listing is public when it is published, not deleted, and its
 * agency (customer) is active and not deleted. Every read that shows listings to the
 * public (search and its counts, the listing page, similar listings, microsites, chat and
 * messages, alerts, comparison, favourites, sitemaps) filters with `publiclyVisible`; the
 * back-office has its own rules. A builder's project is public by the same rule
 * (core/projects/project-visibility.sql.ts).
 *
 * The agency condition is a sub-select on `properties.customer_id`, so a query needs no
 * join to customers to use it, and the search keeps the plan measured in
 * docs/search-explain.md. The summary table `search_counts` (migration 0006) counts only
 * published, not deleted listings per agency; `hasActiveAgency` applies the agency half
 * when it is read.
 */
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, projects, properties } from '#db/schema'

/** The agency whose id is in `customerId` (a column or an SQL expression) is active. */
function hasActiveAgency(customerId: SQL | Column): SQL {
  return sql`${customerId} in (select ${customers.id} from ${customers} where ${customers.isActive} and ${customers.deletedAt} is null)`
}

/**
 * The condition on `t` (the listings, an alias of them, or the builders' projects, which follow
 * the same rule) for a row the public may see.
 */
export function publiclyVisibleOf(t: typeof properties | typeof projects): SQL {
  return sql`(${t.status} = 'published' and ${t.deletedAt} is null and ${hasActiveAgency(t.customerId)})`
}

/** The condition on `properties` for a listing the public may see. */
export const publiclyVisible: SQL = publiclyVisibleOf(properties)

/** Whether row `id` of `t` (a listing, a builder's project) is one the public may see. */
export async function isPublicRow(db: Executor, t: typeof properties | typeof projects, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), publiclyVisibleOf(t)))
    .limit(1)
  return rows.length > 0
}
