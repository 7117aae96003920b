/**
 * The accounts API end to end over HTTP (in process), with a real SMTP server receiving
 * the e-mails: the black-box points of issue 4 plus registration, confirmation and recovery.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog, users } from '#db/schema'
import { processOutbox } from '#core/notifications/outbox.service'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { insertUser } from '../factories/accounts'
import { cookiesFrom, jsonBody, startAccountsApp } from '../support/accounts-app'
import { startSmtpServer } from '../support/smtp-server'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let t: Awaited<ReturnType<typeof startAccountsApp>>
const PASSWORD = 'Casa-Envigado-2024'

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await startAccountsApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test', TOKEN_TTL_MINUTES: '60' })
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})
beforeEach(() => resetAllRateLimits())

async function login(email: string, password = PASSWORD) {
  return t.request('/api/auth/login', jsonBody({ email, password }))
}

async function deliver(to: string, subject: RegExp) {
  await processOutbox(t.db)
  return smtp.waitFor(to, (m) => subject.test(m.subject))
}

describe('sign-in, user, refresh and logout', () => {
  test('sign-in answers token and token_ttl; /api/auth/user has user.full_name, roles and permissions', async () => {
    const user = await insertUser(t.db, {
      password: PASSWORD,
      firstName: 'Marta',
      lastName: 'Ríos',
      role: 'Admin',
      customerId: null,
    })
    const res = await login(user.email)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ token: expect.any(String), token_ttl: 60, refresh_token: expect.any(String) })
    expect(body.user.full_name).toBe('Marta Ríos')
    const setCookies = res.headers.getSetCookie().join('\n')
    expect(setCookies).toMatch(/^auth=[^;]+;.*HttpOnly/m)
    expect(setCookies).toMatch(/SameSite=Lax/)

    const me = await t.request('/api/auth/user', { headers: { authorization: `Bearer ${body.token}` } })
    expect(me.status).toBe(200)
    const { user: shown } = await me.json()
    expect(shown).toMatchObject({ full_name: 'Marta Ríos', email: user.email, photo: null, roles: ['Admin'] })
    expect(shown.permissions).toContain('users.manage')

    const viaCookie = await t.request('/api/auth/user', { headers: { cookie: cookiesFrom(res) } })
    expect(viaCookie.status).toBe(200)
  })

  test('refresh answers access_token and token_ttl, and the spent refresh token is refused', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const { refresh_token } = await (await login(user.email)).json()
    const first = await t.request('/api/auth/token/refresh', jsonBody({ refresh_token }))
    expect(first.status).toBe(200)
    const fresh = await first.json()
    expect(fresh).toMatchObject({ access_token: expect.any(String), token_ttl: 60 })
    expect(
      (await t.request('/api/auth/user', { headers: { authorization: `Bearer ${fresh.access_token}` } })).status,
    ).toBe(200)

    const again = await t.request('/api/auth/token/refresh', jsonBody({ refresh_token }))
    expect(again.status).toBe(401)
    // Reuse ends the whole family: the newest tokens stop working too.
    expect(
      (await t.request('/api/auth/user', { headers: { authorization: `Bearer ${fresh.access_token}` } })).status,
    ).toBe(401)
    expect((await t.request('/api/auth/token/refresh', jsonBody({ refresh_token: fresh.refresh_token }))).status).toBe(
      401,
    )
  })

  test('the web client refreshes through its cookie and gets new cookies', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const res = await login(user.email)
    const refreshed = await t.request('/api/auth/token/refresh', {
      method: 'POST',
      headers: { cookie: cookiesFrom(res) },
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.headers.getSetCookie().some((c) => c.startsWith('auth='))).toBe(true)
  })

  test('after logout the old access token gets 401 at once', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const { token } = await (await login(user.email)).json()
    const out = await t.request('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie().some((c) => /^auth=;.*Max-Age=0/.test(c))).toBe(true)
    expect((await t.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
  })

  test('wrong passwords answer 401 with the catalogue text, then 429 with Retry-After', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const first = await login(user.email, 'wrong-password-1')
    expect(first.status).toBe(401)
    expect((await first.json()).message).toBe('Credenciales inválidas')
    let last: Response = first
    for (let i = 0; i < 6; i++) last = await login(user.email, `wrong-password-${i}`)
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    // Locked even with the right password until the window ends.
    expect((await login(user.email)).status).toBe(429)
  })

  test('an unknown e-mail gets the same 401 as a wrong password', async () => {
    const res = await login('nobody-here@example.test', 'whatever-password')
    expect(res.status).toBe(401)
    expect((await res.json()).message).toBe('Credenciales inválidas')
  })

  test('/api/auth/user without a token is 401 with the session-expired text', async () => {
    const res = await t.request('/api/auth/user')
    expect(res.status).toBe(401)
    const en = await t.request('/api/auth/user?lang=en')
    expect((await en.json()).message).toMatch(/session/i)
  })
})

describe('registration and e-mail confirmation', () => {
  test('registers (201), e-mails a confirmation link that confirms the account, then sign-in works', async () => {
    const email = `nueva${Date.now()}@example.test`
    const res = await t.request(
      '/api/auth/register',
      jsonBody({
        first_name: 'Nueva',
        last_name: 'Persona',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        consent: true,
      }),
    )
    expect(res.status).toBe(201)
    expect((await res.json()).user.full_name).toBe('Nueva Persona')

    expect((await login(email)).status).toBe(403)

    const mail = await deliver(email, /Confirma/)
    const link = mail.links.find((l) => l.includes('/confirm_email/'))
    expect(link).toMatch(/^http:\/\/portal\.test\/confirm_email\//)
    const code = decodeURIComponent(new URL(link!).pathname.split('/').pop()!)
    const confirmed = await t.request('/api/auth/confirm-email', jsonBody({ code }))
    expect(confirmed.status).toBe(200)
    // Opened again (a mail scanner opened it first): already confirmed, not an invalid link.
    const again = await t.request('/api/auth/confirm-email', jsonBody({ code }))
    expect(again.status).toBe(200)
    expect((await again.json()).message).toBe('Tu correo electrónico ya estaba confirmado. Ya puedes ingresar.')
    // A code that was never sent stays invalid.
    const madeUp = await t.request('/api/auth/confirm-email', jsonBody({ code: `${code.slice(0, -2)}zz` }))
    expect(madeUp.status).toBe(422)
    expect((await login(email)).status).toBe(200)
  })

  test('without consent to data processing (Ley 1581) registration is 422 at consent, and no account is made', async () => {
    const email = `sin-consentimiento${Date.now()}@example.test`
    const body = { first_name: 'Sin', last_name: 'Permiso', email, password: PASSWORD, password_confirmation: PASSWORD }
    for (const consent of [undefined, false, '']) {
      const res = await t.request('/api/auth/register', jsonBody({ ...body, consent }))
      expect(res.status).toBe(422)
      expect((await res.json()).errors.consent).toEqual(['Debes aceptar la política de tratamiento de datos'])
    }
    expect((await login(email)).status).toBe(401)
    const ok = await t.request('/api/auth/register', jsonBody({ ...body, consent: true }))
    expect(ok.status).toBe(201)
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.register'), eq(auditLog.entityId, user.id)))
    expect(entry?.data).toMatchObject({ consent_policy: 'Ley 1581 de 2012', consent_at: expect.any(String) })
  })

  test('a duplicate e-mail is 422 with errors.email', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const res = await t.request(
      '/api/auth/register',
      jsonBody({
        first_name: 'Otra',
        last_name: 'Vez',
        email: user.email.toUpperCase(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        consent: true,
      }),
    )
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.errors.email).toEqual(['Este correo electrónico ya está registrado'])
  })

  test('a bad address and a short password are 422 with both fields', async () => {
    const res = await t.request(
      '/api/auth/register',
      jsonBody({
        first_name: 'A',
        last_name: 'B',
        email: 'not-an-email',
        password: 'abc',
        password_confirmation: 'abc',
        consent: true,
      }),
    )
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.errors.email).toEqual(['El correo electrónico no es válido'])
    expect(body.errors.password).toEqual(['La contraseña debe tener al menos 8 caracteres'])
  })

  test('every field’s error comes back at once, the unmatched confirmation with the others', async () => {
    const res = await t.request(
      '/api/auth/register',
      jsonBody({
        first_name: '',
        last_name: 'B',
        email: 'not-an-email',
        password: 'abc',
        password_confirmation: 'abd',
      }),
    )
    expect(res.status).toBe(422)
    const { errors } = await res.json()
    expect(Object.keys(errors).sort()).toEqual(['consent', 'email', 'first_name', 'password', 'password_confirmation'])
    expect(errors.password_confirmation).toEqual(['La confirmación de la contraseña no coincide'])
  })

  test('common passwords, too long ones and a confirmation that does not match are refused', async () => {
    const base = { first_name: 'A', last_name: 'B', email: `x${Date.now()}@example.test`, consent: true }
    const common = await (
      await t.request(
        '/api/auth/register?lang=en',
        jsonBody({ ...base, password: 'password1', password_confirmation: 'password1' }),
      )
    ).json()
    expect(common.errors.password[0]).toMatch(/too common/)
    const long = 'x'.repeat(65)
    const tooLong = await (
      await t.request('/api/auth/register', jsonBody({ ...base, password: long, password_confirmation: long }))
    ).json()
    expect(tooLong.errors.password[0]).toMatch(/64/)
    const mismatch = await (
      await t.request(
        '/api/auth/register',
        jsonBody({ ...base, password: PASSWORD, password_confirmation: PASSWORD + 'x' }),
      )
    ).json()
    expect(mismatch.errors.password_confirmation).toEqual(['La confirmación de la contraseña no coincide'])
  })
})

describe('password recovery', () => {
  test('answers the same whether or not the address exists; the e-mailed token resets once and ends sessions', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const { token: oldToken } = await (await login(user.email)).json()
    const known = await t.request('/api/auth/password/forgot', jsonBody({ email: user.email }))
    const unknown = await t.request('/api/auth/password/forgot', jsonBody({ email: 'nadie@example.test' }))
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())

    const mail = await deliver(user.email, /contraseña/)
    const link = mail.links.find((l) => l.includes('/reset_password/'))!
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!)
    const newPassword = 'Nueva-Clave-Sabaneta-7'
    const reset = await t.request(
      '/api/auth/password/reset',
      jsonBody({ token, password: newPassword, password_confirmation: newPassword }),
    )
    expect(reset.status).toBe(200)
    expect((await t.request('/api/auth/user', { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(401)
    expect((await login(user.email, newPassword)).status).toBe(200)
    const reused = await t.request(
      '/api/auth/password/reset',
      jsonBody({ token, password: 'Otra-Clave-Bello-88', password_confirmation: 'Otra-Clave-Bello-88' }),
    )
    expect(reused.status).toBe(422)
    expect((await reused.json()).message).toBe('El enlace para restablecer la contraseña expiró o no es válido')
  })
})

describe('CSRF', () => {
  test('a cross-site cookie write is refused; same-origin and Bearer calls pass', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const res = await login(user.email)
    const cookie = cookiesFrom(res)
    const cross = await t.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(cross.status).toBe(403)
    expect((await t.request('/api/auth/user', { headers: { cookie } })).status).toBe(200)
    const same = await t.request('http://localhost/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    })
    expect(same.status).toBe(200)
  })
})

describe('account API', () => {
  test('profile, photo, password and sessions for a Bearer client', async () => {
    const user = await insertUser(t.db, { password: PASSWORD })
    const other = await (await login(user.email)).json()
    const { token } = await (await login(user.email)).json()
    const auth = { authorization: `Bearer ${token}` }

    const patched = await t.request('/api/account', {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Paula', last_name: 'Vélez', birthday: '1988-12-01', phones: ['3104445566'] }),
    })
    expect(patched.status).toBe(200)
    expect((await patched.json()).data).toMatchObject({
      full_name: 'Paula Vélez',
      birthday: '1988-12-01',
      phones: ['3104445566'],
    })

    const { default: sharp } = await import('sharp')
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3c475b' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'yo.jpg')
    const photo = await t.request('/api/account/photo', { method: 'POST', headers: auth, body: form })
    expect(photo.status).toBe(200)
    expect((await photo.json()).data.photo).toMatch(/^\/media\/avatars\//)

    const sessions = await (await t.request('/api/account/sessions', { headers: auth })).json()
    expect(sessions.data).toHaveLength(2)
    expect(sessions.data.filter((s: { is_current: boolean }) => s.is_current)).toHaveLength(1)

    const changed = await t.request('/api/account/password', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        current_password: PASSWORD,
        password: 'Otra-Clave-Caldas-12',
        password_confirmation: 'Otra-Clave-Caldas-12',
        sign_out_others: true,
      }),
    })
    expect(changed.status).toBe(200)
    expect((await changed.json()).ended_sessions).toBe(1)
    expect((await t.request('/api/auth/user', { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(
      401,
    )
    expect((await t.request('/api/auth/user', { headers: auth })).status).toBe(200)
  })

  test('the OpenAPI document describes the auth and account endpoints with a bearer scheme', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    for (const path of [
      '/auth/login',
      '/auth/user',
      '/auth/token/refresh',
      '/auth/logout',
      '/auth/register',
      '/account',
      '/account/sessions',
    ]) {
      expect(doc.paths).toHaveProperty([path])
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
  })
})
