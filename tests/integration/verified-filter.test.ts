/**
 * "Solo anunciantes verificados" (issue 33, verified=true) on a real database: a verified
 * agency's listings and an owner's listing whose title deed staff checked are found, nothing
 * else (not an unverified agency's listing that carries an owner's check by mistake, nor an
 * owner whose other listing is verified); the in-memory index and the SQL answer alike, page,
 * total and facets; an agency verified or un-verified later (UPDATE customers) and an owner's
 * title checked later reach the running index through the change feed, seen by the next search;
 * the API takes verified=true and answers any other word with a 422 in Spanish.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { customers, properties } from '#db/schema'
import { parseSearchParams } from '#core/search/search.schemas'
import { searchListings, searchListingsBySql } from '#core/search/search.service'
import { buildSearchIndex, currentIndex } from '#core/search/search-index-sync.infra'
import { encodeId } from '#core/shared/ids.utils'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
const ids: Record<string, number> = {}
let plainAgencyId = 0
let ownerId = 0
const ctx = () => ({ db: app.db, actor: null, locale: 'es-CO' as const })

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  const db = app.db
  await seedReferenceData(db)
  // Test data as staff leave it once they checked the papers (core/verification sets these columns).
  const verified = await insertCustomer(db, { name: 'Inmobiliaria Verificada', verifiedAt: new Date('2026-11-01') })
  const plain = await insertCustomer(db, { name: 'Inmobiliaria Sin Verificar' })
  plainAgencyId = plain.id
  const person = await insertUser(db, { email: 'propietaria@example.com' })
  const owner = await insertCustomer(db, { name: 'Marta Ruiz', kind: 'owner', ownerUserId: person.id, email: null })
  ownerId = owner.id
  const add = async (key: string, values: Parameters<typeof insertListing>[1]) => {
    ids[key] = (await insertListing(db, values)).id
  }
  await add('verified1', { customerId: verified.id, rentPrice: 2_000_000, bedrooms: 2 })
  await add('verified2', { customerId: verified.id, rentPrice: 2_500_000, bedrooms: 3, municipalityCode: '05266' })
  await add('plain', { customerId: plain.id, rentPrice: 1_900_000, bedrooms: 2 })
  // An agency's listing is verified through its agency only, whatever this column says.
  await add('plainWithTitle', { customerId: plain.id, rentPrice: 1_800_000, ownerVerifiedAt: new Date() })
  await add('ownerTitle', { customerId: owner.id, rentPrice: 1_500_000, bedrooms: 2, ownerVerifiedAt: new Date() })
  await add('ownerOther', { customerId: owner.id, rentPrice: 1_400_000, bedrooms: 1 })
  await add('draft', { customerId: verified.id, status: 'draft' })
  await buildSearchIndex(db)
}, 120_000)
afterAll(() => app?.close())

/** The listings a search finds through the running index, checked against SQL (page, total, facets). */
async function found(query: string): Promise<string[]> {
  const filter = parseSearchParams(new URLSearchParams(query))
  expect(await currentIndex(app.db), 'the index is built and followed').not.toBeNull()
  const [byIndex, bySql] = await Promise.all([searchListings(ctx(), filter), searchListingsBySql(ctx(), filter)])
  expect(byIndex, query).toEqual(bySql)
  expect(byIndex.total).toBe(byIndex.results.length)
  return byIndex.results.map((r) => r.id).sort()
}

const expected = (...keys: string[]) => keys.map((k) => encodeId('property', ids[k])).sort()

test('verified=true finds a verified agency’s listings and an owner’s listing with a checked title, nothing else', async () => {
  expect(await found('verified=true')).toEqual(expected('verified1', 'verified2', 'ownerTitle'))
  expect(await found('verified=1&bedrooms=3')).toEqual(expected('verified2'))
  expect(await found('verified=false')).toHaveLength(6)
  expect(await found('')).toHaveLength(6)
  // What the cards say: the publisher and what staff verified.
  const result = await searchListings(ctx(), parseSearchParams(new URLSearchParams('verified=true&sort=price_asc')))
  expect(result.results.map((r) => r.publisher)).toEqual([
    { kind: 'owner', verified: true, phone_confirmed: false },
    { kind: 'agency', verified: true, phone_confirmed: false },
    { kind: 'agency', verified: true, phone_confirmed: false },
  ])
})

test('an agency verified later, and an owner’s title checked later, reach the running index through the change feed', async () => {
  await app.db.update(customers).set({ verifiedAt: new Date() }).where(eq(customers.id, plainAgencyId))
  expect(await found('verified=true')).toEqual(
    expected('verified1', 'verified2', 'plain', 'plainWithTitle', 'ownerTitle'),
  )
  await app.db.update(properties).set({ ownerVerifiedAt: new Date() }).where(eq(properties.id, ids.ownerOther))
  expect(await found('verified=true&sort=newest')).toHaveLength(6)
  // Staff withdraw both: the next search no longer finds them.
  await app.db.update(customers).set({ verifiedAt: null }).where(eq(customers.id, plainAgencyId))
  await app.db.update(properties).set({ ownerVerifiedAt: null }).where(eq(properties.id, ids.ownerOther))
  expect(await found('verified=true')).toEqual(expected('verified1', 'verified2', 'ownerTitle'))
  // The owner's record itself verified changes nothing: an owner is verified listing by listing.
  await app.db.update(customers).set({ verifiedAt: new Date() }).where(eq(customers.id, ownerId))
  expect(await found('verified=true')).toEqual(expected('verified1', 'verified2', 'ownerTitle'))
})

test('the API takes verified=true; any other word is a 422 on its field, in Spanish', async () => {
  const ok = await app.request('/api/properties/search?verified=true')
  expect(ok.status).toBe(200)
  const body = (await ok.json()) as { meta: { total: number }; data: Array<{ publisher: { verified: boolean } }> }
  expect(body.meta.total).toBe(3)
  expect(body.data.every((d) => d.publisher.verified)).toBe(true)
  for (const word of ['maybe', 'si', '2', '']) {
    const res = await app.request(`/api/properties/search?verified=${word}`)
    if (word === '') {
      // An empty field is no filter (as every other field).
      expect(res.status).toBe(200)
      continue
    }
    expect(res.status, word).toBe(422)
    const bad = (await res.json()) as { errors: Record<string, string[]> }
    expect(bad.errors.verified).toEqual(['Elige una opción válida'])
  }
})
