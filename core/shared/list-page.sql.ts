/**
 * What the back-office lists share in SQL: a page of rows beside the count of every row the
 * filter matches, and the LIKE pattern of what a person typed in a search box.
 */
import { count, type SQL } from 'drizzle-orm'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '#db/client'

/**
 * `rows` (a select with its joins, conditions and order, made `$dynamic()`) cut to the page
 * (by limit and offset, or by page number from 1 and page size), and how many rows of `table`
 * match `where` in all, read at once.
 */
export async function pageWithTotal<T extends PgSelect>(
  db: Executor,
  rows: T,
  counted: { table: PgTable; where: SQL | undefined },
  page: { limit: number; offset: number } | { page: number; perPage: number },
): Promise<{ rows: Awaited<T>; total: number }> {
  const { limit, offset } = 'limit' in page ? page : { limit: page.perPage, offset: (page.page - 1) * page.perPage }
  const [list, [{ total }]] = await Promise.all([
    rows.limit(limit).offset(offset),
    db.select({ total: count() }).from(counted.table).where(counted.where),
  ])
  return { rows: list as Awaited<T>, total }
}

/** `text` with LIKE's wildcards and escape taken literally (`50%_off` matches only itself). */
export function likeLiteral(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&')
}
