/**
 * The public catalogue API in-process: places and catalogues with opaque ids and cache
 * headers, one published listing, and the 404s/422s for what is malformed or hidden.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { customers, properties } from '#db/schema'
import { clearReadCaches } from '#core/shared'
import { decodeId, encodeId, encodeOperation } from '#core/shared/ids.utils'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { municipalityId, sectorId } from '../factories/catalog'
import { startAccountsApp } from '../support/accounts-app'

let ctx: Awaited<ReturnType<typeof startAccountsApp>>
const OPAQUE = /^[A-Za-z0-9]{8,}$/

beforeAll(async () => {
  ctx = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
})
afterAll(() => ctx?.close())

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await ctx.request(path, { headers })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
  return { res, body: (await res.json()) as Record<string, any> }
}

test('departments: all 33 with opaque ids, names, official names and DANE codes; cacheable', async () => {
  const { res, body } = await get('/api/places/departments')
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
  expect(body.data).toHaveLength(33)
  for (const d of body.data) expect(d.id).toMatch(OPAQUE)
  const antioquia = body.data.find((d: { code: string }) => d.code === '05')
  expect(antioquia).toMatchObject({ name: 'Antioquia', official_name: 'Antioquia' })
  expect(decodeId('department', antioquia.id)).not.toBeNull()
  const bogota = body.data.find((d: { code: string }) => d.code === '11')
  expect(bogota.name).toMatch(/^Bogotá/)
})

test("Antioquia's municipalities are there with opaque ids and DANE codes, and only them", async () => {
  const departments = (await get('/api/places/departments')).body.data
  const antioquia = departments.find((d: { code: string }) => d.code === '05')
  const { res, body } = await get(`/api/places/municipalities?department_id=${antioquia.id}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toMatch(/public/)
  expect(body.data.length).toBe(125)
  for (const m of body.data) {
    expect(m.id).toMatch(OPAQUE)
    expect(m.department_id).toBe(antioquia.id)
    expect(m.code).toMatch(/^05\d{3}$/)
  }
  const names = body.data.map((m: { name: string }) => m.name)
  for (const name of ['Medellín', 'Envigado', 'Bello', 'Itagüí', 'Sabaneta', 'La Estrella'])
    expect(names).toContain(name)
})

test('sectors of Medellín come by municipality id; an unknown department gives an empty list', async () => {
  const medellin = encodeId('municipality', await municipalityId(ctx.db, '05001'))
  const { body } = await get(`/api/places/sectors?municipality_id=${medellin}`)
  expect(body.data.length).toBeGreaterThan(50)
  expect(body.data.map((s: { name: string }) => s.name)).toContain('Laureles')
  expect(body.data[0].id).toMatch(OPAQUE)
  const unknown = await get(`/api/places/municipalities?department_id=${encodeId('department', 99_999)}`)
  expect(unknown.res.status).toBe(200)
  expect(unknown.body.data).toEqual([])
})

test('a malformed or wrong-kind place id is a 422 with the field named; a missing municipality_id too', async () => {
  for (const bad of ['abc', "1' or 1=1", encodeId('municipality', 1)]) {
    const { res, body } = await get(`/api/places/municipalities?department_id=${encodeURIComponent(bad)}`)
    expect(res.status).toBe(422)
    expect(body.errors.department_id).toEqual(['El identificador no es válido'])
  }
  const missing = await get('/api/places/sectors')
  expect(missing.res.status).toBe(422)
  expect(Object.keys(missing.body.errors)).toEqual(['municipality_id'])
})

test('property types and features: Spanish names by default, English on request, opaque ids', async () => {
  const types = await get('/api/property-types')
  expect(types.res.headers.get('cache-control')).toMatch(/public/)
  expect(types.body.data).toHaveLength(10)
  expect(types.body.data[0]).toMatchObject({ slug: 'apartment', name: 'Apartamento', plural: 'Apartamentos' })
  expect(types.body.data[0].id).toMatch(OPAQUE)
  const english = await get('/api/property-types?lang=en')
  expect(english.body.data[0].name).toBe('Apartment')
  const features = await get('/api/features', { 'accept-language': 'en' })
  const balcony = features.body.data.find((f: { slug: string }) => f.slug === 'balcony')
  expect(balcony).toMatchObject({ name: 'Balcony', name_es: 'Balcón', category: 'interior' })
  expect(decodeId('feature', balcony.id)).not.toBeNull()
})

test('GET /api/properties/{id}: a published listing with the specification fields, photos, agency, adviser and canonical URL', async () => {
  const listing = await insertListing(ctx.db, {
    title: 'Apartamento con balcón en Laureles',
    featureSlugs: ['balcony', 'elevator'],
    photoCount: 2,
    rentPrice: 2_500_000,
    adminPrice: 350_000,
  })
  const id = encodeId('property', listing.id)
  const { res, body } = await get(`/api/properties/${id}`)
  expect(res.status).toBe(200)
  const data = body.data
  expect(data).toMatchObject({
    id,
    code: listing.code,
    business_type: 'rent',
    status: 'published',
    rent_price: 2_500_000,
    admin_price: 350_000,
    monthly_total: 2_850_000,
    build_area: 78,
    stratum: 4,
    bedrooms: 3,
    bathrooms: 2,
    parking: 1,
    title: 'Apartamento con balcón en Laureles',
    municipality: { name: 'Medellín' },
    sector: { name: 'Laureles' },
    adviser: { name: 'Laura Gómez' },
  })
  for (const key of ['property_type_id', 'department_id', 'municipality_id', 'sector_id', 'adviser_id'])
    expect(data[key]).toMatch(OPAQUE)
  expect(data.feature_ids).toHaveLength(2)
  expect(data.photos).toHaveLength(2)
  expect(data.photos[0].url).toMatch(/^https:\/\/wi\.example\/media\/.+-800\.webp$/)
  expect(data.photos[0].og_url).toMatch(/-og\.jpg$/)
  expect(data.url).toBe(
    `https://wi.example/property/apartamento-con-balcon-en-laureles/medellin/laureles/${id}/ot/${encodeOperation('rent')}`,
  )
  expect(data.agency.url).toMatch(/^https:\/\/wi\.example\/realstate\/[A-Za-z0-9]{8,}\/inmobiliaria-prueba-\d+$/)
  expect(data).not.toHaveProperty('address')
  expect(JSON.stringify(data)).not.toContain(listing.address!)
})

test('the prices follow the operation shown: a sale_rent listing has a monthly total in its rent view only', async () => {
  const listing = await insertListing(ctx.db, { businessType: 'sale_rent', rentPrice: 3_000_000, adminPrice: 400_000 })
  const id = encodeId('property', listing.id)
  const rentView = (await get(`/api/properties/${id}?operation_type_id=${encodeOperation('rent')}`)).body.data
  expect(rentView).toMatchObject({ monthly_total: 3_400_000, price_per_m2: Math.round(3_000_000 / 78) })
  const saleView = (await get(`/api/properties/${id}?operation_type_id=${encodeOperation('sale')}`)).body.data
  expect(saleView).toMatchObject({ monthly_total: null, price_per_m2: Math.round(450_000_000 / 78) })
})

test('a malformed, unknown, unpublished, deleted or disabled-agency listing is a 404 with the catalogue text', async () => {
  const draft = await insertListing(ctx.db, { status: 'draft' })
  const inactive = await insertListing(ctx.db, { status: 'inactive' })
  const deleted = await insertListing(ctx.db, { status: 'deleted' })
  const agency = await insertCustomer(ctx.db)
  const ofClosedAgency = await insertListing(ctx.db, { customerId: agency.id })
  await ctx.db.update(customers).set({ isActive: false }).where(eq(customers.id, agency.id))
  const ids = [
    'abc',
    'zzzzzzzzzz',
    encodeId('customer', draft.id),
    encodeId('property', 9_999_999),
    ...[draft, inactive, deleted, ofClosedAgency].map((l) => encodeId('property', l.id)),
  ]
  for (const id of ids) {
    const res = await ctx.request(`/api/properties/${id}`)
    expect(res.status, id).toBe(404)
    const body = (await res.json()) as { message: string }
    if (id !== 'abc') expect(body.message).toBe('El inmueble no existe o fue deshabilitado')
  }
  // Published again, it is visible again.
  await ctx.db.update(properties).set({ status: 'published' }).where(eq(properties.id, inactive.id))
  expect((await ctx.request(`/api/properties/${encodeId('property', inactive.id)}`)).status).toBe(200)
})

test('/api/properties/{id} does not swallow sibling routes and is in the OpenAPI document', async () => {
  const doc = (await get('/api/openapi.json')).body
  for (const path of [
    '/properties/{id}',
    '/places/departments',
    '/places/municipalities',
    '/places/sectors',
    '/property-types',
    '/features',
  ]) {
    expect(doc.paths[path], path).toBeDefined()
  }
})

test('the median price per m² of the barrio is compared, falling back to the municipality', async () => {
  const envigado = await municipalityId(ctx.db, '05266')
  // Five other apartments for rent in Envigado at 30,000–40,000 $/m².
  for (const perM2 of [30_000, 32_500, 35_000, 37_500, 40_000]) {
    await insertListing(ctx.db, { municipalityId: envigado, sectorId: null, buildArea: 100, rentPrice: perM2 * 100 })
  }
  const listing = await insertListing(ctx.db, {
    municipalityId: envigado,
    sectorId: null,
    buildArea: 100,
    rentPrice: 2_800_000,
  })
  // A place's medians are kept a few minutes (core/listings/listing-detail.service.ts): as if they had passed.
  clearReadCaches()
  const { body } = await get(`/api/properties/${encodeId('property', listing.id)}`)
  expect(body.data.price_per_m2).toBe(28_000)
  // The listing is among what the search shows for apartments for rent in Envigado: six.
  expect(body.data.price_comparison).toEqual({
    scope: 'municipality',
    median_per_m2: 33_750,
    count: 6,
    percent: 17,
    direction: 'below',
  })

  // In Laureles: enough listings in the barrio itself, so the barrio decides.
  const laureles = await sectorId(ctx.db, '05001', 'laureles')
  for (const rent of [4_000_000, 4_100_000, 4_200_000, 4_300_000, 4_400_000, 4_500_000]) {
    await insertListing(ctx.db, { sectorId: laureles, buildArea: 100, rentPrice: rent })
  }
  const inLaureles = await insertListing(ctx.db, { sectorId: laureles, buildArea: 100, rentPrice: 5_000_000 })
  clearReadCaches()
  const answer = (await get(`/api/properties/${encodeId('property', inLaureles.id)}`)).body.data
  expect(answer.price_comparison.scope).toBe('sector')
  expect(answer.price_comparison.direction).toBe('above')
  // Sales and other types never enter a rent median (nor its count).
  expect(answer.price_comparison.median_per_m2).toBeGreaterThanOrEqual(25_000)
})
