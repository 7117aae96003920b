/**
 * Messages to agencies, campaign requests, saved searches and their alert job, in-process
 * on a real database: 422 shapes, honeypot, rate limit, the lead stored before (and
 * whatever happens to) the e-mail, and a new matching listing producing a digest e-mail
 * whose unsubscribe token stops the alerts.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { processOutbox } from '#core/notifications/outbox.service'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { findSearchToUnsubscribe, unsubscribeSearch } from '#core/visitor/saved-searches.service'
import { AGENCY_MESSAGE_RATE_LIMIT } from '#core/leads/visitor-lead.rate-limit'
import {
  favorites,
  leads,
  outbox,
  properties,
  propertyPriceChanges,
  listingDailyStats,
  savedSearches,
} from '#db/schema'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import { startSmtpServer } from '../support/smtp-server'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = any

let t: Awaited<ReturnType<typeof startAccountsApp>>
let user: SignedIn
let userId: number
let ipN = 1

beforeAll(async () => {
  // Port 9 refuses connections: every e-mail fails until a real server is configured.
  t = await startAccountsApp({ SMTP_URL: 'smtp://127.0.0.1:9', TRUST_PROXY: 'true', PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(t.db)
  await resetAllRateLimits()
  const u = await insertUser(t.db, { email: 'alertas@example.com', firstName: 'Ana' })
  userId = u.id
  user = await signInAs(t.db, u.id)
})
afterAll(() => t?.close())

async function call(
  path: string,
  init: { method?: string; json?: unknown; as?: SignedIn | null; ip?: string; cookie?: string } = {},
): Promise<{ status: number; body: Json; res: Response }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': init.ip ?? `198.51.100.${ipN++}`,
  }
  if (init.as) Object.assign(headers, init.as.headers)
  if (init.cookie) headers.cookie = init.cookie
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await t.request(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null, res }
}

const message = {
  name: 'Pedro Pérez',
  email: 'Pedro@Example.com',
  phone: '300 555 1234',
  message: '¿Sigue disponible?',
  consent: true,
}

describe('messages to the agency', () => {
  test('422 with the catalogue messages, consent required', async () => {
    const l = await insertListing(t.db)
    const res = await call(`/api/properties/${encodeId('property', l.id)}/messages`, {
      method: 'POST',
      json: { ...message, email: 'x@', phone: 'abc', consent: false, message: '' },
    })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Por favor corrija los errores en el formulario')
    expect(res.body.errors).toMatchObject({
      email: ['El correo electrónico no es válido'],
      phone: ['Escribe un teléfono válido (solo números, de 7 a 15 dígitos)'],
      message: ['Este campo es obligatorio'],
      consent: ['Debes aceptar la política de tratamiento de datos'],
    })
    const empty = await call(`/api/properties/${encodeId('property', l.id)}/messages`, { method: 'POST', json: {} })
    expect(Object.keys(empty.body.errors).sort()).toEqual(['consent', 'email', 'message', 'name', 'phone'])
  })

  test('unknown, malformed or unpublished listings are 404', async () => {
    const draft = await insertListing(t.db, { status: 'draft' })
    expect(
      (await call(`/api/properties/${encodeId('property', draft.id)}/messages`, { method: 'POST', json: message }))
        .status,
    ).toBe(404)
    expect((await call(`/api/properties/abcdefgh/messages`, { method: 'POST', json: message })).status).toBe(404)
  })

  test('the lead is stored even though the mail server is down, and the outbox retries until it arrives', async () => {
    const agency = await insertCustomer(t.db, { email: 'ventas@agencia.test' })
    const l = await insertListing(t.db, { customerId: agency.id })
    const res = await call(`/api/properties/${encodeId('property', l.id)}/messages`, {
      method: 'POST',
      json: message,
      cookie: 'user_agree_cookies_policies=true',
    })
    expect(res.status).toBe(201)
    expect(res.body.msg).toBe('Tu mensaje fue enviado a la inmobiliaria. Te contactarán pronto.')
    expect(res.res.headers.getSetCookie().some((c) => /^wi_id_client=[A-Za-z0-9_-]+-[a-z0-9]+;/.test(c))).toBe(true)
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.kind, 'agency_message'), eq(leads.propertyId, l.id)))
    expect(lead).toMatchObject({
      customerId: agency.id,
      name: 'Pedro Pérez',
      email: 'pedro@example.com',
      phone: '3005551234',
      message: '¿Sigue disponible?',
    })
    expect(lead.consentAt).toBeInstanceOf(Date)

    await processOutbox(t.db)
    const [row] = await t.db.select().from(outbox).where(eq(outbox.kind, 'email'))
    expect(row.status).toBe('pending')
    expect(row.attempts).toBe(1)
    expect((row.payload as { leadId: number }).leadId).toBe(lead.id)
    expect(await t.db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(1)

    const smtp = await startSmtpServer()
    try {
      setEnvForTests({
        DATA_DIR: t.env.DATA_DIR,
        SMTP_URL: smtp.url,
        SEED_DEMO: 'never',
        PUBLIC_URL: 'https://wi.example',
      })
      await t.db.update(outbox).set({ nextAttemptAt: new Date() })
      await processOutbox(t.db)
      const mail = await smtp.waitFor('asesor', () => true, 100).catch(() => null)
      const received = mail ?? smtp.mails[0]
      expect(received.subject).toBe(`Nuevo mensaje sobre el inmueble ${l.code}`)
      expect(received.decoded).toContain('¿Sigue disponible?')
      expect(received.decoded).toMatch(/Reply-To: pedro@example.com/i)
    } finally {
      setEnvForTests({
        DATA_DIR: t.env.DATA_DIR,
        SMTP_URL: 'smtp://127.0.0.1:9',
        SEED_DEMO: 'never',
        PUBLIC_URL: 'https://wi.example',
      })
      await smtp.close()
    }
  })

  test('the honeypot stores nothing but answers the same', async () => {
    const l = await insertListing(t.db)
    const res = await call(`/api/properties/${encodeId('property', l.id)}/messages`, {
      method: 'POST',
      json: { ...message, website: 'http://spam' },
    })
    expect(res.status).toBe(201)
    expect(await t.db.select().from(leads).where(eq(leads.propertyId, l.id))).toHaveLength(0)
  })

  test('each address is limited', async () => {
    const l = await insertListing(t.db)
    const path = `/api/properties/${encodeId('property', l.id)}/messages`
    for (let i = 0; i < AGENCY_MESSAGE_RATE_LIMIT.limit; i++)
      expect((await call(path, { method: 'POST', json: message, ip: '192.0.2.77' })).status).toBe(201)
    const limited = await call(path, { method: 'POST', json: message, ip: '192.0.2.77' })
    expect(limited.status).toBe(429)
  })
})

describe('campaign requests', () => {
  test('stored as a lead for each agency operating in the municipality', async () => {
    const envigado = await municipalityId(t.db, '05266')
    const a1 = await insertCustomer(t.db, { municipalityId: envigado })
    const a2 = await insertCustomer(t.db)
    await insertListing(t.db, { customerId: a2.id, municipalityCode: '05266' })
    const other = await insertCustomer(t.db)
    const body = {
      campaign: 'unlugarparati',
      operation: 'rent',
      property_type_id: encodeId('propertyType', await propertyTypeId(t.db, 'apartment')),
      municipality_id: encodeId('municipality', envigado),
      budget: '2.500.000',
      bedrooms: 2,
      name: 'Marta',
      email: 'marta@example.com',
      phone: '3001234567',
      consent: true,
    }
    const bad = await call('/api/campaign/requests', {
      method: 'POST',
      json: { ...body, municipality_id: 'zzzzzzzz', consent: false },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toMatchObject({
      municipality_id: ['El identificador no es válido'],
      consent: ['Debes aceptar la política de tratamiento de datos'],
    })
    const res = await call('/api/campaign/requests', { method: 'POST', json: body })
    expect(res.status).toBe(201)
    expect(res.body.msg).toContain('Envigado')
    const rows = await t.db.select().from(leads).where(eq(leads.kind, 'campaign'))
    const agencies = rows.map((r) => r.customerId)
    expect(agencies).toContain(a1.id)
    expect(agencies).toContain(a2.id)
    expect(agencies).not.toContain(other.id)
    expect(rows[0]).toMatchObject({
      municipalityId: envigado,
      details: expect.objectContaining({ budget: 2_500_000, bedrooms: 2, operation: 'rent' }),
    })
  })
})

describe('saved searches and alerts', () => {
  test('401 signed out; create, list, rename, delete; 422 shapes', async () => {
    expect((await call('/api/wiauth/searches')).status).toBe(401)
    expect((await call('/api/wiauth/searches', { method: 'POST', json: { name: 'x', query: '' } })).status).toBe(401)
    const bad = await call('/api/wiauth/searches', {
      method: 'POST',
      as: user,
      json: { name: '', query: 'municipality_id=nope', frequency: 'hourly' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.name).toEqual(['Este campo es obligatorio'])
    expect(bad.body.errors.frequency).toEqual(['Elige una opción válida'])
    const created = await call('/api/wiauth/searches', {
      method: 'POST',
      as: user,
      json: { name: 'Prueba', query: '?page=3&q=balcon', frequency: 'weekly' },
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Prueba', query: 'q=balcon', frequency: 'weekly' })
    const id = created.body.data.id
    const renamed = await call(`/api/wiauth/searches/${id}`, {
      method: 'PATCH',
      as: user,
      json: { name: 'Balcones', frequency: 'never' },
    })
    expect(renamed.body.data).toMatchObject({ name: 'Balcones', frequency: 'never' })
    expect((await call('/api/wiauth/searches', { as: user })).body.data).toHaveLength(1)
    const other = await signInAs(t.db, (await insertUser(t.db, { email: 'otro@example.com' })).id)
    expect((await call(`/api/wiauth/searches/${id}`, { method: 'DELETE', as: other })).status).toBe(404)
    expect((await call(`/api/wiauth/searches/${id}`, { method: 'DELETE', as: user })).status).toBe(200)
    expect((await call('/api/wiauth/searches', { as: user })).body.data).toHaveLength(0)
  })

  test('a new matching listing produces a digest e-mail whose unsubscribe link stops the alerts', async () => {
    const bello = await municipalityId(t.db, '05088')
    const query = `operation_type_id=${encodeOperation('rent')}&municipality_id=${encodeId('municipality', bello)}&property_types=${encodeId('propertyType', await propertyTypeId(t.db, 'apartment'))}`
    const created = await call('/api/wiauth/searches', {
      method: 'POST',
      as: user,
      json: { name: 'Apartamentos en Bello', query, frequency: 'daily' },
    })
    expect(created.status).toBe(201)
    // Nothing new yet.
    expect((await runSavedSearchAlerts(t.db)).digests).toBe(0)
    await t.db.delete(outbox)

    const later = new Date(Date.now() + 5_000)
    const match = await insertListing(t.db, {
      municipalityCode: '05088',
      publishedAt: later,
      title: 'Apartamento con balcón en Bello',
    })
    await insertListing(t.db, { municipalityCode: '05088', businessType: 'sale', publishedAt: later }) // sale: no match
    await insertListing(t.db, { municipalityCode: '05001', publishedAt: later }) // Medellín: no match

    const run = await runSavedSearchAlerts(t.db, new Date(Date.now() + 10_000))
    expect(run.digests).toBe(1)
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'email'))
    expect(mails).toHaveLength(1)
    const payload = mails[0].payload as { to: string; subject: string; text: string }
    expect(payload.to).toBe('alertas@example.com')
    expect(payload.subject).toBe('1 inmueble nuevo para «Apartamentos en Bello»')
    expect(payload.text).toContain(match.code)
    const pushes = await t.db.select().from(outbox).where(eq(outbox.kind, 'push'))
    expect(pushes).toHaveLength(1)
    expect(pushes[0].payload).toMatchObject({ userId, tag: expect.stringMatching(/^saved-search-/) })

    // A second run in the same day sends nothing more (daily digest).
    await insertListing(t.db, { municipalityCode: '05088', publishedAt: new Date(Date.now() + 12_000) })
    expect((await runSavedSearchAlerts(t.db, new Date(Date.now() + 15_000))).digests).toBe(0)

    const link = payload.text.match(/https:\/\/wi\.example\/user\/panel\/unsubscribe\?token=([^\s]+)/)
    expect(link).not.toBeNull()
    const token = decodeURIComponent(link![1])
    expect(await unsubscribeSearch({ db: t.db, actor: null }, token.slice(0, -2) + 'xx')).toBeNull()
    // Opening the link only names the search (a mail scanner following it changes nothing).
    expect(await findSearchToUnsubscribe({ db: t.db, actor: null }, token)).toEqual({
      name: 'Apartamentos en Bello',
      frequency: 'daily',
    })
    expect(await findSearchToUnsubscribe({ db: t.db, actor: null }, token)).toEqual({
      name: 'Apartamentos en Bello',
      frequency: 'daily',
    })
    expect(await unsubscribeSearch({ db: t.db, actor: null }, token)).toEqual({ name: 'Apartamentos en Bello' })
    const [search] = await t.db.select().from(savedSearches).where(eq(savedSearches.userId, userId))
    expect(search.frequency).toBe('never')
  })

  test('a re-priced favourite gets one push', async () => {
    await t.db.delete(outbox)
    const l = await insertListing(t.db)
    await t.db.insert(favorites).values({ userId, propertyId: l.id, savedRentPrice: 2_500_000 })
    await t.db.update(properties).set({ rentPrice: 2_200_000 }).where(eq(properties.id, l.id))
    await t.db
      .insert(propertyPriceChanges)
      .values({ propertyId: l.id, oldRentPrice: 2_500_000, newRentPrice: 2_200_000 })
    await runSavedSearchAlerts(t.db, new Date(Date.now() + 1000))
    await runSavedSearchAlerts(t.db, new Date(Date.now() + 2000))
    const pushes = await t.db.select().from(outbox).where(eq(outbox.kind, 'push'))
    expect(pushes).toHaveLength(1)
    expect(pushes[0].payload).toMatchObject({ userId, title: 'Un favorito bajó de precio' })
  })
})

describe('views', () => {
  const viewsOf = async (id: number) =>
    (await t.db.select().from(listingDailyStats).where(eq(listingDailyStats.propertyId, id)))[0]?.views ?? 0

  test('a first view sets wi_id_client (random text plus timestamp, HttpOnly), with or without the cookie notice accepted', async () => {
    const l = await insertListing(t.db)
    const res = await call(`/api/properties/${encodeId('property', l.id)}/views`, { method: 'POST', ip: '192.0.2.9' })
    expect(res.status).toBe(204)
    const setCookie = res.res.headers.getSetCookie().find((c) => c.startsWith('wi_id_client='))!
    expect(setCookie).toMatch(/^wi_id_client=[A-Za-z0-9_-]{16}-[a-z0-9]{8,};.*Max-Age=\d+.*HttpOnly.*SameSite=Lax/)
    expect((await call(`/api/properties/zzzzzzzz/views`, { method: 'POST' })).status).toBe(404)
  })

  test('a view counts once per visitor and day; two browsers behind one address are two visitors', async () => {
    const l = await insertListing(t.db)
    const path = `/api/properties/${encodeId('property', l.id)}/views`
    const first = await call(path, { method: 'POST', ip: '192.0.2.10' })
    const cookie = first.res.headers.getSetCookie()[0].split(';')[0]
    await call(path, { method: 'POST', ip: '192.0.2.10', cookie })
    await call(path, { method: 'POST', ip: '192.0.2.11', cookie })
    expect(await viewsOf(l.id)).toBe(1)
    await call(path, { method: 'POST', ip: '192.0.2.10' })
    expect(await viewsOf(l.id)).toBe(2)
  })
})
