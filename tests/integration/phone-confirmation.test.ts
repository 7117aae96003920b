/**
 * Confirming the account's mobile phone (issue 33 point 2): a six-digit code goes by SMS (a
 * local provider speaking docs/sms.md's protocol when SMS_URL is set, the development outbox
 * DATA_DIR/sms otherwise) and is typed back within 10 minutes and 5 tries. Codes per number and
 * per address are limited, the code never reaches the database or the logs in clear, and
 * /dev/outbox answers only this machine on a local demo.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { setEnvForTests } from '#config/env'
import { phoneCodes, users } from '#db/schema'
import { confirmPhone, prunePhoneCodes } from '#core/accounts/phone.service'
import { resolveActor } from '#core/accounts/resolve-actor.service'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { runtime, setRuntime } from '#core/shared/runtime.config'
import { insertUser } from '../factories/accounts'
import { signInAs, type SignedIn } from '../factories/auth'
import { startPagesApp } from '../support/pages-app'
import { startSmsProvider } from '../support/sms-provider'

let t: Awaited<ReturnType<typeof startPagesApp>>
let sms: Awaited<ReturnType<typeof startSmsProvider>>
const fromMachine = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
const fromNetwork = { incoming: { socket: { remoteAddress: '192.168.1.40' } } }
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

const SMS_TEXT = /^Tu código de Wi Inmuebles es (\d{6})\. Vence en 10 minutos\.$/

beforeAll(async () => {
  sms = await startSmsProvider()
  t = await startPagesApp({ PORT: '3000' })
})
afterAll(async () => {
  await t?.close()
  await sms?.close()
})
beforeEach(async () => {
  await resetAllRateLimits()
  sms.failWith(0)
})

/** Switches the settings of this process, as a restart with other settings would. */
function settings(overrides: Record<string, string>) {
  const env = setEnvForTests({ DATA_DIR: t.env.DATA_DIR, SEED_DEMO: 'never', PORT: '3000', HOST: '', ...overrides })
  setRuntime({ ...runtime(), env })
}
const withProvider = () => settings({ PUBLIC_URL: '', SMS_URL: sms.url, SMS_TOKEN: sms.token })
const localDemo = () => settings({ PUBLIC_URL: '', SMS_URL: '' })
const deployment = () => settings({ PUBLIC_URL: 'https://wi-inmuebles.com.co', SMS_URL: '' })

async function visitor(): Promise<SignedIn> {
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
  return signInAs(t.db, user.id)
}

function post(who: SignedIn | null, url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(who?.headers ?? {}), ...headers },
      body: JSON.stringify(body),
    },
    fromNetwork,
  )
}
const sendCode = (who: SignedIn | null, phone: string, headers?: Record<string, string>) =>
  post(who, '/api/account/phone', { phone }, headers)
const confirm = (who: SignedIn | null, code: string, headers?: Record<string, string>) =>
  post(who, '/api/account/phone/confirm', { code }, headers)

async function account(who: SignedIn) {
  const res = await t.app.request('/api/account', { headers: who.headers }, fromNetwork)
  return (await res.json()).data as { phone: string | null; phone_confirmed: boolean }
}

const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors

describe('with SMS_URL, the provider receives the code', () => {
  beforeAll(withProvider)

  test('a number written with spaces and +57 gets the code by SMS; typed back, the phone is confirmed', async () => {
    const me = await visitor()
    expect(await account(me)).toMatchObject({ phone: null, phone_confirmed: false })
    const res = await sendCode(me, '+57 300 123 4567')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.data).toMatchObject({ phone: '+573001234567', expires_in_minutes: 10 })
    expect(body.msg).toContain('+57 300 123 4567')
    const sent = sms.received.at(-1)!
    expect(sent).toMatchObject({ to: '+573001234567', authorization: `Bearer ${sms.token}` })
    expect(sent.text).toMatch(SMS_TEXT)
    // Asking for a code does not change the account's phone yet.
    expect(await account(me)).toMatchObject({ phone: null, phone_confirmed: false })

    const confirmed = await confirm(me, sms.lastCode('+573001234567'))
    expect(confirmed.status).toBe(200)
    expect((await confirmed.json()).data).toMatchObject({ phone: '+573001234567', phone_confirmed: true })
    expect(await account(me)).toMatchObject({ phone: '+573001234567', phone_confirmed: true })
    // The code is spent.
    expect(await errorsOf(await confirm(me, sms.lastCode('+573001234567')))).toEqual({
      code: ['Primero pide un código para tu número.'],
    })
  })

  test('the SMS and the messages are in the visitor’s language', async () => {
    const me = await visitor()
    const res = await sendCode(me, '3101234567', { 'accept-language': 'en' })
    expect(res.status).toBe(200)
    expect(sms.received.at(-1)!.text).toMatch(/^Your Wi Inmuebles code is \d{6}\. It expires in 10 minutes\.$/)
    const wrong = await sendCode(me, '12345', { 'accept-language': 'en' })
    expect(await errorsOf(wrong)).toEqual({ phone: ['Enter a Colombian mobile number: 10 digits starting with 3'] })
  })

  test('the code is stored only as a hash bound to the account', async () => {
    const me = await visitor()
    await sendCode(me, '3001112233')
    const code = sms.lastCode('+573001112233')
    const [row] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+573001112233'))
    expect(row.codeHash).not.toContain(code)
    expect(row.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(row)).not.toContain(code)
  })

  test('anything but a Colombian mobile is a 422 at `phone`; a code that is not six digits at `code`', async () => {
    const me = await visitor()
    const invalid = 'Escribe un celular colombiano: 10 dígitos que empiezan por 3'
    for (const phone of ['2001234567', '300123456', '30012345678', '+1 300 123 4567', 'tres cero cero'])
      expect(await errorsOf(await sendCode(me, phone)), phone).toEqual({ phone: [invalid] })
    expect(await errorsOf(await sendCode(me, ''))).toEqual({ phone: ['Este campo es obligatorio'] })
    expect(await errorsOf(await confirm(me, '12ab'))).toEqual({ code: ['Escribe los 6 dígitos del código'] })
    expect(await errorsOf(await confirm(me, '123456'))).toEqual({ code: ['Primero pide un código para tu número.'] })
    expect(sms.received.filter((m) => m.to === '+572001234567')).toEqual([])
  })

  test('a wrong code says how many tries are left; after 5 wrong tries the code is void, even the right one', async () => {
    const me = await visitor()
    await sendCode(me, '3002223344')
    const code = sms.lastCode('+573002223344')
    const wrong = code === '000000' ? '111111' : '000000'
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await confirm(me, wrong)
      expect(res.status).toBe(422)
      answers.push((await errorsOf(res)).code[0])
    }
    expect(answers).toEqual([
      'El código no es correcto. Te quedan 4 intentos.',
      'El código no es correcto. Te quedan 3 intentos.',
      'El código no es correcto. Te quedan 2 intentos.',
      'El código no es correcto. Te queda 1 intento.',
      'Ese código ya no sirve después de 5 intentos fallidos. Pide uno nuevo.',
    ])
    const late = await confirm(me, code)
    expect(late.status).toBe(422)
    expect((await errorsOf(late)).code).toEqual([
      'Ese código ya no sirve después de 5 intentos fallidos. Pide uno nuevo.',
    ])
    expect(await account(me)).toMatchObject({ phone: null, phone_confirmed: false })
    // A new code works again.
    await sendCode(me, '3002223344')
    expect((await confirm(me, sms.lastCode('+573002223344'))).status).toBe(200)
  })

  test('a code expires after 10 minutes, with its own message', async () => {
    const me = await visitor()
    await sendCode(me, '3003334455')
    const code = sms.lastCode('+573003334455')
    const ctx = { db: t.db, actor: await resolveActor(t.db, new Headers(me.headers)), locale: 'es-CO' as const }
    const expired = confirmPhone(ctx, { code }, new Date(Date.now() + 10 * 60_000 + 1000))
    await expect(expired).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { code: [{ key: 'auth.phone.errors.code_expired' }] },
    })
    // Nine minutes on, the same code still confirms the phone (the expired try was not counted).
    const inTime = await confirmPhone(ctx, { code }, new Date(Date.now() + 9 * 60_000))
    expect(inTime).toMatchObject({ phone: '+573003334455', phone_confirmed: true })
    const [row] = await t.db.select().from(users).where(eq(users.phone, '+573003334455'))
    expect(row.phoneConfirmedAt!.getTime()).toBeGreaterThan(Date.now() + 8 * 60_000)
  })

  test('the expired message reaches the API caller', async () => {
    const me = await visitor()
    await sendCode(me, '3004445566')
    await t.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, '+573004445566'))
    const res = await confirm(me, sms.lastCode('+573004445566'))
    expect(res.status).toBe(422)
    expect(await errorsOf(res)).toEqual({ code: ['El código venció. Pide uno nuevo.'] })
  })

  test('the hourly job deletes codes a day after they expired, and keeps the others', async () => {
    const me = await visitor()
    await sendCode(me, '3006667788')
    await sendCode(me, '3006667799')
    const codesOf = (phone: string) => t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))
    const [older] = await codesOf('+573006667788')
    await t.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 86_400_000 - 60_000) })
      .where(eq(phoneCodes.id, older.id))
    // Every other test's codes expired less than a day ago at most: only this one goes.
    expect(await prunePhoneCodes(t.db)).toBe(1)
    expect(await codesOf('+573006667788')).toEqual([])
    expect(await codesOf('+573006667799')).toHaveLength(1)
    expect(await prunePhoneCodes(t.db)).toBe(0)
  })

  test('at most 3 codes an hour per number, whoever asks; then 429 with Retry-After', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await sendCode(await visitor(), '300 555 6677')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await sendCode(await visitor(), '3005556677')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(sms.received.filter((m) => m.to === '+573005556677')).toHaveLength(3)
  })

  test('at most 10 codes an hour per client address; another address still gets one', async () => {
    const me = await visitor()
    const send = (n: number, address: string) =>
      t.app.request(
        '/api/account/phone',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...me.headers },
          body: JSON.stringify({ phone: `31${String(n).padStart(8, '0')}` }),
        },
        from(address),
      )
    const statuses: number[] = []
    for (let n = 0; n < 11; n++) statuses.push((await send(n, '10.1.2.3')).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    expect((await send(11, '10.1.2.3')).headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await send(12, '10.9.9.9')).status).toBe(200)
  })

  test('signed out, both routes are a 401; a cross-site form with the cookie is a 403', async () => {
    expect((await sendCode(null, '3001234567')).status).toBe(401)
    expect((await confirm(null, '123456')).status).toBe(401)
    const me = await visitor()
    const res = await t.app.request(
      '/api/account/phone',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: me.cookie,
          origin: 'http://evil.example',
          'sec-fetch-site': 'cross-site',
        },
        body: JSON.stringify({ phone: '3001234567' }),
      },
      fromNetwork,
    )
    expect(res.status).toBe(403)
  })

  test('a provider that refuses the SMS is a 503 with Retry-After, and that code never works', async () => {
    const me = await visitor()
    sms.failWith(500)
    const res = await sendCode(me, '3006667788')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect((await res.json()).message).toBe('No pudimos enviar el SMS. Intenta de nuevo en unos minutos.')
    const [row] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+573006667788'))
    expect(row.consumedAt).toBeInstanceOf(Date)
  })

  test('a confirmed phone stays confirmed while a code for another number waits', async () => {
    const me = await visitor()
    await sendCode(me, '3007778899')
    await confirm(me, sms.lastCode('+573007778899'))
    await sendCode(me, '3118889900')
    expect(await account(me)).toMatchObject({ phone: '+573007778899', phone_confirmed: true })
    await confirm(me, sms.lastCode('+573118889900'))
    expect(await account(me)).toMatchObject({ phone: '+573118889900', phone_confirmed: true })
  })

  test('on the account page the form sends the code, a refused SMS is told at the number, the code confirms', async () => {
    const me = await visitor()
    const form = (fields: Record<string, string>) =>
      t.app.request(
        'http://localhost/user/account',
        {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { cookie: me.cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
        },
        fromNetwork,
      )
    sms.failWith(503)
    const refused = await form({ intent: 'phone_send', phone: '301 555 6677' })
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('No pudimos enviar el SMS. Intenta de nuevo en unos minutos.')
    sms.failWith(0)
    const sent = await form({ intent: 'phone_send', phone: '301 555 6677' })
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain('Te enviamos un código por SMS. Vence en 10 minutos.')
    const wrong = await form({ intent: 'phone_confirm', code: '12' })
    expect(wrong.status).toBe(422)
    expect(await wrong.text()).toContain('Escribe los 6 dígitos del código')
    const confirmed = await form({ intent: 'phone_confirm', code: sms.lastCode('+573015556677') })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Teléfono confirmado')
    expect(await account(me)).toMatchObject({ phone: '+573015556677', phone_confirmed: true })
  })

  test('the code never reaches the logs, whatever happens', async () => {
    settings({ PUBLIC_URL: '', SMS_URL: sms.url, SMS_TOKEN: sms.token, LOG_LEVEL: 'debug' })
    const lines: string[] = []
    const capture = (chunk: unknown) => {
      lines.push(String(chunk))
      return true
    }
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture)
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture)
    const codes: string[] = []
    try {
      const me = await visitor()
      await sendCode(me, '3009990011')
      const first = sms.lastCode('+573009990011')
      codes.push(first)
      await confirm(me, first === '999999' ? '999998' : '999999')
      await confirm(me, first)
      sms.failWith(502)
      await sendCode(me, '3009990011')
      sms.failWith(0)
    } finally {
      out.mockRestore()
      err.mockRestore()
      withProvider()
    }
    const logs = lines.join('')
    expect(logs).toContain('phone code SMS not sent')
    for (const code of codes) expect(logs).not.toContain(code)
    expect(logs).not.toMatch(/Tu código de/)
  })
})

describe('without SMS_URL', () => {
  test('a local demo writes each SMS to DATA_DIR/sms, listed at /dev/outbox for this machine only', async () => {
    localDemo()
    const me = await visitor()
    expect((await sendCode(me, '3012345678')).status).toBe(200)
    const dir = path.join(t.env.DATA_DIR, 'sms')
    const files = fs.readdirSync(dir).filter((n) => n.endsWith('.json'))
    const stored = files.map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')))
    const mine = stored.find((s) => s.to === '+573012345678')
    expect(mine.text).toMatch(SMS_TEXT)
    const page = await t.app.request('/dev/outbox', {}, fromMachine)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(mine.text)
    expect((await t.app.request('/dev/outbox', {}, fromNetwork)).status).toBe(404)
    expect(
      (await t.app.request('/dev/outbox', { headers: { 'x-forwarded-for': '127.0.0.1' } }, fromNetwork)).status,
    ).toBe(404)
    const code = mine.text.match(SMS_TEXT)[1]
    expect((await confirm(me, code)).status).toBe(200)
  })

  test('a deployment sends nothing (503), writes nothing, and /dev/outbox is a 404 even to this machine', async () => {
    deployment()
    const me = await visitor()
    const dir = path.join(t.env.DATA_DIR, 'sms')
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
    const res = await sendCode(me, '3023456789')
    expect(res.status).toBe(503)
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(before)
    expect((await t.app.request('/dev/outbox', {}, fromMachine)).status).toBe(404)
  })

  test('with SMS_URL on a local demo /dev/outbox is a 404 too', async () => {
    withProvider()
    expect((await t.app.request('/dev/outbox', {}, fromMachine)).status).toBe(404)
  })
})
