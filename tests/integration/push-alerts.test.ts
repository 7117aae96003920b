/**
 * The whole chain of a saved-search alert reaching a phone: a visitor subscribes to push
 * and saves a search; a matching listing is published; the alert job queues the push;
 * the outbox delivers it to a local push service, which checks the VAPID signature and
 * decrypts the message (RFC 8291) as a browser would. A listing that does not match
 * sends nothing.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { processOutbox } from '#core/notifications/outbox.service'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { jsonBody, startAccountsApp } from '../support/accounts-app'
import { startPushService, type PushService } from '../support/push-service'

let t: Awaited<ReturnType<typeof startAccountsApp>>
let push: PushService
let visitor: SignedIn

beforeAll(async () => {
  t = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  push = await startPushService()
  await seedReferenceData(t.db)
  const user = await insertUser(t.db, { email: 'telefono@example.com', firstName: 'Luisa' })
  visitor = await signInAs(t.db, user.id)
})

afterAll(async () => {
  await push?.close()
  await t?.close()
})

async function deliverAll() {
  for (let i = 0; i < 5; i++) if ((await processOutbox(t.db)) === 0) break
}

test('a listing published for a saved search arrives on the subscribed device, decrypted', async () => {
  const device = push.subscribe()
  expect((await t.request('/api/push/subscriptions', jsonBody(device, visitor.headers))).status).toBe(201)

  const envigado = await municipalityId(t.db, '05266')
  const apartment = await propertyTypeId(t.db, 'apartment')
  const query = `operation_type_id=${encodeOperation('rent')}&municipality_id=${encodeId('municipality', envigado)}&property_types=${encodeId('propertyType', apartment)}`
  const saved = await t.request(
    '/api/wiauth/searches',
    jsonBody({ name: 'Apartamentos en Envigado', query, frequency: 'immediately' }, visitor.headers),
  )
  expect(saved.status).toBe(201)
  await runSavedSearchAlerts(t.db) // the checkpoint: nothing new yet
  await deliverAll()
  const before = push.messagesFor(device.endpoint).length

  // Published later: a sale in Envigado and a rental in Medellín do not match.
  const later = new Date(Date.now() + 5_000)
  await insertListing(t.db, { municipalityCode: '05266', businessType: 'sale', publishedAt: later })
  await insertListing(t.db, { municipalityCode: '05001', publishedAt: later })
  await runSavedSearchAlerts(t.db, new Date(Date.now() + 10_000))
  await deliverAll()
  expect(push.messagesFor(device.endpoint)).toHaveLength(before)

  await insertListing(t.db, {
    municipalityCode: '05266',
    publishedAt: new Date(Date.now() + 12_000),
    title: 'Apartamento con balcón en Envigado',
  })
  await runSavedSearchAlerts(t.db, new Date(Date.now() + 20_000))
  await deliverAll()
  await push.waitForMessages(before + 1)
  const message = push.messagesFor(device.endpoint).at(-1)?.json as
    { title: string; body: string; url: string } | undefined
  expect(push.messagesFor(device.endpoint)).toHaveLength(before + 1)
  expect(message).toMatchObject({
    title: 'Nuevos inmuebles para «Apartamentos en Envigado»',
    body: '1 inmueble coincide con tu búsqueda',
  })
  expect(message?.url).toMatch(/^\/properties\/search\?/)
  expect(message?.url).toContain(`municipality_id=${encodeId('municipality', envigado)}`)
})
