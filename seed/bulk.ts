/**
 * Batched inserts for the seed: one statement per batch, the rows travel as ONE JSON
 * parameter that PostgreSQL unpacks with json_to_recordset. That is one round trip for
 * thousands of rows on both PGlite and node-postgres, with values always bound as a
 * parameter. Table and column names come from the constants below, never from input.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'

/** Column name → PostgreSQL type, in insert order. */
export type ColumnTypes = Record<string, string>

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

function columnList(columns: ColumnTypes): { names: string; definitions: string } {
  const names = Object.keys(columns)
  for (const name of names) if (!IDENTIFIER.test(name)) throw new Error(`Bad column name ${name}`)
  for (const type of Object.values(columns))
    if (!/^[a-z0-9 ]+(\[\])?$/.test(type)) throw new Error(`Bad column type ${type}`)
  return { names: names.join(', '), definitions: names.map((n) => `${n} ${columns[n]}`).join(', ') }
}

/** Inserts rows (objects keyed by column name); returns the `returning` columns when asked. */
export async function insertJsonRows<T = never>(
  db: Executor,
  table: string,
  columns: ColumnTypes,
  rows: Array<Record<string, unknown>>,
  options: { returning?: string; onConflictDoNothing?: boolean } = {},
): Promise<T[]> {
  if (rows.length === 0) return []
  if (!IDENTIFIER.test(table)) throw new Error(`Bad table name ${table}`)
  if (options.returning && !/^[a-z_, ]+$/.test(options.returning)) throw new Error('Bad returning list')
  const { names, definitions } = columnList(columns)
  const query = sql`insert into ${sql.identifier(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(definitions)})${sql.raw(options.onConflictDoNothing ? ' on conflict do nothing' : '')}${sql.raw(options.returning ? ` returning ${options.returning}` : '')}`
  if (options.returning) return queryRows<T>(db, query)
  await db.execute(query)
  return []
}

/** Inserts pairs of integers (e.g. property_features) from two parallel arrays. */
export async function insertIntPairs(
  db: Executor,
  table: string,
  columns: [string, string],
  first: number[],
  second: number[],
) {
  if (first.length === 0) return
  if (!IDENTIFIER.test(table) || !columns.every((c) => IDENTIFIER.test(c))) throw new Error('Bad identifier')
  const a = `{${first.join(',')}}`
  const b = `{${second.join(',')}}`
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.identifier(columns[0])}, ${sql.identifier(columns[1])}) select * from unnest(${a}::int[], ${b}::int[])`,
  )
}
