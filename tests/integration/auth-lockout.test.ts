/**
 * Nobody locks anyone out (issue 30, point 4; ADR 0024), through both doors — the API
 * (/api/auth/*) and the pages (/login, /forgot_password, /reset_password, /confirm_email) —
 * on the real app and database, with the limiter in memory (auth-rate-limit-redis.test.ts
 * runs the flood on Redis). A flood of wrong passwords from many addresses slows strangers'
 * browsers, never a browser that signed in to the account before; a password reset lifts
 * it; a flood of reset or confirmation requests still leaves the owner a working link; and
 * asking for a reset does the same work whether or not the address has an account.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { oneTimeTokens, outbox } from '#db/schema'
import { processOutbox } from '#core/notifications/outbox.service'
import { recoveryAccountLimiter, resendAccountLimiter } from '#core/accounts/account.rate-limit'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { insertUser } from '../factories/accounts'
import { cookiesFrom, jsonBody } from '../support/accounts-app'
import { startPagesApp } from '../support/pages-app'

let t: Awaited<ReturnType<typeof startPagesApp>>
const PASSWORD = 'Casa-Envigado-2024'
const OWNER_ADDRESS = '203.0.113.10'

beforeAll(async () => {
  t = await startPagesApp({ TRUST_PROXY: '1', PUBLIC_URL: '' })
}, 180_000)
afterAll(() => t?.close())
beforeEach(() => resetAllRateLimits())

const from = (address: string, cookie = '') => ({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) })

const apiLogin = (email: string, password: string, address: string, cookie = '') =>
  t.request('/api/auth/login', jsonBody({ email, password }, from(address, cookie)))

/** A form posted by a browser on the page, as the browser sends it. */
const pagePost = (path: string, fields: Record<string, string>, address: string, cookie = '') =>
  t.request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      ...from(address, cookie),
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })

const pageLogin = (email: string, password: string, address: string, cookie = '') =>
  pagePost('/login', { email, password }, address, cookie)

/** The sign-in marks cookie a browser keeps after signing in (only that cookie). */
const marksOf = (res: Response) =>
  cookiesFrom(res)
    .split('; ')
    .filter((c) => c.startsWith('auth_known='))
    .join('; ')

/** 60 wrong passwords from 12 addresses, 5 each (each address stays under its own limit). */
async function flood(email: string) {
  const answers: number[] = []
  for (let a = 0; a < 12; a++)
    for (let i = 0; i < 5; i++) {
      const address = `198.51.100.${a + 20}`
      // Half the guesses through each door: both go through the same use case and counters.
      const res =
        i % 2 ? await pageLogin(email, `wrong-${a}-${i}`, address) : await apiLogin(email, `wrong-${a}-${i}`, address)
      answers.push(res.status)
    }
  return answers
}

/** The reset or confirmation e-mails queued for an address, after the outbox ran. */
async function mailsTo(email: string, template: 'password-reset' | 'confirm-email') {
  await processOutbox(t.db)
  const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'email'))
  return rows.filter((r) => r.payload.to === email && r.payload.template === template).map((r) => r.payload)
}

const linkIn = (mail: Record<string, unknown>, path: string) =>
  decodeURIComponent(JSON.stringify(mail).match(new RegExp(`/${path}/([A-Za-z0-9_-]+)`))![1])

describe('sign-in after a flood of wrong passwords from many addresses', () => {
  test('the owner’s browser that signed in before still signs in; a stranger’s new browser waits; a reset lifts it', async () => {
    const owner = await insertUser(t.db, { password: PASSWORD })
    // Last week, on the owner's phone (the API) and laptop (the page).
    const phone = marksOf(await apiLogin(owner.email, PASSWORD, OWNER_ADDRESS))
    const laptopAnswer = await pageLogin(owner.email, PASSWORD, OWNER_ADDRESS)
    expect(laptopAnswer.status).toBe(302)
    const laptop = marksOf(laptopAnswer)
    expect(phone).toMatch(/^auth_known=[\w-]+$/)
    expect(laptopAnswer.headers.getSetCookie().find((c) => c.startsWith('auth_known='))).toMatch(
      /HttpOnly; .*Max-Age=31536000|Max-Age=31536000;.*HttpOnly/,
    )

    const answers = await flood(owner.email)
    // 20 guesses reach the password check; then strangers wait (1 minute, doubling).
    expect(answers.filter((s) => s === 401)).toHaveLength(20)
    expect(answers.filter((s) => s === 429)).toHaveLength(40)

    // The owner, from either browser, with the right password: signed in.
    expect((await apiLogin(owner.email, PASSWORD, '192.0.2.44', phone)).status).toBe(200)
    expect((await pageLogin(owner.email, PASSWORD, '192.0.2.45', laptop)).status).toBe(302)
    // Another account's mark, or a made-up one, is no key.
    const other = await insertUser(t.db, { password: PASSWORD })
    const otherMarks = marksOf(await apiLogin(other.email, PASSWORD, '192.0.2.46'))
    for (const cookie of [otherMarks, 'auth_known=bm90LWEtbWFyaw', ''])
      expect((await apiLogin(owner.email, PASSWORD, '192.0.2.47', cookie)).status).toBe(429)

    // A stranger's new browser, even with the right password, is told to wait.
    const stranger = await apiLogin(owner.email, PASSWORD, '192.0.2.50')
    expect(stranger.status).toBe(429)
    const wait = Number(stranger.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    const strangerPage = await pageLogin(owner.email, PASSWORD, '192.0.2.51')
    expect(strangerPage.status).toBe(429)
    expect(await strangerPage.text()).toContain('Demasiados intentos')

    // The owner proves the e-mail: a reset clears the account's counters.
    expect((await pagePost('/forgot_password', { email: owner.email }, '192.0.2.60')).status).toBe(200)
    const [mail] = await mailsTo(owner.email, 'password-reset')
    const token = linkIn(mail, 'reset_password')
    const NEW = 'Nueva-Clave-Sabaneta-7'
    const reset = await pagePost(
      `/reset_password/${token}`,
      { password: NEW, password_confirmation: NEW },
      '192.0.2.60',
    )
    expect(reset.status).toBe(302)
    expect((await apiLogin(owner.email, NEW, '192.0.2.61')).status).toBe(200)
  })

  test('a browser that signed in before still meets its own address’s limit', async () => {
    const owner = await insertUser(t.db, { password: PASSWORD })
    const marks = marksOf(await apiLogin(owner.email, PASSWORD, OWNER_ADDRESS))
    for (let i = 0; i < 5; i++)
      expect((await apiLogin(owner.email, `wrong-${i}`, '192.0.2.70', marks)).status).toBe(401)
    expect((await apiLogin(owner.email, PASSWORD, '192.0.2.70', marks)).status).toBe(429)
  })
})

describe('reset and confirmation e-mails under a flood of requests', () => {
  test('many reset requests from many addresses: the owner still gets a working link, at most one per few minutes', async () => {
    const owner = await insertUser(t.db, { password: PASSWORD })
    for (let a = 0; a < 15; a++)
      for (let i = 0; i < 2; i++) {
        const address = `198.51.100.${a + 100}`
        const res = i
          ? await pagePost('/forgot_password', { email: owner.email }, address)
          : await t.request('/api/auth/password/forgot', jsonBody({ email: owner.email }, from(address)))
        expect(res.status).toBe(200)
      }
    // The owner asks too: the same answer, never "too many".
    const own = await t.request('/api/auth/password/forgot', jsonBody({ email: owner.email }, from(OWNER_ADDRESS)))
    expect(own.status).toBe(200)
    const first = await mailsTo(owner.email, 'password-reset')
    expect(first).toHaveLength(1)

    // Five minutes later the owner asks again and gets a second e-mail; the first link still works.
    await recoveryAccountLimiter.reset(owner.email)
    expect(
      (await t.request('/api/auth/password/forgot', jsonBody({ email: owner.email }, from(OWNER_ADDRESS)))).status,
    ).toBe(200)
    expect(await mailsTo(owner.email, 'password-reset')).toHaveLength(2)
    const NEW = 'Nueva-Clave-Itagui-31'
    const reset = await t.request(
      '/api/auth/password/reset',
      jsonBody({ token: linkIn(first[0], 'reset_password'), password: NEW, password_confirmation: NEW }),
    )
    expect(reset.status).toBe(200)
    // Once used, the other link is spent too.
    const [, second] = await mailsTo(owner.email, 'password-reset')
    const again = await t.request(
      '/api/auth/password/reset',
      jsonBody({ token: linkIn(second, 'reset_password'), password: PASSWORD, password_confirmation: PASSWORD }),
    )
    expect(again.status).toBe(422)
  })

  test('many confirmation requests from many addresses: the owner still gets a working link, at most one per few minutes', async () => {
    const owner = await insertUser(t.db, { password: PASSWORD, verified: false })
    for (let a = 0; a < 15; a++)
      for (let i = 0; i < 2; i++) {
        const address = `198.51.100.${a + 150}`
        const res = i
          ? await pagePost('/confirm_email', { email: owner.email }, address)
          : await t.request('/api/auth/confirm-email/resend', jsonBody({ email: owner.email }, from(address)))
        expect(res.status).toBe(200)
      }
    const own = await t.request('/api/auth/confirm-email/resend', jsonBody({ email: owner.email }, from(OWNER_ADDRESS)))
    expect(own.status).toBe(200)
    const first = await mailsTo(owner.email, 'confirm-email')
    expect(first).toHaveLength(1)

    await resendAccountLimiter.reset(owner.email)
    await t.request('/api/auth/confirm-email/resend', jsonBody({ email: owner.email }, from(OWNER_ADDRESS)))
    expect(await mailsTo(owner.email, 'confirm-email')).toHaveLength(2)
    // The first link, sent before the owner's later request, still confirms the address.
    const code = linkIn(first[0], 'confirm_email')
    expect((await t.request('/api/auth/confirm-email', jsonBody({ code }))).status).toBe(200)
    expect((await apiLogin(owner.email, PASSWORD, OWNER_ADDRESS)).status).toBe(200)
  })

  test('one address asking for many accounts’ links meets its own limit (20 an hour)', async () => {
    const answers = []
    for (let i = 0; i < 21; i++)
      answers.push(
        (await t.request('/api/auth/password/forgot', jsonBody({ email: `x${i}@example.test` }, from('192.0.2.99'))))
          .status,
      )
    expect(answers.filter((s) => s === 200)).toHaveLength(20)
    expect(answers.at(-1)).toBe(429)
  })
})

describe('forgot-password does the same work whether or not the address exists', () => {
  test('both requests queue one request of the same shape and look nothing up before answering', async () => {
    const owner = await insertUser(t.db, { password: PASSWORD })
    const nobody = `nadie-${Date.now()}@example.test`
    const before = await t.db.select({ id: outbox.id }).from(outbox)
    const known = await t.request('/api/auth/password/forgot', jsonBody({ email: owner.email }, from('192.0.2.80')))
    const unknown = await t.request('/api/auth/password/forgot', jsonBody({ email: nobody }, from('192.0.2.80')))
    expect(await known.json()).toEqual(await unknown.json())

    // Answered with no token written and no e-mail queued: only one request each, alike but for the address.
    const queued = (await t.db.select().from(outbox)).filter((r) => !before.some((b) => b.id === r.id))
    expect(queued.map((r) => r.kind)).toEqual(['account-email', 'account-email'])
    expect(queued.map((r) => ({ ...r.payload, email: 'x' }))).toEqual([
      { ...queued[1].payload, email: 'x' },
      { ...queued[0].payload, email: 'x' },
    ])
    expect(queued.map((r) => r.payload.email)).toEqual([owner.email, nobody])
    const tokens = () =>
      t.db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, owner.id), inArray(oneTimeTokens.kind, ['password_reset'])))
    expect(await tokens()).toHaveLength(0)

    // The outbox then writes the link for the account, and nothing for the unknown address.
    expect(await mailsTo(owner.email, 'password-reset')).toHaveLength(1)
    expect(await mailsTo(nobody, 'password-reset')).toHaveLength(0)
    expect(await tokens()).toHaveLength(1)
  })
})
