/**
 * Agency microsites through the whole app (server rendering): the short link and stale
 * slugs redirect (301) to the canonical address, unknown or malformed ids and inactive
 * agencies are 404, the page shows the agency and only its published listings, paginated,
 * and honours its header settings; SEO title, description and canonical are set.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { customers, leads, outbox } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let app: Awaited<ReturnType<typeof startPagesApp>>
let agency: { id: number; name: string }
let other: { id: number; name: string }

beforeAll(async () => {
  app = await startPagesApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  agency = await insertCustomer(app.db, {
    name: 'Inmobiliaria Laureles Prime',
    description: 'Arrendamos y vendemos en el occidente de Medellín desde 1998.',
    website: 'https://laurelesprime.example',
    socialLinks: { instagram: 'https://instagram.com/laurelesprime', facebook: 'https://facebook.com/laurelesprime' },
  })
  other = await insertCustomer(app.db, { name: 'Otra Inmobiliaria' })
  for (let i = 0; i < 13; i++)
    await insertListing(app.db, { customerId: agency.id, title: `Apartamento del micrositio ${i + 1}` })
  await insertListing(app.db, { customerId: agency.id, status: 'draft', title: 'Borrador que no se ve' })
  await insertListing(app.db, { customerId: agency.id, status: 'inactive', title: 'Inactivo que no se ve' })
  await insertListing(app.db, { customerId: other.id, title: 'Inmueble de otra inmobiliaria' })
}, 180_000)
afterAll(() => app?.close())

const get = (path: string) => app.request(`https://wi.example${path}`, { redirect: 'manual' })
const canonical = () => `/realstate/${encodeId('customer', agency.id)}/inmobiliaria-laureles-prime`

test('/r/{customerId} redirects permanently to the canonical microsite', async () => {
  const res = await get(`/r/${encodeId('customer', agency.id)}`)
  expect(res.status).toBe(301)
  expect(new URL(res.headers.get('location')!, 'https://wi.example').pathname).toBe(canonical())
})

test('a stale or missing name slug redirects (301) to the canonical address, keeping the query', async () => {
  const stale = await get(`/realstate/${encodeId('customer', agency.id)}/nombre-viejo?page=2`)
  expect(stale.status).toBe(301)
  expect(stale.headers.get('location')).toMatch(new RegExp(`${canonical()}\\?page=2$`))
  const bare = await get(`/realstate/${encodeId('customer', agency.id)}`)
  expect(bare.status).toBe(301)
  expect(bare.headers.get('location')).toMatch(new RegExp(`${canonical()}$`))
})

test('unknown, malformed and foreign-kind ids are 404, for the microsite and the short link', async () => {
  for (const path of [
    `/realstate/${encodeId('customer', 999_999)}/x`,
    '/realstate/not-an-id/x',
    `/realstate/${encodeId('property', agency.id)}/x`,
    `/r/${encodeId('customer', 999_999)}`,
    '/r/%27%3B--',
  ]) {
    expect((await get(path)).status, path).toBe(404)
  }
})

test('the microsite shows the agency, its contacts and only its published listings (12 per page)', async () => {
  const res = await get(canonical())
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).toContain('Inmobiliaria Laureles Prime')
  expect(html).toContain('Arrendamos y vendemos en el occidente de Medellín')
  expect(html).toContain('https://instagram.com/laurelesprime')
  expect(html).toContain('13 inmuebles publicados')
  expect(html.match(/data-testid="microsite-listing"/g)?.length).toBe(12)
  expect(html).not.toContain('Borrador que no se ve')
  expect(html).not.toContain('Inactivo que no se ve')
  expect(html).not.toContain('Inmueble de otra inmobiliaria')
  const page2 = await (await get(`${canonical()}?page=2`)).text()
  expect(page2.match(/data-testid="microsite-listing"/g)?.length).toBe(1)
})

test('SEO: title, description and canonical of the microsite', async () => {
  const html = await (await get(canonical())).text()
  expect(html).toMatch(/<title>Inmobiliaria Laureles Prime: inmuebles en arriendo y venta \| Wi Inmuebles<\/title>/)
  expect(html).toMatch(/<meta name="description" content="Arrendamos y vendemos[^"]*13 inmuebles disponibles\."/)
  expect(html).toContain(`<link rel="canonical" href="https://wi.example${canonical()}"/>`)
  expect(html).toContain(`hrefLang="en" href="https://wi.example/en${canonical()}"`)
})

test('the header follows the microsite settings: centred logo, main menu hidden with a link back to the portal', async () => {
  await app.db
    .update(customers)
    .set({ logoPath: 'agencies/test/logo.png', logoAlignment: 'center', hideMainMenu: true })
    .where(eq(customers.id, agency.id))
  const html = await (await get(canonical())).text()
  expect(html).toContain('Ir a Wi Inmuebles')
  expect(html).toContain('data-align="center"')
  expect(html).toContain('/media/agencies/test/logo.png')
  await app.db.update(customers).set({ hideMainMenu: false, logoAlignment: 'left' }).where(eq(customers.id, agency.id))
  const shown = await (await get(canonical())).text()
  expect(shown).not.toContain('Ir a Wi Inmuebles')
  expect(shown).toContain('data-align="left"')
})

test('an inactive agency has no microsite', async () => {
  await app.db.update(customers).set({ isActive: false }).where(eq(customers.id, other.id))
  expect((await get(`/r/${encodeId('customer', other.id)}`)).status).toBe(404)
  expect((await get(`/realstate/${encodeId('customer', other.id)}/otra-inmobiliaria`)).status).toBe(404)
})

test('the English microsite lives under /en', async () => {
  const res = await get(`/en${canonical()}`)
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('13 published properties')
})

test("a client-side navigation's data request (.data) is answered, not redirected to itself", async () => {
  const res = await get(`${canonical()}.data?page=2&_routes=es%3Arealstate`)
  expect(res.status).toBe(200)
  const stale = await (
    await get(`/realstate/${encodeId('customer', agency.id)}/viejo.data?_routes=es%3Arealstate`)
  ).text()
  expect(stale).toContain('SingleFetchRedirect')
  expect(stale).toContain(`"${canonical()}"`)
})

test('the contact form stores a lead of the agency and queues its e-mail; missing consent is a field error', async () => {
  const post = (fields: Record<string, string>) =>
    app.request(`https://wi.example${canonical()}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://wi.example',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ intent: 'contact', ...fields }).toString(),
    })
  const base = {
    name: 'Camila Ríos',
    email: 'camila@example.test',
    phone: '300 123 4567',
    message: 'Busco apartamento en Laureles',
  }
  const refused = await post(base)
  expect(refused.status).toBe(422)
  expect(await refused.text()).toContain('Debes aceptar la política de tratamiento de datos')
  const sent = await post({ ...base, consent: 'on' })
  expect(sent.status).toBe(200)
  expect(await sent.text()).toContain('Tu mensaje fue enviado a la inmobiliaria')
  const [lead] = await app.db.select().from(leads).where(eq(leads.email, 'camila@example.test'))
  expect(lead).toMatchObject({ kind: 'agency_message', customerId: agency.id, status: 'new', phone: '3001234567' })
  const mails = await app.db.select().from(outbox)
  expect(
    mails.some((m) => m.payload.template === 'microsite-message' && m.payload.replyTo === 'camila@example.test'),
  ).toBe(true)
})
