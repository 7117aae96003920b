/**
 * The in-process search index answers exactly what SQL answers (the page in order, the total
 * and the four facets) for several hundred varied searches over the demo catalogue, and keeps
 * doing so after listings are added, repriced, moved, unpublished, deleted, given or stripped of
 * features, and their agency switched off — each seen by the very next search.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv } from '#config/env'
import { queryRows, type DatabaseHandle } from '#db/client'
import { ensureSeeded } from '../../seed'
import { customers, properties, propertyFeatures } from '#db/schema'
import { buildSearchIndex } from '#core/search/search-index-sync.infra'
import { deleteOldChanges } from '#core/search/search-index.queries'
import { readIndex } from '#core/search/search-index-build.infra'
import { SearchIndex, type IndexSnapshot } from '#core/search/search-index.infra'
import { packArrays, unpackArrays } from '#core/search/array-pack.utils'
import { parseSearchParams } from '#core/search/search.schemas'
import { searchListings, searchListingsBySql } from '#core/search/search.service'
import { SEARCH_SORTS } from '#core/search/search-sorts.constants'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { createTestDb } from '../setup/test-db'

let handle: DatabaseHandle
let dataDir: string
const queries: URLSearchParams[] = []
const detailQueries: URLSearchParams[] = []

/** mulberry32: the same searches every run. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Catalogue {
  places: Array<{ municipality: number; department: number; sectors: number[] }>
  types: number[]
  features: number[]
  words: string[]
  code: string
}

async function catalogue(): Promise<Catalogue> {
  const db = handle.db
  const places = await queryRows<{ municipality: number; department: number; sectors: number[] | null }>(
    db,
    sql`select p.municipality_id as municipality, p.department_id as department,
          array_agg(distinct p.sector_id) filter (where p.sector_id is not null) as sectors
        from properties p where p.status = 'published' and p.municipality_id is not null
        group by 1, 2`,
  )
  const types = await queryRows<{ id: number }>(db, sql`select distinct property_type_id as id from properties`)
  const features = await queryRows<{ id: number }>(db, sql`select distinct feature_id as id from property_features`)
  const [{ code }] = await queryRows<{ code: string }>(
    db,
    sql`select code from properties where status = 'published' order by id limit 1`,
  )
  return {
    places: places.map((p) => ({ ...p, sectors: (p.sectors ?? []).map(Number) })),
    types: types.map((t) => Number(t.id)),
    features: features.map((f) => Number(f.id)),
    words: ['balcón', 'piscina', 'poblado', 'envigado', 'apartamento luminoso', 'casa', 'aparta', 'vista', 'parque'],
    code,
  }
}

/** A varied search: each filter present with some probability, values drawn from the catalogue. */
function generate(c: Catalogue, next: () => number, details = false): URLSearchParams {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]
  const q = new URLSearchParams()
  const operation = next() < 0.8 ? pick(['rent', 'sale'] as const) : null
  if (operation) q.set('operation_type_id', encodeOperation(operation))
  const place = pick(c.places)
  const where = next()
  if (where < 0.15) q.set('department_id', encodeId('department', place.department))
  else if (where < 0.75) {
    q.set('municipality_id', encodeId('municipality', place.municipality))
    if (next() < 0.3) q.set('department_id', encodeId('department', place.department))
    if (next() < 0.25 && place.sectors.length)
      for (let i = 0; i < 1 + Math.floor(next() * 2); i++)
        q.append('sector_id', encodeId('sector', pick(place.sectors)))
  } else if (where < 0.8 && place.sectors.length) q.append('sector_id', encodeId('sector', pick(place.sectors)))
  if (next() < 0.5)
    for (let i = 0; i < 1 + Math.floor(next() * 2); i++)
      q.append('property_types', encodeId('propertyType', pick(c.types)))
  const rent = next() < 0.5
  if (next() < 0.4) {
    const scale = operation === 'sale' || (!operation && !rent) ? 100_000_000 : 1_000_000
    const low = Math.round(next() * 4 * scale)
    if (next() < 0.6) q.set('price_min', String(low))
    if (next() < 0.8) q.set('price_max', String(low + Math.round(next() * 6 * scale)))
  }
  if (next() < 0.15) q.set('area_min', String(Math.round(next() * 120)))
  if (next() < 0.1) q.set('area_max', String(80 + Math.round(next() * 200)))
  if (next() < 0.35) q.set('bedrooms', String(1 + Math.floor(next() * 6)))
  if (next() < 0.15) q.set('bathrooms', String(1 + Math.floor(next() * 3)))
  if (next() < 0.1) q.set('parking', String(1 + Math.floor(next() * 2)))
  if (next() < 0.2)
    for (let i = 0; i < 1 + Math.floor(next() * 2); i++) q.append('stratum', String(1 + Math.floor(next() * 6)))
  if (next() < 0.15)
    for (let i = 0; i < 1 + Math.floor(next() * 2); i++) q.append('features', encodeId('feature', pick(c.features)))
  if (next() < 0.12) q.set('q', next() < 0.1 ? c.code : pick(c.words))
  q.set('sort', pick([...SEARCH_SORTS]))
  if (next() < 0.3) q.set('page', String(2 + Math.floor(next() * 3)))
  if (next() < 0.2) q.set('per_page', String(1 + Math.floor(next() * 12)))
  // The filters Colombians add (issue 14), one or two at a time, in searches of their own.
  if (details) {
    const detail = [
      () => q.set('admin_max', String(100_000 + Math.round(next() * 500_000))),
      () => q.set('age_max', String(Math.floor(next() * 20))),
      () => q.set('new_construction', '1'),
      () => q.set('private_area_min', String(Math.round(next() * 100))),
      () => q.set('floor_min', String(Math.floor(next() * 10) - 1)),
      () => q.set(pick(['elevator', 'furnished', 'pets']), '1'),
      () => q.append('guarantee', pick(['fiador', 'poliza', 'deposito', 'none'])),
    ]
    for (let i = 0; i < 1 + Math.floor(next() * 2); i++) pick(detail)()
  }
  return q
}

function isValid(params: URLSearchParams): boolean {
  try {
    parseSearchParams(params)
    return true
  } catch {
    return false
  }
}

const ctx = () => ({ db: handle.db, actor: null, locale: 'es-CO' as const })

async function agreeOn(list: URLSearchParams[]) {
  let nonEmpty = 0
  for (const params of list) {
    const filter = parseSearchParams(params)
    const [byIndex, bySql] = await Promise.all([searchListings(ctx(), filter), searchListingsBySql(ctx(), filter)])
    expect(byIndex, params.toString()).toEqual(bySql)
    if (bySql.total > 0) nonEmpty++
  }
  return nonEmpty
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-search-index-'))
  handle = await createTestDb()
  const env = parseEnv({
    DATA_DIR: dataDir,
    SEED_DEMO: 'always',
    SEED_LISTINGS: '1500',
    DEMO_PASSWORD: 'Prueba1234!',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  })
  await ensureSeeded(handle.db, env)
  await buildSearchIndex(handle.db)
  const next = random(20261124)
  const c = await catalogue()
  while (queries.length < 400) {
    const params = generate(c, next)
    // A minimum above the maximum is a 422 of the schema, not a search.
    if (isValid(params)) queries.push(params)
  }
  while (detailQueries.length < 150) {
    const params = generate(c, next, true)
    if (isValid(params)) detailQueries.push(params)
  }
}, 180_000)

afterAll(async () => {
  await handle?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the search index and SQL', () => {
  test('agree on 400 varied searches: the page in order, the total and every facet', async () => {
    const nonEmpty = await agreeOn(queries)
    // The comparison means something only if most searches find listings.
    expect(nonEmpty).toBeGreaterThan(200)
  }, 120_000)

  test('agree on 150 searches with administración, age, private area, floor, amenities and guarantees', async () => {
    expect(await agreeOn(detailQueries)).toBeGreaterThan(45)
  }, 120_000)

  test('still agree after every kind of change, each seen by the next search', async () => {
    const db = handle.db
    const published = await db
      .select({ id: properties.id, customerId: properties.customerId, municipalityId: properties.municipalityId })
      .from(properties)
      .where(eq(properties.status, 'published'))
      .orderBy(properties.id)
      .limit(40)
    const [a, b, c, d, e, f] = published
    const sample = queries.slice(0, 80)
    const medellin = (await queryRows<{ id: number }>(db, sql`select id from municipalities where code = '05001'`))[0]
      .id

    // Repriced, moved and turned into sale-and-rent.
    await db.update(properties).set({ rentPrice: 1_111_000, bedrooms: 4, stratum: 5 }).where(eq(properties.id, a.id))
    await db
      .update(properties)
      .set({ municipalityId: medellin, businessType: 'sale_rent', salePrice: 456_000_000, rentPrice: 2_345_000 })
      .where(eq(properties.id, b.id))
    // Unpublished, deleted, and a draft published.
    await db.update(properties).set({ status: 'inactive' }).where(eq(properties.id, c.id))
    await db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, d.id))
    const [draft] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'draft'))
      .limit(1)
    if (draft)
      await db
        .update(properties)
        .set({ status: 'published', publishedAt: new Date() })
        .where(eq(properties.id, draft.id))
    // Requirements and details stated (what the filters of issue 14 read).
    await db
      .update(properties)
      .set({ rentalGuarantees: ['poliza', 'deposito'], privateArea: 55, floor: 7, age: 0, adminPrice: 150_000 })
      .where(eq(properties.id, a.id))
    // Features taken away and given.
    await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, e.id))
    const [feature] = await queryRows<{ id: number }>(db, sql`select id from features order by id limit 1`)
    await db
      .insert(propertyFeatures)
      .values({ propertyId: f.id, featureId: Number(feature.id) })
      .onConflictDoNothing()
    await agreeOn(sample)
    const stated = parseSearchParams(
      new URLSearchParams('guarantee=poliza&private_area_min=50&floor_min=7&new_construction=1&admin_max=150000'),
    )
    const found = await searchListings(ctx(), stated)
    expect(found.results.map((r) => r.id)).toContain(encodeId('property', a.id))
    expect(found).toEqual(await searchListingsBySql(ctx(), stated))

    // An agency switched off hides its listings; on again, shows them.
    const agency = a.customerId
    const before = await searchListings(ctx(), parseSearchParams(new URLSearchParams()))
    await db.update(customers).set({ isActive: false }).where(eq(customers.id, agency))
    const off = await searchListings(ctx(), parseSearchParams(new URLSearchParams()))
    // Totals count properties: another agency's listing of the same property stays visible.
    const properties_ = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(distinct coalesce(property_group, -id))::int as n from properties
              where status = 'published' and deleted_at is null
                and customer_id in (select id from customers where is_active and deleted_at is null)`,
        )
      )[0].n
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from properties where customer_id = ${agency} and status = 'published' and deleted_at is null`,
    )
    expect(Number(n)).toBeGreaterThan(0)
    expect(off.total).toBe(Number(await properties_()))
    expect(off.total).toBeLessThan(before.total)
    await agreeOn(sample.slice(0, 30))
    await db.update(customers).set({ isActive: true }).where(eq(customers.id, agency))
    expect((await searchListings(ctx(), parseSearchParams(new URLSearchParams()))).total).toBe(before.total)

    // Many at once (an import), then removed for good.
    const copies = await db
      .select()
      .from(properties)
      .where(
        and(
          eq(properties.status, 'published'),
          inArray(
            properties.id,
            published.slice(10, 40).map((p) => p.id),
          ),
        ),
      )
    const inserted = await db
      .insert(properties)
      .values(
        copies.map(({ id: _id, searchVector: _v, monthlyTotal: _m, ...row }, i) => ({
          ...row,
          code: `${row.code}-B${i}`,
          // An agency's own code names one of its listings (ADR 0018).
          agencyCode: row.agencyCode && `${row.agencyCode}-B${i}`,
          rentPrice: row.rentPrice == null ? null : row.rentPrice + 1000,
        })),
      )
      .returning({ id: properties.id })
    await agreeOn(sample)
    await db.delete(properties).where(
      inArray(
        properties.id,
        inserted.map((r) => r.id),
      ),
    )
    await agreeOn(sample.slice(0, 30))
  }, 180_000)

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
