/**
 * What the text search reads from the database: the common lexemes of the listings' text with
 * their listings (for the in-process index), the lexeme of each word typed, the rarer lexemes
 * that start as a word does (search_lexemes, migration 0010), the listings of the rare parts of
 * a query and of a code, and the relevance of a page's listings. See search-text.ts.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { idsFromBytes } from './search-index.queries'
import { tsQuery } from './search-filter.sql'

/**
 * A number of more than four digits (a code's, a telephone's): each is found in few listings,
 * and there are about as many as listings, so the index leaves them to PostgreSQL.
 */
const isLongNumberLexeme = (lexeme: string) => /^-?[0-9]{5,}$/.test(lexeme)

/**
 * The listings of each lexeme of the published listings' text found in at least `minListings`
 * of them (long numbers aside), read through a cursor of the caller's transaction: each listing's
 * lexemes come as one string of words, far cheaper for PostgreSQL to give and for this process
 * to split than a row per lexeme grouped in SQL (10 s against 36 s at 1M listings).
 */
export async function readLexemeListings(
  tx: Executor,
  minListings: number,
  chunk: number,
): Promise<Array<{ lexeme: string; ids: Int32Array }>> {
  const lists = new Map<string, { ids: Int32Array; n: number }>()
  await tx.execute(sql`declare search_index_words no scroll cursor for
    select id, array_to_string(tsvector_to_array(search_vector), ' ') as words
    from properties where status = 'published' and deleted_at is null`)
  for (;;) {
    const rows = await queryRows<{ id: number; words: string }>(
      tx,
      sql.raw(`fetch forward ${Math.floor(chunk)} from search_index_words`),
    )
    for (const row of rows) {
      const id = Number(row.id)
      for (const word of row.words.split(' ')) {
        let list = lists.get(word)
        if (!list) {
          if (isLongNumberLexeme(word)) continue
          lists.set(word, (list = { ids: new Int32Array(8), n: 0 }))
        }
        if (list.n === list.ids.length) {
          const grown = new Int32Array(list.ids.length * 2)
          grown.set(list.ids)
          list.ids = grown
        }
        list.ids[list.n++] = id
      }
    }
    if (rows.length < chunk) break
  }
  await tx.execute(sql`close search_index_words`)
  return [...lists]
    .filter(([, list]) => list.n >= minListings)
    .map(([lexeme, list]) => ({ lexeme, ids: list.ids.subarray(0, list.n) }))
}

/**
 * The lexeme of each word as the Spanish text configuration reads it (poblado → pobl), null
 * for a word it drops (a stop word), or every lexeme when it reads more than one.
 */
export async function readWordLexemes(db: Executor, words: string[]): Promise<string[][]> {
  const rows = await queryRows<{ ord: number; lexemes: string | null }>(
    db,
    sql`select ord::int as ord,
          array_to_string(tsvector_to_array(to_tsvector('spanish'::regconfig, immutable_unaccent(word))), ' ') as lexemes
        from unnest(${sql.param(words)}::text[]) with ordinality as w(word, ord)`,
  )
  const byOrder = new Map(rows.map((r) => [Number(r.ord), r.lexemes ? r.lexemes.split(' ') : []]))
  return words.map((_, i) => byOrder.get(i + 1) ?? [])
}

/**
 * Up to `limit` lexemes the listings' text has held that start with `prefix`, other than
 * `except` (numbers are not kept: see migration 0010).
 */
export async function readLexemesStartingWith(
  db: Executor,
  prefix: string,
  except: string[],
  limit: number,
): Promise<string[]> {
  const like = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'
  const rows = await queryRows<{ lexeme: string }>(
    db,
    sql`select lexeme from search_lexemes where lexeme like ${like}
        and not (lexeme = any(${sql.param(except)}::text[])) order by lexeme limit ${limit}`,
  )
  return rows.map((r) => r.lexeme)
}

/**
 * The published listings matching each tsquery of `queries` (lexemes already as the index
 * holds them: no stemming), and those whose code is `code`, in one round trip.
 */
export async function readTextParts(
  db: Executor,
  queries: string[],
  code: string,
): Promise<{ parts: Int32Array[]; code: Int32Array }> {
  const visible = sql`properties.status = 'published' and properties.deleted_at is null`
  const [row] = await queryRows<{ parts: Array<Uint8Array | null> | null; code: Uint8Array | null }>(
    db,
    sql`select array(
          select (select string_agg(int4send(properties.id), ''::bytea) from properties
                  where ${visible} and properties.search_vector @@ q::tsquery)
          from unnest(${sql.param(queries)}::text[]) with ordinality as t(q, ord) order by ord
        ) as parts,
        (select string_agg(int4send(properties.id), ''::bytea) from properties where ${visible} and properties.code = ${code}) as code`,
  )
  return { parts: (row.parts ?? []).map((bytes) => idsFromBytes(bytes)), code: idsFromBytes(row.code) }
}

/**
 * Published listings whose text matches every word of a query (the words' terms joined by
 * AND in one tsquery, so PostgreSQL intersects them in the text index), or whose code is the
 * query.
 */
export async function readTextMatches(
  db: Executor,
  words: string[],
  code: string,
  prefixes: boolean,
): Promise<Int32Array> {
  // A common word matches hundreds of thousands of listings: their ids travel as bytes.
  const [row] = await queryRows<{ ids: Uint8Array | null }>(
    db,
    sql`select string_agg(int4send(properties.id), ''::bytea) as ids from properties
        where properties.status = 'published' and properties.deleted_at is null
          and (properties.search_vector @@ ${tsQuery(words, prefixes)} or properties.code = ${code})`,
  )
  return idsFromBytes(row.ids)
}

/** The relevance (ts_rank) of each of `ids` to the words. */
export async function readTextRanks(db: Executor, ids: number[], words: string[], prefixes: boolean) {
  if (!ids.length) return new Map<number, number>()
  const rows = await queryRows<{ id: number; rank: number }>(
    db,
    sql`select properties.id, ts_rank(properties.search_vector, ${tsQuery(words, prefixes)}) as rank
        from properties where properties.id = any(${sql.param(ids)}::int[])`,
  )
  return new Map(rows.map((r) => [Number(r.id), Number(r.rank)]))
}
