/**
 * The listing page's similar listings come closest price first, above or below, the ties the
 * newer listing first, within the price band (core/listings/listing-public.queries.ts: the
 * nearest above and below read in index order). On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findSimilarListings } from '#core/listings/listing-public.queries'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let ctx: Awaited<ReturnType<typeof startPagesApp>>

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
}, 60_000)
afterAll(() => ctx?.close())

/** Similar apartments for rent in Itagüí to a listing at 2,500,000 (band ±25 %). */
async function similarTo(excludeId: number, limit: number) {
  return findSimilarListings(ctx.db, {
    excludeId,
    propertyGroup: null,
    municipalityId: await municipalityId(ctx.db, '05360'),
    propertyTypeId: await propertyTypeId(ctx.db, 'apartment'),
    operation: 'rent',
    price: 2_500_000,
    band: { min: 1_875_000, max: 3_125_000 },
    limit,
  })
}

test('closest price first on either side, ties to the newer listing, nothing outside the band', async () => {
  const customerId = (await insertCustomer(ctx.db)).id
  const place = { customerId, municipalityCode: '05360', sectorSlug: null, typeSlug: 'apartment' as const }
  const prices = [1_000_000, 2_300_000, 2_450_000, 2_550_000, 2_600_000, 2_900_000, 4_000_000]
  const rows = []
  for (const rentPrice of prices) rows.push(await insertListing(ctx.db, { ...place, rentPrice }))
  const own = await insertListing(ctx.db, { ...place, rentPrice: 2_500_000 })
  const similar = await similarTo(own.id, 4)
  // 2,550,000 and 2,450,000 are 50,000 away: the newer (larger id) first.
  expect(similar.map((r) => r.rentPrice)).toEqual([2_550_000, 2_450_000, 2_600_000, 2_300_000])
  const wider = await similarTo(own.id, 10)
  expect(wider.map((r) => r.rentPrice)).toEqual([2_550_000, 2_450_000, 2_600_000, 2_300_000, 2_900_000])
})
