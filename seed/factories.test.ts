// The shared listing factory (tests/factories/listings.ts) that other modules' tests rely on.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows, type DatabaseHandle } from '#db/client'
import { propertyFeatures, propertyPhotos, userRoles } from '#db/schema'
import { createTestDb } from '../tests/setup/test-db'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../tests/factories/listings'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

test('insertListing makes a published, searchable listing with a photo (seeding reference data on demand)', async () => {
  const listing = await insertListing(handle.db, { featureSlugs: ['balcony', 'elevator'] })
  expect(listing).toMatchObject({
    status: 'published',
    businessType: 'rent',
    title: 'Apartamento en arriendo en Laureles',
  })
  expect(listing.publishedAt).toBeInstanceOf(Date)
  expect(listing.searchDocument).toContain('Medellín')
  expect(await handle.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id))).toHaveLength(1)
  expect(
    await handle.db.select().from(propertyFeatures).where(eq(propertyFeatures.propertyId, listing.id)),
  ).toHaveLength(2)
  const [hit] = await queryRows<{ id: number }>(
    handle.db,
    sql`select id from properties where search_vector @@ plainto_tsquery('spanish', immutable_unaccent('medellin laureles'))`,
  )
  expect(hit?.id).toBe(listing.id)
})

test('overrides: agency, status, place and type', async () => {
  await seedReferenceData(handle.db)
  const customer = await insertCustomer(handle.db, { name: 'Inmobiliaria Sur' })
  const draft = await insertListing(handle.db, {
    customerId: customer.id,
    status: 'draft',
    municipalityCode: '76001',
    typeSlug: 'house',
    businessType: 'sale',
  })
  expect(draft).toMatchObject({
    customerId: customer.id,
    status: 'draft',
    sectorId: null,
    rentPrice: null,
    publishedAt: null,
  })
  expect(draft.title).toBe('Casa en venta en Cali')
  const member = await insertUser(handle.db, { role: 'ContentManager', customerId: customer.id })
  const [grant] = await handle.db.select().from(userRoles).where(eq(userRoles.userId, member.id))
  expect(grant.customerId).toBe(customer.id)
})
