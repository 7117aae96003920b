/**
 * The in-process search index answers exactly what SQL answers (the page in order, the total
 * and the four facets) for several hundred varied searches over the demo catalogue, and keeps
 * doing so after listings are added, repriced, moved, unpublished, deleted, given or stripped of
 * features, and their agency switched off — each seen by the very next search. Words, lexemes,
 * the change log and the packed index are in search-index-text.test.ts.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { queryRows, type DatabaseHandle } from '#db/client'
import { customers, properties, propertyFeatures } from '#db/schema'
import { parseSearchParams } from '#core/search/search.schemas'
import { searchListings, searchListingsBySql } from '#core/search/search.service'
import { encodeId } from '#core/shared/ids.utils'
import { searchIndexWorld } from '../support/search-index'

const { world, ctx, agreeOn } = searchIndexWorld()
const { queries, detailQueries } = world
let handle: DatabaseHandle
beforeAll(() => {
  ;({ handle } = world)
})

describe('the search index and SQL', () => {
  test('agree on 400 varied searches: the page in order, the total and every facet', async () => {
    const nonEmpty = await agreeOn(queries)
    // The comparison means something only if most searches find listings.
    expect(nonEmpty).toBeGreaterThan(200)
  }, 120_000)

  test('agree on 150 searches with administración, age, private area, floor, amenities and guarantees', async () => {
    expect(await agreeOn(detailQueries)).toBeGreaterThan(45)
  }, 120_000)

  test('still agree after every kind of change, each seen by the next search', async () => {
    const db = handle.db
    const published = await db
      .select({ id: properties.id, customerId: properties.customerId, municipalityId: properties.municipalityId })
      .from(properties)
      .where(eq(properties.status, 'published'))
      .orderBy(properties.id)
      .limit(40)
    const [a, b, c, d, e, f] = published
    const sample = queries.slice(0, 80)
    const medellin = (await queryRows<{ id: number }>(db, sql`select id from municipalities where code = '05001'`))[0]
      .id

    // Repriced, moved and turned into sale-and-rent.
    await db.update(properties).set({ rentPrice: 1_111_000, bedrooms: 4, stratum: 5 }).where(eq(properties.id, a.id))
    await db
      .update(properties)
      .set({ municipalityId: medellin, businessType: 'sale_rent', salePrice: 456_000_000, rentPrice: 2_345_000 })
      .where(eq(properties.id, b.id))
    // Unpublished, deleted, and a draft published.
    await db.update(properties).set({ status: 'inactive' }).where(eq(properties.id, c.id))
    await db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, d.id))
    const [draft] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'draft'))
      .limit(1)
    if (draft)
      await db
        .update(properties)
        .set({ status: 'published', publishedAt: new Date() })
        .where(eq(properties.id, draft.id))
    // Requirements and details stated (what the filters of issue 14 read).
    await db
      .update(properties)
      .set({ rentalGuarantees: ['poliza', 'deposito'], privateArea: 55, floor: 7, age: 0, adminPrice: 150_000 })
      .where(eq(properties.id, a.id))
    // Features taken away and given.
    await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, e.id))
    const [feature] = await queryRows<{ id: number }>(db, sql`select id from features order by id limit 1`)
    await db
      .insert(propertyFeatures)
      .values({ propertyId: f.id, featureId: Number(feature.id) })
      .onConflictDoNothing()
    await agreeOn(sample)
    const stated = parseSearchParams(
      new URLSearchParams('guarantee=poliza&private_area_min=50&floor_min=7&new_construction=1&admin_max=150000'),
    )
    const found = await searchListings(ctx(), stated)
    expect(found.results.map((r) => r.id)).toContain(encodeId('property', a.id))
    expect(found).toEqual(await searchListingsBySql(ctx(), stated))

    // An agency switched off hides its listings; on again, shows them.
    const agency = a.customerId
    const before = await searchListings(ctx(), parseSearchParams(new URLSearchParams()))
    await db.update(customers).set({ isActive: false }).where(eq(customers.id, agency))
    const off = await searchListings(ctx(), parseSearchParams(new URLSearchParams()))
    // Totals count properties: another agency's listing of the same property stays visible.
    const properties_ = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(distinct coalesce(property_group, -id))::int as n from properties
              where status = 'published' and deleted_at is null
                and customer_id in (select id from customers where is_active and deleted_at is null)`,
        )
      )[0].n
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from properties where customer_id = ${agency} and status = 'published' and deleted_at is null`,
    )
    expect(Number(n)).toBeGreaterThan(0)
    expect(off.total).toBe(Number(await properties_()))
    expect(off.total).toBeLessThan(before.total)
    await agreeOn(sample.slice(0, 30))
    await db.update(customers).set({ isActive: true }).where(eq(customers.id, agency))
    expect((await searchListings(ctx(), parseSearchParams(new URLSearchParams()))).total).toBe(before.total)

    // Many at once (an import), then removed for good.
    const copies = await db
      .select()
      .from(properties)
      .where(
        and(
          eq(properties.status, 'published'),
          inArray(
            properties.id,
            published.slice(10, 40).map((p) => p.id),
          ),
        ),
      )
    const inserted = await db
      .insert(properties)
      .values(
        copies.map(({ id: _id, searchVector: _v, monthlyTotal: _m, ...row }, i) => ({
          ...row,
          code: `${row.code}-B${i}`,
          // An agency's own code names one of its listings (ADR 0018).
          agencyCode: row.agencyCode && `${row.agencyCode}-B${i}`,
          rentPrice: row.rentPrice == null ? null : row.rentPrice + 1000,
        })),
      )
      .returning({ id: properties.id })
    await agreeOn(sample)
    await db.delete(properties).where(
      inArray(
        properties.id,
        inserted.map((r) => r.id),
      ),
    )
    await agreeOn(sample.slice(0, 30))
  }, 180_000)
})
