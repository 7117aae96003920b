/**
 * POST /api/contact/customers/catchment in-process: the 422 shape in the visitor's
 * language, storage of the lead with its team e-mail in the outbox, the honeypot and the
 * per-address limit.
 */
import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv } from '#config/env'
import { CATCHMENT_RATE_LIMIT } from '#core/leads/catchment.rate-limit'
import { setRuntime } from '#core/shared/runtime.config'
import type { DatabaseHandle } from '#db/client'
import { leads, outbox } from '#db/schema'
import { createApp } from '../../server/app'
import { createTestDb } from '../setup/test-db'
import { catchmentAction } from '~/routes/public/catchment-action.server'
import { requestInfoContext } from '#web/request-context'

let handle: DatabaseHandle
let app: ReturnType<typeof createApp>
let nextIp = 1

beforeAll(async () => {
  handle = await createTestDb()
  const env = parseEnv({ ...process.env, TRUST_PROXY: 'true', TEAM_EMAIL: 'equipo@example.com' })
  setRuntime({ handle, db: handle.db, env })
  app = createApp({ env })
})

afterAll(async () => {
  setRuntime(undefined)
  await handle?.close()
})

/** Each call comes from its own address unless one is given, so the limit stays out of the way. */
function post(body: unknown, options: { query?: string; headers?: Record<string, string>; ip?: string } = {}) {
  return app.request(`/api/contact/customers/catchment${options.query ?? ''}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': options.ip ?? `203.0.113.${nextIp++}`,
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const valid = {
  name: 'Inmobiliaria Los Andes',
  email: 'Gerencia@LosAndes.co ',
  phone: '+57 300 123 4567',
  questions: '¿Cuánto cuesta publicar?',
}

describe('validation', () => {
  test('an empty body answers 422 with Spanish messages for each field', async () => {
    const res = await post({})
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.message).toBe('Por favor corrija los errores en el formulario')
    expect(body.errors.email).toEqual(['Este campo es obligatorio'])
    expect(body.errors.phone).toEqual(['Este campo es obligatorio'])
    expect(body.errors.name).toEqual(['Este campo es obligatorio'])
    expect(body.request_id).toEqual(expect.any(String))
  })

  test('a bad e-mail and a phone with letters get their own messages, first one per field', async () => {
    const res = await post({ ...valid, email: 'gerencia@', phone: '300-ABC' })
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.errors.email[0]).toBe('El correo electrónico no es válido')
    expect(body.errors.phone[0]).toBe('Escribe un teléfono válido (solo números, de 7 a 15 dígitos)')
    expect(body.errors.name).toBeUndefined()
  })

  test('answers in English with ?lang=en and with Accept-Language: en', async () => {
    for (const options of [{ query: '?lang=en' }, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } }]) {
      const res = await post({ ...valid, email: 'nope' }, options)
      expect(res.status).toBe(422)
      const body = await res.json()
      expect(body.message).toBe('Please fix the errors in the form')
      expect(body.errors.email).toEqual(['The e-mail address is not valid'])
    }
  })

  test('malformed JSON is a client error, never a 500', async () => {
    const res = await post('{"name": ')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })
})

describe('storage', () => {
  test('stores a catchment lead, queues the team e-mail and answers the thank-you text', async () => {
    const res = await post(valid, { ip: '198.51.100.7' })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toEqual({ msg: '¡Gracias por escribirnos! Un asesor de Wi Inmuebles te contactará muy pronto.' })

    const [lead] = await handle.db.select().from(leads).where(eq(leads.email, 'gerencia@losandes.co'))
    expect(lead).toMatchObject({
      kind: 'catchment',
      status: 'new',
      name: 'Inmobiliaria Los Andes',
      phone: '573001234567',
      message: '¿Cuánto cuesta publicar?',
      ip: '198.51.100.7',
    })
    const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, 'email'))
    const mail = mails.find((m) => m.payload.leadId === lead.id)
    expect(mail?.payload).toMatchObject({
      to: 'equipo@example.com',
      replyTo: 'gerencia@losandes.co',
      template: 'catchment-lead',
    })
    expect(mail?.status).toBe('pending')
  })

  test('the thank-you text is English for an English visitor', async () => {
    const res = await post({ ...valid, email: 'english@example.com' }, { query: '?lang=en' })
    expect(res.status).toBe(200)
    expect((await res.json()).msg).toBe(
      'Thank you for writing to us! A Wi Inmuebles adviser will contact you very soon.',
    )
  })

  test('a filled honeypot gets the same answer but nothing is stored', async () => {
    const res = await post({ ...valid, email: 'robot@example.com', website: 'http://spam.example' })
    expect(res.status).toBe(200)
    expect((await res.json()).msg).toMatch(/^¡Gracias/)
    const stored = await handle.db.select().from(leads).where(eq(leads.email, 'robot@example.com'))
    expect(stored).toHaveLength(0)
  })
})

test('one address may send a few messages, then gets 429 with Retry-After', async () => {
  const ip = '192.0.2.99'
  for (let i = 0; i < CATCHMENT_RATE_LIMIT.limit; i++) {
    const res = await post({ ...valid, email: `limit${i}@example.com` }, { ip })
    expect(res.status).toBe(200)
  }
  const res = await post({ ...valid, email: 'limit-over@example.com' }, { ip })
  expect(res.status).toBe(429)
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
  expect((await res.json()).message).toBe('Demasiados intentos. Espera un momento y vuelve a intentarlo.')
  const stored = await handle.db.select().from(leads).where(eq(leads.email, 'limit-over@example.com'))
  expect(stored).toHaveLength(0)
})

test('the endpoint is documented in /api/openapi.json from the same schema', async () => {
  const res = await app.request('/api/openapi.json')
  expect(res.status).toBe(200)
  const doc = await res.json()
  const operation = doc.paths['/contact/customers/catchment'].post
  expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '422']))
  expect(doc.components.schemas.CatchmentLead.properties).toHaveProperty('email')
})

describe('the page form (without JavaScript)', () => {
  function pageRequest(fields: Record<string, string>) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    return new Request('http://localhost/info/inmobiliarias/anunciarse', { method: 'POST', body: form })
  }
  function pageContextOf(clientIp: string) {
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { requestId: 'test', cspNonce: 'test', clientIp })
    return context
  }

  test('stores the lead like the API does', async () => {
    const result = await catchmentAction(
      pageRequest({ ...valid, email: 'pagina@example.com' }),
      pageContextOf('203.0.113.240'),
    )
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^¡Gracias/) })
    expect(await handle.db.select().from(leads).where(eq(leads.email, 'pagina@example.com'))).toHaveLength(1)
  })

  test('a filled honeypot is answered as sent, stored nowhere and never echoed', async () => {
    const result = await catchmentAction(
      pageRequest({ ...valid, email: 'robot-page@example.com', website: 'http://spam.example' }),
      pageContextOf('203.0.113.241'),
    )
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^¡Gracias/) })
    expect(await handle.db.select().from(leads).where(eq(leads.email, 'robot-page@example.com'))).toHaveLength(0)
  })

  test('a failed submit is a 422 that keeps what was typed, without the trap field', async () => {
    const answer = await catchmentAction(
      pageRequest({ ...valid, email: 'not-an-address', website: '' }),
      pageContextOf('203.0.113.242'),
    )
    // runForm answers a failure as React Router data with its status.
    expect(answer).toMatchObject({ init: { status: 422 }, data: { ok: false, errors: { email: expect.any(String) } } })
    const { values } = (answer as unknown as { data: { values: Record<string, string> } }).data
    expect(values).toMatchObject({ name: valid.name, email: 'not-an-address' })
    expect(values).not.toHaveProperty('website')
  })
})
