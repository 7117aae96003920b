/**
 * Verified badges (issue 33 points 6–7) in-process on a real database: an agency sends its NIT and
 * Cámara de Comercio certificate, an owner the certificado de tradición of a listing; only portal
 * staff see the queue, read the papers (no-store) and decide; approving verifies the publisher (the
 * listing's `publisher.verified`), rejecting needs a reason; a paper is 404 to anyone but staff,
 * and the retention job deletes it 90 days after the decision, not before.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, customers, outbox, properties, verificationDocuments, verificationRequests } from '#db/schema'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import type { RoleName } from '#core/shared/actor.constants'
import { deleteExpiredDocuments } from '#core/verification'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { signInAs } from '../factories/auth'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
const auth = {} as Record<RoleName | 'Owner' | 'OtherAdmin', { authorization: string }>
let agency: { id: number }
let other: { id: number }
let ownerRecord: { id: number }

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const NIT = '890.903.938-8'

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  agency = await insertCustomer(app.db, { name: 'Beta Inmuebles', email: 'beta@inmobiliaria.test' })
  other = await insertCustomer(app.db, { name: 'Gamma Inmuebles' })
  const person = await insertUser(app.db, { email: 'dueno@example.com', firstName: 'Luis', lastName: 'Mora' })
  ownerRecord = await insertCustomer(app.db, { name: 'Luis Mora', kind: 'owner', ownerUserId: person.id, email: null })
  const make = async (role: RoleName, customerId: number | null) =>
    (await signInAs(app.db, (await insertUser(app.db, { role, customerId })).id)).headers
  auth.SuperAdmin = await make('SuperAdmin', null)
  auth.Admin = await make('Admin', agency.id)
  auth.OtherAdmin = await make('Admin', other.id)
  auth.User = await make('User', null)
  auth.Owner = (await signInAs(app.db, person.id)).headers
})
afterAll(() => app?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(method: string, url: string, headers: Record<string, string> = {}, body?: unknown) {
  const init: RequestInit = { method, headers: { ...headers } }
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    init.headers = { ...headers, 'content-type': 'application/json' }
    init.body = JSON.stringify(body)
  }
  const res = await app.request(url, init)
  const text = await res.text()
  let json: Json = {}
  try {
    json = JSON.parse(text) as Json
  } catch {
    /* a paper's bytes */
  }
  return { status: res.status, body: json, text, headers: res.headers }
}

function papers(fields: Record<string, Uint8Array | string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v)
    else form.append(k, new Blob([v as Uint8Array<ArrayBuffer>]), `${k}.pdf`)
  }
  return form
}

const agencyUrl = (id: number) => `/api/admin/customers/${encodeId('customer', id)}/verification`

async function pendingOf(customerId: number) {
  const queue = await call('GET', '/api/admin/verifications', auth.SuperAdmin)
  return queue.body.data.find((d: Json) => d.agency.id === encodeId('customer', customerId))
}

test('an agency sends its papers; staff see them and approve; its listing answers publisher.verified', async () => {
  const listing = await insertListing(app.db, { customerId: agency.id })
  const before = await call('GET', `/api/properties/${encodeId('property', listing.id)}`)
  expect(before.body.data.publisher).toMatchObject({ kind: 'agency', verified: false })

  expect((await call('GET', agencyUrl(agency.id), auth.Admin)).body.data.state).toBe('none')
  const sent = await call('POST', agencyUrl(agency.id), auth.Admin, papers({ nit: NIT, camara_comercio: PDF }))
  expect(sent.status).toBe(200)
  expect(sent.body.data).toMatchObject({ state: 'pending', verified_at: null })
  // One request waits at a time.
  const again = await call('POST', agencyUrl(agency.id), auth.Admin, papers({ nit: NIT, camara_comercio: PDF }))
  expect(again.status).toBe(409)

  const item = await pendingOf(agency.id)
  expect(item).toMatchObject({ kind: 'agency', status: 'pending', agency: { name: 'Beta Inmuebles', nit: NIT } })
  expect(item.documents).toHaveLength(1)
  const doc = await call('GET', item.documents[0].url, auth.SuperAdmin)
  expect(doc.status).toBe(200)
  expect(doc.headers.get('cache-control')).toMatch(/(^|, )no-store$/)
  expect(doc.headers.get('content-type')).toBe('application/pdf')
  expect(doc.headers.get('x-content-type-options')).toBe('nosniff')
  expect(doc.headers.get('content-disposition')).toMatch(/^inline; filename="camara_comercio-[A-Za-z0-9]+\.pdf"$/)
  expect(doc.text.startsWith('%PDF')).toBe(true)

  // The file lives under DATA_DIR/private, never under the public media folder.
  const [stored] = await app.db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.requestId, decodeId('verification', item.id)!))
  expect(fs.existsSync(path.join(app.env.DATA_DIR_ABS, 'private', stored.storageKey))).toBe(true)
  expect(fs.readdirSync(path.join(app.env.DATA_DIR_ABS, 'media'))).toEqual([])

  const approved = await call('POST', `/api/admin/verifications/${item.id}/approve`, auth.SuperAdmin)
  expect(approved.status).toBe(200)
  const [row] = await app.db.select().from(customers).where(eq(customers.id, agency.id))
  expect(row.verifiedAt).toBeInstanceOf(Date)
  const after = await call('GET', `/api/properties/${encodeId('property', listing.id)}`)
  expect(after.body.data.publisher).toMatchObject({ kind: 'agency', verified: true })
  expect((await call('GET', agencyUrl(agency.id), auth.Admin)).body.data.state).toBe('approved')
  // Decided once: a second approval is a 404; the decision is audited and mailed.
  expect((await call('POST', `/api/admin/verifications/${item.id}/approve`, auth.SuperAdmin)).status).toBe(404)
  const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'verification.approve'))
  expect(audits.some((a) => a.customerId === agency.id)).toBe(true)
  const mails = await app.db.select().from(outbox)
  expect(mails.some((m) => JSON.stringify(m.payload).includes('verification-approved'))).toBe(true)
})

test('a bad NIT or a file that is not a PDF or an image is a 422 on its field; an agency Admin of another agency 404', async () => {
  const bad = await call(
    'POST',
    agencyUrl(other.id),
    auth.OtherAdmin,
    papers({ nit: '890.903.938-1', camara_comercio: PDF }),
  )
  expect(bad.status).toBe(422)
  expect(bad.body.errors.nit[0]).toMatch(/dígito de verificación/)
  const text = await call(
    'POST',
    agencyUrl(other.id),
    auth.OtherAdmin,
    papers({ nit: NIT, camara_comercio: new TextEncoder().encode('hola, no soy un PDF') }),
  )
  expect(text.status).toBe(422)
  expect(text.body.errors).toHaveProperty('camara_comercio')
  const none = await call('POST', agencyUrl(other.id), auth.OtherAdmin, papers({ nit: NIT }))
  expect(none.status).toBe(422)
  expect(
    (await call('POST', agencyUrl(agency.id), auth.OtherAdmin, papers({ nit: NIT, camara_comercio: PDF }))).status,
  ).toBe(404)
  expect((await call('POST', agencyUrl(other.id), auth.User, papers({ nit: NIT, camara_comercio: PDF }))).status).toBe(
    403,
  )
  expect((await call('POST', agencyUrl(other.id), {}, papers({ nit: NIT, camara_comercio: PDF }))).status).toBe(401)
})

test('the queue and the decisions: signed out 401, a visitor 403, an agency Admin 403', async () => {
  const sent = await call('POST', agencyUrl(other.id), auth.OtherAdmin, papers({ nit: NIT, camara_comercio: PDF }))
  expect(sent.status).toBe(200)
  const item = await pendingOf(other.id)
  for (const [headers, status] of [
    [{}, 401],
    [auth.User, 403],
    [auth.Admin, 403],
  ] as const) {
    expect((await call('GET', '/api/admin/verifications', headers)).status).toBe(status)
    expect((await call('POST', `/api/admin/verifications/${item.id}/approve`, headers)).status).toBe(status)
    expect((await call('POST', `/api/admin/verifications/${item.id}/reject`, headers, {})).status).toBe(status)
  }
})

test('rejecting needs a reason (422 in Spanish); the reason reaches the agency, which may send again', async () => {
  const item = await pendingOf(other.id)
  const empty = await call('POST', `/api/admin/verifications/${item.id}/reject`, auth.SuperAdmin, { reason: '  ' })
  expect(empty.status).toBe(422)
  expect(empty.body.errors.reason[0]).toMatch(/obligatorio|requerido/i)
  const reason = 'El certificado tiene más de 30 días.'
  const res = await call('POST', `/api/admin/verifications/${item.id}/reject`, auth.SuperAdmin, { reason })
  expect(res.status).toBe(200)
  const state = await call('GET', agencyUrl(other.id), auth.OtherAdmin)
  expect(state.body.data).toMatchObject({ state: 'rejected', reason })
  const [row] = await app.db.select().from(customers).where(eq(customers.id, other.id))
  expect(row.verifiedAt).toBeNull()
  const mails = await app.db.select().from(outbox)
  expect(mails.some((m) => JSON.stringify(m.payload).includes(reason))).toBe(true)
  const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'verification.reject'))
  expect(audits.some((a) => a.customerId === other.id)).toBe(true)
  const resent = await call('POST', agencyUrl(other.id), auth.OtherAdmin, papers({ nit: NIT, camara_comercio: PDF }))
  expect(resent.body.data.state).toBe('pending')
})

test('a paper is 404 to a visitor, an owner and the agency that sent it; 200 no-store to staff', async () => {
  const item = await pendingOf(other.id)
  const url = item.documents[0].url as string
  for (const headers of [{}, auth.User, auth.Owner, auth.OtherAdmin, auth.Admin])
    expect((await call('GET', url, headers)).status).toBe(404)
  const staff = await call('GET', url, auth.SuperAdmin)
  expect(staff.status).toBe(200)
  expect(staff.headers.get('cache-control')).toMatch(/(^|, )no-store$/)
  // The public media handler never reaches private storage.
  expect((await call('GET', '/media/../private/verification')).status).toBe(404)
})

test('an owner sends the certificado de tradición of their listing; staff see the address and approve it', async () => {
  const listing = await insertListing(app.db, { customerId: ownerRecord.id, address: 'Calle 10 # 43-21' })
  const otherListing = await insertListing(app.db, { customerId: agency.id })
  const url = (id: number) => `/api/account/listings/${encodeId('property', id)}/verification`
  expect((await call('GET', url(listing.id), auth.Owner)).body.data.state).toBe('none')
  expect((await call('POST', url(otherListing.id), auth.Owner, papers({ certificado_tradicion: PDF }))).status).toBe(
    404,
  )
  expect((await call('POST', url(listing.id), {}, papers({ certificado_tradicion: PDF }))).status).toBe(401)
  expect((await call('POST', url(listing.id), auth.Owner, papers({}))).status).toBe(422)
  const sent = await call('POST', url(listing.id), auth.Owner, papers({ certificado_tradicion: PDF }))
  expect(sent.status).toBe(200)
  expect(sent.body.data.state).toBe('pending')

  const queue = await call('GET', '/api/admin/verifications', auth.SuperAdmin)
  const item = queue.body.data.find((d: Json) => d.listing?.id === encodeId('property', listing.id))
  expect(item).toMatchObject({
    kind: 'owner_title',
    owner: { name: 'Luis Mora' },
    listing: { address: 'Calle 10 # 43-21' },
    documents: [{ kind: 'certificado_tradicion', content_type: 'application/pdf' }],
  })
  expect((await call('GET', item.documents[0].url, auth.Owner)).status).toBe(404)
  expect((await call('POST', `/api/admin/verifications/${item.id}/approve`, auth.SuperAdmin)).status).toBe(200)
  const [row] = await app.db.select().from(properties).where(eq(properties.id, listing.id))
  expect(row.ownerVerifiedAt).toBeInstanceOf(Date)
  const page = await call('GET', `/api/properties/${encodeId('property', listing.id)}`)
  expect(page.body.data.publisher).toMatchObject({ kind: 'owner', verified: true })
  expect((await call('GET', url(listing.id), auth.Owner)).body.data.state).toBe('approved')
})

test('retention: papers are deleted 90 days after the decision, not before; staff see them as deleted', async () => {
  const requests = await app.db.select().from(verificationRequests).where(eq(verificationRequests.status, 'approved'))
  const request = requests[0]
  const [doc] = await app.db.select().from(verificationDocuments).where(eq(verificationDocuments.requestId, request.id))
  const file = path.join(app.env.DATA_DIR_ABS, 'private', doc.storageKey)
  const day = 24 * 60 * 60 * 1000
  await app.db
    .update(verificationRequests)
    .set({ decidedAt: new Date(Date.now() - 89 * day) })
    .where(eq(verificationRequests.id, request.id))
  await deleteExpiredDocuments(app.db)
  expect(fs.existsSync(file)).toBe(true)
  await app.db
    .update(verificationRequests)
    .set({ decidedAt: new Date(Date.now() - 91 * day) })
    .where(eq(verificationRequests.id, request.id))
  expect(await deleteExpiredDocuments(app.db)).toBeGreaterThanOrEqual(1)
  expect(fs.existsSync(file)).toBe(false)
  const [after] = await app.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, doc.id))
  expect(after.deletedAt).toBeInstanceOf(Date)
  // A second run finds nothing more to delete for it.
  await deleteExpiredDocuments(app.db)
  const approved = await call('GET', '/api/admin/verifications?status=approved', auth.SuperAdmin)
  const shown = approved.body.data
    .flatMap((d: Json) => d.documents)
    .find((d: Json) => d.id === encodeId('verificationDocument', doc.id))
  expect(shown).toMatchObject({ url: null })
  expect(shown.deleted_at).not.toBeNull()
  const id = encodeId('verification', request.id)
  const gone = await call('GET', `/api/admin/verifications/${id}/documents/${shown.id}`, auth.SuperAdmin)
  expect(gone.status).toBe(404)
})
