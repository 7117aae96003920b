/**
 * Photos stored before hashes were kept (migration 0035) on a real database and real files: the
 * migration marks the ones with a file of their own (never the demo's shared stock pictures), the
 * hash-stored-photos job reads each back and hashes it like an upload, and a copy of such an old
 * photo on another account's listing is then caught. A missing file leaves the photo unhashed
 * and no longer pending. Runs on PGlite and PostgreSQL.
 */
import fs from 'node:fs'
import { eq, inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { evaluateListingSignals, hashStoredPhotos } from '#core/fraud'
import { hammingDistance } from '#core/media/dhash.rules'
import { propertyPhotos } from '#db/schema'
import { insertListing, seedReferenceData } from '../factories/listings'
import { agencyWithToken, picture, uploadPhoto } from '../factories/pictures'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
}, 60_000)
afterAll(() => app?.close())

/** A photo uploaded through the back-office API; its stored row. */
async function upload(token: string, listingId: number, bytes: Buffer) {
  await uploadPhoto(app, token, listingId, bytes)
  const rows = await app.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, listingId))
  return rows[rows.length - 1]
}

const photo = async (id: number) => (await app.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, id)))[0]
const reused = async (listingId: number) =>
  (await evaluateListingSignals(app.db, listingId)).some((s) => s.code === 'reused_photo')

test('an old photo is hashed from its stored file, and a copy of it is then caught', async () => {
  const original = await picture(31)
  const first = await agencyWithToken(app)
  const source = await insertListing(app.db, { customerId: first.agency.id, status: 'published', photoCount: 0 })
  const stored = await upload(first.token, source.id, original)
  const uploadHash = stored.dhash!
  // As migration 0035 leaves a photo stored before hashes were kept.
  await app.db.update(propertyPhotos).set({ dhash: null, dhashPending: true }).where(eq(propertyPhotos.id, stored.id))

  const second = await agencyWithToken(app)
  // Another home (bigger): the same home listed by two agencies is a co-listing, not a copy.
  const copier = await insertListing(app.db, {
    customerId: second.agency.id,
    status: 'draft',
    photoCount: 0,
    buildArea: 140,
  })
  await upload(second.token, copier.id, await sharp(original).resize({ width: 800 }).jpeg({ quality: 70 }).toBuffer())
  expect(await reused(copier.id)).toBe(false)

  expect(await hashStoredPhotos(app.db, { batch: 2 })).toEqual({ hashed: 1, missing: 0 })
  const after = await photo(stored.id)
  expect(after.dhashPending).toBe(false)
  expect(hammingDistance(after.dhash!, uploadHash)).toBeLessThanOrEqual(1)
  expect(await reused(copier.id)).toBe(true)
  // Nothing left: the next run does nothing.
  expect(await hashStoredPhotos(app.db)).toEqual({ hashed: 0, missing: 0 })
})

test('a photo whose file is gone is left without a hash and is not tried again', async () => {
  const { agency, token } = await agencyWithToken(app)
  const listing = await insertListing(app.db, { customerId: agency.id, status: 'published', photoCount: 0 })
  const stored = await upload(token, listing.id, await picture(32))
  await app.db.update(propertyPhotos).set({ dhash: null, dhashPending: true }).where(eq(propertyPhotos.id, stored.id))
  for (const width of stored.widths.split(','))
    fs.rmSync(`${app.env.DATA_DIR}/media/${stored.storageKey}-${width}.webp`, { force: true })

  expect(await hashStoredPhotos(app.db)).toEqual({ hashed: 0, missing: 1 })
  expect(await photo(stored.id)).toMatchObject({ dhash: null, dhashPending: false })
  expect(await hashStoredPhotos(app.db)).toEqual({ hashed: 0, missing: 0 })
})

test('the migration marks unhashed photos with a file of their own, not the stock pictures listings share', async () => {
  const { agency } = await agencyWithToken(app)
  const a = await insertListing(app.db, { customerId: agency.id, photoCount: 0 })
  const b = await insertListing(app.db, { customerId: agency.id, photoCount: 0 })
  const base = { width: 1200, height: 800 }
  const rows = await app.db
    .insert(propertyPhotos)
    .values([
      { ...base, propertyId: a.id, storageKey: 'demo/pool/patio-3' },
      { ...base, propertyId: b.id, storageKey: 'demo/pool/patio-3' },
      { ...base, propertyId: a.id, position: 1, storageKey: `listings/${a.id}/antigua` },
      { ...base, propertyId: b.id, position: 1, storageKey: `listings/${b.id}/nueva`, dhash: 0x1234_5678_9abc_def0n },
    ])
    .returning()
  const migration = fs.readFileSync('db/migrations/0035_hash_stored_photos.sql', 'utf8')
  const update = migration.split('--> statement-breakpoint').find((s) => s.trim().startsWith('UPDATE'))!
  await app.db.execute(sql.raw(update))
  const marked = await app.db
    .select({ key: propertyPhotos.storageKey, pending: propertyPhotos.dhashPending })
    .from(propertyPhotos)
    .where(
      inArray(
        propertyPhotos.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(propertyPhotos.id)
  expect(marked).toEqual([
    { key: 'demo/pool/patio-3', pending: false },
    { key: 'demo/pool/patio-3', pending: false },
    { key: `listings/${a.id}/antigua`, pending: true },
    { key: `listings/${b.id}/nueva`, pending: false },
  ])
})
