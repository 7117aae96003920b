/**
 * Planner statistics. PostgreSQL's autovacuum analyzes a table only after 50 rows (plus 10 %)
 * have changed, so small tables such as agencies or property types may never be analyzed.
 * Without statistics the planner guesses, and a search for "apartments for rent in
 * Medellín" was planned through the agencies table: 2 s on 1,000,000 listings instead of 5 ms.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from './client'

/** Analyzes the tables of the current schema that have never been analyzed; returns their names. */
export async function analyzeNeverAnalyzed(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select relname as name from pg_stat_user_tables
        where schemaname = current_schema() and last_analyze is null and last_autoanalyze is null
        order by relname`,
  )
  for (const { name } of rows) await db.execute(sql`analyze ${sql.identifier(name)}`)
  return rows.map((r) => r.name)
}

/** Statistics of the agencies table, which search plans depend on (how many are active). */
export async function analyzeAgencies(db: Executor): Promise<void> {
  await db.execute(sql`analyze customers`)
}
