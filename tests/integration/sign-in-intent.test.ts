/**
 * What a signed-out visitor pressed is done once they sign in (issue 29, point 6): the heart
 * on a listing and "Guardar búsqueda" on a search send to /login with the page to return to
 * and what was pressed (the address the buttons build, app/lib/sign-in-link.ts); the sign-in
 * form carries it, the sign-in saves it once, and the visitor is back on the page. Signing in
 * the same way again saves nothing twice; a forged or broken intent saves nothing.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { favorites, savedSearches } from '#db/schema'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { signInToDo } from '~/lib/sign-in-link'
import { insertUser } from '../factories/accounts'
import { insertListing, seedReferenceData } from '../factories/listings'
import { cookiesFrom } from '../support/accounts-app'
import { startPagesApp } from '../support/pages-app'

let t: Awaited<ReturnType<typeof startPagesApp>>
const PASSWORD = 'Casa-Laureles-2024'

beforeAll(async () => {
  t = await startPagesApp({ PUBLIC_URL: '' })
  await seedReferenceData(t.db)
}, 180_000)
afterAll(() => t?.close())
beforeEach(() => resetAllRateLimits())

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' }
const unescape = (s: string) => s.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) => ENTITIES[e])

/** The hidden fields of the sign-in form, as the page renders them. */
async function loginForm(address: string): Promise<Record<string, string>> {
  const res = await t.request(`http://localhost${address}`)
  expect(res.status).toBe(200)
  const html = await res.text()
  const fields: Record<string, string> = {}
  for (const m of html.matchAll(/<input type="hidden" name="(redirect|intent)" value="([^"]*)"/g))
    fields[m[1]] = unescape(m[2])
  return fields
}

/** Fills in e-mail and password and posts the form, as the browser does without scripts. */
function signIn(email: string, hidden: Record<string, string>) {
  return t.request('http://localhost/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ ...hidden, email, password: PASSWORD }),
    redirect: 'manual',
  })
}

async function listingPage() {
  const listing = await insertListing(t.db, { title: 'Apartamento con balcón en Laureles', rentPrice: 2_500_000 })
  const id = encodeId('property', listing.id)
  return {
    listing,
    id,
    path: `/property/apartamento-con-balcon-en-laureles/medellin/laureles/${id}/ot/${encodeOperation('rent')}`,
  }
}

const favouritesOf = (userId: number) => t.db.select().from(favorites).where(eq(favorites.userId, userId))

test('the heart pressed signed out is a favourite after signing in, once, back on the listing', async () => {
  const user = await insertUser(t.db, { email: 'corazon@example.test', password: PASSWORD })
  const { listing, id, path } = await listingPage()
  expect((await t.request(`http://localhost${path}`)).status).toBe(200)

  const hidden = await loginForm(signInToDo('/login', path, { kind: 'favorite', propertyId: id }))
  expect(hidden).toEqual({ redirect: path, intent: `favorite:${id}` })

  const res = await signIn(user.email, hidden)
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe(path)
  const state = await t.request('/api/wiauth/visitor/state', { headers: { cookie: cookiesFrom(res) } })
  expect((await state.json()).favorites).toEqual([id])
  expect((await favouritesOf(user.id)).map((f) => f.propertyId)).toEqual([listing.id])

  // The same sign-in again (the back button, a second press): still one favourite.
  expect((await signIn(user.email, hidden)).status).toBe(302)
  expect(await favouritesOf(user.id)).toHaveLength(1)
})

test('"Guardar búsqueda" pressed signed out is a saved search after signing in, once, back on the search', async () => {
  const user = await insertUser(t.db, { email: 'busqueda@example.test', password: PASSWORD })
  const back = '/arriendo/apartamentos/medellin?q=balc%C3%B3n'
  const pressed = { kind: 'search', name: 'Apartamentos en arriendo en Medellín', query: '?q=balc%C3%B3n' } as const

  const hidden = await loginForm(signInToDo('/login', back, pressed))
  const res = await signIn(user.email, hidden)
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe(back)
  const saved = await t.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id))
  expect(saved.map((s) => [s.name, s.query, s.frequency])).toEqual([
    ['Apartamentos en arriendo en Medellín', 'q=balc%C3%B3n', 'daily'],
  ])

  expect((await signIn(user.email, hidden)).status).toBe(302)
  expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id))).toHaveLength(1)
})

test('a broken or forged intent is not carried and saves nothing; the sign-in still works', async () => {
  const user = await insertUser(t.db, { email: 'falso@example.test', password: PASSWORD })
  const { path } = await listingPage()
  for (const intent of ['favorite:nonsense', 'favorite:', 'delete:all', `search::q=1`, 'search:%E0%A4%A:q=1']) {
    const hidden = await loginForm(`/login?redirect=${encodeURIComponent(path)}&intent=${encodeURIComponent(intent)}`)
    expect(hidden).toEqual({ redirect: path })
    // Posted by hand past the page: dropped all the same.
    const res = await signIn(user.email, { ...hidden, intent })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(path)
  }
  expect(await favouritesOf(user.id)).toHaveLength(0)
  expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id))).toHaveLength(0)
})
