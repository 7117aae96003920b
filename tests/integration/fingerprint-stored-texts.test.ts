/**
 * Descriptions stored before fingerprints were kept (migration 0033) on a real database: the
 * fingerprint-stored-texts job fingerprints each listing (not deleted) that has none, with the
 * listing's last change as its time, so a copy of such an old description on another account's
 * listing is then caught and the old one stays the source. A text too short to compare keeps an
 * empty fingerprint and is not claimed again. Runs on PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { evaluateListingSignals, fingerprintStoredTexts, type ListingSignal } from '#core/fraud'
import { queryRows } from '#db/client'
import { listingTextFingerprints } from '#db/schema'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
}, 60_000)
afterAll(() => app?.close())

const OLD_TEXT =
  'Apartamento esquinero en el barrio Belén, a tres cuadras del parque principal, con sala comedor independiente, ' +
  'cocina integral cerrada, tres alcobas con closet, dos baños enchapados, patio de ropas cubierto, balcón hacia ' +
  'la calle y parqueadero privado. Edificio con portería, ascensor y zonas verdes.'

const DAY = 86_400_000
const copied = (signals: ListingSignal[]) => signals.find((s) => s.code === 'copied_text')
const fingerprint = async (propertyId: number) =>
  (await app.db.select().from(listingTextFingerprints).where(eq(listingTextFingerprints.propertyId, propertyId)))[0]

async function ownerAccount() {
  const user = await insertUser(app.db)
  return insertCustomer(app.db, { name: `Propietario ${user.id}`, kind: 'owner', ownerUserId: user.id })
}

test('an old description is fingerprinted with its own time, and a copy of it is then caught', async () => {
  const agency = await insertCustomer(app.db)
  // Stored before migration 0033 and never published or edited since: no fingerprint.
  const lastChange = new Date(Date.now() - 200 * DAY)
  const source = await insertListing(app.db, { customerId: agency.id, description: OLD_TEXT, updatedAt: lastChange })
  const owner = await ownerAccount()
  const copy = await insertListing(app.db, {
    customerId: owner.id,
    status: 'in_review',
    photoCount: 0,
    description: `${OLD_TEXT} Disponible de inmediato.`,
  })
  expect(copied(await evaluateListingSignals(app.db, copy.id))).toBeUndefined()
  expect(await fingerprint(source.id)).toBeUndefined()

  expect(await fingerprintStoredTexts(app.db, { batch: 1 })).toEqual({ fingerprinted: 1 })
  const stored = await fingerprint(source.id)
  expect(stored.bands.length).toBeGreaterThan(0)
  expect(stored.updatedAt.getTime()).toBe(lastChange.getTime())

  expect(copied(await evaluateListingSignals(app.db, copy.id))?.evidence).toMatchObject({
    other_property_id: source.id,
    other_code: source.code,
  })
  // The source published again keeps its fingerprint's time (the same bands) and is not the copy.
  expect(copied(await evaluateListingSignals(app.db, source.id))).toBeUndefined()
  expect((await fingerprint(source.id)).updatedAt.getTime()).toBe(lastChange.getTime())
  // Nothing left: the next run does nothing.
  expect(await fingerprintStoredTexts(app.db)).toEqual({ fingerprinted: 0 })
})

test('a short description keeps an empty fingerprint and is not claimed again; a deleted listing is left', async () => {
  const agency = await insertCustomer(app.db)
  const short = await insertListing(app.db, {
    customerId: agency.id,
    description: 'Apartaestudio amoblado cerca al metro.',
  })
  const deleted = await insertListing(app.db, { customerId: agency.id, status: 'deleted', description: OLD_TEXT })
  const draft = await insertListing(app.db, { customerId: agency.id, status: 'draft', description: OLD_TEXT })

  expect(await fingerprintStoredTexts(app.db, { batch: 2 })).toEqual({ fingerprinted: 2 })
  expect(await fingerprint(short.id)).toMatchObject({ bands: [], shingles: 0 })
  expect((await fingerprint(draft.id)).bands.length).toBeGreaterThan(0)
  expect(await fingerprint(deleted.id)).toBeUndefined()
  expect(await fingerprintStoredTexts(app.db, { batch: 2 })).toEqual({ fingerprinted: 0 })

  // An evaluation of a short text keeps its empty row too (it used to delete it, and the job found it again).
  await evaluateListingSignals(app.db, short.id)
  expect(await fingerprint(short.id)).toMatchObject({ bands: [], shingles: 0 })
  const [{ left }] = await queryRows<{ left: number }>(
    app.db,
    sql`select count(*)::int as left from properties p where p.deleted_at is null
        and not exists (select 1 from listing_text_fingerprints f where f.property_id = p.id)`,
  )
  expect(left).toBe(0)
})
