/**
 * A demo is not a deployment (ADR 0010), and links come from configuration, never from the
 * request: a forged Host header reaches no e-mail, sitemap or robots.txt; the development
 * mailbox answers only this machine on a local demo; a deployment without SMTP_URL keeps
 * its e-mails in the outbox; demo accounts with a published password cannot sign in.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { outbox, users } from '#db/schema'
import { ensureSeeded } from '../../seed'
import { listDevMail, mailDir } from '#core/notifications/mailer.infra'
import { processOutbox } from '#core/notifications/outbox.service'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { runtime, setRuntime } from '#core/shared/runtime.config'
import { insertUser } from '../factories/accounts'
import { signInAs } from '../factories/auth'
import { insertListing } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let t: Awaited<ReturnType<typeof startPagesApp>>
const EVIL = 'http://evil.example'
const fromMachine = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
const fromNetwork = { incoming: { socket: { remoteAddress: '192.168.1.40' } } }
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', host: 'evil.example' },
  body: JSON.stringify(body),
})

beforeAll(async () => {
  t = await startPagesApp({ PORT: '3000' })
})
afterAll(() => t?.close())
beforeEach(() => resetAllRateLimits())

/** Switches the settings of this process, as a restart with other settings would. */
function settings(publicUrl: string, seedDemo = 'never') {
  const env = setEnvForTests({
    DATA_DIR: t.env.DATA_DIR,
    SEED_DEMO: seedDemo,
    PORT: '3000',
    PUBLIC_URL: publicUrl,
    SMTP_URL: '',
    HOST: '',
  })
  setRuntime({ ...runtime(), env })
  return env
}
const localDemo = () => settings('')
const deployment = () => settings('https://wi-inmuebles.com.co')

describe('without PUBLIC_URL, links point at the local listening address', () => {
  beforeAll(localDemo)

  test('a password-reset e-mail asked for with Host: evil.example links to localhost', async () => {
    const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
    const res = await t.app.request(`${EVIL}/api/auth/password/forgot`, json({ email: user.email }), fromMachine)
    expect(res.status).toBeLessThan(300)
    await processOutbox(t.db)
    const mail = listDevMail().find((m) => m.to === user.email)
    expect(mail?.text).toContain('http://localhost:3000/reset_password/')
    expect(JSON.stringify(mail)).not.toContain('evil.example')
  })

  test('sitemap.xml and robots.txt never carry the Host header', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/sitemaps/landings-1.xml']) {
      const res = await t.app.request(`${EVIL}${path}`, { headers: { host: 'evil.example' } }, fromNetwork)
      expect(res.status, path).toBe(200)
      const body = await res.text()
      expect(body, path).not.toContain('evil.example')
      if (path !== '/sitemaps/landings-1.xml') expect(body, path).toContain('http://localhost:3000/')
    }
  })

  test('a page’s canonical and Open Graph links ignore the Host header', async () => {
    const res = await t.app.request(`${EVIL}/`, { headers: { host: 'evil.example' } }, fromNetwork)
    const html = await res.text()
    expect(html).toContain('http://localhost:3000')
    expect(html).not.toContain('evil.example')
  })
})

describe('the development mailbox', () => {
  test('answers this machine on a local demo, and nobody else', async () => {
    localDemo()
    expect((await t.app.request('/dev/mailbox', {}, fromMachine)).status).toBe(200)
    expect((await t.app.request('/dev/mailbox', {}, fromNetwork)).status).toBe(404)
    // A forwarded header does not make a remote visitor local unless a trusted proxy wrote it.
    expect(
      (await t.app.request('/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } }, fromNetwork)).status,
    ).toBe(404)
  })

  test('is not served on a deployment, even to this machine', async () => {
    deployment()
    expect((await t.app.request('/dev/mailbox', {}, fromMachine)).status).toBe(404)
  })
})

test('a deployment without SMTP_URL keeps e-mails in the outbox and writes none to disk', async () => {
  deployment()
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
  const before = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).length : 0
  const res = await t.app.request('/api/auth/password/forgot', json({ email: user.email }), fromMachine)
  expect(res.status).toBeLessThan(300)
  await processOutbox(t.db)
  const pending = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'))
  const mine = pending.filter((row) => (row.payload as { to?: string }).to === user.email)
  expect(mine).toHaveLength(1)
  expect(mine[0].lastError).toMatch(/SMTP_URL is not set/)
  expect(fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).length : 0).toBe(before)
  // The link it will carry once a mail server is set is the public address.
  expect(JSON.stringify(mine[0].payload)).toContain('https://wi-inmuebles.com.co/reset_password/')
})

test('on a deployment the demo SuperAdmin with the published password cannot sign in; a changed password keeps the account', async () => {
  await insertUser(t.db, { email: 'superadmin@example.com', password: 'Demo1234!', role: 'SuperAdmin' })
  await insertUser(t.db, { email: 'admin@example.com', password: 'Una-Clave-Propia-2026', role: 'Admin' })
  const signIn = (email: string, password: string) =>
    t.app.request(
      '/api/auth/login',
      { ...json({ email, password }), headers: { 'content-type': 'application/json' } },
      fromMachine,
    )

  localDemo()
  await ensureSeeded(t.db, localDemo())
  expect((await signIn('superadmin@example.com', 'Demo1234!')).status).toBe(200)

  await ensureSeeded(t.db, deployment())
  expect((await signIn('superadmin@example.com', 'Demo1234!')).status).toBe(401)
  expect((await signIn('admin@example.com', 'Una-Clave-Propia-2026')).status).toBe(200)
  const [superadmin] = await t.db.select().from(users).where(eq(users.email, 'superadmin@example.com'))
  expect(superadmin.isActive).toBe(false)

  // The same data started again as a local demo with demo data: the demo accounts work again.
  await insertListing(t.db) // a catalogue already there: the start adds no demo listings
  await ensureSeeded(t.db, settings('', 'auto'))
  expect((await signIn('superadmin@example.com', 'Demo1234!')).status).toBe(200)
})

test('a page rendered for a signed-in visitor is no-store; the same page for anyone else is not', async () => {
  localDemo()
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
  const session = await signInAs(t.db, user.id)
  const personal = await t.app.request('/', { headers: { cookie: session.cookie } }, fromMachine)
  expect(personal.status).toBe(200)
  expect(personal.headers.get('cache-control')).toBe('private, no-store')
  const anonymous = await t.app.request('/', {}, fromMachine)
  expect(anonymous.headers.get('cache-control') ?? '').not.toMatch(/no-store/)
  const panel = await t.app.request('/user/panel/favorites', {}, fromMachine)
  expect(panel.headers.get('cache-control')).toMatch(/no-store/)
})
