/**
 * Signed out, a page that needs an account sends to /login remembering the page the visitor
 * asked for — also when the request is a client-side navigation's data request
 * (`/user/panel/favorites.data?_routes=…`), whose address is not a page.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startPagesApp } from '../support/pages-app'

let app: Awaited<ReturnType<typeof startPagesApp>>

beforeAll(async () => {
  app = await startPagesApp()
}, 120_000)
afterAll(() => app?.close())

const favourites = encodeURIComponent('/user/panel/favorites')

test('a document request for the favourites goes to the sign-in with the page as return path', async () => {
  const res = await app.request('/user/panel/favorites', { redirect: 'manual' })
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe(`/login?redirect=${favourites}`)
})

test('a client-side navigation to the favourites returns to the page, never to its data request', async () => {
  const res = await app.request('/user/panel/favorites.data?_routes=es%3Auser%2Fpanel%2F%3Aoption%3F', {
    redirect: 'manual',
  })
  // React Router answers a data request's redirect inside the payload (or as a 3xx with its own header).
  const target = res.headers.get('x-remix-redirect') ?? res.headers.get('location') ?? (await res.text())
  expect(target).toContain(`/login?redirect=${favourites}`)
  expect(target).not.toContain('.data')
  expect(target).not.toContain('_routes')
})

test('in English, with the query kept', async () => {
  const res = await app.request('/en/user/panel/searches.data?x=1&_routes=en%3Auser%2Fpanel%2F%3Aoption%3F', {
    redirect: 'manual',
  })
  const target = res.headers.get('x-remix-redirect') ?? res.headers.get('location') ?? (await res.text())
  expect(target).toContain(`/en/login?redirect=${encodeURIComponent('/en/user/panel/searches?x=1')}`)
})
