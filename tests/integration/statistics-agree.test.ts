/**
 * One definition per number (issue 29), as an agency checks it: three browsers on one address
 * and one user agent (three Chromium profiles behind the same carrier address) open a listing's
 * page and its view count as a browser does; one of them sends a message and reveals the phone;
 * one reloads; a crawler opens the page too. The dashboard, the statistics page, its CSV and
 * /api/admin/stats/listings then all say 3 views, 1 visitor who contacted and a 33 % contact
 * rate (0.3333 in the API, 0,3333 in the CSV) for that listing today. Through the real doors:
 * server-rendered pages and the API of one app. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { decodeId, encodeId } from '#core/shared'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startPagesApp } from '../support/pages-app'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let app: Awaited<ReturnType<typeof startPagesApp>>
let listingId = ''
let admin = ''

beforeAll(async () => {
  app = await startPagesApp({ TRUST_PROXY: 'true' })
  await seedReferenceData(app.db)
  const agency = await insertCustomer(app.db, { name: 'Alfa Inmuebles' })
  const listing = await insertListing(app.db, { customerId: agency.id, status: 'published', title: 'Casa con patio' })
  listingId = encodeId('property', listing.id)
  const user = await insertUser(app.db, { role: 'Admin', customerId: agency.id })
  admin = (await signInAs(app.db, user.id)).cookie
}, 240_000)
afterAll(() => app?.close())

/** A browser: its own cookie jar, one address and user agent for all of them. */
function browser(userAgent = CHROME) {
  const jar = new Map<string, string>()
  const send = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await app.request(path, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        'user-agent': userAgent,
        'x-forwarded-for': '181.50.10.20',
        'accept-language': 'es-CO',
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return res
  }
  return {
    send,
    /** Opens the listing's page (following its canonical redirect) and counts the view as the page's script does. */
    async openListing() {
      let res = await send(`/property/${listingId}`)
      while (res.status === 301) res = await send(res.headers.get('location')!)
      expect(res.status).toBe(200)
      await res.text()
      expect((await send(`/api/properties/${listingId}/views`, { method: 'POST' })).status).toBe(204)
    },
  }
}

const figure = (html: string, testId: string) =>
  html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))?.[1].replace(/[\s\u00a0\u202f]/g, '')

const asAdmin = async (path: string) => {
  const res = await app.request(path, { headers: { cookie: admin, 'accept-language': 'es-CO' } })
  expect(res.status).toBe(200)
  return res.text()
}

test('three browsers view a listing and one contacts: every screen, the CSV and the API say 3 views, 1 visitor who contacted, 33 %', async () => {
  const [first, second, third] = [browser(), browser(), browser()]
  await first.openListing()
  await second.openListing()
  await second.openListing() // a reload the same day: still one view
  await third.openListing()
  await browser(GOOGLEBOT).openListing() // a crawler is no visitor

  // The first browser writes to the agency and reveals the phone (twice: one reveal).
  const message = {
    name: 'Pedro Pérez',
    email: 'pedro@example.com',
    phone: '3005551234',
    message: 'Hola',
    consent: true,
  }
  expect((await first.send(`/api/properties/${listingId}/messages`, { method: 'POST', json: message })).status).toBe(
    201,
  )
  for (let i = 0; i < 2; i++)
    expect(
      (await first.send(`/api/properties/${listingId}/contact-clicks`, { method: 'POST', json: { channel: 'phone' } }))
        .status,
    ).toBe(204)

  // The dashboard (last 30 days of the agency).
  const dashboard = await asAdmin('/admin')
  expect(figure(dashboard, 'dashboard-views')).toBe('3')
  expect(figure(dashboard, 'dashboard-contacts')).toBe('1')
  expect(figure(dashboard, 'dashboard-rate')).toBe('33,3%')

  // The statistics page: the agency's 30 days, and the listing's own chart.
  for (const path of ['/admin/statistics?period=30', `/admin/statistics?period=7&listing_id=${listingId}`]) {
    const page = await asAdmin(path)
    expect(figure(page, 'total-views')).toBe('3')
    expect(figure(page, 'total-contacts')).toBe('1')
    expect(figure(page, 'total-rate')).toBe('33,3%')
  }

  // The API and its CSV.
  const api = await app.request(`/api/admin/stats/listings?period=30&listing_id=${listingId}`, {
    headers: { cookie: admin },
  })
  const body = (await api.json()) as {
    data: Record<string, unknown>[]
    meta: { totals: Record<string, unknown>; days: { views: number; contacts: number }[] }
  }
  expect(body.data).toEqual([
    expect.objectContaining({
      id: listingId,
      views: 3,
      contacts: 1,
      messages: 1,
      phone_reveals: 1,
      whatsapp_clicks: 0,
      contact_rate: 0.3333,
    }),
  ])
  expect(body.meta.totals).toMatchObject({ views: 3, contacts: 1, contact_rate: 0.3333 })
  expect(body.meta.days.at(-1)).toMatchObject({ views: 3, contacts: 1 })

  const csv = await (
    await app.request('/api/admin/stats/listings/export.csv?period=30', { headers: { cookie: admin } })
  ).text()
  const [header, row] = csv.replace(/^\ufeff/, '').split('\r\n')
  const cells = Object.fromEntries(header.split(';').map((name, i) => [name, row.split(';')[i]]))
  expect(cells).toMatchObject({
    Vistas: '3',
    'Visitantes que contactaron': '1',
    Mensajes: '1',
    'Teléfono visto': '1',
    'Tasa de contacto': '"0,3333"',
  })
}, 240_000)

test('a builder’s project: the statistics page and its CSV give the dashboard’s views and visitors who contacted', async () => {
  const builder = await insertBuilder(app.db, { name: 'Constructora Andina' })
  const user = await insertUser(app.db, { role: 'Admin', customerId: builder.id })
  const session = await signInAs(app.db, user.id)
  const api = async (path: string, json: unknown) => {
    const res = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    })
    expect(res.status, path).toBeLessThan(300)
    return ((await res.json()) as { data: { id: string } }).data
  }
  const project = await api('/admin/projects', await projectBody(app.db, { name: 'Torres de Laureles' }))
  await insertProjectPhotos(app.db, decodeId('project', project.id)!, 1)
  await api(`/admin/projects/${project.id}/publish`, {})
  const [first, second] = [browser(), browser()]
  for (const b of [first, second, second])
    expect((await b.send(`/api/projects/${project.id}/views`, { method: 'POST' })).status).toBe(204)
  const message = { name: 'Ana', email: 'ana@example.com', phone: '3005551234', message: 'Hola', consent: true }
  expect((await first.send(`/api/projects/${project.id}/messages`, { method: 'POST', json: message })).status).toBe(201)

  const page = async (path: string) => {
    const res = await app.request(path, { headers: { cookie: session.cookie, 'accept-language': 'es-CO' } })
    expect(res.status).toBe(200)
    return res.text()
  }
  const dashboard = await page('/admin')
  expect(dashboard).toMatch(/Torres de Laureles<\/a><span[^>]*>Vistas: 2 · Contactaron: 1</)
  const stats = await page('/admin/statistics?period=30')
  expect(figure(stats, 'project-views')).toBe('2')
  expect(figure(stats, 'project-contacts')).toBe('1')
  expect(figure(stats, 'project-messages')).toBe('1')
  const csv = await (
    await app.request('/api/admin/stats/listings/export.csv?period=30', { headers: { cookie: session.cookie } })
  ).text()
  const [header, ...rows] = csv.replace(/^\ufeff/, '').split('\r\n')
  const line = rows.find((r) => r.includes('Torres de Laureles'))!.split(';')
  const cells = Object.fromEntries(header.split(';').map((name, i) => [name, line[i]]))
  expect(cells).toMatchObject({
    Código: 'Proyecto',
    Vistas: '2',
    'Visitantes que contactaron': '1',
    Mensajes: '1',
    'Tasa de contacto': '"0,5"',
  })
}, 240_000)
