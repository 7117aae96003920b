/**
 * A public agency listing changed in the back-office (issue 33 point 4: "signals rerun when the
 * listing changes"): an edit that asks for a deposit by Nequi, or a new photo copied from another
 * agency's listing, sends it to the staff queue with that signal and takes it out of the public;
 * an honest edit or an own new picture leaves it published. Through the real API on PGlite and
 * PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listingSignals } from '#core/fraud'
import { encodeId } from '#core/shared/ids.utils'
import { moderationReviews, properties } from '#db/schema'
import { insertListing, seedReferenceData } from '../factories/listings'
import { agencyWithToken, picture, uploadPhoto } from '../factories/pictures'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
}, 60_000)
afterAll(() => app?.close())

/** The editor's save: the type, operation and title it always sends, and the changed fields. */
async function put(token: string, listingId: number, body: Record<string, unknown>) {
  const [row] = await app.db.select().from(properties).where(eq(properties.id, listingId))
  const type = encodeId('propertyType', row.propertyTypeId)
  body = { business_type: row.businessType, property_type_id: type, title: row.title, ...body }
  const res = await app.request(`/api/admin/properties/${encodeId('property', listingId)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { data: { status: string } }).data
}

async function state(listingId: number) {
  const [row] = await app.db.select().from(properties).where(eq(properties.id, listingId))
  const reviews = await app.db.select().from(moderationReviews).where(eq(moderationReviews.propertyId, listingId))
  const codes = (await listingSignals(app.db, listingId)).map((s) => s.code)
  const publicStatus = (await app.request(`/api/properties/${encodeId('property', listingId)}`)).status
  return { status: row.status, open: reviews.filter((r) => r.decidedAt === null).length, codes, publicStatus }
}

test('an honest edit keeps a public listing public; asking for a deposit by Nequi sends it to staff', async () => {
  const { agency, token } = await agencyWithToken(app)
  const listing = await insertListing(app.db, { customerId: agency.id, status: 'published' })
  expect((await state(listing.id)).publicStatus).toBe(200)

  expect(
    (await put(token, listing.id, { description: 'Apartamento iluminado, con balcón y parqueadero.' })).status,
  ).toBe('published')
  expect(await state(listing.id)).toEqual({ status: 'published', open: 0, codes: [], publicStatus: 200 })

  const answer = await put(token, listing.id, {
    description: 'Apartamento iluminado. Para separarlo consigne el anticipo por Nequi antes de la visita.',
  })
  expect(answer.status).toBe('in_review')
  expect(await state(listing.id)).toEqual({
    status: 'in_review',
    open: 1,
    codes: ['payment_request'],
    publicStatus: 404,
  })
})

test('a new photo copied from another agency’s listing sends a public listing to staff; an own new one does not', async () => {
  const original = await picture(21)
  const first = await agencyWithToken(app)
  const source = await insertListing(app.db, { customerId: first.agency.id, status: 'draft', photoCount: 0 })
  await uploadPhoto(app, first.token, source.id, original)

  const second = await agencyWithToken(app)
  const listing = await insertListing(app.db, {
    customerId: second.agency.id,
    status: 'published',
    photoCount: 0,
    buildArea: 140,
  })
  await uploadPhoto(app, second.token, listing.id, await picture(22))
  expect(await state(listing.id)).toEqual({ status: 'published', open: 0, codes: [], publicStatus: 200 })

  await uploadPhoto(
    app,
    second.token,
    listing.id,
    await sharp(original).resize({ width: 700 }).jpeg({ quality: 60 }).toBuffer(),
  )
  expect(await state(listing.id)).toEqual({ status: 'in_review', open: 1, codes: ['reused_photo'], publicStatus: 404 })
})
