/**
 * A new person's path in Chromium, in Spanish and in English: sign up, open the
 * confirmation link from the development mailbox, sign in, edit the profile, change the
 * password, sign out (the toast shows), and sign in again with the new password.
 * Screenshots of each step are saved in test-results/.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, newPage } from './browser'
import { openFromMailbox } from './dev-inboxes'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const TEXT = {
  es: {
    prefix: '',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmation: 'Confirma la contraseña',
    createAccount: 'Crear cuenta',
    consent: /Autorizo el tratamiento de mis datos personales/,
    checkMail: 'Revisa tu correo',
    confirmed: 'Tu correo electrónico fue confirmado',
    signIn: 'Ingresar',
    hello: 'Hola, Valentina',
    profile: 'Datos personales',
    save: 'Guardar',
    saved: 'Cambios guardados correctamente',
    birthday: 'Fecha de nacimiento',
    changePassword: 'Cambiar contraseña',
    current: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    passwordSaved: 'Tu contraseña fue cambiada',
    signOut: 'Cerrar sesión',
    loggedOut: 'Cerraste sesión correctamente',
    future: 'La fecha no puede ser posterior a hoy',
  },
  en: {
    prefix: '/en',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    confirmation: 'Confirm the password',
    createAccount: 'Create account',
    consent: /I authorise the processing of my personal data/,
    checkMail: 'Check your e-mail',
    confirmed: 'Your e-mail is confirmed',
    signIn: 'Sign in',
    hello: 'Hello, Valentina',
    profile: 'Personal details',
    save: 'Save',
    saved: 'Changes saved successfully',
    birthday: 'Date of birth',
    changePassword: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    passwordSaved: 'Your password was changed',
    signOut: 'Sign out',
    loggedOut: 'You have signed out successfully',
    future: 'The date cannot be after today',
  },
} as const

/** A label matched whole (required fields show a trailing asterisk). */
function exactLabel(text: string) {
  return new RegExp(`^${text}\\s*\\*?$`)
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/account-${name}.png`, fullPage: true })
}

async function signIn(page: Page, t: (typeof TEXT)['es' | 'en'], email: string, password: string) {
  await page.goto(`${baseUrl}${t.prefix}/login`)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(exactLabel(t.password)).fill(password)
  await page.getByRole('button', { name: t.signIn, exact: true }).click()
}

describe.each(['es', 'en'] as const)('a new person (%s)', (lang) => {
  const t = TEXT[lang]
  const email = `valentina.${lang}.${Date.now().toString(36)}@example.test`
  const first = 'Clave-Sabaneta-2024'
  const second = 'Nueva-Clave-Bello-88'

  test('signs up, confirms from the mailbox, signs in, edits the profile, changes the password and signs out', async () => {
    const { page, context } = await newPage(browser)
    try {
      // Sign up.
      await page.goto(`${baseUrl}${t.prefix}/sign_up`)
      await page.getByLabel(t.firstName).fill('Valentina')
      await page.getByLabel(t.lastName).fill('Ochoa')
      await page.getByLabel(t.email).fill(email)
      await page.getByLabel(exactLabel(t.password)).fill(first)
      await page.getByLabel(t.confirmation).fill(first)
      await page.getByLabel(t.consent).check()
      await shot(page, `${lang}-1-sign-up`)
      await page.getByRole('button', { name: t.createAccount }).click()
      await page.getByRole('heading', { name: t.checkMail }).waitFor()

      // Confirm from the development mailbox.
      await openFromMailbox(page, baseUrl, email, /\/confirm_email\//, t.prefix)
      await page.getByText(t.confirmed).waitFor()
      await shot(page, `${lang}-2-confirmed`)

      // Sign in: the home target greets the person; the header shows the user menu.
      await signIn(page, t, email, first)
      await page.waitForURL(`${baseUrl}${t.prefix}/auth/callback`)
      await page.getByRole('heading', { name: t.hello }).waitFor()
      await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('Valentina Ochoa')

      // Edit the profile: a future birthday is refused, then a valid one is saved.
      await page.goto(`${baseUrl}${t.prefix}/user/account`)
      const profile = page.getByRole('region', { name: t.profile })
      await profile.getByLabel(t.firstName).fill('Valentina María')
      await profile.getByLabel(t.birthday).fill('2999-01-01')
      await profile.getByRole('button', { name: t.save }).click()
      await profile.getByText(t.future).waitFor()
      await profile.getByLabel(t.birthday).fill('1994-03-21')
      await profile.getByRole('button', { name: t.save }).click()
      await profile.getByText(t.saved).waitFor()
      await expect(profile.getByLabel(t.firstName).inputValue()).resolves.toBe('Valentina María')
      await shot(page, `${lang}-3-profile`)

      // Change the password.
      const password = page.getByRole('region', { name: t.changePassword })
      await password.getByLabel(t.current).fill(first)
      await password.getByLabel(t.newPassword).fill(second)
      await password.getByLabel(t.confirmation).fill(second)
      await password.getByRole('button', { name: t.changePassword }).click()
      await password.getByText(t.passwordSaved).waitFor()

      // Sign out from the user menu: the toast shows and the header offers sign-in again.
      await page.getByTestId('user-menu').click()
      await page.getByRole('button', { name: t.signOut }).click()
      await page.getByText(t.loggedOut).waitFor()
      await shot(page, `${lang}-4-signed-out`)
      await page.goto(`${baseUrl}${t.prefix}/user/account`)
      await page.waitForURL(/\/login\?redirect=/)

      // The old password no longer works; the new one does, and the remembered page comes back.
      await page.getByLabel(t.email).fill(email)
      await page.getByLabel(exactLabel(t.password)).fill(second)
      await page.getByRole('button', { name: t.signIn, exact: true }).click()
      await page.waitForURL(`${baseUrl}${t.prefix}/user/account`)
    } finally {
      await context.close()
    }
  })
})

test('a signed-out visitor of /user/account lands on /login and an off-site return path is dropped', async () => {
  const res = await fetch(`${baseUrl}/user/account`, { redirect: 'manual' })
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toMatch(/\/login\?redirect=%2Fuser%2Faccount$/)
  const evil = await fetch(`${baseUrl}/login?redirect=${encodeURIComponent('//evil.example')}`, { redirect: 'follow' })
  expect(await evil.text()).not.toContain('evil.example')
})

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** Registers through the API and follows the confirmation link from the development mailbox. */
async function confirmedAccount(prefix: string, password: string) {
  const email = `${prefix}.${Date.now().toString(36)}@example.test`
  const created = await fetch(
    `${baseUrl}/api/auth/register`,
    json({ first_name: 'Sara', last_name: 'López', email, password, password_confirmation: password, consent: true }),
  )
  expect(created.status).toBe(201)
  // Follow the confirmation link from the development mailbox, as a person would.
  let link: string | undefined
  for (let i = 0; i < 30 && !link; i++) {
    const list = await (await fetch(`${baseUrl}/dev/mailbox`)).text()
    const id = list.match(
      new RegExp(`<td[^>]*>${email.replace(/[.]/g, '\\.')}</td><td[^>]*><a[^>]*href="/dev/mailbox\\?id=([^"]+)"`),
    )?.[1]
    if (id)
      link = (await (await fetch(`${baseUrl}/dev/mailbox?id=${id}`)).text()).match(
        /href="(http[^"]+\/confirm_email\/[^"]+)"/,
      )?.[1]
    else await new Promise((r) => setTimeout(r, 500))
  }
  expect(link).toBeTruthy()
  expect((await fetch(link!)).status).toBe(200)
  return email
}

test('with the auth cookie /user/account renders and the guest pages send to /auth/callback; after logout the token is refused', async () => {
  const password = 'Clave-Itagui-2025'
  const email = await confirmedAccount('cookie', password)

  const login = await fetch(`${baseUrl}/api/auth/login`, json({ email, password }))
  expect(login.status).toBe(200)
  const { token, token_ttl } = await login.json()
  expect(token_ttl).toBe(60)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const account = await fetch(`${baseUrl}/user/account`, { headers: { cookie }, redirect: 'manual' })
  expect(account.status).toBe(200)
  expect(await account.text()).toContain('Sara López')
  for (const guest of ['/login', '/sign_up', '/en/login']) {
    const res = await fetch(`${baseUrl}${guest}`, { headers: { cookie }, redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/\/auth\/callback$/)
  }
  expect(
    (await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }))
      .status,
  ).toBe(200)
  expect((await fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
})

test('a session ended elsewhere: the next page sends the visitor to /login with the session-expired toast', async () => {
  const password = 'Clave-Caldas-2026'
  const email = await confirmedAccount('expira', password)
  const { page, context } = await newPage(browser)
  try {
    await signIn(page, TEXT.es, email, password)
    await page.waitForURL(`${baseUrl}/auth/callback`)
    // Let the page's own first calls (comparison count, favourites) finish while signed in.
    await page.waitForLoadState('networkidle')
    const auth = (await context.cookies()).find((c) => c.name === 'auth')!
    expect(auth.httpOnly).toBe(true)
    expect(auth.sameSite).toBe('Lax')
    // The session ends on another device (e.g. "cerrar las demás sesiones").
    expect(
      (
        await fetch(`${baseUrl}/api/auth/logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${auth.value}` },
        })
      ).status,
    ).toBe(200)
    await page.getByRole('link', { name: 'Mi cuenta' }).first().click()
    await page.waitForURL(/\/login\?redirect=%2Fuser%2Faccount/)
    await page.getByText('Tu sesión ha expirado. Inicia sesión de nuevo.').waitFor()
  } finally {
    await context.close()
  }
})

test('the account pages have no serious accessibility violations (WCAG 2.2 AA)', async () => {
  const password = 'Clave-Envigado-2027'
  const email = await confirmedAccount('axe', password)
  const { page, context } = await newPage(browser)
  try {
    const check = async (path: string) => {
      await page.goto(`${baseUrl}${path}`)
      const results = await new AxeBuilder({ page: page as never })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
    for (const path of [
      '/login',
      '/sign_up',
      '/forgot_password',
      '/en/login',
      '/confirm_email',
      '/reset_password/nope',
    ])
      await check(path)
    await signIn(page, TEXT.es, email, password)
    await page.waitForURL(`${baseUrl}/auth/callback`)
    for (const path of ['/auth/callback', '/user/account', '/en/user/account', '/dev/mailbox']) await check(path)
  } finally {
    await context.close()
  }
})
