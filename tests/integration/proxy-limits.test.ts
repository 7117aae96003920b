/**
 * Behind a proxy (TRUST_PROXY), the client writes the left of X-Forwarded-For and the proxy
 * appends the address it saw. Rotating the left-hand part must not buy fresh limits.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { jsonBody, startAccountsApp } from '../support/accounts-app'

let t: Awaited<ReturnType<typeof startAccountsApp>>
beforeAll(async () => {
  t = await startAccountsApp({ TRUST_PROXY: 'true', TEAM_EMAIL: 'equipo@example.com' })
})
afterAll(() => t?.close())
beforeEach(() => resetAllRateLimits())

const viaProxy = (spoofed: string, body: unknown) =>
  t.request('/api/contact/customers/catchment', jsonBody(body, { 'x-forwarded-for': `${spoofed}, 198.51.100.7` }))

test('a client rotating X-Forwarded-For still meets 429 on the public form', async () => {
  const statuses: number[] = []
  for (let i = 0; i < 12; i++) {
    const res = await viaProxy(`203.0.113.${i}`, {
      name: 'Inmobiliaria Andes',
      email: `g${i}@andes.co`,
      phone: '3001234567',
      questions: 'Hola',
    })
    statuses.push(res.status)
  }
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6)
  const limited = await viaProxy('1.1.1.1', {
    name: 'Inmobiliaria Andes',
    email: 'x@andes.co',
    phone: '3001234567',
    questions: 'Hola',
  })
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
})

test('a client rotating X-Forwarded-For still meets 429 on sign-in', async () => {
  const statuses: number[] = []
  for (let i = 0; i < 40; i++) {
    const res = await t.request(
      '/api/auth/login',
      jsonBody(
        { email: `nadie${i}@example.test`, password: 'no-es-la-clave' },
        { 'x-forwarded-for': `10.9.${i}.1, 198.51.100.8` },
      ),
    )
    statuses.push(res.status)
  }
  expect(statuses).toContain(429)
})

test('another real client behind the same proxy is not limited by the first one', async () => {
  for (let i = 0; i < 6; i++)
    await viaProxy(`203.0.113.${i}`, {
      name: 'Inmobiliaria Andes',
      email: `h${i}@andes.co`,
      phone: '3001234567',
      questions: 'Hola',
    })
  const other = await t.request(
    '/api/contact/customers/catchment',
    jsonBody(
      { name: 'Inmobiliaria Sur', email: 'sur@andes.co', phone: '3001234567', questions: 'Hola' },
      { 'x-forwarded-for': '198.51.100.99' },
    ),
  )
  expect(other.status).toBe(200)
})
