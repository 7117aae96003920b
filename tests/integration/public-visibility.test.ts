/**
 * One rule for what the public sees (core/listings/public-visibility.sql.ts): a published
 * listing of an agency that a SuperAdmin switches off disappears from every public door —
 * the search (API results, totals and facets from the index, map, page),
 * the listing page and API, similar listings, the microsite, the sitemap, comparison,
 * favourites, messages and chat to its agency, saved-search alerts and favourite price
 * drops — and comes back everywhere when the agency is switched on again.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { leads, outbox, propertyPriceChanges, savedSearches } from '#db/schema'
import { listingPath, micrositePath } from '#core/listings/listing-url.view'
import { clearSearchCache } from '#core/search/search.service'
import { clearSitemapCache } from '#core/seo/sitemap.service'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = any

const ORIGIN = 'https://wi.example'
const rent = encodeOperation('rent')

let app: Awaited<ReturnType<typeof startPagesApp>>
let superAdmin: SignedIn
let visitor: SignedIn
let agency: { id: number; name: string; slug: string }
let hidden: { id: number; code: string; title: string }
let neighbour: { id: number; title: string }
let hiddenId: string
let envigado: string
let alertsNow = Date.now() + 60_000
let ip = 1

beforeAll(async () => {
  app = await startPagesApp({
    PUBLIC_URL: ORIGIN,

    TRUST_PROXY: 'true',
    TEAM_EMAIL: 'equipo@example.com',
  })
  await seedReferenceData(app.db)
  envigado = encodeId('municipality', await municipalityId(app.db, '05266'))
  superAdmin = await signInAs(app.db, (await insertUser(app.db, { role: 'SuperAdmin', customerId: null })).id)
  const visitorUser = await insertUser(app.db, { email: 'visitante@example.com', firstName: 'Sofía' })
  visitor = await signInAs(app.db, visitorUser.id)

  // Two saved searches for Envigado rentals, made before the listing is published: the first
  // alerts while the agency is off, the second ('never' until then) once it is on again.
  // The second adds a price ceiling the listing is under: the same criteria would be kept once.
  const query = `operation_type_id=${rent}&municipality_id=${envigado}`
  for (const [name, frequency, criteria] of [
    ['Mientras está apagada', 'immediately', query],
    ['Cuando vuelve', 'never', `${query}&price_max=9000000`],
  ]) {
    const saved = await call('POST', '/api/wiauth/searches', {
      as: visitor,
      json: { name, query: criteria, frequency },
    })
    expect(saved.status).toBe(201)
  }

  agency = await insertCustomer(app.db, { name: 'Inmobiliaria Que Se Apaga' })
  const other = await insertCustomer(app.db, { name: 'Inmobiliaria Vecina' })
  hidden = await insertListing(app.db, {
    customerId: agency.id,
    municipalityCode: '05266',
    sectorSlug: null,
    title: 'Apartamento girasol de la inmobiliaria apagada',
    rentPrice: 2_500_000,
    publishedAt: new Date(Date.now() + 1_000),
  })
  neighbour = await insertListing(app.db, {
    customerId: other.id,
    municipalityCode: '05266',
    sectorSlug: null,
    title: 'Apartamento vecino en Envigado',
    rentPrice: 2_450_000,
  })
  hiddenId = encodeId('property', hidden.id)

  // While it is public the visitor saves it and compares it with another.
  for (const id of [hiddenId, encodeId('property', neighbour.id)]) {
    expect(
      (await call('POST', '/api/wiauth/properties/compare/list', { as: visitor, json: { property_id: id } })).status,
    ).toBe(200)
  }
  expect(
    (await call('POST', '/api/wiauth/properties/favorites', { as: visitor, json: { property_id: hiddenId } })).status,
  ).toBe(200)
  // Its rent drops a little later (a favourite price drop to push).
  await app.db.insert(propertyPriceChanges).values({
    propertyId: hidden.id,
    oldRentPrice: 2_700_000,
    newRentPrice: 2_500_000,
    changedAt: new Date(Date.now() + 2_000),
  })
}, 180_000)
afterAll(() => app?.close())

async function call(
  method: string,
  path: string,
  init: { as?: SignedIn; json?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` }
  if (init.as) Object.assign(headers, init.as.headers)
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await app.request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  })
  const text = await res.text()
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text }
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await app.request(`${ORIGIN}${path}`, { redirect: 'manual' })
  return { status: res.status, html: await res.text() }
}

async function setAgencyActive(active: boolean) {
  const action = active ? 'activate' : 'deactivate'
  const res = await call('POST', `/api/admin/customers/${encodeId('customer', agency.id)}/${action}`, {
    as: superAdmin,
  })
  expect(res.status, action).toBe(200)
}

const pathOf = (listing: { id: number; title: string }) =>
  listingPath(
    { id: listing.id, title: listing.title, municipalityName: 'Envigado', sectorName: null, businessType: 'rent' },
    'rent',
  )

/**
 * Whether each public door shows the listing (read-only or idempotent requests). Sitemaps are
 * cached for a while (and the page's server build reads its own settings): each look starts
 * from fresh reads. Searches need no clearing: the index applies each change before answering.
 */
async function doors(): Promise<Record<string, boolean>> {
  clearSearchCache()
  clearSitemapCache()
  const byPlace = `operation_type_id=${rent}&municipality_id=${envigado}`
  const search = (await call('GET', `/api/properties/search?${byPlace}`)).body
  const text = (await call('GET', `/api/properties/search?${byPlace}&q=girasol`)).body
  const map = (await call('GET', `/api/properties/search/map?${byPlace}`)).body
  const searchPage = await page(`/properties/search?${byPlace}`)
  const listingPage = await page(pathOf(hidden))
  const neighbourPage = await page(pathOf(neighbour))
  const microsite = await page(micrositePath(agency))
  const sitemap = await page('/sitemaps/listings-1.xml')
  const compare = (await call('GET', '/api/wiauth/properties/compare/list', { as: visitor })).body
  const compareCount = (await call('GET', '/api/wiauth/properties/compare/list/count', { as: visitor })).body
  const favourites = (await call('GET', '/api/wiauth/properties/favorites', { as: visitor })).body
  const has = (rows: Array<{ id: string }>) => rows.some((r) => r.id === hiddenId)
  return {
    searchResults: has(search.data),
    searchTotalFromSummary: search.meta.total === 2,
    searchTextResultsAndTotal: has(text.data) && text.meta.total === 1,
    searchMap: has(map.data),
    searchPage: searchPage.html.includes(hidden.title),
    searchPageTotal: searchPage.html.includes('2 inmuebles encontrados'),
    listingPage: listingPage.status === 200 && listingPage.html.includes(hidden.title),
    listingApi: (await call('GET', `/api/properties/${hiddenId}`)).status === 200,
    similarListings: neighbourPage.status === 200 && neighbourPage.html.includes(hidden.title),
    microsite: microsite.status === 200 && microsite.html.includes(hidden.title),
    sitemap: sitemap.html.includes(`/${hiddenId}/ot/`),
    comparison: has(compare.data) && compareCount.data === 2,
    comparisonAdd:
      (await call('POST', '/api/wiauth/properties/compare/list', { as: visitor, json: { property_id: hiddenId } }))
        .status === 200,
    favourites: has(favourites.data),
    favouriteAdd:
      (await call('POST', '/api/wiauth/properties/favorites', { as: visitor, json: { property_id: hiddenId } }))
        .status === 200,
  }
}

const everywhere = (shown: boolean) =>
  Object.fromEntries(
    [
      'searchResults',
      'searchTotalFromSummary',
      'searchTextResultsAndTotal',
      'searchMap',
      'searchPage',
      'searchPageTotal',
      'listingPage',
      'listingApi',
      'similarListings',
      'microsite',
      'sitemap',
      'comparison',
      'comparisonAdd',
      'favourites',
      'favouriteAdd',
    ].map((door) => [door, shown]),
  )

/** A message to the agency about the listing: accepted (201) or not found (404). */
async function messageStatus(): Promise<number> {
  return (
    await call('POST', `/api/properties/${hiddenId}/messages`, {
      json: {
        name: 'Pedro Pérez',
        email: 'pedro@example.com',
        phone: '3005551234',
        message: '¿Sigue disponible?',
        consent: true,
      },
    })
  ).status
}

/** A chat message sent from the listing; the lead it left. */
async function chatLead() {
  const res = await call('POST', '/api/chat/messages', {
    json: {
      name: 'Camila',
      contact: 'camila@example.com',
      message: '¿Sigue disponible?',
      property_id: hiddenId,
      consent: true,
    },
  })
  expect(res.status).toBe(201)
  const [lead] = await app.db.select().from(leads).where(eq(leads.kind, 'chat')).orderBy(desc(leads.id)).limit(1)
  const [mail] = await app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'email'), sql`${outbox.payload}->>'leadId' = ${String(lead.id)}`))
  return { propertyId: lead.propertyId, customerId: lead.customerId, to: mail?.payload.to }
}

/** Runs the alert job a little later each time; what it queued about the listing for the visitor. */
async function runAlerts() {
  alertsNow += 10_000
  const before = (await app.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0
  await runSavedSearchAlerts(app.db, new Date(alertsNow))
  const queued = await app.db
    .select()
    .from(outbox)
    .where(sql`${outbox.id} > ${before}`)
  return {
    digests: queued.filter(
      (m) => m.payload.template === 'saved-search-digest' && String(m.payload.text).includes(hidden.code),
    ).length,
    priceDropPushes: queued.filter((m) => m.kind === 'push' && String(m.payload.tag).startsWith('price-drop-')).length,
  }
}

test('while its agency is active the listing shows through every public door', async () => {
  expect(await doors()).toEqual(everywhere(true))
})

test('an inactive agency’s listing is invisible everywhere, and visible again when it is reactivated', async () => {
  await setAgencyActive(false)
  expect(await doors()).toEqual(everywhere(false))
  // The listing left the portal: 410 with similar listings (an aggregator's stale click lands somewhere).
  expect((await page(pathOf(hidden))).status).toBe(410)
  expect((await page(micrositePath(agency))).status).toBe(404)
  expect(await messageStatus()).toBe(404)
  // The chat does not start a conversation about it: the message goes to the portal team.
  expect(await chatLead()).toEqual({ propertyId: null, customerId: null, to: 'equipo@example.com' })
  expect(await runAlerts()).toEqual({ digests: 0, priceDropPushes: 0 })

  await setAgencyActive(true)
  expect(await doors()).toEqual(everywhere(true))
  expect(await messageStatus()).toBe(201)
  const lead = await chatLead()
  expect(lead).toMatchObject({ propertyId: hidden.id, customerId: agency.id })
  expect(lead.to).toMatch(/@inmobiliaria\.test$/)
  // The second saved search starts alerting now; its window still holds the listing.
  const [second] = await app.db.select().from(savedSearches).where(eq(savedSearches.name, 'Cuando vuelve'))
  const patched = await call('PATCH', `/api/wiauth/searches/${encodeId('savedSearch', second.id)}`, {
    as: visitor,
    json: { frequency: 'immediately' },
  })
  expect(patched.status).toBe(200)
  expect(await runAlerts()).toEqual({ digests: 1, priceDropPushes: 1 })
})
