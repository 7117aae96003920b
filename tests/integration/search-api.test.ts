/**
 * GET /api/properties/search in-process: the response shape, a municipality filter that
 * returns only that municipality, facets, 422s with field errors for malformed ids and
 * out-of-range values, and that /properties/{id} still answers beside it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { startAccountsApp } from '../support/accounts-app'

let ctx: Awaited<ReturnType<typeof startAccountsApp>>
let envigado: string
let apartment: string
const rent = encodeOperation('rent')

beforeAll(async () => {
  ctx = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
  const agency = await insertCustomer(ctx.db, { name: 'Inmobiliaria API' })
  envigado = encodeId('municipality', await municipalityId(ctx.db, '05266'))
  apartment = encodeId('propertyType', await propertyTypeId(ctx.db, 'apartment'))
  for (let i = 0; i < 3; i++)
    await insertListing(ctx.db, {
      customerId: agency.id,
      municipalityCode: '05266',
      sectorSlug: null,
      rentPrice: 2_000_000 + i * 500_000,
      bedrooms: 2 + i,
    })
  for (let i = 0; i < 4; i++) await insertListing(ctx.db, { customerId: agency.id, rentPrice: 1_800_000 })
  await insertListing(ctx.db, {
    customerId: agency.id,
    municipalityCode: '05266',
    sectorSlug: null,
    businessType: 'sale',
    typeSlug: 'house',
  })
})
afterAll(() => ctx?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
const get = async (path: string): Promise<{ res: Response; body: Record<string, any> }> => {
  const res = await ctx.request(path)
  return { res, body: await res.json() }
}

test('shape: data, meta { total, page, per_page } and facets; opaque ids and absolute URLs', async () => {
  const { res, body } = await get('/api/properties/search')
  expect(res.status).toBe(200)
  expect(body.meta).toEqual({ total: 8, page: 1, per_page: 24 })
  expect(body.data).toHaveLength(8)
  expect(Object.keys(body.facets).sort()).toEqual(['bedrooms', 'municipalities', 'property_types', 'stratum'])
  const card = body.data[0]
  expect(card.id).toMatch(/^[A-Za-z0-9]{8,}$/)
  expect(card.url).toMatch(/^https:\/\/wi\.example\/property\/.+\/ot\/[A-Za-z0-9]{8,}$/)
  expect(card.photo.srcset).toMatch(/^https:\/\/wi\.example\/media\/.+ 480w/)
  expect(card.agency).toMatchObject({ name: 'Inmobiliaria API' })
})

test('a municipality filter returns only that municipality, with its facets', async () => {
  const { res, body } = await get(
    `/api/properties/search?municipality_id=${envigado}&operation_type_id=${rent}&sort=price_desc`,
  )
  expect(res.status).toBe(200)
  expect(body.meta.total).toBe(3)
  expect(body.data.map((d: { municipality: string }) => d.municipality)).toEqual(['Envigado', 'Envigado', 'Envigado'])
  expect(body.data.map((d: { municipality_id: string }) => d.municipality_id)).toEqual([envigado, envigado, envigado])
  expect(body.data.map((d: { price: number }) => d.price)).toEqual([3_000_000, 2_500_000, 2_000_000])
  const facet = body.facets.municipalities.find((f: { value: string }) => f.value === envigado)
  expect(facet).toMatchObject({ label: 'Envigado', count: 3, selected: true })
  expect(body.facets.municipalities.find((f: { label: string }) => f.label === 'Medellín')?.count).toBe(4)
})

test('several types, pages and per_page', async () => {
  const house = encodeId('propertyType', await propertyTypeId(ctx.db, 'house'))
  const { body } = await get(`/api/properties/search?property_types=${apartment},${house}&per_page=5&page=2`)
  expect(body.meta).toEqual({ total: 8, page: 2, per_page: 5 })
  expect(body.data).toHaveLength(3)
  const repeated = await get(`/api/properties/search?property_types=${apartment}&property_types=${house}`)
  expect(repeated.res.status).toBe(200)
  expect(repeated.body.meta.total).toBe(8)
})

test('malformed ids and out-of-range values: 422 with field errors in the caller’s language, never 500', async () => {
  for (const [query, field] of [
    ['municipality_id=abc', 'municipality_id'],
    [`municipality_id=${apartment}`, 'municipality_id'],
    ['operation_type_id=%27%20or%201=1--', 'operation_type_id'],
    ['property_types=zzzzzzzzzz', 'property_types.0'],
    ['page=0', 'page'],
    ['page=100000', 'page'],
    ['per_page=1000', 'per_page'],
    ['bedrooms=-1', 'bedrooms'],
    ['stratum=9', 'stratum.0'],
    ['price_max=99999999999999999', 'price_max'],
    ['sort=nope', 'sort'],
  ]) {
    const { res, body } = await get(`/api/properties/search?${query}`)
    expect(res.status, query).toBe(422)
    expect(Object.keys(body.errors), query).toContain(field)
  }
  const { body } = await get('/api/properties/search?municipality_id=abc')
  expect(body.errors.municipality_id).toEqual(['El identificador no es válido'])
  const en = await get('/api/properties/search?municipality_id=abc&lang=en')
  expect(en.body.errors.municipality_id[0]).not.toBe('El identificador no es válido')
})

test('the map endpoint gives approximate points of the same search; /properties/{id} still answers', async () => {
  const { res, body } = await get(`/api/properties/search/map?municipality_id=${envigado}`)
  expect(res.status).toBe(200)
  expect(body.data).toHaveLength(4)
  expect(body.data[0]).toMatchObject({
    lat: expect.any(Number),
    lon: expect.any(Number),
    url: expect.stringMatching(/^\/property\//),
  })
  const list = await get('/api/properties/search?per_page=1')
  const one = await get(`/api/properties/${list.body.data[0].id}`)
  expect(one.res.status).toBe(200)
  expect(one.body.data.id).toBe(list.body.data[0].id)
})

test('the filters Colombians use: a bad value is a 422 on its own field, in Spanish', async () => {
  for (const [query, field] of [
    ['admin_max=mucho', 'admin_max'],
    ['age_max=-1', 'age_max'],
    ['new_construction=si', 'new_construction'],
    ['private_area_min=abc', 'private_area_min'],
    ['floor_min=500', 'floor_min'],
    ['elevator=2', 'elevator'],
    ['pets=yes', 'pets'],
    ['guarantee=aval', 'guarantee'],
  ]) {
    const { res, body } = await get(`/api/properties/search?${query}`)
    expect(res.status, query).toBe(422)
    expect(
      Object.keys(body.errors).some((k) => k === field || k.startsWith(`${field}.`)),
      query,
    ).toBe(true)
  }
  const ok = await get('/api/properties/search?admin_max=$400.000&guarantee=poliza,none&pets=1&new_construction=0')
  expect(ok.res.status).toBe(200)
})
