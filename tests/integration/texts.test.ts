/**
 * A member who may read but not change (the Analyst) in the back-office pages: a listing
 * shows as text, without inputs or an empty action bar; a section the role lacks says the
 * role lacks it, not that the whole back-office is closed. The ContentManager still gets the form.
 * The audit log and a listing's history say what happened as sentences; a signed-in visitor
 * is not invited to create an account.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let app: Awaited<ReturnType<typeof startPagesApp>>
let analyst: string
let manager: string
let visitor: string
let admin: string
let listingCode: string
let agencyPath: string
let listingPath: string
let agencyId: number

beforeAll(async () => {
  app = await startPagesApp()
  await seedReferenceData(app.db)
  const agency = await insertCustomer(app.db, { name: 'Lectura Inmuebles' })
  agencyId = agency.id
  const listing = await insertListing(app.db, { customerId: agency.id, title: 'Casa con patio en Envigado' })
  listingPath = `/admin/properties/${encodeId('property', listing.id)}`
  listingCode = listing.code
  agencyPath = `/admin/customers/${encodeId('customer', agency.id)}`
  const cookie = async (
    role: 'Admin' | 'Analyst' | 'ContentManager' | 'User',
    firstName = 'Ana',
    lastName = 'Prueba',
  ) =>
    (
      await signInAs(
        app.db,
        (await insertUser(app.db, { role, customerId: role === 'User' ? null : agency.id, firstName, lastName })).id,
      )
    ).cookie
  analyst = await cookie('Analyst')
  manager = await cookie('ContentManager')
  visitor = await cookie('User')
  admin = await cookie('Admin', 'Camila', 'Ríos')
})
afterAll(() => app?.close())

async function page(path: string, cookie: string) {
  const res = await app.request(`http://localhost${path}`, { headers: { cookie }, redirect: 'manual' })
  return { status: res.status, html: await res.text() }
}

test('the Analyst reads a listing as text: no inputs, no buttons, a note that the role only reads', async () => {
  const { status, html } = await page(listingPath, analyst)
  expect(status).toBe(200)
  expect(html).toContain('data-testid="listing-read-only"')
  expect(html).toContain('Tu rol puede ver este inmueble, pero no cambiarlo.')
  expect(html).toContain('Casa con patio en Envigado')
  expect(html).not.toMatch(/<input[^>]*name="title"/)
  expect(html).not.toMatch(/<textarea/)
  expect(html).not.toMatch(/name="intent" value="save/)
})

test('the ContentManager gets the form', async () => {
  const { status, html } = await page(listingPath, manager)
  expect(status).toBe(200)
  expect(html).toMatch(/<input[^>]*name="title"/)
  expect(html).not.toContain('data-testid="listing-read-only"')
})

test('a section the role lacks is refused as that, inside the back-office', async () => {
  const refused = await page('/admin/audit', analyst)
  expect(refused.status).toBe(403)
  expect(refused.html).toContain('No tienes permiso para hacer esto')
  expect(refused.html).not.toContain('No tienes acceso al back-office')
  const outsider = await page('/admin', visitor)
  expect(outsider.status).toBe(403)
  expect(outsider.html).toContain('No tienes acceso al back-office')
})

test('the audit log and the listing history say who did what, in that order', async () => {
  const res = await app.request(`http://localhost${listingPath}`, {
    method: 'POST',
    headers: {
      cookie: admin,
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({ intent: 'unpublish' }),
    redirect: 'manual',
  })
  expect(res.status).toBe(302)
  const log = await page('/admin/audit', admin)
  expect(log.status).toBe(200)
  expect(log.html).toContain(`Camila Ríos despublicó el inmueble ${listingCode}`)
  const history = await page(listingPath, admin)
  expect(history.html).toContain('Camila Ríos despublicó el inmueble')
  expect(history.html).not.toContain('por Camila Ríos')
})

test('a call made with an integration key reads in the log as the key’s, on behalf of its owner', async () => {
  const owner = await insertUser(app.db, {
    role: 'Admin',
    customerId: agencyId,
    firstName: 'Andrés',
    lastName: 'Gómez',
  })
  const { headers } = await signInAs(app.db, owner.id)
  const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
  const created = await app.request('http://localhost/api/admin/api-keys', {
    method: 'POST',
    headers: { ...headers, ...json },
    body: JSON.stringify({ name: 'CRM de la oficina', permissions: ['properties.read', 'properties.publish'] }),
  })
  expect(created.status).toBe(201)
  const { key } = ((await created.json()) as { data: { key: string } }).data
  const listing = await insertListing(app.db, { customerId: agencyId, title: 'Apartamento por la llave' })
  const unpublished = await app.request(
    `http://localhost/api/admin/properties/${encodeId('property', listing.id)}/unpublish`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, ...json },
    },
  )
  expect(unpublished.status).toBe(200)
  const log = await page('/admin/audit', admin)
  const text = log.html.replace(/<[^>]+>/g, '')
  expect(text).toContain(`La clave «CRM de la oficina» (de Andrés Gómez) despublicó el inmueble ${listing.code}`)
  expect(text).toContain('La clave «CRM de la oficina» (de Andrés Gómez) llamó a la API: POST /api/admin/properties/')
  expect(text).toContain('Andrés Gómez creó la clave de integración «CRM de la oficina»')
  expect(text).not.toContain('pidió una clave')
  expect(text).not.toContain(`Andrés Gómez despublicó el inmueble ${listing.code}`)
})

test('a signed-in visitor is not invited to create an account', async () => {
  const signedOut = await app.request('http://localhost/about_us')
  expect(await signedOut.text()).toContain('Crea tu cuenta gratis')
  const signedIn = await page('/about_us', visitor)
  expect(signedIn.status).toBe(200)
  expect(signedIn.html).not.toContain('Crea tu cuenta gratis')
  expect(signedIn.html).toContain('Mis búsquedas guardadas')
})

test('a banner that is not an image is refused with the reason at its file field', async () => {
  const form = new FormData()
  form.append('intent', 'banner')
  form.append('file', new File([new TextEncoder().encode('no soy una imagen')], 'banner.jpg', { type: 'image/jpeg' }))
  const res = await app.request(`http://localhost${agencyPath}`, {
    method: 'POST',
    headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    body: form,
  })
  expect(res.status).toBe(422)
  const html = await res.text()
  const field = html.match(/<p id="banner-file-error"[^>]*>([^<]*)<\/p>/)
  expect(field?.[1]).toMatch(/^El tipo de archivo debe ser uno de: jpg, png, webp, avif/)
  expect(html).toMatch(/aria-describedby="banner-file-error"/)
})
