/**
 * What a visitor presses signed out is done once they have an account (issue 29, point 6),
 * followed as a person does in Chromium at 390 and 1280 px:
 * - the heart on a search card → the sign-in page → a wrong password → the right one → back
 *   on the search, the heart on and the listing in the favourites; pressed again, it is gone;
 * - the heart → "Crear cuenta" → a form sent empty shows every field's error at once → sent
 *   right → the confirmation link from the development mailbox, opened twice (the second
 *   time it says the address was already confirmed) → sign in → the favourite is there;
 * - "Guardar esta búsqueda" signed out → sign in → the panel says what the search looks for
 *   in words; the same for a project search saved from a landing (/proyectos/bello/vis).
 * Screenshots in test-results/sign-in-intent-*.png.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { api } from './api'
import { answerCookies, DESKTOP, hydrated, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')
const PASSWORD = 'Clave-Sabaneta-2024'

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/sign-in-intent-${name}.png`, fullPage: true })

const newEmail = (who: string) => `${who}.${Date.now().toString(36)}@example.test`

/** The confirmation link of the newest e-mail to `email`, read in the development mailbox. */
async function confirmationLink(page: Page, email: string): Promise<string> {
  for (let tries = 0; ; tries++) {
    await page.goto(`${baseUrl}/dev/mailbox`)
    const row = page.getByRole('row').filter({ hasText: email })
    if ((await row.count()) > 0) {
      await row.getByRole('link').first().click()
      break
    }
    if (tries > 30) throw new Error(`no e-mail for ${email} in the mailbox`)
    await page.waitForTimeout(700)
  }
  const link = page.getByRole('link', { name: /\/confirm_email\// })
  return (await link.getAttribute('href'))!
}

/** An account made and confirmed beforehand (the visitor of the sign-in paths). */
async function confirmedAccount(who: string): Promise<string> {
  const email = newEmail(who)
  await api(baseUrl, '/auth/register', {
    method: 'POST',
    body: {
      first_name: 'Mateo',
      last_name: 'Gómez',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      consent: true,
    },
  })
  const { page, context } = await newPage(browser)
  try {
    await page.goto(await confirmationLink(page, email))
    await page.getByText('Tu correo electrónico fue confirmado').waitFor()
  } finally {
    await context.close()
  }
  return email
}

/** The heart of a listing's card on the page. */
const heartOf = (page: Page, propertyId: string) =>
  page
    .locator(`[data-testid="listing-actions"][data-property-id="${propertyId}"]`)
    .first()
    .getByTestId('favorite-button')

/** A search with results, its first card, and that card's heart. */
async function firstCard(page: Page) {
  await page.goto(`${baseUrl}/arriendo/apartamentos/medellin`)
  await answerCookies(page)
  await hydrated(page)
  const actions = page.getByTestId('result-card').first().getByTestId('listing-actions')
  const propertyId = (await actions.getAttribute('data-property-id'))!
  return { propertyId, searchPath: new URL(page.url()).pathname, heart: heartOf(page, propertyId) }
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
}

/** The listings the favourites panel shows, as the ids in their links (each once). */
async function favourites(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/user/panel/favorites`)
  await page.getByRole('heading', { name: 'Favoritos', level: 2 }).waitFor()
  const hrefs = await page
    .getByTestId('favorites-list')
    .locator('a[href^="/property/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  return [...new Set(hrefs.map((href) => href.split('/').at(-3)!))]
}

for (const viewport of [MOBILE, DESKTOP]) {
  const size = viewport.width

  test(`${size} px: the heart pressed signed out is on after a wrong password and the right one; pressed again it is off`, async () => {
    const email = await confirmedAccount(`corazon${size}`)
    const { page, context } = await newPage(browser, viewport)
    try {
      const { propertyId, searchPath, heart } = await firstCard(page)
      expect(await heart.getAttribute('aria-pressed')).toBe('false')
      await heart.click()
      await page.waitForURL((url) => url.pathname === '/login')
      expect(new URL(page.url()).searchParams.get('intent')).toBe(`favorite:${propertyId}`)

      await fillSignIn(page, email, 'Una-Clave-Equivocada-1')
      await page.getByText('Credenciales inválidas').waitFor()
      await fillSignIn(page, email, PASSWORD)
      await page.waitForURL((url) => url.pathname === searchPath)
      await hydrated(page)
      await expect.poll(() => heartOf(page, propertyId).getAttribute('aria-pressed')).toBe('true')
      expect(await favourites(page)).toEqual([propertyId])

      // Pressed again on the search: no longer a favourite.
      await page.goBack()
      await hydrated(page)
      const heartAgain = heartOf(page, propertyId)
      await expect.poll(() => heartAgain.getAttribute('aria-pressed')).toBe('true')
      await heartAgain.click()
      await expect.poll(() => heartAgain.getAttribute('aria-pressed')).toBe('false')
      await page.goto(`${baseUrl}/user/panel/favorites`)
      await page.getByText('Aún no tienes favoritos', { exact: false }).waitFor()
    } finally {
      await context.close()
    }
  })

  test(`${size} px: the heart pressed signed out is kept through creating the account and confirming it`, async () => {
    const { page, context } = await newPage(browser, viewport)
    try {
      const { propertyId, searchPath, heart } = await firstCard(page)
      await heart.click()
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByRole('link', { name: 'Regístrate' }).click()
      await page.waitForURL((url) => url.pathname === '/sign_up')

      // Sent empty: every field says what is missing, all at once.
      await page.getByRole('button', { name: 'Crear cuenta' }).click()
      const form = page.locator('form', { has: page.getByRole('button', { name: 'Crear cuenta' }) })
      const fields = [
        page.getByLabel('Nombre', { exact: false }).first(),
        page.getByLabel('Apellido'),
        page.getByLabel('Correo electrónico'),
        page.getByLabel(/^Contraseña\s*\*?$/),
        page.getByLabel('Confirma la contraseña'),
        page.getByLabel(/Autorizo el tratamiento de mis datos personales/),
      ]
      for (const field of fields) await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
      expect(await form.locator('[aria-invalid="true"]').count()).toBe(fields.length)
      for (const field of fields) {
        const described = (await field.getAttribute('aria-describedby')) ?? ''
        const error = described.split(' ').find((id) => id.endsWith('error'))
        expect(error, 'each field names its error').toBeTruthy()
        expect(await page.locator(`[id="${error}"]`).isVisible()).toBe(true)
      }
      await shot(page, `sign-up-errors-${size}`)

      const email = newEmail(`cuenta${size}`)
      await page.getByLabel('Nombre', { exact: false }).first().fill('Mariana')
      await page.getByLabel('Apellido').fill('Zuluaga')
      await page.getByLabel('Correo electrónico').fill(email)
      await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
      await page.getByLabel('Confirma la contraseña').fill(PASSWORD)
      await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check()
      await page.getByRole('button', { name: 'Crear cuenta' }).click()
      await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor()

      // The confirmation link, opened twice: a mail scanner may have opened it first.
      const link = await confirmationLink(page, email)
      await page.goto(link)
      await page.getByText('Tu correo electrónico fue confirmado').waitFor()
      await page.goto(link)
      await page.getByText('Tu correo electrónico ya estaba confirmado').waitFor()
      await shot(page, `confirmed-again-${size}`)

      await page.getByRole('main').getByRole('link', { name: 'Ir a ingresar' }).click()
      await page.waitForURL((url) => url.pathname === '/login')
      await fillSignIn(page, email, PASSWORD)
      await page.waitForURL((url) => url.pathname === searchPath)
      await hydrated(page)
      await expect.poll(() => heartOf(page, propertyId).getAttribute('aria-pressed')).toBe('true')
      expect(await favourites(page)).toEqual([propertyId])
    } finally {
      await context.close()
    }
  })

  test(`${size} px: a search saved signed out reads in words in the panel`, async () => {
    const email = await confirmedAccount(`busqueda${size}`)
    const { page, context } = await newPage(browser, viewport)
    try {
      await page.goto(`${baseUrl}/arriendo/apartamentos/medellin/el-poblado?bedrooms=3&price_max=3000000`)
      await answerCookies(page)
      await hydrated(page)
      await page.getByTestId('save-search').click()
      await page.waitForURL((url) => url.pathname === '/login')
      await fillSignIn(page, email, PASSWORD)
      await page.waitForURL((url) => url.pathname === '/arriendo/apartamentos/medellin/el-poblado')
      await page.goto(`${baseUrl}/user/panel/searches`)
      const words = page.getByTestId('searches-list').getByTestId('search-criteria')
      await expect
        .poll(() => words.textContent())
        .toBe('Criterios: Arriendo · Apartamento · Medellín, El Poblado · Hasta $ 3.000.000 · 3+ alcobas')
      await shot(page, `panel-searches-${size}`)
    } finally {
      await context.close()
    }
  })
  test(`${size} px: a project search saved signed out from a landing reads in words in the panel`, async () => {
    const email = await confirmedAccount(`proyectos${size}`)
    const { page, context } = await newPage(browser, viewport)
    try {
      await page.goto(`${baseUrl}/proyectos/bello/vis`)
      await answerCookies(page)
      await hydrated(page)
      await page.getByTestId('save-search').click()
      await page.waitForURL((url) => url.pathname === '/login')
      await fillSignIn(page, email, PASSWORD)
      await page.waitForURL((url) => url.pathname === '/proyectos/bello/vis')
      await page.goto(`${baseUrl}/user/panel/searches`)
      const words = page.getByTestId('searches-list').getByTestId('search-criteria')
      await expect.poll(() => words.textContent()).toBe('Criterios: Proyectos nuevos · Bello · VIS')
      await shot(page, `panel-project-searches-${size}`)
    } finally {
      await context.close()
    }
  })
}
