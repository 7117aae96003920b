/**
 * What each listing brings (`/api/admin/stats/listings` and its CSV) in-process over a real
 * database: a few views (one counted per visitor and day), phone reveals (one per visitor,
 * however often the box is opened), a WhatsApp click, a message, a favourite (saved, removed
 * and saved again: once) and a comparison made through the public API show in the agency's
 * statistics with the visitors who contacted and the contact rate, per listing and per day; another agency's listings never
 * show; who may read them (Admin, Analyst, a key with analytics.read; not a ContentManager nor
 * a key without it); the period is 7, 30 or 90. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listingDailyStats } from '#db/schema'
import { bogotaDay, encodeId } from '#core/shared'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let admin: { authorization: string }
let visitor: { authorization: string }
let listingA = 0
let quietA = 0
let listingB = 0
let agencyAId = 0

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: {
      'accept-language': 'es-CO',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const get = (path: string, headers: Record<string, string> = admin) =>
  app.request(path, { headers: { 'accept-language': 'es-CO', ...headers } })

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  const agencyA = await insertCustomer(app.db, { name: 'Alfa Inmuebles' })
  agencyAId = agencyA.id
  const agencyB = await insertCustomer(app.db, { name: 'Beta Inmuebles' })
  listingA = (await insertListing(app.db, { customerId: agencyA.id, status: 'published', title: 'Casa con patio' })).id
  quietA = (await insertListing(app.db, { customerId: agencyA.id, status: 'published', title: 'Local sin visitas' })).id
  listingB = (await insertListing(app.db, { customerId: agencyB.id, status: 'published' })).id
  admin = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agencyA.id })).id)).headers
  visitor = (await signInAs(app.db, (await insertUser(app.db)).id)).headers
  await visitListingA()
}, 60_000)
afterAll(() => app?.close())

/** What visitors do on the first agency's listing (and one view of the other agency's). */
async function visitListingA() {
  const id = encodeId('property', listingA)
  // Three visitors who accepted cookies; the first comes back twice the same day (counted once).
  for (const client of [
    'visitante-uno-abc',
    'visitante-uno-abc',
    'visitante-uno-abc',
    'visitante-dos-def',
    'visitante-tres-ghi',
  ])
    expect(
      (
        await post(`/api/properties/${id}/views`, undefined, {
          cookie: `wi_id_client=${client}; user_agree_cookies_policies=true`,
        })
      ).status,
    ).toBe(204)
  await post(`/api/properties/${encodeId('property', listingB)}/views`)
  // The first visitor opens the phone box twice (one reveal), a second visitor once.
  const first = { cookie: 'wi_id_client=visitante-uno-abc; user_agree_cookies_policies=true' }
  const second = { cookie: 'wi_id_client=visitante-dos-def; user_agree_cookies_policies=true' }
  for (const who of [first, first, second])
    expect((await post(`/api/properties/${id}/contact-clicks`, { channel: 'phone' }, who)).status).toBe(204)
  expect((await post(`/api/properties/${id}/contact-clicks`, { channel: 'whatsapp' }, first)).status).toBe(204)
  const message = {
    name: 'Pedro Pérez',
    email: 'pedro@example.com',
    phone: '300 555 1234',
    message: '¿Sigue disponible?',
    consent: true,
  }
  // The first visitor also writes (one more kind of contact, still one visitor who contacted).
  expect((await post(`/api/properties/${id}/messages`, message, first)).status).toBe(201)
  // Saved, saved again, removed and saved once more: one favourite.
  expect((await post('/api/wiauth/properties/favorites', { property_id: id }, visitor)).status).toBe(200)
  expect((await post('/api/wiauth/properties/favorites', { property_id: id }, visitor)).status).toBe(200)
  const removed = await app.request(`/api/wiauth/properties/favorites?property_id=${id}`, {
    method: 'DELETE',
    headers: visitor,
  })
  expect(removed.status).toBeLessThan(300)
  expect((await post('/api/wiauth/properties/favorites', { property_id: id }, visitor)).status).toBe(200)
  expect((await post('/api/wiauth/properties/compare/list', { property_id: id }, visitor)).status).toBeLessThan(300)
}

test('visits, contacts, a favourite and a comparison show in the agency’s statistics, per listing and per day', async () => {
  const id = encodeId('property', listingA)
  const res = await get('/api/admin/stats/listings?period=30')
  expect(res.status).toBe(200)
  const body = (await res.json()) as {
    data: Record<string, unknown>[]
    meta: { period: number; total: number; days: { day: string; views: number; contacts: number }[] }
  }
  expect(body.data).toEqual([
    {
      id,
      code: expect.any(String),
      title: 'Casa con patio',
      views: 3,
      contacts: 2,
      messages: 1,
      phone_reveals: 2,
      whatsapp_clicks: 1,
      visit_requests: 0,
      favorites: 1,
      comparisons: 1,
      contact_rate: 0.6667,
    },
    expect.objectContaining({ id: encodeId('property', quietA), views: 0, messages: 0, contact_rate: null }),
  ])
  expect(body.meta).toMatchObject({ period: 30, total: 2 })
  expect(body.meta.days).toHaveLength(30)
  expect(body.meta.days.at(-1)).toEqual({ day: bogotaDay(), views: 3, contacts: 2 })
  expect(body.meta.days.slice(0, -1).every((d) => d.views === 0 && d.contacts === 0)).toBe(true)

  // One listing's chart; another agency's listing is unknown here.
  const one = (await (await get(`/api/admin/stats/listings?period=7&listing_id=${id}`)).json()) as typeof body
  expect(one.meta.days).toHaveLength(7)
  expect(one.data).toHaveLength(1)
  expect((await get(`/api/admin/stats/listings?listing_id=${encodeId('property', listingB)}`)).status).toBe(404)

  // The daily aggregate: one row per listing and day.
  const rows = await app.db.select().from(listingDailyStats).where(eq(listingDailyStats.propertyId, listingA))
  expect(rows).toEqual([
    {
      propertyId: listingA,
      day: bogotaDay(),
      views: 3,
      contacts: 2,
      messages: 1,
      phoneReveals: 2,
      whatsappClicks: 1,
      visitRequests: 0,
      favorites: 1,
      comparisons: 1,
    },
  ])
})

test('the CSV has every listing with its counts, the contact rate a fraction as Excel in Colombia reads it', async () => {
  const res = await get('/api/admin/stats/listings/export.csv?period=90')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-disposition')).toMatch(/estadisticas-inmuebles-90d-\d{4}-\d{2}-\d{2}\.csv/)
  const lines = (await res.text())
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe(
    'Código;Inmueble;Vistas;Visitantes que contactaron;Mensajes;Teléfono visto;WhatsApp;Solicitudes de visita;Favoritos;Comparaciones;Tasa de contacto;Periodo (días)',
  )
  expect(lines[1]).toMatch(/^[\w-]+;Casa con patio;3;2;1;2;1;0;1;1;"0,6667";90$/)
  expect(lines).toHaveLength(3)
})

test('bad input and people without analytics.read get clear answers', async () => {
  const bad = await get('/api/admin/stats/listings?period=15')
  expect(bad.status).toBe(422)
  expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.period).toBeDefined()
  expect((await get('/api/admin/stats/listings', visitor)).status).toBe(403)
  expect((await get('/api/admin/stats/listings', {})).status).toBe(401)
  expect(
    (await post(`/api/properties/${encodeId('property', listingA)}/contact-clicks`, { channel: 'fax' })).status,
  ).toBe(422)
  expect((await post('/api/properties/nada/contact-clicks', { channel: 'phone' })).status).toBe(404)
})

test('an Analyst and a key with analytics.read read them; a ContentManager and a key without it do not', async () => {
  const as = async (role: 'Analyst' | 'ContentManager') =>
    (await signInAs(app.db, (await insertUser(app.db, { role, customerId: agencyAId })).id)).headers
  const analyst = await as('Analyst')
  const analystView = (await (await get('/api/admin/stats/listings', analyst)).json()) as { data: { id: string }[] }
  expect(analystView.data.map((r) => r.id)).toContain(encodeId('property', listingA))
  expect((await get('/api/admin/stats/listings', await as('ContentManager'))).status).toBe(403)

  const key = async (permissions: string[]) => {
    const res = await post('/api/admin/api-keys', { name: `Tablero ${permissions.join(' ')}`, permissions }, admin)
    expect(res.status).toBe(201)
    return { authorization: `Bearer ${((await res.json()) as { data: { key: string } }).data.key}` }
  }
  const reader = await key(['analytics.read'])
  const byKey = (await (await get('/api/admin/stats/listings/export.csv?period=7', reader)).text()).split('\r\n')
  expect(byKey[1]).toContain('Casa con patio')
  expect((await get('/api/admin/stats/listings', await key(['properties.read']))).status).toBe(403)
})

test('one listing that brought nothing still has its chart, on any page', async () => {
  const superAdmin = (await signInAs(app.db, (await insertUser(app.db, { role: 'SuperAdmin' })).id)).headers
  const quiet = encodeId('property', quietA)
  for (const path of [
    `/api/admin/stats/listings?listing_id=${quiet}`,
    `/api/admin/stats/listings?listing_id=${quiet}&page=3`,
  ]) {
    const res = await get(path, superAdmin)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { id: string; views: number }[]; meta: { days: unknown[] } }
    expect(body.data).toEqual([expect.objectContaining({ id: quiet, views: 0 })])
    expect(body.meta.days).toHaveLength(30)
  }
  // Over the whole portal only what brought something is listed.
  const all = (await (await get('/api/admin/stats/listings', superAdmin)).json()) as { data: { id: string }[] }
  expect(all.data.map((r) => r.id)).toEqual(
    expect.arrayContaining([encodeId('property', listingA), encodeId('property', listingB)]),
  )
  expect(all.data.map((r) => r.id)).not.toContain(quiet)
})
