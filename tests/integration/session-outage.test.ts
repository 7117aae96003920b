/** A database outage is not a bad token: a page load during it keeps the visitor signed in. */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { authCookieNames } from '#core/accounts/auth-cookies.utils'
import { insertUser } from '../factories/accounts'
import { signInAs } from '../factories/auth'
import { startAccountsApp } from '../support/accounts-app'

let t: Awaited<ReturnType<typeof startAccountsApp>>
beforeAll(async () => {
  t = await startAccountsApp()
})
afterAll(() => t?.close().catch(() => undefined))

test('a page load that needs a refresh while the database is down leaves the session cookies alone', async () => {
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
  const session = await signInAs(t.db, user.id)
  const refreshOnly = `${authCookieNames().refresh}=${session.refreshToken}`
  const client = (t.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }).$client
  await (client.close ? client.close() : client.end!())

  const res = await t.request('/', { headers: { cookie: refreshOnly } })
  const cleared = res.headers.getSetCookie().filter((c) => /Max-Age=0/.test(c))
  expect(cleared).toEqual([])
})
