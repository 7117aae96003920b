/**
 * Shared shortlists in-process over a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a signed-in visitor shares a comparison or favourites through
 * POST /api/wiauth/shortlists (201, a 24-character base64url token; the same list again is the
 * same link), anyone opens /s/{token} signed out (the listings, the comparison, a link preview,
 * no word of who shared it, never indexed nor cached), a listing unpublished since shows as no
 * longer available, the owner revokes it (then 404) while someone else cannot (404), bad
 * input is a 422 on the field in the visitor's language, and creating is rate-limited.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { properties } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { signInAs, type SignedIn } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

const ORIGIN = 'https://wi.example'
const TOKEN = /^[A-Za-z0-9_-]{24}$/
let t: Awaited<ReturnType<typeof startPagesApp>>
let sharer: SignedIn
let other: SignedIn
const listings: Array<{ id: string; dbId: number; code: string; title: string }> = []

beforeAll(async () => {
  t = await startPagesApp({ PUBLIC_URL: ORIGIN })
  await seedReferenceData(t.db)
  await resetAllRateLimits()
  const agency = await insertCustomer(t.db, { name: 'Alfa Inmuebles' })
  const specs = [
    { title: 'Apartamento con balcón en Laureles', rentPrice: 2_500_000 },
    { title: 'Casa con patio en Envigado', rentPrice: 3_100_000 },
    { title: 'Apartaestudio cerca del metro', rentPrice: 1_450_000 },
    { title: 'Oficina en El Poblado', rentPrice: 4_800_000 },
    { title: 'Local comercial en Belén', rentPrice: 5_200_000 },
  ]
  for (const spec of specs) {
    const row = await insertListing(t.db, { customerId: agency.id, ...spec })
    listings.push({ id: encodeId('property', row.id), dbId: row.id, code: row.code, title: row.title })
  }
  sharer = await signInAs(
    t.db,
    (
      await insertUser(t.db, {
        firstName: 'Valentina',
        lastName: 'Compartidora',
        email: 'valentina.comparte@example.com',
      })
    ).id,
  )
  other = await signInAs(t.db, (await insertUser(t.db, { email: 'otra.persona@example.com' })).id)
}, 120_000)
afterAll(() => t?.close())

interface ShortlistJson {
  token: string
  url: string
  source: 'compare' | 'favorites'
  created_at: string
  codes: string[]
}
interface Answer {
  status: number
  body: { data?: ShortlistJson; msg?: string; message?: string; errors?: Record<string, string[]> }
  headers: Headers
}

async function share(body: unknown, as: SignedIn | null = sharer, language = 'es-CO'): Promise<Answer> {
  const res = await t.request('http://localhost/api/wiauth/shortlists', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(as ? as.headers : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers }
}

async function shared(body: unknown, as: SignedIn = sharer): Promise<ShortlistJson> {
  const answer = await share(body, as)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.data!
}

const revoke = (token: string, as: SignedIn) =>
  t.request(`http://localhost/api/wiauth/shortlists/${token}`, { method: 'DELETE', headers: as.headers })

const open = (path: string, headers: Record<string, string> = {}) =>
  t.request(`http://localhost${path}`, { headers: { 'accept-language': 'es-CO', ...headers } })

/**
 * The session cookie as the pages read it: the page build (loaded through Vite) reads its own
 * copy of the settings, without this test's https PUBLIC_URL, so it looks for the plain name.
 */
const pageCookie = (as: SignedIn) => `${as.cookie}; auth=${as.token}`

const ids = (...n: number[]) => n.map((i) => listings[i].id)
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&')

describe('sharing', () => {
  test('a comparison becomes a link with a random 24-character token; the same list again is the same link', async () => {
    const first = await share({ property_ids: ids(0, 1, 2), source: 'compare' })
    expect(first.status).toBe(201)
    const data = first.body.data!
    expect(data.token).toMatch(TOKEN)
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(18)
    expect(data.url).toBe(`${ORIGIN}/s/${data.token}`)
    expect(data.source).toBe('compare')
    expect(data.codes).toEqual([listings[0].code, listings[1].code, listings[2].code])
    expect(first.body.msg).toBe('Tu enlace está listo')

    // A second click shares the same listings: the same link, not a new one.
    const again = await share({ property_ids: ids(0, 1, 2), source: 'compare' })
    expect(again.status).toBe(200)
    expect(again.body.data!.token).toBe(data.token)
    // Another order, or the same listings as favourites, is another link.
    const reordered = await shared({ property_ids: ids(2, 1, 0), source: 'compare' })
    expect(reordered.token).not.toBe(data.token)

    const list = await t.request('http://localhost/api/wiauth/shortlists', { headers: sharer.headers })
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toContain('no-store')
    const links = ((await list.json()) as { data: ShortlistJson[] }).data
    expect(links.map((s) => s.token)).toEqual([reordered.token, data.token])
    expect(links.map((s) => s.codes)).toEqual([[...data.codes].reverse(), data.codes])
    // Nobody else sees them.
    const theirs = await t.request('http://localhost/api/wiauth/shortlists', { headers: other.headers })
    expect(((await theirs.json()) as { data: unknown[] }).data).toEqual([])
  })

  test('an English visitor gets the /en address; a duplicated id counts once', async () => {
    const answer = await share({ property_ids: ids(3, 3, 4) }, sharer, 'en')
    expect(answer.status).toBe(201)
    expect(answer.body.data!.url).toBe(`${ORIGIN}/en/s/${answer.body.data!.token}`)
    expect(answer.body.data!.source).toBe('favorites')
    expect(answer.body.data!.codes).toEqual([listings[3].code, listings[4].code])
  })

  test('signed out: 401, before the body is even read', async () => {
    expect((await share({ property_ids: ids(0, 1) }, null)).status).toBe(401)
    expect((await share({ property_ids: 'nada' }, null)).status).toBe(401)
    expect((await t.request('http://localhost/api/wiauth/shortlists')).status).toBe(401)
    expect((await t.request('http://localhost/api/wiauth/shortlists/abc', { method: 'DELETE' })).status).toBe(401)
  })
})

describe('the shared page', () => {
  test('opens signed out with the listings, the comparison and a preview, and nothing of who shared it', async () => {
    const link = await shared({ property_ids: ids(1, 2, 3), source: 'compare' })
    const res = await open(`/s/${link.token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const html = await res.text()
    for (const i of [1, 2, 3]) {
      expect(html).toContain(listings[i].title)
      expect(html).toContain(listings[i].code)
    }
    expect(html).not.toContain(listings[0].title)
    expect(html).toContain('data-testid="compare-table"')
    expect(html.match(/data-testid="compare-column"/g)).toHaveLength(3)
    expect(html).toContain(
      '<h1 class="text-2xl font-extrabold text-ink-900 sm:text-3xl">3 inmuebles para comparar</h1>',
    )
    // WhatsApp with the Spanish text and the address, encoded.
    const wa = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)![1]
    expect(decodeURIComponent(wa.split('text=')[1])).toBe(
      `Te comparto esta comparación de inmuebles en Wi Inmuebles: ${ORIGIN}/s/${link.token}`,
    )

    // The preview WhatsApp and others read.
    expect(meta(html, 'robots')).toBe('noindex')
    expect(meta(html, 'og:title')).toBe('3 inmuebles para comparar')
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/s/${link.token}`)
    expect(meta(html, 'og:description')).toBe(
      'Precios: $ 3.100.000/mes · $ 1.450.000/mes · $ 4.800.000/mes. Una selección compartida en Wi Inmuebles.',
    )
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/media/test/listing-${listings[1].dbId}-0-og.jpg`)
    expect(meta(html, 'og:image:width')).toBe('1200')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')

    // Nothing personal: not the sharer's name, nor e-mail, nor their session.
    for (const personal of ['Valentina', 'Compartidora', 'valentina.comparte', 'example.com'])
      expect(html).not.toContain(personal)

    // Signed in as someone else, the page is the same (no sign-in needed, nothing of the sharer).
    const asOther = await (await open(`/s/${link.token}`, { cookie: pageCookie(other) })).text()
    expect(asOther).toContain('3 inmuebles para comparar')
    expect(asOther).toContain('Prueba') // the viewer's own name, in the header
    expect(asOther).not.toContain('Compartidora')
  })

  test('in English under /en, and favourites show cards without a comparison', async () => {
    const link = await shared({ property_ids: ids(0, 4) })
    const html = await (await open(`/en/s/${link.token}`)).text()
    expect(html).toContain('2 selected properties')
    expect(meta(html, 'og:title')).toBe('2 selected properties')
    expect(meta(html, 'og:description')).toBe(
      'Prices: $ 2.500.000/month · $ 5.200.000/month. A selection shared on Wi Inmuebles.',
    )
    expect(html).toContain(listings[4].title)
    expect(html).not.toContain('data-testid="compare-table"')
  })

  test('a listing unpublished since shows as no longer available, without its details', async () => {
    const extra = await insertListing(t.db, { title: 'Finca en Rionegro con lago', rentPrice: 9_900_000 })
    const link = await shared({ property_ids: [encodeId('property', extra.id), ...ids(0, 1)], source: 'compare' })
    await t.db.update(properties).set({ status: 'inactive' }).where(eq(properties.id, extra.id))

    const html = await (await open(`/s/${link.token}`)).text()
    expect(html).toContain('Este inmueble ya no está disponible')
    expect(html).not.toContain('Finca en Rionegro')
    expect(html).not.toContain(extra.code)
    expect(html).not.toContain('9.900.000')
    expect(html.match(/data-testid="compare-column"/g)).toHaveLength(2)
    expect(meta(html, 'og:title')).toBe('2 inmuebles para comparar')
    // The preview's photo is the first listing still public.
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/media/test/listing-${listings[0].dbId}-0-og.jpg`)
  })

  test('an unknown or malformed token is the 404 page with its own text', async () => {
    for (const path of ['/s/AAAAAAAAAAAAAAAAAAAAAAAA', '/s/corto', '/en/s/AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await open(path)
      expect(res.status).toBe(404)
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const html = await (await open('/s/AAAAAAAAAAAAAAAAAAAAAAAA')).text()
    expect(html).toContain('Este enlace no existe o fue revocado')
    expect(html).toContain('<title>Este enlace no existe o fue revocado | Wi Inmuebles</title>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })
})

describe('revoking', () => {
  test('the owner revokes a link: it is a 404 from then on, and gone from the list', async () => {
    const link = await shared({ property_ids: ids(0, 3), source: 'compare' })
    expect((await open(`/s/${link.token}`)).status).toBe(200)
    const res = await revoke(link.token, sharer)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { msg: string }).msg).toBe('Enlace revocado')
    const page = await open(`/s/${link.token}`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Este enlace no existe o fue revocado')
    const list = (await (
      await t.request('http://localhost/api/wiauth/shortlists', { headers: sharer.headers })
    ).json()) as { data: ShortlistJson[] }
    expect(list.data.map((s) => s.token)).not.toContain(link.token)
    expect((await revoke(link.token, sharer)).status).toBe(404)
  })

  test("someone else's link, or an unknown token, is a 404 and the link keeps working", async () => {
    const link = await shared({ property_ids: ids(1, 4), source: 'compare' })
    const refused = await revoke(link.token, other)
    expect(refused.status).toBe(404)
    expect(((await refused.json()) as { message: string }).message).toBe('Este enlace no existe o fue revocado')
    expect((await revoke('AAAAAAAAAAAAAAAAAAAAAAAA', other)).status).toBe(404)
    expect((await revoke('no-es-un-token', other)).status).toBe(404)
    expect((await open(`/s/${link.token}`)).status).toBe(200)
  })

  test('the panel lists the links and its revoke form ends one', async () => {
    const link = await shared({ property_ids: ids(2, 4) })
    const panel = await open('/user/panel/shared', { cookie: pageCookie(sharer) })
    expect(panel.status).toBe(200)
    const html = await panel.text()
    expect(html).toContain('Enlaces compartidos')
    expect(html).toContain(`${ORIGIN}/s/${link.token}`)
    expect(html).toContain(`Favoritos · 2 inmuebles`)
    expect(html).toContain(`Códigos: ${listings[2].code}, ${listings[4].code}`)
    // Another visitor's panel does not show it.
    expect(await (await open('/user/panel/shared', { cookie: pageCookie(other) })).text()).not.toContain(link.token)

    const posted = await t.request('http://localhost/user/panel/shared', {
      method: 'POST',
      headers: { cookie: pageCookie(sharer), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'revoke-shortlist', id: link.token }),
    })
    expect(posted.status).toBe(200)
    expect(await posted.text()).toContain('Enlace revocado')
    expect((await open(`/s/${link.token}`)).status).toBe(404)
  })
})

describe('refused input (422 on the field, in the visitor’s language)', () => {
  const errorsOf = async (body: unknown, language = 'es-CO') => {
    const answer = await share(body, sharer, language)
    expect(answer.status, JSON.stringify(answer.body)).toBe(422)
    return answer.body.errors
  }

  test('malformed, missing, none or too many ids', async () => {
    expect(await errorsOf({ property_ids: ['no-es-un-id', listings[0].id] })).toEqual({
      property_ids: ['El identificador no es válido'],
    })
    expect(await errorsOf({})).toEqual({ property_ids: ['Este campo es obligatorio'] })
    expect(await errorsOf({ property_ids: [] })).toEqual({ property_ids: ['Elige al menos 1'] })
    const thirteen = Array.from({ length: 13 }, (_, i) => encodeId('property', 100_000 + i))
    expect(await errorsOf({ property_ids: thirteen })).toEqual({
      property_ids: ['Límite alcanzado (máximo 12 elementos)'],
    })
    // A comparison holds 2 to 4.
    expect(await errorsOf({ property_ids: ids(0, 1, 2, 3, 4), source: 'compare' })).toEqual({
      property_ids: ['Límite alcanzado (máximo 4 elementos)'],
    })
    expect(await errorsOf({ property_ids: ids(0), source: 'compare' })).toEqual({
      property_ids: ['Se necesitan al menos 2 inmuebles para comparar'],
    })
    expect(await errorsOf({ property_ids: ids(0), source: 'mapa' })).toEqual({ source: ['Elige una opción válida'] })
  })

  test('unknown, unpublished or deleted listings', async () => {
    const draft = await insertListing(t.db, { status: 'draft' })
    const deleted = await insertListing(t.db, { status: 'deleted' })
    const notPublic = { property_ids: ['Uno o más inmuebles no existen o ya no están publicados'] }
    expect(await errorsOf({ property_ids: [listings[0].id, encodeId('property', 987_654)] })).toEqual(notPublic)
    expect(await errorsOf({ property_ids: [listings[0].id, encodeId('property', draft.id)] })).toEqual(notPublic)
    expect(await errorsOf({ property_ids: [encodeId('property', deleted.id)] })).toEqual(notPublic)
    // An agency switched off takes its listings with it.
    const closed = await insertCustomer(t.db, { isActive: false })
    const hidden = await insertListing(t.db, { customerId: closed.id })
    expect(await errorsOf({ property_ids: [encodeId('property', hidden.id)] })).toEqual(notPublic)
    expect(await errorsOf({ property_ids: [encodeId('property', draft.id)] }, 'en')).toEqual({
      property_ids: ['One or more properties do not exist or are no longer published'],
    })
    expect(await errorsOf({ property_ids: [] }, 'en')).toEqual({ property_ids: ['Choose at least 1'] })
  })
})

test('creating links is limited per account; sharing a list again is not counted', async () => {
  const busy = await signInAs(t.db, (await insertUser(t.db)).id)
  const pairs = listings.flatMap((a) => listings.filter((b) => b !== a).map((b) => [a.id, b.id]))
  expect(pairs).toHaveLength(20)
  for (const pair of pairs) expect((await share({ property_ids: pair }, busy)).status).toBe(201)
  const refused = await share({ property_ids: [listings[0].id] }, busy)
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(refused.body.message).toBe('Demasiados intentos. Espera un momento y vuelve a intentarlo.')
  // A list it already shared is its link, even now.
  expect((await share({ property_ids: pairs[0] }, busy)).status).toBe(200)
  // Someone else is not held back.
  expect((await share({ property_ids: [listings[0].id] }, other)).status).toBe(201)
})
