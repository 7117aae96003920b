/**
 * A saved search announces a listing as new once, ever: unpublishing, republishing,
 * deleting and restoring it (each of which moves its published_at) sends nothing more.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { outbox } from '#db/schema'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let t: Awaited<ReturnType<typeof startAccountsApp>>
let visitor: SignedIn
let admin: SignedIn
let customerId: number

beforeAll(async () => {
  t = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(t.db)
  customerId = (await insertCustomer(t.db, { name: 'Inmobiliaria Una Vez' })).id
  visitor = await signInAs(t.db, (await insertUser(t.db, { email: 'una-vez@example.com' })).id)
  admin = await signInAs(t.db, (await insertUser(t.db, { role: 'Admin', customerId })).id)
})
afterAll(() => t?.close())

async function call(path: string, as: SignedIn, method = 'POST', json?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json', ...as.headers }
  if (json !== undefined) headers['content-type'] = 'application/json'
  const res = await t.request(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
  return res.status
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
async function digestsNaming(code: string) {
  const mails = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'email'), sql`${outbox.payload}->>'template' = 'saved-search-digest'`))
  return mails.filter((m) => String(m.payload.text).includes(code)).length
}

test('a listing unpublished, republished, deleted and restored is announced as new once', async () => {
  const bello = await municipalityId(t.db, '05088')
  const query = `operation_type_id=${encodeOperation('rent')}&municipality_id=${encodeId('municipality', bello)}&property_types=${encodeId('propertyType', await propertyTypeId(t.db, 'apartment'))}`
  expect(await call('/api/wiauth/searches', visitor, 'POST', { name: 'Bello', query, frequency: 'immediately' })).toBe(
    201,
  )
  await pause()
  const listing = await insertListing(t.db, { municipalityCode: '05088', customerId })
  await pause()
  expect((await runSavedSearchAlerts(t.db, new Date())).digests).toBe(1)
  expect(await digestsNaming(listing.code)).toBe(1)

  const id = encodeId('property', listing.id)
  for (const step of ['unpublish', 'republish']) {
    expect(await call(`/api/admin/properties/${id}/${step}`, admin)).toBe(200)
    await pause()
    expect((await runSavedSearchAlerts(t.db, new Date())).digests).toBe(0)
  }
  expect(await call(`/api/admin/properties/${id}`, admin, 'DELETE')).toBe(200)
  expect(await call(`/api/admin/properties/${id}/restore`, admin)).toBe(200)
  await pause()
  expect((await runSavedSearchAlerts(t.db, new Date())).digests).toBe(0)
  expect(await digestsNaming(listing.code)).toBe(1)

  // Another listing is still new to the search.
  const other = await insertListing(t.db, { municipalityCode: '05088', customerId })
  await pause()
  expect((await runSavedSearchAlerts(t.db, new Date())).digests).toBe(1)
  expect(await digestsNaming(other.code)).toBe(1)
})
