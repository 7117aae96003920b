/**
 * One property, one card (issue 14) on a real database: two agencies' listings of one apartment
 * are grouped when saved; the search shows the cheaper one once ("Publicado por 2
 * inmobiliarias"), counts one property, and shows the other alone when a filter leaves only it;
 * GET /api/properties/{id} gives the other offers with public fields only; editing one listing
 * away from the other parts them, and deleting one leaves the other alone.
 * Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { properties } from '#db/schema'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
const tokens: string[] = []
const ids: number[] = []
let agencyNames: string[] = []

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(method: string, path: string, body?: unknown, token = ''): Promise<{ status: number; body: Json }> {
  const res = await app.request(`/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'accept-language': 'es-CO',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}

const RENT = encodeOperation('rent')
const place = { municipalityCode: '05266', sectorSlug: null } as const

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  agencyNames = ['Inmobiliaria Uno', 'Inmobiliaria Dos']
  for (const name of agencyNames) {
    const agency = await insertCustomer(app.db, { name })
    tokens.push((await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agency.id })).id)).token)
    // The same flat in Envigado, pinned 12 m apart, the address written two ways, 2 % apart in area.
    const first = ids.length === 0
    const listing = await insertListing(app.db, {
      ...place,
      customerId: agency.id,
      title: first ? 'Apartamento con balcón en Envigado' : 'Lindo apartamento para estrenar',
      rentPrice: first ? 2_600_000 : 2_500_000,
      buildArea: first ? 80 : 78.5,
      address: first ? 'Carrera 43A # 38 Sur-20' : 'Cra. 43 A No. 38 sur - 20',
      lat: first ? 6.17 : 6.1701,
      lon: -75.59,
    })
    ids.push(listing.id)
  }
  // A third listing nearby but another unit (another floor): never the same property.
  const third = await insertCustomer(app.db, { name: 'Inmobiliaria Tres' })
  ids.push((await insertListing(app.db, { ...place, customerId: third.id, floor: 9, lat: 6.17, lon: -75.59 })).id)
}, 60_000)
afterAll(() => app?.close())

const groupOf = async (id: number) =>
  (await app.db.select({ g: properties.propertyGroup }).from(properties).where(eq(properties.id, id)))[0].g

/** Saves a listing through the back-office API (the path where regrouping happens). */
async function save(index: number, changes: Json, agency = index) {
  const id = encodeId('property', ids[index])
  const token = tokens[agency]
  const current = await call('GET', `/admin/properties/${id}`, undefined, token)
  const d = current.body.data
  const res = await call(
    'PUT',
    `/admin/properties/${id}`,
    {
      business_type: d.business_type,
      property_type_id: d.property_type_id,
      title: d.title,
      description: d.description,
      ...changes,
    },
    token,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

test('a save groups the same flat listed by two agencies, not another unit of the building', async () => {
  expect(await groupOf(ids[0])).toBeNull()
  await save(1, { description: 'Apartamento remodelado, cerca al parque de Envigado.' })
  expect(await groupOf(ids[0])).toBe(ids[0])
  expect(await groupOf(ids[1])).toBe(ids[0])
  expect(await groupOf(ids[2])).toBeNull()
})

test('the search shows the property once, at the lower price, and counts properties', async () => {
  const all = await call('GET', `/properties/search?operation_type_id=${RENT}`)
  expect(all.status, JSON.stringify(all.body)).toBe(200)
  const shown = all.body.data.map((r: Json) => r.id)
  expect(shown).toContain(encodeId('property', ids[1]))
  expect(shown).not.toContain(encodeId('property', ids[0]))
  expect(shown).toContain(encodeId('property', ids[2]))
  expect(all.body.meta.total).toBe(2)
  const card = all.body.data.find((r: Json) => r.id === encodeId('property', ids[1]))
  expect(card.price).toBe(2_500_000)
  expect(card.agency_count).toBe(2)
  expect(all.body.data.find((r: Json) => r.id === encodeId('property', ids[2])).agency_count).toBe(1)

  // A filter only the dearer listing passes shows it: the property is not lost.
  const dear = await call('GET', `/properties/search?operation_type_id=${RENT}&price_min=2550000`)
  expect(dear.body.data.map((r: Json) => r.id)).toEqual([encodeId('property', ids[0])])
  expect(dear.body.meta.total).toBe(1)
  // Its code as the text finds it too.
  const code = (await app.db.select({ c: properties.code }).from(properties).where(eq(properties.id, ids[0])))[0].c
  const byCode = await call('GET', `/properties/search?q=${code}`)
  expect(byCode.body.data.map((r: Json) => r.id)).toEqual([encodeId('property', ids[0])])
})

test('the listing gives the other offers, with what any visitor may see and nothing more', async () => {
  const res = await call('GET', `/properties/${encodeId('property', ids[0])}`)
  expect(res.status).toBe(200)
  const offers = res.body.data.other_offers as Json[]
  expect(offers).toHaveLength(1)
  expect(Object.keys(offers[0]).sort()).toEqual(['agency', 'id', 'price', 'url'])
  expect(offers[0]).toMatchObject({
    id: encodeId('property', ids[1]),
    price: 2_500_000,
    agency: { name: agencyNames[1] },
  })
  expect(offers[0].url).toMatch(/^https:\/\/wi\.example\/.+\/ot\//)
  expect(Object.keys(offers[0].agency).sort()).toEqual(['id', 'logo', 'name', 'url'])
  const alone = await call('GET', `/properties/${encodeId('property', ids[2])}`)
  expect(alone.body.data.other_offers).toEqual([])
})

test('an edit that makes them differ parts them; the edit back joins them again', async () => {
  await save(0, { build_area: 120 })
  expect(await groupOf(ids[0])).toBeNull()
  expect(await groupOf(ids[1])).toBeNull()
  const parted = await call('GET', `/properties/search?operation_type_id=${RENT}`)
  expect(parted.body.meta.total).toBe(3)
  await save(0, { build_area: 80 })
  expect(await groupOf(ids[1])).toBe(ids[0])
  expect((await call('GET', `/properties/search?operation_type_id=${RENT}`)).body.meta.total).toBe(2)
})

test('a deleted listing leaves its group; the other is shown alone', async () => {
  const res = await call('DELETE', `/admin/properties/${encodeId('property', ids[1])}`, undefined, tokens[1])
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  expect(await groupOf(ids[1])).toBeNull()
  expect(await groupOf(ids[0])).toBeNull()
  const after = await call('GET', `/properties/search?operation_type_id=${RENT}`)
  expect(after.body.meta.total).toBe(2)
  expect(after.body.data.map((r: Json) => r.id)).toContain(encodeId('property', ids[0]))
  expect((await call('GET', `/properties/${encodeId('property', ids[0])}`)).body.data.other_offers).toEqual([])
})

test('two agencies saving the two listings of one property at once both succeed (no deadlock)', async () => {
  const agencyOf = async (id: number) =>
    (await app.db.select({ c: properties.customerId }).from(properties).where(eq(properties.id, id)))[0].c
  const [one, two] = [await agencyOf(ids[0]), await agencyOf(ids[1])]
  const pair = [one, two].map((customerId, k) =>
    insertListing(app.db, {
      ...place,
      customerId,
      rentPrice: 1_800_000,
      buildArea: 60,
      lat: 6.18 + k * 0.0001,
      lon: -75.6,
    }),
  )
  const [a, b] = await Promise.all(pair)
  ids.push(a.id, b.id)
  await save(3, { description: 'Apartamento de 60 m² cerca del metro.' }, 0)
  expect(await groupOf(b.id)).toBe(Math.min(a.id, b.id))
  // Each save moves one listing away from or back to the other: each writes the other's group.
  for (let i = 0; i < 4; i++) {
    await Promise.all([
      save(3, { build_area: i % 2 ? 60 : 90 }, 0),
      save(4, { description: `Revisado ${i}: apartamento cerca del metro.` }, 1),
    ])
  }
  expect(await groupOf(b.id)).toBe(Math.min(a.id, b.id))
})
