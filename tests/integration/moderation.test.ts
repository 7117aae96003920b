/**
 * The staff queue (/api/admin/moderation) in-process on a real database: only portal staff
 * (`moderation.review` held portal-wide) see and decide; approving publishes; rejecting needs a
 * reason, leaves the listing rejected, queues the publisher's e-mail with the reason in words;
 * both decisions are audited and close the review.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, listingSignals, moderationReviews, outbox, properties } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import type { RoleName } from '#core/shared/actor.constants'
import { findReviewStates, isAwaitingReview } from '#core/moderation'
import { submitListingIdForReview } from '#core/listings'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { signInAs } from '../factories/auth'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let agency: { id: number }
let owner: { id: number }
const auth = {} as Record<RoleName, { authorization: string }>

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  agency = await insertCustomer(app.db, { name: 'Alfa Inmuebles', email: 'alfa@inmobiliaria.test' })
  const person = await insertUser(app.db, { email: 'propietaria@example.com', firstName: 'Marta' })
  owner = await insertCustomer(app.db, { name: 'Marta Ruiz', kind: 'owner', ownerUserId: person.id, email: null })
  const make = async (role: RoleName, customerId: number | null) =>
    (await signInAs(app.db, (await insertUser(app.db, { role, customerId })).id)).headers
  auth.SuperAdmin = await make('SuperAdmin', null)
  auth.Admin = await make('Admin', agency.id)
  auth.User = await make('User', null)
})
afterAll(() => app?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const init: RequestInit = {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
  }
  if (body !== undefined) init.body = JSON.stringify(body)
  const res = await app.request(path, init)
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Json }
}

/** A listing waiting in the queue, as the publish flow leaves it. */
async function waiting(customerId: number, cause: 'owner' | 'signals' = 'owner', title?: string) {
  const listing = await insertListing(app.db, { customerId, status: 'draft', ...(title ? { title } : {}) })
  await submitListingIdForReview(app.db, listing.id, cause)
  return listing
}

test('signed out 401, a visitor account 403, an agency Admin 403, on the queue and both decisions', async () => {
  const l = await waiting(agency.id)
  const id = encodeId('property', l.id)
  for (const [headers, status] of [
    [{}, 401],
    [auth.User, 403],
    [auth.Admin, 403],
  ] as const) {
    expect((await call('GET', '/api/admin/moderation', headers)).status).toBe(status)
    expect((await call('POST', `/api/admin/moderation/${id}/approve`, headers)).status).toBe(status)
    // Refused before the body is read: no reason is no 422 for a caller who may not reject.
    expect((await call('POST', `/api/admin/moderation/${id}/reject`, headers, {})).status).toBe(status)
  }
  const [row] = await app.db.select().from(properties).where(eq(properties.id, l.id))
  expect(row.status).toBe('in_review')
})

test('entering the queue is idempotent: one open review, status in_review', async () => {
  const l = await waiting(owner.id)
  await submitListingIdForReview(app.db, l.id, 'signals')
  const open = await app.db.select().from(moderationReviews).where(eq(moderationReviews.propertyId, l.id))
  expect(open).toHaveLength(1)
  expect(open[0]).toMatchObject({ cause: 'owner', decidedAt: null })
  const [row] = await app.db.select().from(properties).where(eq(properties.id, l.id))
  expect(isAwaitingReview(row.status)).toBe(true)
  expect((await findReviewStates(app.db, [l.id])).get(l.id)).toMatchObject({ decision: null, reason: null })
})

test('the queue: oldest first, with the listing, its signals, the cause and the account history', async () => {
  const flagged = await waiting(agency.id, 'signals', 'Apartamento con señal')
  await app.db.insert(listingSignals).values({
    propertyId: flagged.id,
    code: 'price_below_median',
    evidence: { percent: 32, median_per_m2: 45000, sample: 14, area: 'barrio' },
  })
  const { status, body } = await call('GET', '/api/admin/moderation', auth.SuperAdmin)
  expect(status).toBe(200)
  expect(body.meta).toMatchObject({ page: 1, per_page: 20 })
  const times = body.data.map((d: Json) => d.waiting_since)
  expect([...times].sort()).toEqual(times)
  const item = body.data.find((d: Json) => d.id === encodeId('property', flagged.id))
  expect(item).toMatchObject({
    cause: 'signals',
    listing: {
      id: encodeId('property', flagged.id),
      code: flagged.code,
      title: 'Apartamento con señal',
      status: 'in_review',
      publisher: { kind: 'agency', name: 'Alfa Inmuebles' },
      price: { rent: 2_500_000 },
    },
    signals: [{ code: 'price_below_median', evidence: { percent: 32, median_per_m2: 45000, sample: 14 } }],
  })
  expect(item.listing.url).toMatch(/^https:\/\/wi\.example\/property\/.+\/ot\//)
  expect(item.history.listings).toBeGreaterThanOrEqual(1)
  expect(item.history).toHaveProperty('account_created_at')
})

test('approving publishes it now, closes the review and is audited; a second approval is 404', async () => {
  const l = await waiting(owner.id)
  const id = encodeId('property', l.id)
  const res = await call('POST', `/api/admin/moderation/${id}/approve`, auth.SuperAdmin)
  expect(res.status).toBe(200)
  const [row] = await app.db.select().from(properties).where(eq(properties.id, l.id))
  expect(row.status).toBe('published')
  expect(row.publishedAt).toBeInstanceOf(Date)
  const [review] = await app.db.select().from(moderationReviews).where(eq(moderationReviews.propertyId, l.id))
  expect(review).toMatchObject({ decision: 'approved' })
  expect(review.decidedAt).toBeInstanceOf(Date)
  const audit = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, l.id), eq(auditLog.action, 'property.approve')))
  expect(audit).toHaveLength(1)
  expect((await call('POST', `/api/admin/moderation/${id}/approve`, auth.SuperAdmin)).status).toBe(404)
  const public_ = await call('GET', `/api/properties/${id}`)
  expect(public_.status).toBe(200)
})

test('approving goes through the publish rules: a listing without photos stays in the queue (422)', async () => {
  const listing = await insertListing(app.db, { customerId: agency.id, status: 'draft', photoCount: 0 })
  await submitListingIdForReview(app.db, listing.id, 'signals')
  const res = await call('POST', `/api/admin/moderation/${encodeId('property', listing.id)}/approve`, auth.SuperAdmin)
  expect(res.status).toBe(422)
  expect(res.body).toMatchObject({ errors: { photos: [expect.any(String)] } })
  const [row] = await app.db.select().from(properties).where(eq(properties.id, listing.id))
  expect(row.status).toBe('in_review')
  const [review] = await app.db.select().from(moderationReviews).where(eq(moderationReviews.propertyId, listing.id))
  expect(review.decidedAt).toBeNull()
})

test('rejecting needs a reason (422 in Spanish), then sets rejected, e-mails the owner the reason, audits', async () => {
  const l = await waiting(owner.id, 'owner', 'Casa en arriendo')
  const id = encodeId('property', l.id)
  const missing = await call('POST', `/api/admin/moderation/${id}/reject`, auth.SuperAdmin, { reason: '  ' })
  expect(missing.status).toBe(422)
  expect(missing.body.errors).toEqual({ reason: ['Este campo es obligatorio'] })
  const res = await call('POST', `/api/admin/moderation/${id}/reject`, auth.SuperAdmin, {
    reason: 'Las fotos son de otro inmueble.',
  })
  expect(res.status).toBe(200)
  const [row] = await app.db.select().from(properties).where(eq(properties.id, l.id))
  expect(row.status).toBe('rejected')
  const [review] = await app.db.select().from(moderationReviews).where(eq(moderationReviews.propertyId, l.id))
  expect(review).toMatchObject({ decision: 'rejected', reason: 'Las fotos son de otro inmueble.' })
  // What the owner's panel shows: no longer waiting, rejected with the reason.
  expect((await findReviewStates(app.db, [l.id])).get(l.id)).toMatchObject({
    waitingSince: null,
    decision: 'rejected',
    reason: 'Las fotos son de otro inmueble.',
  })
  expect(isAwaitingReview(row.status)).toBe(false)
  const mails = await app.db.select().from(outbox).where(eq(outbox.kind, 'email'))
  const mail = mails.find(
    (m) => m.payload.template === 'listing-rejected' && m.payload.to === 'propietaria@example.com',
  )
  expect(mail).toBeDefined()
  expect(String(mail!.payload.subject)).toBe(`Tu anuncio ${l.code} no fue aprobado`)
  expect(String(mail!.payload.text)).toContain('«Las fotos son de otro inmueble.»')
  expect(String(mail!.payload.text)).toContain('Hola, Marta:')
  expect(String(mail!.payload.text)).toContain('https://wi.example/user/panel/listings')
  const audit = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, l.id), eq(auditLog.action, 'property.reject')))
  expect(audit[0]?.data).toMatchObject({ reason: 'Las fotos son de otro inmueble.', to: 'rejected' })
})

test("an agency's rejected listing e-mails the agency's address", async () => {
  const l = await waiting(agency.id)
  const res = await call('POST', `/api/admin/moderation/${encodeId('property', l.id)}/reject`, auth.SuperAdmin, {
    reason: 'Precio engañoso',
  })
  expect(res.status).toBe(200)
  const mails = await app.db.select().from(outbox).where(eq(outbox.kind, 'email'))
  expect(
    mails.some((m) => m.payload.to === 'alfa@inmobiliaria.test' && m.payload.template === 'listing-rejected'),
  ).toBe(true)
})

test('a malformed id, another kind of id, or a listing not in the queue is 404', async () => {
  const published = await insertListing(app.db, { customerId: agency.id })
  for (const id of ['abc', encodeId('customer', agency.id), encodeId('property', published.id)])
    expect((await call('POST', `/api/admin/moderation/${id}/approve`, auth.SuperAdmin)).status).toBe(404)
})
