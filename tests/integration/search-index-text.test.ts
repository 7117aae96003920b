/**
 * The in-process search index and SQL agree on words and starts of words and on lexemes held as
 * lists of slots (rare ones asked of PostgreSQL), before and after a text changes; the change log
 * forgets old changes; an index packed into one block answers as the one built here.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { queryRows, type DatabaseHandle } from '#db/client'
import { properties } from '#db/schema'
import { deleteOldChanges } from '#core/search/search-index.queries'
import { readIndex } from '#core/search/search-index-build.infra'
import { SearchIndex, type IndexSnapshot } from '#core/search/search-index.infra'
import { packArrays, unpackArrays } from '#core/search/array-pack.utils'
import { parseSearchParams } from '#core/search/search.schemas'
import { searchListings } from '#core/search/search.service'
import { encodeOperation } from '#core/shared/ids.utils'
import { searchIndexWorld } from '../support/search-index'

const { world, ctx, agreeOn } = searchIndexWorld()
const { queries } = world
let handle: DatabaseHandle
beforeAll(() => {
  ;({ handle } = world)
})

describe('the search index and SQL', () => {
  test('agree on words and starts of words, whether the index holds them or PostgreSQL is asked, before and after a text changes', async () => {
    const db = handle.db
    // Common lexemes are held by the index, rarer ones asked of PostgreSQL: both paths run here.
    const { index } = await readIndex(db)
    expect(index.termsFor('balcon', false)).toEqual(['balcon'])
    expect(index.termsFor('apartament', true)).toContain('apartament')
    expect(index.termsFor('zzzz', true)).toEqual([])
    const [{ code }] = await queryRows<{ code: string }>(
      db,
      sql`select code from properties where status = 'published' order by id desc limit 1`,
    )
    const words = [
      ...['balcón', 'balcon', 'balco', 'Balcones', 'piscina', 'piscinas', 'pisc', 'el poblado balcón', 'laureles'],
      ...['con', 'con balcón', 'de la', 'apartamento', 'aparta', 'apartamento luminoso vista', 'ascensor'],
      ...['unidad cerrada', '2', '2 alcobas', 'bogotá', 'acogedor', 'xyzzy', 'ñandú', code, code.toLowerCase()],
    ]
    const rent = encodeOperation('rent')
    const asked = words.flatMap((q) => [
      new URLSearchParams({ q }),
      new URLSearchParams({ q, operation_type_id: rent, sort: 'relevance' }),
    ])
    expect(await agreeOn(asked)).toBeGreaterThan(words.length)

    const total = async (q: string) =>
      (await searchListings(ctx(), parseSearchParams(new URLSearchParams({ q })))).total
    // A rare word that starts as a common one does, added to a listing without the common one:
    // found at once by the start of both (the common one from the index, the rare from PostgreSQL).
    const [plain] = await queryRows<{ id: number }>(
      db,
      sql`select id from properties where status = 'published' and deleted_at is null
          and not search_vector @@ to_tsquery('spanish', 'balc:*') order by id limit 1`,
    )
    const before = await total('balc')
    await db
      .update(properties)
      .set({ searchDocument: sql`${properties.searchDocument} || ' Balconcito florido.'` })
      .where(eq(properties.id, plain.id))
    expect(await total('balc')).toBe(before + 1)
    expect(await total('balconcito')).toBeGreaterThan(0)
    // A common word taken out of a listing's text: no longer found by it.
    const [withPool] = await queryRows<{ id: number }>(
      db,
      sql`select id from properties where status = 'published' and deleted_at is null
          and search_vector @@ to_tsquery('spanish', 'piscina') order by id limit 1`,
    )
    const pools = await total('piscina')
    await db
      .update(properties)
      .set({ searchDocument: sql`regexp_replace(${properties.searchDocument}, 'piscina', 'huerta', 'gi')` })
      .where(eq(properties.id, withPool.id))
    expect(await total('piscina')).toBe(pools - 1)
    await agreeOn(asked)
  }, 120_000)

  test('agree on lexemes held as lists of slots, rare ones asked of PostgreSQL and long numbers, before and after a change', async () => {
    const db = handle.db
    const { index } = await readIndex(db)
    // Lexemes as typed words (a word that stems to itself), with how many listings hold each.
    const stats = await queryRows<{ word: string; n: number }>(
      db,
      sql`select word, ndoc::int as n from ts_stat('select search_vector from properties where status = ''published'' and deleted_at is null')
          where word ~ '^[a-zñ]{4,}$' and array_to_string(tsvector_to_array(to_tsvector('spanish', word)), ' ') = word
          order by ndoc desc, word`,
    )
    // Fewer listings than a bit set has words' worth of bits: a list of slots; under 32: PostgreSQL.
    const listed = stats.filter((s) => s.n >= 32 && s.n * 32 < index.capacity).slice(0, 3)
    const rare = stats.filter((s) => s.n > 1 && s.n < 32).slice(0, 3)
    expect(listed.length).toBeGreaterThan(0)
    expect(rare.length).toBeGreaterThan(0)
    for (const { word } of listed) expect(index.holds(word), word).toBe(true)
    for (const { word } of rare) expect(index.holds(word), word).toBe(false)
    const [{ code }] = await queryRows<{ code: string }>(
      db,
      sql`select code from properties where status = 'published' order by id limit 1`,
    )
    const digits = code.replace(/[^0-9]/g, '')
    const words = [
      ...listed.map((s) => s.word),
      ...rare.map((s) => s.word),
      `${listed[0].word} ${rare[0].word}`,
      listed[0].word.slice(0, 4),
      rare[0].word.slice(0, 4),
      digits,
      `wi ${digits}`,
      `${listed[0].word} 99999999`,
    ]
    const rent = encodeOperation('rent')
    const asked = words.flatMap((q) => [
      new URLSearchParams({ q }),
      new URLSearchParams({ q, operation_type_id: rent }),
    ])
    expect(await agreeOn(asked)).toBeGreaterThan(listed.length + rare.length)

    // Added to a listing's text after the build: found at once (its new slot joins the list).
    const word = listed[0].word
    const total = async (q: string) =>
      (await searchListings(ctx(), parseSearchParams(new URLSearchParams({ q })))).total
    const [plain] = await queryRows<{ id: number }>(
      db,
      sql`select id from properties where status = 'published' and deleted_at is null
          and property_group is null and not search_vector @@ to_tsquery('spanish', ${word}) order by id limit 1`,
    )
    const before = await total(word)
    await db
      .update(properties)
      .set({ searchDocument: sql`${properties.searchDocument} || ${` ${word}.`}` })
      .where(eq(properties.id, plain.id))
    expect(await total(word)).toBe(before + 1)
    await agreeOn(asked)
  }, 120_000)

  test('the change log forgets old changes, and many at once are vacuumed away, on either database', async () => {
    const db = handle.db
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`select id from properties where status = 'published' and deleted_at is null order by id limit 1`,
    )
    // As a seed or an import leaves them: more than VACUUM_AFTER_DELETED rows, older than the log keeps.
    await db.execute(
      sql`insert into search_changes (property_id, changed_at) select ${id}, now() - interval '1 hour' from generate_series(1, 10001)`,
    )
    await db.execute(sql`insert into search_changes (property_id) values (${id})`)
    expect(await deleteOldChanges(db, 600)).toBeGreaterThanOrEqual(10_001)
    const [{ old, recent }] = await queryRows<{ old: number; recent: number }>(
      db,
      sql`select count(*) filter (where changed_at < now() - interval '600 seconds')::int as old,
                 count(*) filter (where changed_at >= now() - interval '600 seconds')::int as recent from search_changes`,
    )
    expect(Number(old)).toBe(0)
    expect(Number(recent)).toBeGreaterThan(0)
    await agreeOn(queries.slice(0, 20))
  })

  test('an index packed into one block and laid back on it answers as the one built here', async () => {
    // The server on PostgreSQL builds in a child process, which writes the arrays as one block
    // (packArrays) and sends the rest of the index by IPC (the structured clone algorithm, as
    // here). The child process itself runs in search-two-processes.test.ts (real servers).
    const here = (await readIndex(handle.db)).index
    const { layout, bytes } = packArrays((await readIndex(handle.db)).index.snapshot())
    const posted = SearchIndex.restore(unpackArrays(structuredClone(layout), bytes.slice()) as IndexSnapshot)
    expect(posted.count).toBe(here.count)
    for (const params of queries.filter((q) => !q.has('q'))) {
      const filter = parseSearchParams(params)
      expect(posted.search(filter, null, 1000), params.toString()).toEqual(here.search(filter, null, 1000))
    }
  })
})
