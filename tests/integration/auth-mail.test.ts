/**
 * E-mail through the outbox: a failed send keeps the account and the message and is
 * retried; without SMTP_URL the messages land in DATA_DIR/mail for /dev/mailbox.
 */
import fs from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { setEnvForTests } from '#config/env'
import { outbox, users } from '#db/schema'
import { isDevMailboxEnabled, listDevMail, findDevMail, mailDir } from '#core/notifications/mailer.infra'
import { processOutbox } from '#core/notifications/outbox.service'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { jsonBody, startAccountsApp } from '../support/accounts-app'
import { startSmtpServer } from '../support/smtp-server'

let t: Awaited<ReturnType<typeof startAccountsApp>>
const PASSWORD = 'Casa-Envigado-2024'

beforeAll(async () => {
  // Port 9 (discard) refuses connections: every send fails until a real server is set.
  t = await startAccountsApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
  await resetAllRateLimits()
})
afterAll(() => t?.close())

const register = (email: string) =>
  t.request(
    '/api/auth/register',
    jsonBody({
      first_name: 'Luz',
      last_name: 'Arango',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      consent: true,
    }),
  )

test('a failed send never loses the account; the outbox retries it and delivers later', async () => {
  const email = `reintento${Date.now()}@example.test`
  expect((await register(email)).status).toBe(201)
  expect(await processOutbox(t.db)).toBe(0)
  const [row] = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'))
  expect(row).toMatchObject({ attempts: 1, status: 'pending' })
  expect(row.lastError).toBeTruthy()
  expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)

  const smtp = await startSmtpServer()
  try {
    setEnvForTests({ DATA_DIR: t.env.DATA_DIR, SMTP_URL: smtp.url, SEED_DEMO: 'never' })
    await t.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, row.id))
    expect(await processOutbox(t.db)).toBe(1)
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe('Confirma tu correo en Wi Inmuebles')
    expect(mail.links.some((l) => l.includes('/confirm_email/'))).toBe(true)
  } finally {
    await smtp.close()
  }
})

test('without SMTP_URL the messages are written as .eml and .json and listed in the development mailbox', async () => {
  setEnvForTests({ DATA_DIR: t.env.DATA_DIR, SMTP_URL: '', SEED_DEMO: 'never' })
  expect(isDevMailboxEnabled()).toBe(true)
  const email = `buzon${Date.now()}@example.test`
  expect(
    (
      await t.request(
        '/api/auth/register?lang=en',
        jsonBody({
          first_name: 'Ann',
          last_name: 'Lee',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          consent: true,
        }),
      )
    ).status,
  ).toBe(201)
  expect(await processOutbox(t.db)).toBe(1)
  const [listed] = listDevMail().filter((m) => m.to === email)
  expect(listed.subject).toBe('Confirm your e-mail on Wi Inmuebles')
  expect(findDevMail(listed.id)?.text).toMatch(/\/en\/confirm_email\//)
  expect(fs.readdirSync(mailDir()).some((f) => f === `${listed.id}.eml`)).toBe(true)

  setEnvForTests({ DATA_DIR: t.env.DATA_DIR, SMTP_URL: 'smtp://127.0.0.1:9', SEED_DEMO: 'never' })
  expect(isDevMailboxEnabled()).toBe(false)
})
