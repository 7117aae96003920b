/**
 * Input that cannot hurt: bodies over the limit are a 413 with a JSON body, NUL bytes and
 * lone surrogates in any text field are a 422 on that field, in the visitor's language.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { jsonBody, startAccountsApp } from '../support/accounts-app'

let t: Awaited<ReturnType<typeof startAccountsApp>>
beforeAll(async () => {
  t = await startAccountsApp()
})
afterAll(() => t?.close())
beforeEach(() => resetAllRateLimits())

const registration = {
  first_name: 'Luz',
  last_name: 'Arango',
  email: 'luz@example.test',
  password: 'Casa-Envigado-2024',
  password_confirmation: 'Casa-Envigado-2024',
  consent: true,
}

test('a 2 MB JSON body is a 413 with a JSON message, before any handler reads it', async () => {
  const res = await t.request(
    '/api/auth/register',
    jsonBody({ ...registration, first_name: 'x'.repeat(2 * 1024 * 1024) }),
  )
  expect(res.status).toBe(413)
  expect(await res.json()).toMatchObject({
    message: 'La solicitud es demasiado grande',
    request_id: expect.any(String),
  })
})

test('a body streamed without Content-Length is cut at the limit too', async () => {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= 40) controller.close()
      else controller.enqueue(chunk)
    },
  })
  const res = await t.request('/api/contact/customers/catchment', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit)
  expect(res.status).toBe(413)
})

test('a NUL byte in a text field is a 422 on that field, in Spanish and in English', async () => {
  const res = await t.request('/api/auth/register', jsonBody({ ...registration, first_name: 'Luz\u0000' }))
  expect(res.status).toBe(422)
  expect((await res.json()).errors).toEqual({ first_name: ['Contiene caracteres que no están permitidos'] })
  const en = await t.request(
    '/api/auth/register?lang=en',
    jsonBody({ ...registration, last_name: 'A\u0000' }, { 'accept-language': 'en' }),
  )
  expect((await en.json()).errors).toEqual({ last_name: ['Contains characters that are not allowed'] })
})

test('a lone surrogate in a nested field is a 422 naming the path', async () => {
  const res = await t.request(
    '/api/contact/customers/catchment',
    jsonBody({ name: 'Andes', email: 'a@andes.co', phone: '3001234567', questions: 'Hola \ud800' }),
  )
  expect(res.status).toBe(422)
  expect(Object.keys((await res.json()).errors)).toEqual(['questions'])
})

test('a NUL byte in a filter is a 422 on that parameter, never a 500', async () => {
  const res = await t.request('/api/properties/search?q=casa%00')
  expect(res.status).toBe(422)
  expect((await res.json()).errors).toEqual({ q: ['Contiene caracteres que no están permitidos'] })
})

test('a form body with a NUL byte is refused the same way', async () => {
  const res = await t.request('/api/contact/customers/catchment', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=Andes%00&email=a%40andes.co',
  })
  expect(res.status).toBe(422)
  expect(Object.keys((await res.json()).errors)).toEqual(['name'])
})

test('an ordinary registration with accents and emoji still goes through', async () => {
  const res = await t.request(
    '/api/auth/register',
    jsonBody({ ...registration, first_name: 'Ñeque 🏡', email: 'neque@example.test' }),
  )
  expect(res.status).toBe(201)
})
