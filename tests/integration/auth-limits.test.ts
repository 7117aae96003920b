/**
 * Limits that hold under concurrency (issue 10, point 8), over HTTP in process with the
 * limiter in memory: sign-in counted before the password is checked, locks keyed on account
 * and address, the change-password form limited, first passwords only after a fresh
 * sign-in, and a spent refresh token accepted again only from the same browser in time.
 * tests/integration/auth-rate-limit-redis.test.ts runs the sign-in points on Redis.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { authSessions, refreshTokens } from '#db/schema'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { insertUser } from '../factories/accounts'
import { signInAs } from '../factories/auth'
import { cookiesFrom, jsonBody, startAccountsApp } from '../support/accounts-app'

let t: Awaited<ReturnType<typeof startAccountsApp>>
const PASSWORD = 'Casa-Envigado-2024'

beforeAll(async () => {
  t = await startAccountsApp({ TRUST_PROXY: '1', TOKEN_TTL_MINUTES: '60' })
})
afterAll(() => t?.close())
beforeEach(() => resetAllRateLimits())

const login = (email: string, password: string, address = '203.0.113.1') =>
  t.request('/api/auth/login', jsonBody({ email, password }, { 'x-forwarded-for': address }))

const statuses = (responses: Response[]) => {
  const count: Record<number, number> = {}
  for (const r of responses) count[r.status] = (count[r.status] ?? 0) + 1
  return count
}

describe('sign-in limits', () => {
  test('100 parallel wrong passwords: exactly 5 reach the password check (401), the rest get 429', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(user.email, `wrong-password-${i}`)))
    expect(statuses(answers)).toEqual({ 401: 5, 429: 95 })
    expect(Number(answers.find((r) => r.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('signing in as victim@example.co does not unlock victim@example.com', async () => {
    const victim = await insertUser(t.db, { email: 'victim@example.com', password: PASSWORD })
    const lookalike = await insertUser(t.db, { email: 'victim@example.co', password: PASSWORD })
    for (let i = 0; i < 5; i++) expect((await login(victim.email, `wrong-password-${i}`)).status).toBe(401)
    expect((await login(victim.email, PASSWORD)).status).toBe(429)
    expect((await login(lookalike.email, PASSWORD)).status).toBe(200)
    expect((await login(victim.email, PASSWORD)).status).toBe(429)
  })

  test('five wrong passwords from one address do not lock the owner out at another', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, `wrong-password-${i}`, '198.51.100.7')).status).toBe(401)
    expect((await login(user.email, PASSWORD, '198.51.100.7')).status).toBe(429)
    expect((await login(user.email, PASSWORD, '203.0.113.50')).status).toBe(200)
  })

  test('guesses spread over many addresses still meet the account-wide limit (20, then waits) in a new browser', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    for (let a = 0; a < 4; a++) {
      const tries = await Promise.all(
        Array.from({ length: 5 }, (_, i) => login(user.email, `wrong-${a}-${i}`, `198.51.100.${a + 10}`)),
      )
      expect(statuses(tries)).toEqual({ 401: 5 })
    }
    const refused = await login(user.email, PASSWORD, '203.0.113.60')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBe(60)
  })

  test('a success resets only its own account and address, so the owner keeps signing in', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(user.email, `wrong-${round}-${i}`)).status).toBe(401)
      expect((await login(user.email, PASSWORD)).status).toBe(200)
    }
  })

  test('one address guessing at many accounts meets the per-address limit (30 per 15 minutes)', async () => {
    const answers = []
    for (let i = 0; i < 31; i++) answers.push(await login(`nobody-${i}@example.test`, 'wrong-password', '192.0.2.99'))
    expect(statuses(answers)).toEqual({ 401: 30, 429: 1 })
  })
})

describe('change password', () => {
  const change = (token: string, body: Record<string, unknown>, query = '') =>
    t.request(`/api/account/password${query}`, jsonBody(body, { authorization: `Bearer ${token}` }))
  const NEW = 'Otra-Clave-Caldas-12'

  test('wrong current passwords are limited per user: 429 with Retry-After, even in parallel', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const { token } = await signInAs(t.db, user.id)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(token, { current_password: `wrong-${i}`, password: NEW, password_confirmation: NEW }),
      ),
    )
    expect(statuses(answers)).toEqual({ 422: 5, 429: 15 })
    const locked = await change(token, { current_password: PASSWORD, password: NEW, password_confirmation: NEW })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('an account with a password must give it', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const { token } = await signInAs(t.db, user.id)
    const res = await change(token, { password: NEW, password_confirmation: NEW })
    expect(res.status).toBe(422)
    expect((await res.json()).errors.current_password).toHaveLength(1)
  })

  test('an account made through Google or Facebook sets a first password only right after signing in', async () => {
    const user = await insertUser(t.db)
    const stale = await signInAs(t.db, user.id)
    await t.db
      .update(authSessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(authSessions.id, stale.sessionId))
    const refused = await change(stale.token, { password: NEW, password_confirmation: NEW })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toMatch(/vuelve a ingresar con Google o Facebook/)
    const english = await change(stale.token, { password: NEW, password_confirmation: NEW }, '?lang=en')
    expect((await english.json()).message).toMatch(/sign in again with Google or Facebook/)

    const fresh = await signInAs(t.db, user.id)
    expect(
      (await change(fresh.token, { current_password: 'anything', password: NEW, password_confirmation: NEW })).status,
    ).toBe(200)
    expect((await login(user.email, NEW)).status).toBe(200)
  })
})

describe('refresh token grace', () => {
  const refreshWith = (cookie: string) => t.request('/api/auth/token/refresh', { method: 'POST', headers: { cookie } })
  const userStatus = async (token: string) =>
    (await t.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status
  /** The Cookie header without one cookie, or with another value for it. */
  const withCookie = (cookie: string, name: string, value?: string) =>
    [...cookie.split('; ').filter((c) => !c.startsWith(`${name}=`)), ...(value ? [`${name}=${value}`] : [])].join('; ')
  const cookieValue = (cookie: string, name: string) =>
    decodeURIComponent(
      cookie
        .split('; ')
        .find((c) => c.startsWith(`${name}=`))!
        .slice(name.length + 1),
    )

  async function signedIn() {
    const user = await insertUser(t.db, { password: PASSWORD })
    const res = await login(user.email, PASSWORD)
    expect(res.status).toBe(200)
    const cookie = cookiesFrom(res)
    expect(cookie).toMatch(/auth_bind=/)
    return cookie
  }

  test('the same browser may spend a just-spent token again; the session lives on', async () => {
    const cookie = await signedIn()
    const first = await refreshWith(cookie)
    const again = await refreshWith(cookie)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(await userStatus((await first.json()).access_token)).toBe(200)
    expect(await userStatus((await again.json()).access_token)).toBe(200)
  })

  test('parallel refreshes from one browser all succeed', async () => {
    const cookie = await signedIn()
    const answers = await Promise.all(Array.from({ length: 5 }, () => refreshWith(cookie)))
    expect(statuses(answers)).toEqual({ 200: 5 })
  })

  test('a spent token from another client (no binding, or another session’s) is refused and ends the session', async () => {
    const attackerOwn = await signedIn()
    for (const binding of [undefined, cookieValue(attackerOwn, 'auth_bind')]) {
      const cookie = await signedIn()
      const first = await refreshWith(cookie)
      expect(first.status).toBe(200)
      const { access_token, refresh_token } = await first.json()
      expect((await refreshWith(withCookie(cookie, 'auth_bind', binding))).status).toBe(401)
      expect(await userStatus(access_token)).toBe(401)
      expect((await t.request('/api/auth/token/refresh', jsonBody({ refresh_token }))).status).toBe(401)
    }
  })

  test('a refresh token in the body (no browser binding) is never accepted twice', async () => {
    const token = cookieValue(await signedIn(), 'auth_refresh')
    expect((await t.request('/api/auth/token/refresh', jsonBody({ refresh_token: token }))).status).toBe(200)
    expect((await t.request('/api/auth/token/refresh', jsonBody({ refresh_token: token }))).status).toBe(401)
  })

  test('after the grace window even the same browser is refused, and the session ends', async () => {
    const cookie = await signedIn()
    const first = await refreshWith(cookie)
    const { access_token } = await first.json()
    await t.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '2 minutes'` })
      .where(sql`${refreshTokens.usedAt} is not null`)
    expect((await refreshWith(cookie)).status).toBe(401)
    expect(await userStatus(access_token)).toBe(401)
  })
})
