/**
 * Visitors' reports (POST /api/properties/{id}/reports) in-process on a real database: three
 * different reporters take a published listing out of search (the in-process index follows the
 * change log) and into the staff queue with the `reported` signal; the same reporter counts
 * once; field errors in Spanish; unknown ids 404; the per-address limit 429.
 */
import { and, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { listingReports, listingSignals, moderationReviews, properties } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { REPORT_RATE_LIMIT } from '#core/moderation/report.rate-limit'
import { municipalityId } from '../factories/catalog'
import { signInAs, type SignedIn } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import { reportAction } from '~/routes/listing/report-action.server'
import { requestInfoContext } from '#web/request-context'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = any

let t: Awaited<ReturnType<typeof startAccountsApp>>
let agency: { id: number }
let signedIn: SignedIn
let ipN = 1

beforeAll(async () => {
  t = await startAccountsApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(t.db)
  agency = await insertCustomer(t.db, { name: 'Reportada Inmuebles' })
  signedIn = await signInAs(t.db, (await insertUser(t.db, { email: 'vecina@example.com' })).id)
})
beforeEach(() => resetAllRateLimits())
afterAll(() => t?.close())

async function report(id: string, json: unknown, init: { ip?: string; as?: SignedIn } = {}) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-forwarded-for': init.ip ?? `203.0.113.${ipN++}`,
    ...(init.as?.headers ?? {}),
  }
  const res = await t.request(`/api/properties/${id}/reports`, { method: 'POST', headers, body: JSON.stringify(json) })
  return { status: res.status, body: (await res.json()) as Json, retryAfter: res.headers.get('retry-after') }
}

async function searchIds(municipality: string): Promise<string[]> {
  const res = await t.request(`/api/properties/search?municipality_id=${municipality}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as Json).data.map((d: { id: string }) => d.id)
}

test('three different reporters take it out of search and into the queue with the reported signal', async () => {
  const sabaneta = encodeId('municipality', await municipalityId(t.db, '05631'))
  const listing = await insertListing(t.db, { customerId: agency.id, municipalityCode: '05631', sectorSlug: null })
  const other = await insertListing(t.db, { customerId: agency.id, municipalityCode: '05631', sectorSlug: null })
  const id = encodeId('property', listing.id)
  expect(await searchIds(sabaneta)).toEqual(expect.arrayContaining([id, encodeId('property', other.id)]))

  const first = await report(id, { reason: 'piden_dinero' })
  expect(first.status).toBe(201)
  expect(first.body.msg).toBe('Gracias por avisarnos. Nuestro equipo revisará este anuncio.')
  expect((await report(id, { reason: 'precio_falso' }, { as: signedIn })).status).toBe(201)
  expect(await searchIds(sabaneta)).toContain(id)
  expect((await report(id, { reason: 'otro', text: 'Me pidieron un anticipo por Nequi' })).status).toBe(201)

  const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id))
  expect(row.status).toBe('in_review')
  const ids = await searchIds(sabaneta)
  expect(ids).not.toContain(id)
  expect(ids).toContain(encodeId('property', other.id))
  const [signal] = await t.db.select().from(listingSignals).where(eq(listingSignals.propertyId, listing.id))
  expect(signal.code).toBe('reported')
  expect(signal.evidence).toMatchObject({ count: 3 })
  expect((signal.evidence.reasons as string[]).sort()).toEqual(['otro', 'piden_dinero', 'precio_falso'])
  const reviews = await t.db.select().from(moderationReviews).where(eq(moderationReviews.propertyId, listing.id))
  expect(reviews).toMatchObject([{ cause: 'reports', decidedAt: null }])
  // The listing page and its reports answer 404 now that the public cannot see it.
  expect((await report(id, { reason: 'no_existe' })).status).toBe(404)
})

test('the same reporter twice counts once (an address signed out, an account signed in)', async () => {
  const listing = await insertListing(t.db, { customerId: agency.id })
  const id = encodeId('property', listing.id)
  expect((await report(id, { reason: 'no_existe' }, { ip: '198.51.100.77' })).status).toBe(201)
  const again = await report(id, { reason: 'precio_falso' }, { ip: '198.51.100.77' })
  expect(again.status).toBe(200)
  expect((await report(id, { reason: 'no_existe' }, { as: signedIn })).status).toBe(201)
  expect((await report(id, { reason: 'no_existe' }, { as: signedIn })).status).toBe(200)
  const rows = await t.db.select().from(listingReports).where(eq(listingReports.propertyId, listing.id))
  expect(rows).toHaveLength(2)
  // The address is kept only as an HMAC; the account by its id.
  const byAccount = rows.find((r) => r.userId !== null)!
  const byAddress = rows.find((r) => r.userId === null)!
  expect(byAccount.reporter).toBe(`u:${byAccount.userId}`)
  expect(byAddress.reporter).toMatch(/^a:[\w-]{32}$/)
  expect(rows.some((r) => r.reporter.includes('198.51.100.77'))).toBe(false)
  const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id))
  expect(row.status).toBe('published')
})

test('a bad reason, a missing text for otro, a text too long: 422 on the field, in Spanish', async () => {
  const listing = await insertListing(t.db, { customerId: agency.id })
  const id = encodeId('property', listing.id)
  const bad = await report(id, { reason: 'aburrido' })
  expect(bad.status).toBe(422)
  expect(bad.body.message).toBe('Por favor corrija los errores en el formulario')
  expect(bad.body.errors).toEqual({ reason: ['Elige una opción válida'] })
  const noText = await report(id, { reason: 'otro', text: '   ' })
  expect(noText.status).toBe(422)
  expect(noText.body.errors).toEqual({ text: ['Este campo es obligatorio'] })
  const long = await report(id, { reason: 'no_existe', text: 'x'.repeat(1001) })
  expect(long.status).toBe(422)
  expect(long.body.errors.text[0]).toBe('Debe tener como máximo 1000 caracteres')
  const stored = await t.db.select().from(listingReports).where(eq(listingReports.propertyId, listing.id))
  expect(stored).toHaveLength(0)
})

test('an unknown, malformed or unpublished listing is 404', async () => {
  const draft = await insertListing(t.db, { customerId: agency.id, status: 'draft' })
  for (const id of ['abcdefgh', encodeId('property', 99_999_999), encodeId('property', draft.id), 'x'])
    expect((await report(id, { reason: 'no_existe' })).status).toBe(404)
})

test('past the per-address limit: 429 with Retry-After, and the report is not stored', async () => {
  const ip = '198.51.100.200'
  const listings = []
  for (let i = 0; i <= REPORT_RATE_LIMIT.limit; i++) listings.push(await insertListing(t.db, { customerId: agency.id }))
  for (const l of listings.slice(0, REPORT_RATE_LIMIT.limit))
    expect((await report(encodeId('property', l.id), { reason: 'no_existe' }, { ip })).status).toBe(201)
  const last = listings.at(-1)!
  const refused = await report(encodeId('property', last.id), { reason: 'no_existe' }, { ip })
  expect(refused.status).toBe(429)
  expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  const stored = await t.db
    .select()
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, last.id)))
  expect(stored).toHaveLength(0)
  // Another address is not limited.
  expect((await report(encodeId('property', last.id), { reason: 'no_existe' })).status).toBe(201)
})

test('the listing page form (no JavaScript): field errors echoed in Spanish, then the thanks', async () => {
  const listing = await insertListing(t.db, { customerId: agency.id })
  const submit = (fields: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { requestId: 'test', cspNonce: 'test', clientIp: '192.0.2.50' })
    return reportAction(new Request('http://localhost/property/x', { method: 'POST', body: form }), context)
  }
  const property_id = encodeId('property', listing.id)
  expect(await submit({ intent: 'report', property_id, reason: 'otro', text: '' })).toMatchObject({
    init: { status: 422 },
    data: { ok: false, intent: 'report', errors: { text: 'Este campo es obligatorio' }, values: { reason: 'otro' } },
  })
  expect(await submit({ intent: 'report', property_id, reason: 'no_existe' })).toMatchObject({
    ok: true,
    intent: 'report',
    message: 'Gracias por avisarnos. Nuestro equipo revisará este anuncio.',
  })
  expect(await t.db.select().from(listingReports).where(eq(listingReports.propertyId, listing.id))).toHaveLength(1)
})
