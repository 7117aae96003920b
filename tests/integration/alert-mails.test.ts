/**
 * Saved-search alert e-mails as the visitor receives them (a real SMTP server): each listing
 * as a card with its photo, price, barrio and a button, in the HTML and in the plain-text part;
 * a digest of price drops is titled as one ("Bajó de precio"), never "1 inmueble nuevo"; a
 * listing that got dearer is no news.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { properties, propertyPriceChanges } from '#db/schema'
import { processOutbox } from '#core/notifications/outbox.service'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { signInAs } from '../factories/auth'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import { startSmtpServer } from '../support/smtp-server'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let t: Awaited<ReturnType<typeof startAccountsApp>>
const EMAIL = 'alertas-tarjetas@example.com'

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await startAccountsApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(t.db)
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

/** Runs the alerts, delivers the outbox and returns the newest mail to the visitor. */
async function nextDigest(count: number) {
  await pause()
  expect((await runSavedSearchAlerts(t.db, new Date())).digests).toBe(1)
  await processOutbox(t.db)
  await smtp.waitFor(EMAIL, () => smtp.mails.filter((m) => m.to.includes(EMAIL)).length >= count)
  return smtp.mails.filter((m) => m.to.includes(EMAIL))[count - 1]
}

test('a new listing arrives as a card; a price drop is titled as one; a dearer listing sends nothing', async () => {
  const customerId = (await insertCustomer(t.db, { name: 'Tarjetas Inmuebles' })).id
  const visitor = await signInAs(t.db, (await insertUser(t.db, { email: EMAIL, firstName: 'Lucía' })).id)
  const bello = await municipalityId(t.db, '05088')
  const query = `operation_type_id=${encodeOperation('rent')}&municipality_id=${encodeId('municipality', bello)}&property_types=${encodeId('propertyType', await propertyTypeId(t.db, 'apartment'))}`
  const saved = await t.request('/api/wiauth/searches', {
    method: 'POST',
    headers: { ...visitor.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bello', query, frequency: 'immediately' }),
  })
  expect(saved.status).toBe(201)
  await pause()
  const listing = await insertListing(t.db, {
    municipalityCode: '05088',
    customerId,
    title: 'Apartamento con balcón',
    photoCount: 2,
  })
  await t.db.update(properties).set({ rentPrice: 1_800_000 }).where(eq(properties.id, listing.id))
  const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id))

  const first = await nextDigest(1)
  expect(first.subject).toBe('1 inmueble nuevo para «Bello»')
  // The HTML part: a card with the cover photo (a JPEG at an absolute address), price, place and a button.
  expect(first.decoded).toMatch(/Content-Type: text\/html/i)
  expect(first.decoded).toMatch(/<img src="https:\/\/[^"]+-og\.jpg" alt="Apartamento con balcón/)
  expect(first.decoded).toContain('$ 1.800.000')
  expect(first.decoded).toMatch(/>[^<]*Bello<\/p>/)
  expect(first.decoded).toMatch(/<a href="https:\/\/wi\.example\/[^"]+"[^>]*>Ver inmueble<\/a>/)
  // The plain-text part says the same.
  expect(first.decoded).toMatch(/Content-Type: text\/plain/i)
  expect(first.decoded).toMatch(
    /• Apartamento con balcón \([\w-]+\)\s+\$ 1\.800\.000 · [^\n]*Bello\s+Nuevo\s+Ver inmueble: https:\/\/wi\.example\//,
  )

  // The agency lowers the rent (as the back-office records it): a price drop, titled so.
  await pause()
  await t.db.update(properties).set({ rentPrice: 1_650_000 }).where(eq(properties.id, listing.id))
  await t.db.insert(propertyPriceChanges).values({
    propertyId: listing.id,
    oldRentPrice: row.rentPrice,
    newRentPrice: 1_650_000,
  })
  const drop = await nextDigest(2)
  // (The test server's decoding of a folded subject may double a space.)
  expect(drop.subject.replace(/\s+/g, ' ')).toBe('Bajó de precio: 1 inmueble de «Bello»')
  expect(drop.subject).not.toContain('nuevo')
  expect(drop.decoded).toContain('Bajó de precio (antes $ 1.800.000)')
  expect(drop.decoded).toContain('$ 1.650.000')

  // Dearer is no news.
  await pause()
  await t.db.update(properties).set({ rentPrice: 1_900_000 }).where(eq(properties.id, listing.id))
  await t.db
    .insert(propertyPriceChanges)
    .values({ propertyId: listing.id, oldRentPrice: 1_650_000, newRentPrice: 1_900_000 })
  await pause()
  expect((await runSavedSearchAlerts(t.db, new Date())).digests).toBe(0)
})
