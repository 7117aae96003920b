/**
 * What the server does for pages before React Router runs: the session is refreshed from
 * the refresh cookie when the access token has lapsed (parallel loads share one rotation),
 * and cross-site form posts are refused (CSRF).
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { resolveActor } from '#core/accounts/resolve-actor.service'
import { sessionBinding } from '#core/accounts/session-binding.utils'
import { setRuntime } from '#core/shared/runtime.config'
import { createApp } from '../../server/app'
import { insertUser } from '../factories/accounts'
import { signInAs } from '../factories/auth'
import { createTestDb } from '../setup/test-db'

let handle: Awaited<ReturnType<typeof createTestDb>>
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const env = setEnvForTests({ SEED_DEMO: 'never' })
  handle = await createTestDb()
  setRuntime({ handle, db: handle.db, env })
  // A stand-in for React Router: answers who the request is from.
  app = createApp({
    env,
    pages: async (request) =>
      Response.json({
        method: request.method,
        userId: (await resolveActor(handle.db, request.headers))?.userId ?? null,
      }),
  })
})
afterAll(async () => {
  setRuntime(undefined)
  await handle.close()
})

test('a page load with only the refresh cookie is signed in and gets fresh cookies', async () => {
  const user = await insertUser(handle.db)
  const session = await signInAs(handle.db, user.id)
  const res = await app.request('/user/account', {
    headers: { cookie: `auth_refresh=${session.refreshToken}; other=1` },
  })
  expect(await res.json()).toMatchObject({ userId: user.id })
  const cookies = res.headers.getSetCookie()
  expect(cookies.some((c) => /^auth=ey/.test(c))).toBe(true)
  expect(cookies.some((c) => /^auth_refresh=/.test(c) && !c.includes(session.refreshToken))).toBe(true)
})

test('parallel page loads with the same refresh cookie share one rotation and keep the session', async () => {
  const user = await insertUser(handle.db)
  const session = await signInAs(handle.db, user.id)
  const cookie = `auth=expired.token.value; auth_refresh=${session.refreshToken}`
  const answers = await Promise.all([1, 2, 3].map(() => app.request('/', { headers: { cookie } })))
  for (const res of answers) expect(await res.json()).toMatchObject({ userId: user.id })
  const fresh = answers[0].headers
    .getSetCookie()
    .find((c) => c.startsWith('auth='))!
    .split(';')[0]
    .slice(5)
  expect(await resolveActor(handle.db, new Headers({ authorization: `Bearer ${fresh}` }))).not.toBeNull()
})

test('a just-spent refresh cookie without the browser binding gets nothing and ends the session', async () => {
  const user = await insertUser(handle.db)
  const session = await signInAs(handle.db, user.id)
  const binding = `auth_bind=${sessionBinding(session.sessionId)}`
  const browser = await app.request('/', { headers: { cookie: `auth_refresh=${session.refreshToken}; ${binding}` } })
  expect(await browser.json()).toMatchObject({ userId: user.id })
  const fresh = browser.headers
    .getSetCookie()
    .find((c) => c.startsWith('auth='))!
    .split(';')[0]
    .slice(5)
  const thief = await app.request('/', { headers: { cookie: `auth_refresh=${session.refreshToken}` } })
  expect(await thief.json()).toMatchObject({ userId: null })
  expect(await resolveActor(handle.db, new Headers({ authorization: `Bearer ${fresh}` }))).toBeNull()
})

test('a refresh cookie that no longer works is cleared and the page is served signed out', async () => {
  const res = await app.request('/', { headers: { cookie: 'auth_refresh=not-a-real-token' } })
  expect(await res.json()).toMatchObject({ userId: null })
  expect(res.headers.getSetCookie().some((c) => /^auth_refresh=;.*Max-Age=0/.test(c))).toBe(true)
})

test('a cross-site form post to a page is refused; a same-origin one reaches the page', async () => {
  const user = await insertUser(handle.db)
  const { cookie } = await signInAs(handle.db, user.id)
  const body = new URLSearchParams({ intent: 'sign_out_others' })
  const cross = await app.request('http://localhost/user/account', {
    method: 'POST',
    body,
    headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  })
  expect(cross.status).toBe(403)
  const noOriginButCrossSite = await app.request('http://localhost/user/account', {
    method: 'POST',
    body,
    headers: { cookie, 'sec-fetch-site': 'cross-site' },
  })
  expect(noOriginButCrossSite.status).toBe(403)
  const same = await app.request('http://localhost/user/account', {
    method: 'POST',
    body,
    headers: { cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
  })
  expect(await same.json()).toMatchObject({ method: 'POST', userId: user.id })
})
