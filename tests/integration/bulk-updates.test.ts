/**
 * Statements that update thousands of listings at once (issue 29, point 7): a full regrouping
 * (the seed's, a repair), a bulk rewrite of the listings' text, and an agency switched off and
 * on through the API. Each logs exactly the published listings whose searchable fields changed,
 * once each, in the search's change log (search_changes, migrations 0009 and 0019), never a
 * draft or a listing that did not change; new words reach search_lexemes; and the in-process
 * search index, following the log, counts what SQL counts. Runs on PGlite and PostgreSQL.
 * (Their time, linear in the rows updated, is measured by bench/bulk-update-bench.ts.)
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '#db/client'
import { regroupAllListings } from '#core/listings/same-property.service'
import { WRITE_BATCH } from '#core/listings/same-property.queries'
import { buildSearchIndex } from '#core/search/search-index-sync.infra'
import { parseSearchParams } from '#core/search/search.schemas'
import { searchListings, searchListingsBySql } from '#core/search/search.service'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let uno: number
let dos: number
let superAdmin: { authorization: string }

// Agency Uno in Medellín, agency Dos in Envigado: a regrouping writes more than a batch in both.
const UNO = { published: 7_000, drafts: 400 }
const DOS = { published: 3_300, drafts: 0 }

/** Copies listing `templateId` `count` times with `status`, each with a code of its own. */
async function copyListing(templateId: number, count: number, status: string, prefix: string) {
  const columns = await queryRows<{ name: string }>(
    app.db,
    sql`select column_name as name from information_schema.columns
         where table_name = 'properties' and table_schema = current_schema()
           and column_name not in ('id', 'code', 'agency_code', 'status')
           and is_generated = 'NEVER' and coalesce(column_default, '') not like 'nextval%'`,
  )
  const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '))
  await app.db.execute(sql`insert into properties (code, agency_code, status, ${list})
    select ${prefix} || '-' || g, ${prefix} || '-' || g, ${status}, ${list}
      from properties, generate_series(1, ${count}) g where id = ${templateId}`)
}

const ids = async (where: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(app.db, sql`select id from properties where ${where} order by id`)).map((r) =>
    Number(r.id),
  )

let seenUpTo = '0'

/** The change log since it was last read: how many times each listing was logged. */
async function logged(): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number; last: string }>(
    app.db,
    sql`select property_id as id, count(*)::int as n, max(txid)::text as last from search_changes
         where txid > ${seenUpTo}::xid8 group by property_id`,
  )
  for (const r of rows) if (BigInt(r.last) > BigInt(seenUpTo)) seenUpTo = r.last
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]))
}

const onceEach = (list: number[]) => new Map(list.map((id) => [id, 1]))

const ctx = () => ({ db: app.db, actor: null, locale: 'es-CO' as const })

/** The published listings a search finds, asked of the index and of SQL. */
async function totals(query = ''): Promise<{ index: number; sql: number }> {
  const filter = parseSearchParams(new URLSearchParams(query))
  const [byIndex, bySql] = await Promise.all([searchListings(ctx(), filter), searchListingsBySql(ctx(), filter)])
  return { index: byIndex.total, sql: bySql.total }
}

beforeAll(async () => {
  app = await startAccountsApp()
  await seedReferenceData(app.db)
  uno = (await insertCustomer(app.db, { name: 'Inmobiliaria Uno' })).id
  dos = (await insertCustomer(app.db, { name: 'Inmobiliaria Dos' })).id
  superAdmin = (await signInAs(app.db, (await insertUser(app.db, { role: 'SuperAdmin' })).id)).headers
  const first = await insertListing(app.db, { customerId: uno, title: 'Apartamento con balcón en Laureles' })
  const second = await insertListing(app.db, {
    customerId: dos,
    municipalityCode: '05266',
    sectorSlug: null,
    title: 'Casa con patio en Envigado',
  })
  await copyListing(first.id, UNO.published - 1, 'published', 'UNO')
  await copyListing(first.id, UNO.drafts, 'draft', 'UNO-BORRADOR')
  await copyListing(second.id, DOS.published - 1, 'published', 'DOS')
  await buildSearchIndex(app.db)
  await logged()
}, 300_000)
afterAll(() => app?.close())

// Thousands of rows through 24 indexes: seconds on PGlite, more on a busy machine (no time is asserted).
describe('a statement that updates thousands of listings', { timeout: 180_000 }, () => {
  test('one statement over every listing logs each published one once, never a draft', async () => {
    expect(await totals()).toEqual({ index: UNO.published + DOS.published, sql: UNO.published + DOS.published })
    // Every listing given a stale group of its own (what a regrouping must repair), in one statement,
    // after one listing's edit on the same connection: the triggers keep the plan of their first call.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`update properties set updated_at = updated_at where id = (select min(id) from properties)`)
      await tx.execute(sql`update properties set property_group = id`)
    })
    expect(await logged()).toEqual(onceEach(await ids(sql`status = 'published'`)))
    // A column the search does not read (the edit time) is no change of the search.
    await app.db.execute(sql`update properties set updated_at = now()`)
    expect((await logged()).size).toBe(0)
  })

  test('a full regrouping, in batches, logs each published listing it changed once', async () => {
    // In one transaction, as the seed regroups a small catalogue: its first update touches no listing.
    const { changed } = await app.db.transaction((tx) => regroupAllListings(tx))
    expect(changed).toBe(UNO.published + UNO.drafts + DOS.published)
    expect(changed).toBeGreaterThan(WRITE_BATCH)
    expect(await ids(sql`property_group is not null`)).toEqual([])
    expect(await logged()).toEqual(onceEach(await ids(sql`status = 'published'`)))
    // One agency's listings are never one property: nothing groups, and the search still counts them all.
    expect(await totals()).toEqual({ index: UNO.published + DOS.published, sql: UNO.published + DOS.published })
  })

  test('a bulk rewrite of the text logs the changed listings and their new words, and the search finds them', async () => {
    await app.db.execute(
      sql`update properties set search_document = search_document || ' terraza-mirador' where customer_id = ${dos}`,
    )
    expect(await logged()).toEqual(onceEach(await ids(sql`customer_id = ${dos}`)))
    const words = await queryRows<{ lexeme: string }>(
      app.db,
      sql`select lexeme from search_lexemes where lexeme like 'mirador%' or lexeme like 'terraz%'`,
    )
    expect(words.length).toBeGreaterThan(0)
    expect(await totals('q=mirador')).toEqual({ index: DOS.published, sql: DOS.published })
  })

  test('an agency switched off and on logs each of its published listings, and the search follows', async () => {
    const switchTo = async (action: 'deactivate' | 'activate') => {
      const res = await app.request(`/api/admin/customers/${encodeId('customer', uno)}/${action}`, {
        method: 'POST',
        headers: superAdmin,
      })
      expect(res.status).toBe(200)
    }
    const unoPublished = onceEach(await ids(sql`customer_id = ${uno} and status = 'published'`))
    await switchTo('deactivate')
    expect(await logged()).toEqual(unoPublished)
    expect(await totals()).toEqual({ index: DOS.published, sql: DOS.published })
    await switchTo('activate')
    expect(await logged()).toEqual(unoPublished)
    expect(await totals()).toEqual({ index: UNO.published + DOS.published, sql: UNO.published + DOS.published })
  })
})
