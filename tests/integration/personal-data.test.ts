/** Answers that depend on who is signed in are never stored by a shared cache or the service worker. */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { insertUser } from '../factories/accounts'
import { signInAs } from '../factories/auth'
import { jsonBody, startAccountsApp } from '../support/accounts-app'

let t: Awaited<ReturnType<typeof startAccountsApp>>
beforeAll(async () => {
  t = await startAccountsApp({})
  await resetAllRateLimits()
})
afterAll(() => t?.close())

test('the sign-in answer and /api/auth/user are no-store', async () => {
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
  const login = await t.request('/api/auth/login', jsonBody({ email: user.email, password: 'Clave-Segura-2024' }))
  expect(login.status).toBe(200)
  expect(login.headers.get('cache-control')).toMatch(/no-store/)
  const { token } = await login.json()
  const me = await t.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
  expect(me.status).toBe(200)
  expect(me.headers.get('cache-control')).toMatch(/no-store/)
})

test('a public answer asked for with a session is no-store; without one it stays cacheable and varies on Cookie', async () => {
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
  const session = await signInAs(t.db, user.id)
  const signedIn = await t.request('/api/properties/search', { headers: { cookie: session.cookie } })
  expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
  const anonymous = await t.request('/api/properties/search')
  expect(anonymous.headers.get('cache-control')).toMatch(/^public/)
  expect(anonymous.headers.get('vary')).toMatch(/cookie/i)
})

test('account and back-office answers are no-store even when refused', async () => {
  for (const path of ['/api/auth/user', '/api/wiauth/properties/favorites', '/api/admin/properties', '/api/account']) {
    const res = await t.request(path)
    expect(res.headers.get('cache-control'), path).toMatch(/no-store/)
  }
})
