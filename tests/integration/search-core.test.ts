/**
 * The search domain on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * filters, accent-insensitive text, facets that ignore their own filter, sorts, pages,
 * and the 422 of malformed parameters.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '#db/client'
import { eq, inArray } from 'drizzle-orm'
import { properties } from '#db/schema'
import { tsQueryText } from '#core/search/search-filter.sql'
import { parseSearchParams } from '#core/search/search.schemas'
import { searchListings } from '#core/search/search.service'
import { searchMapPoints } from '#core/search/search-map.service'
import { buildSearchIndex } from '#core/search/search-index-sync.infra'
import { isAppError } from '#core/shared/app.errors'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { createTestDb } from '../setup/test-db'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { featureId, municipalityId, propertyTypeId, sectorId } from '../factories/catalog'

let handle: DatabaseHandle
const ids: Record<string, number> = {}
let envigado: string
let medellin: string
let apartment: string
let house: string
const rent = encodeOperation('rent')
const sale = encodeOperation('sale')

beforeAll(async () => {
  handle = await createTestDb()
  const db = handle.db
  await seedReferenceData(db)
  const agency = await insertCustomer(db, { name: 'Inmobiliaria Búsqueda' })
  const base = { customerId: agency.id }
  const envigadoId = await municipalityId(db, '05266')
  envigado = encodeId('municipality', envigadoId)
  medellin = encodeId('municipality', await municipalityId(db, '05001'))
  apartment = encodeId('propertyType', await propertyTypeId(db, 'apartment'))
  house = encodeId('propertyType', await propertyTypeId(db, 'house'))

  const add = async (key: string, values: Parameters<typeof insertListing>[1]) => {
    ids[key] = (await insertListing(db, { ...base, ...values })).id
  }
  await add('envigado3', {
    municipalityCode: '05266',
    sectorSlug: 'zuniga',
    title: 'Apartamento con balcón en Zúñiga',
    bedrooms: 3,
    rentPrice: 2_800_000,
    adminPrice: 450_000,
    stratum: 5,
    buildArea: 90,
    featureSlugs: ['balcony', 'pool'],
    publishedAt: new Date('2026-01-03'),
  })
  await add('envigado2', {
    municipalityCode: '05266',
    sectorSlug: null,
    bedrooms: 2,
    rentPrice: 2_000_000,
    adminPrice: 100_000,
    stratum: 4,
    buildArea: 60,
    publishedAt: new Date('2026-01-02'),
  })
  await add('envigadoDear', {
    municipalityCode: '05266',
    sectorSlug: null,
    bedrooms: 3,
    rentPrice: 3_500_000,
    adminPrice: 0,
    stratum: 5,
    buildArea: 120,
    publishedAt: new Date('2026-01-01'),
  })
  await add('envigadoSale', {
    municipalityCode: '05266',
    sectorSlug: null,
    businessType: 'sale',
    bedrooms: 3,
    stratum: 4,
    salePrice: 420_000_000,
  })
  await add('poblado', {
    municipalityCode: '05001',
    sectorSlug: 'el-poblado',
    typeSlug: 'house',
    businessType: 'sale',
    title: 'Casa campestre',
    salePrice: 1_900_000_000,
    description: 'Amplia casa con balcón y jardín, cerca del parque.',
    bedrooms: 4,
    stratum: 6,
    buildArea: 300,
  })
  await add('laureles', { bedrooms: 3, rentPrice: 2_500_000, adminPrice: 320_000, stratum: 4, buildArea: 78 })
  await add('draft', {
    municipalityCode: '05266',
    sectorSlug: null,
    status: 'draft',
    bedrooms: 3,
    rentPrice: 2_000_000,
  })
  const closed = await insertCustomer(db, { name: 'Inmobiliaria Cerrada', isActive: false })
  await add('inactiveAgency', {
    customerId: closed.id,
    municipalityCode: '05266',
    sectorSlug: null,
    bedrooms: 3,
    rentPrice: 2_000_000,
  })
  ids.envigadoId = envigadoId
  ids.balcony = await featureId(db, 'balcony')
  ids.zuniga = await sectorId(db, '05266', 'zuniga')
  // The searches below read the index (search-index.test.ts compares it with SQL).
  await buildSearchIndex(db)
})
afterAll(() => handle?.close())

const search = (query: Record<string, string | string[]>, locale: 'es-CO' | 'en' = 'es-CO') => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) for (const item of [v].flat()) params.append(k, item)
  return searchListings({ db: handle.db, actor: null, locale }, parseSearchParams(params))
}
const codes = (outcome: Awaited<ReturnType<typeof search>>) => outcome.results.map((r) => r.id)
const pid = (key: string) => encodeId('property', ids[key])

describe('filters', () => {
  test('a 3-bedroom apartment for rent in Envigado under $3.000.000 finds exactly that one', async () => {
    const out = await search({
      property_types: apartment,
      operation_type_id: rent,
      municipality_id: envigado,
      bedrooms: '3',
      price_max: '3.000.000',
    })
    expect(codes(out)).toEqual([pid('envigado3')])
    expect(out.total).toBe(1)
    const [card] = out.results
    expect(card).toMatchObject({
      operation: 'rent',
      price: 2_800_000,
      adminPrice: 450_000,
      monthlyTotal: 3_250_000,
      municipalityName: 'Envigado',
      sectorName: 'Zúñiga',
      bedrooms: 3,
    })
    expect(card.photo?.srcset).toMatch(/480w/)
    expect(card.path).toMatch(
      new RegExp(`^/property/apartamento-con-balcon-en-zuniga/envigado/zuniga/${card.id}/ot/${rent}$`),
    )
    expect(card.agency.name).toBe('Inmobiliaria Búsqueda')
  })

  test('drafts and listings of inactive agencies are never found', async () => {
    const out = await search({ municipality_id: envigado })
    expect(codes(out)).not.toContain(pid('draft'))
    expect(codes(out)).not.toContain(pid('inactiveAgency'))
    expect(out.total).toBe(4)
  })

  test('a municipality filter returns only that municipality', async () => {
    const out = await search({ municipality_id: medellin })
    expect(out.results.length).toBe(2)
    expect(new Set(out.results.map((r) => r.municipalityName))).toEqual(new Set(['Medellín']))
  })

  test('operation, several types, estrato, area, features and sector', async () => {
    expect(codes(await search({ operation_type_id: sale })).sort()).toEqual(
      [pid('envigadoSale'), pid('poblado')].sort(),
    )
    expect((await search({ property_types: [apartment, house], operation_type_id: sale })).total).toBe(2)
    expect(codes(await search({ stratum: ['5', '6'], operation_type_id: rent }))).toEqual([
      pid('envigado3'),
      pid('envigadoDear'),
    ])
    expect(codes(await search({ area_min: '100', operation_type_id: rent }))).toEqual([pid('envigadoDear')])
    expect(codes(await search({ features: encodeId('feature', ids.balcony) }))).toEqual([pid('envigado3')])
    expect(codes(await search({ sector_id: encodeId('sector', ids.zuniga) }))).toEqual([pid('envigado3')])
    expect(codes(await search({ price_min: '$ 3.000.000', operation_type_id: rent }))).toEqual([pid('envigadoDear')])
  })

  test('the text query ignores accents and case, stems Spanish and matches the listing code', async () => {
    expect(codes(await search({ q: 'medellin poblado balcon' }))).toEqual([pid('poblado')])
    expect(codes(await search({ q: 'MEDELLÍN Póblado BALCÓN' }))).toEqual([pid('poblado')])
    expect(codes(await search({ q: 'balcones zuniga' }))).toEqual([pid('envigado3')])
    expect((await search({ q: 'piscina submarina inexistente' })).total).toBe(0)
    // A complete word matches its stem ("casas campestres" → cas & campestr); any other word
    // matches as the start of words ("zuñ", "campes").
    expect(codes(await search({ q: 'casas campestres' }))).toEqual([pid('poblado')])
    expect(codes(await search({ q: 'zuñ' }))).toEqual([pid('envigado3')])
    expect(codes(await search({ q: 'campest jardin' }))).toEqual([pid('poblado')])
    // A word typed halfway that looks complete ("campe") finds nothing by its stem, so the
    // search reads every word as a prefix instead of answering "no results".
    expect(codes(await search({ q: 'campe' }))).toEqual([pid('poblado')])
    expect(tsQueryText(['campe', 'jardin'], true)).toBe('campe:* & jardin:*')
    // Relevance ranks within the first RANK_WINDOW matches; pages past it rank every match.
    expect(codes(await search({ q: 'balcon', sort: 'relevance' })).sort()).toEqual(
      [pid('envigado3'), pid('poblado')].sort(),
    )
    expect((await search({ q: 'balcon', page: '21', per_page: '48' })).results).toEqual([])
    // A number is itself ("Versalles No. 2" is not No. 20), even when every word is read as a start.
    expect(tsQueryText(['apartamentos', 'poblado', 'balcon', 'envig', '3'])).toBe(
      'apartamentos & poblado & balcon:* & envig:* & 3',
    )
    expect(tsQueryText(['versalles', '2'], true)).toBe('versalles:* & 2')
    const { results } = await search({
      municipality_id: envigado,
      bedrooms: '3',
      price_max: '3000000',
      operation_type_id: rent,
    })
    expect(codes(await search({ q: results[0].code.toLowerCase() }))).toEqual([pid('envigado3')])
  })
})

describe('facets', () => {
  test('each facet counts what choosing it would give, ignoring its own filter', async () => {
    const out = await search({ operation_type_id: rent, municipality_id: envigado, bedrooms: '3' })
    expect(out.total).toBe(2)
    const muni = Object.fromEntries(out.facets.municipalities.map((f) => [f.label, f]))
    expect(muni['Envigado']).toMatchObject({ count: 2, selected: true })
    expect(muni['Medellín']).toMatchObject({ count: 1, selected: false })
    const beds = Object.fromEntries(out.facets.bedrooms.map((f) => [f.value, f.count]))
    // rentals in Envigado: 2 bedrooms (1), 3 bedrooms (2) → "2+" 3, "3+" 2, "4+" 0
    expect(beds).toMatchObject({ '1': 3, '2': 3, '3': 2, '4': 0 })
    expect(out.facets.bedrooms.find((f) => f.value === '3')?.selected).toBe(true)
    const strata = Object.fromEntries(out.facets.stratum.map((f) => [f.value, f.count]))
    expect(strata).toMatchObject({ '5': 2, '4': 0 })
    expect(out.facets.property_types.find((f) => f.label === 'Apartamento')?.count).toBe(2)
  })

  test('type names follow the language', async () => {
    const out = await search({ operation_type_id: sale }, 'en')
    expect(out.facets.property_types.map((f) => f.label).sort()).toEqual(['Apartment', 'House'])
  })
})

describe('sorts and pages', () => {
  const rentals = { operation_type_id: rent }
  test('price up and down, area, price per m², monthly total, newest', async () => {
    expect(codes(await search({ ...rentals, sort: 'price_asc' }))).toEqual([
      pid('envigado2'),
      pid('laureles'),
      pid('envigado3'),
      pid('envigadoDear'),
    ])
    expect(codes(await search({ ...rentals, sort: 'price_desc' }))[0]).toBe(pid('envigadoDear'))
    expect(codes(await search({ ...rentals, sort: 'area_desc' }))[0]).toBe(pid('envigadoDear'))
    // per m²: 2.0M/60=33.3k, 2.5M/78=32.1k, 2.8M/90=31.1k, 3.5M/120=29.2k
    expect(codes(await search({ ...rentals, sort: 'price_m2_asc' }))).toEqual([
      pid('envigadoDear'),
      pid('envigado3'),
      pid('laureles'),
      pid('envigado2'),
    ])
    // rent + administración: 2.1M, 2.82M, 3.25M, 3.5M
    expect(codes(await search({ ...rentals, sort: 'monthly_total_asc' }))).toEqual([
      pid('envigado2'),
      pid('laureles'),
      pid('envigado3'),
      pid('envigadoDear'),
    ])
    const newest = codes(await search({ ...rentals, municipality_id: envigado, sort: 'newest' }))
    expect(newest).toEqual([pid('envigado3'), pid('envigado2'), pid('envigadoDear')])
  })

  test('pages of per_page results with the same total', async () => {
    const first = await search({ ...rentals, sort: 'price_asc', per_page: '3' })
    const second = await search({ ...rentals, sort: 'price_asc', per_page: '3', page: '2' })
    expect(first.results).toHaveLength(3)
    expect(codes(second)).toEqual([pid('envigadoDear')])
    expect(first.total).toBe(4)
    expect(second.pageCount).toBe(2)
    expect((await search({ ...rentals, page: '3', per_page: '3' })).results).toEqual([])
  })

  test('a listing added, repriced or removed is searched as it is now, without waiting', async () => {
    const before = await search({ municipality_id: medellin })
    const added = await insertListing(handle.db, { bedrooms: 1, rentPrice: 1_234_000 })
    expect((await search({ municipality_id: medellin })).total).toBe(before.total + 1)
    await handle.db.update(properties).set({ rentPrice: 987_000 }).where(eq(properties.id, added.id))
    const cheap = await search({ municipality_id: medellin, operation_type_id: rent, price_max: '990000' })
    expect(codes(cheap)).toContain(encodeId('property', added.id))
    await handle.db.delete(properties).where(inArray(properties.id, [added.id]))
    expect((await search({ municipality_id: medellin })).total).toBe(before.total)
  })

  test('map points are approximate and follow the filter', async () => {
    const points = await searchMapPoints(
      { db: handle.db, actor: null },
      parseSearchParams(new URLSearchParams({ municipality_id: envigado })),
    )
    expect(points).toHaveLength(4)
    for (const p of points) {
      expect(p.lat).toBeGreaterThan(6)
      expect(p.path).toMatch(/^\/property\//)
    }
  })
})

describe('parameters', () => {
  const fails = (query: Record<string, string>) => {
    try {
      parseSearchParams(new URLSearchParams(query))
    } catch (error) {
      if (isAppError(error)) return { status: error.status, fields: Object.keys(error.fields) }
      throw error
    }
    return null
  }
  test('malformed ids, ids of another kind and out-of-range values are field errors (422)', () => {
    expect(fails({ municipality_id: 'nope' })).toEqual({ status: 422, fields: ['municipality_id'] })
    expect(fails({ municipality_id: apartment })).toEqual({ status: 422, fields: ['municipality_id'] })
    expect(fails({ property_types: `${apartment},xx` })).toMatchObject({ status: 422, fields: ['property_types.1'] })
    expect(fails({ operation_type_id: envigado })).toEqual({ status: 422, fields: ['operation_type_id'] })
    expect(fails({ page: '0' })).toEqual({ status: 422, fields: ['page'] })
    expect(fails({ stratum: '7' })).toMatchObject({ status: 422, fields: ['stratum.0'] })
    expect(fails({ bedrooms: 'three' })).toEqual({ status: 422, fields: ['bedrooms'] })
    expect(fails({ price_min: '5000000', price_max: '1000000' })).toEqual({ status: 422, fields: ['price_max'] })
    expect(fails({ sort: 'random' })).toEqual({ status: 422, fields: ['sort'] })
  })
  test('empty form fields are ignored', () => {
    expect(fails({ price_min: '', q: ' ', municipality_id: '' })).toBeNull()
  })
})
