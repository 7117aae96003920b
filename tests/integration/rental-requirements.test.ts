/**
 * Rental requirements as data (issue 14) through the back-office API on a real database: a rent
 * listing states the guarantees it accepts, the documents it asks for, the minimum term, pets
 * and furnished (the last two are its features); a change of one member keeps the others; bad
 * values are 422s in Spanish; a listing only for sale has none. The public listing
 * (GET /api/properties/{id}) and the comparison page's data give them, with the private area.
 * Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import { loader as compareLoader } from '~/routes/visitor/compare'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let token = ''
let typeId = ''

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  const agency = await insertCustomer(app.db, { name: 'Inmobiliaria Requisitos' })
  token = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agency.id })).id)).token
  typeId = encodeId('propertyType', await propertyTypeId(app.db, 'apartment'))
}, 60_000)
afterAll(() => app?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const res = await app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'es-CO' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}

test('a rent listing keeps what a tenant must bring, pets and furnished as its features', async () => {
  const created = await call('POST', '/admin/properties', {
    business_type: 'rent',
    property_type_id: typeId,
    title: 'Apartamento amoblado en Envigado',
    private_area: '61,5',
    rental_requirements: {
      guarantees: ['deposito', 'poliza'],
      documents: ['certificado_laboral', 'cedula'],
      min_term_months: 12,
      pets_allowed: true,
      furnished: 'on',
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body.data.private_area).toBe(61.5)
  // In the catalogue's order, whatever order they came in.
  expect(created.body.data.rental_requirements).toEqual({
    guarantees: ['poliza', 'deposito'],
    documents: ['cedula', 'certificado_laboral'],
    min_term_months: 12,
    pets_allowed: true,
    furnished: true,
  })
  const id = created.body.data.id as string
  const one = await call('GET', `/admin/properties/${id}`)
  expect(one.body.data.rental_requirements).toEqual(created.body.data.rental_requirements)
  expect(one.body.data.feature_ids).toHaveLength(2)

  // One member changed: the others stay; pets no longer allowed removes the feature.
  const changed = await call('PUT', `/admin/properties/${id}`, {
    business_type: 'rent',
    property_type_id: typeId,
    title: 'Apartamento amoblado en Envigado',
    rental_requirements: { pets_allowed: false },
  })
  expect(changed.status, JSON.stringify(changed.body)).toBe(200)
  expect(changed.body.data.rental_requirements).toEqual({
    guarantees: ['poliza', 'deposito'],
    documents: ['cedula', 'certificado_laboral'],
    min_term_months: 12,
    pets_allowed: false,
    furnished: true,
  })

  // Only for sale: no rental requirements.
  const sale = await call('PUT', `/admin/properties/${id}`, {
    business_type: 'sale',
    property_type_id: typeId,
    title: 'Apartamento amoblado en Envigado',
  })
  expect(sale.body.data.rental_requirements).toBeNull()
})

test('bad requirements are 422s on their members, in Spanish', async () => {
  const res = await call('POST', '/admin/properties', {
    business_type: 'rent',
    property_type_id: typeId,
    rental_requirements: { guarantees: ['none', 'fiador'], documents: ['pasaporte'], min_term_months: 0 },
  })
  expect(res.status).toBe(422)
  expect(res.body.errors['rental_requirements.guarantees']).toEqual([
    '«Sin garantía» no se combina con otras garantías',
  ])
  expect(
    res.body.errors['rental_requirements.documents.0'] ?? res.body.errors['rental_requirements.documents'],
  ).toBeDefined()
  expect(res.body.errors['rental_requirements.min_term_months']).toBeDefined()
  const other = await call('POST', '/admin/properties', {
    business_type: 'rent',
    property_type_id: typeId,
    rental_requirements: { guarantees: ['aval'] },
  })
  expect(other.status).toBe(422)
})

test('the public listing and the comparison give the private area and the requirements; null only for sale', async () => {
  const agencyId = (await insertCustomer(app.db, { name: 'Inmobiliaria Pública' })).id
  const publicToken = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agencyId })).id))
    .token
  const rent = await insertListing(app.db, { customerId: agencyId, businessType: 'rent', privateArea: 70 })
  const id = encodeId('property', rent.id)
  const put = await app.request(`/api/admin/properties/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${publicToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      business_type: 'rent',
      property_type_id: typeId,
      title: rent.title,
      description: rent.description,
      rental_requirements: {
        guarantees: ['poliza', 'fiador'],
        documents: ['certificado_laboral'],
        min_term_months: 6,
        pets_allowed: true,
      },
    }),
  })
  expect(put.status, await put.clone().text()).toBe(200)
  const one = (await (await app.request(`/api/properties/${id}`)).json()) as Json
  expect(one.data.private_area).toBe(70)
  expect(one.data.rental_requirements).toEqual({
    guarantees: ['fiador', 'poliza'],
    documents: ['certificado_laboral'],
    min_term_months: 6,
    pets_allowed: true,
    furnished: false,
  })

  // Nothing stated: empty lists and a null term, never invented; only for sale: null.
  const unstated = await insertListing(app.db, { customerId: agencyId, businessType: 'rent' })
  const sale = await insertListing(app.db, { customerId: agencyId, businessType: 'sale' })
  const read = async (listingId: number) =>
    ((await (await app.request(`/api/properties/${encodeId('property', listingId)}`)).json()) as Json).data
  expect((await read(unstated.id)).rental_requirements).toEqual({
    guarantees: [],
    documents: [],
    min_term_months: null,
    pets_allowed: false,
    furnished: false,
  })
  expect((await read(sale.id)).rental_requirements).toBeNull()
  expect((await read(sale.id)).private_area).toBeNull()

  // The comparison page's data, for a visitor who keeps the list in the browser.
  const ids = [rent.id, sale.id].map((n) => encodeId('property', n))
  const request = new Request('http://localhost/properties/compare', {
    headers: { cookie: `wi_compare=${ids.join(',')}` },
  })
  const page = await compareLoader({ request, params: {}, context: {} } as never)
  expect(page.items.map((i) => [i.privateArea, i.rentalRequirements?.guarantees ?? null])).toEqual([
    [70, ['fiador', 'poliza']],
    [null, null],
  ])
  expect(page.items[0].rentalRequirements).toMatchObject({ min_term_months: 6, pets_allowed: true })
})
