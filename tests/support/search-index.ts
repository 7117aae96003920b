/**
 * What the search-index tests share: the demo catalogue (1,500 listings, some of its publishers
 * verified) seeded into a fresh database with its index built, and the same varied searches
 * every run (400, and 150 with the detailed filters, verified publishers among them), each valid
 * for the schema; `agreeOn` checks the index and SQL answer alike.
 * Call `searchIndexWorld()` at the top of a test file: it registers the hooks.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { parseEnv } from '#config/env'
import { queryRows, type DatabaseHandle } from '#db/client'
import { ensureSeeded } from '../../seed'
import { buildSearchIndex } from '#core/search/search-index-sync.infra'
import { parseSearchParams } from '#core/search/search.schemas'
import { searchListings, searchListingsBySql } from '#core/search/search.service'
import { SEARCH_SORTS } from '#core/search/search-sorts.constants'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { createTestDb } from '../setup/test-db'

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

async function catalogue(db: DatabaseHandle['db']): Promise<Catalogue> {
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
      () => q.set('verified', 'true'),
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

export function searchIndexWorld() {
  const world = {
    handle: undefined as unknown as DatabaseHandle,
    queries: [] as URLSearchParams[],
    detailQueries: [] as URLSearchParams[],
  }
  const { queries, detailQueries } = world
  let dataDir: string
  const ctx = () => ({ db: world.handle.db, actor: null, locale: 'es-CO' as const })

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-search-index-'))
    world.handle = await createTestDb()
    const env = parseEnv({
      DATA_DIR: dataDir,
      SEED_DEMO: 'always',
      SEED_LISTINGS: '1500',
      DEMO_PASSWORD: 'Prueba1234!',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    })
    await ensureSeeded(world.handle.db, env)
    // Publishers as staff leave them once verified (issue 33): every third agency, half the owners' listings.
    await world.handle.db.execute(sql`update customers set verified_at = now() where kind <> 'owner' and id % 3 = 0`)
    await world.handle.db.execute(
      sql`update properties set owner_verified_at = now() where id % 2 = 0
            and customer_id in (select id from customers where kind = 'owner')`,
    )
    await buildSearchIndex(world.handle.db)
    const next = random(20261124)
    const c = await catalogue(world.handle.db)
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
    await world.handle?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

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
  return { world, ctx, agreeOn }
}
