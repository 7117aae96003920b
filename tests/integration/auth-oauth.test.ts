/**
 * Google and Facebook sign-in end to end against a local OAuth 2.0 / OIDC provider: PKCE and
 * state, users identified by subject, linking only through a verified e-mail.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { favorites, oauthAccounts, users } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { insertUser } from '../factories/accounts'
import { insertListing, seedReferenceData } from '../factories/listings'
import { cookiesFrom, startAccountsApp } from '../support/accounts-app'
import { startOAuthProvider } from '../support/oauth-provider'

let google: Awaited<ReturnType<typeof startOAuthProvider>>
let facebook: Awaited<ReturnType<typeof startOAuthProvider>>
let t: Awaited<ReturnType<typeof startAccountsApp>>

beforeAll(async () => {
  google = await startOAuthProvider({ clientId: 'google-client', clientSecret: 'google-secret' })
  facebook = await startOAuthProvider({ clientId: 'fb-client', clientSecret: 'fb-secret', style: 'facebook' })
  t = await startAccountsApp({
    PUBLIC_URL: 'http://portal.test',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_AUTH_URL: google.authUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_USERINFO_URL: google.userInfoUrl,
    FACEBOOK_CLIENT_ID: 'fb-client',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    FACEBOOK_AUTH_URL: facebook.authUrl,
    FACEBOOK_TOKEN_URL: facebook.tokenUrl,
    FACEBOOK_USERINFO_URL: facebook.userInfoUrl,
  })
})
afterAll(async () => {
  await t?.close()
  await google?.close()
  await facebook?.close()
})

/** Runs the browser's part: our redirect → provider → our callback; returns the callback's answer. */
async function signInWith(provider: 'google' | 'facebook', query = '') {
  const start = await t.request(`/api/auth/${provider}/redirect${query}`)
  expect(start.status).toBe(302)
  const flowCookie = cookiesFrom(start)
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' })
  expect(atProvider.status).toBe(302)
  const back = new URL(atProvider.headers.get('location')!)
  expect(back.origin + back.pathname).toBe(`http://portal.test/api/auth/${provider}/callback`)
  return t.request(back.pathname + back.search, { headers: { cookie: flowCookie } })
}

async function me(res: Response) {
  const answer = await t.request('/api/auth/user', { headers: { cookie: cookiesFrom(res) } })
  return { status: answer.status, user: answer.status === 200 ? (await answer.json()).user : null }
}

describe('Google', () => {
  test('the authorization request carries PKCE S256, state and the profile and email scopes', async () => {
    const start = await t.request('/api/auth/google/redirect')
    const url = new URL(start.headers.get('location')!)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('state')).toBeTruthy()
    expect(url.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['profile', 'email']))
    expect(start.headers.getSetCookie().join()).toMatch(/oauth_flow=.*HttpOnly/)
  })

  test('a new person gets an account and is signed in, then returns to the remembered page', async () => {
    google.setPerson({
      sub: 'g-100',
      email: 'nuevo.google@example.test',
      email_verified: true,
      given_name: 'Camila',
      family_name: 'Restrepo',
    })
    const res = await signInWith('google', '?redirect=%2Fuser%2Faccount')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/user/account')
    const { user } = await me(res)
    expect(user).toMatchObject({
      full_name: 'Camila Restrepo',
      email: 'nuevo.google@example.test',
      email_verified: true,
    })

    // The same subject signs in to the same user even after changing its e-mail at Google.
    google.setPerson({
      sub: 'g-100',
      email: 'otro.correo@example.test',
      email_verified: true,
      given_name: 'Camila',
      family_name: 'Restrepo',
    })
    const again = await signInWith('google')
    expect(again.headers.get('location')).toBe('/auth/callback')
    expect((await me(again)).user.email).toBe('nuevo.google@example.test')
  })

  test('an off-site return path is dropped', async () => {
    google.setPerson({
      sub: 'g-101',
      email: 'g101@example.test',
      email_verified: true,
      given_name: 'A',
      family_name: 'B',
    })
    const res = await signInWith('google', `?redirect=${encodeURIComponent('//evil.example/x')}`)
    expect(res.headers.get('location')).toBe('/auth/callback')
  })

  test('signing in from a search (the header’s link carries it) returns to that search, its filters kept', async () => {
    google.setPerson({
      sub: 'g-102',
      email: 'g102@example.test',
      email_verified: true,
      given_name: 'C',
      family_name: 'D',
    })
    const search = '/en/properties/search?municipality_id=Xy7kP2qa&price_max=3000000&page=2'
    const res = await signInWith('google', `?lang=en&redirect=${encodeURIComponent(search)}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(search)
  })

  test('the heart pressed signed out is a favourite after signing in with Google, once', async () => {
    await seedReferenceData(t.db)
    const listing = await insertListing(t.db, { title: 'Casa en Envigado' })
    const id = encodeId('property', listing.id)
    google.setPerson({
      sub: 'g-103',
      email: 'g103@example.test',
      email_verified: true,
      given_name: 'E',
      family_name: 'F',
    })
    const query = `?redirect=${encodeURIComponent('/properties/search')}&intent=${encodeURIComponent(`favorite:${id}`)}`
    const res = await signInWith('google', query)
    expect(res.headers.get('location')).toBe('/properties/search')
    const state = await t.request('/api/wiauth/visitor/state', { headers: { cookie: cookiesFrom(res) } })
    expect((await state.json()).favorites).toEqual([id])
    await signInWith('google', query)
    const [user] = await t.db.select().from(users).where(eq(users.email, 'g103@example.test'))
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, user.id))).toHaveLength(1)
  })

  test('an existing account is linked through a verified e-mail', async () => {
    const existing = await insertUser(t.db, { password: 'Clave-Larga-Medellin-1', email: 'ya.existe@example.test' })
    google.setPerson({
      sub: 'g-200',
      email: 'ya.existe@example.test',
      email_verified: true,
      given_name: 'X',
      family_name: 'Y',
    })
    const res = await signInWith('google')
    expect((await me(res)).user.email).toBe('ya.existe@example.test')
    const links = await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id))
    expect(links).toMatchObject([{ provider: 'google', subject: 'g-200' }])
  })

  test('an unverified e-mail never links to an existing account', async () => {
    await insertUser(t.db, { password: 'Clave-Larga-Medellin-1', email: 'victima@example.test' })
    google.setPerson({
      sub: 'g-300',
      email: 'victima@example.test',
      email_verified: false,
      given_name: 'M',
      family_name: 'N',
    })
    const res = await signInWith('google')
    expect(res.headers.get('location')).toBe('/login?auth_error=unverified')
    expect((await me(res)).status).toBe(401)
  })

  test('a wrong state is refused', async () => {
    const start = await t.request('/api/auth/google/redirect')
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' })
    const back = new URL(atProvider.headers.get('location')!)
    back.searchParams.set('state', 'forged-state')
    const res = await t.request(back.pathname + back.search, { headers: { cookie: cookiesFrom(start) } })
    expect(res.headers.get('location')).toBe('/login?auth_error=failed')
  })
})

describe('Facebook', () => {
  test('signs in with profile, e-mail and birthday (user_birthday scope)', async () => {
    facebook.setPerson({
      sub: 'fb-1',
      email: 'fb.persona@example.test',
      given_name: 'Julián',
      family_name: 'Zapata',
      birthday: '07/14/1990',
    })
    const start = await t.request('/api/auth/facebook/redirect')
    expect(new URL(start.headers.get('location')!).searchParams.get('scope')).toContain('user_birthday')
    const res = await signInWith('facebook')
    const { user } = await me(res)
    expect(user).toMatchObject({ full_name: 'Julián Zapata', birthday: '1990-07-14' })
    const [row] = await t.db.select().from(users).where(eq(users.email, 'fb.persona@example.test'))
    expect(row.passwordHash).toBeNull()
  })
})

describe('not configured', () => {
  test('a provider without client id and secret is not offered', async () => {
    const plain = await startAccountsApp({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' })
    try {
      expect((await plain.request('/api/auth/google/redirect')).status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
