/**
 * The visitor tools in Chromium at 390 and 1280 px, as a visitor would use them: the
 * cookie banner, comparing two apartments from a search while signed out, the comparison
 * page (both codes, best values), a message to the agency from the listing page, then
 * signing in — the browser's comparison joins the account (header count) — favouriting a
 * listing (it shows in /user/panel/favorites) and saving the search with daily alerts.
 * Screenshots go to test-results/.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')
const EMAIL = 'usuario@example.com'
const PASSWORD = 'Demo1234!'

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

/** Empties the demo visitor's comparison and favourites through the API, so each run starts clean. */
async function resetAccount() {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const menu = (await (
    await fetch(`${baseUrl}/api/wiauth/properties/compare/list/menu`, { headers })
  ).json()) as { data: Array<{ id: string }> }
  for (const item of menu.data)
    await fetch(`${baseUrl}/api/wiauth/properties/compare/list?property_id=${item.id}`, { method: 'DELETE', headers })
  const favs = (await (await fetch(`${baseUrl}/api/wiauth/properties/favorites`, { headers })).json()) as {
    data: Array<{ id: string }>
  }
  for (const f of favs.data)
    await fetch(`${baseUrl}/api/wiauth/properties/favorites?property_id=${f.id}`, { method: 'DELETE', headers })
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 10_000 })
}

test.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('compare, message, sign in, favourite and save a search (%s px)', async (size, viewport) => {
  await resetAccount()
  const { page, context } = await newPage(browser, viewport)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  // A new visitor is offered the cookie banner; accepting it hides it.
  await page.goto(`${baseUrl}/properties/search`)
  const banner = page.getByRole('region', { name: /cookies/i })
  await banner.waitFor()
  await banner.getByRole('button').click()
  await banner.waitFor({ state: 'detached' })

  // Compare two results while signed out (kept in the browser).
  const cards = page.getByTestId('compare-button')
  await cards.first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-button"]').length >= 2)
  await cards.nth(0).click()
  await toast(page, 'Cambios guardados correctamente')
  await expect.poll(() => cards.nth(0).getAttribute('aria-pressed')).toBe('true')
  await cards.nth(1).click()
  await expect.poll(() => cards.nth(1).getAttribute('aria-pressed')).toBe('true')
  const ids = await page
    .getByTestId('listing-actions')
    .evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-property-id')))

  await page.goto(`${baseUrl}/properties/compare`)
  const columns = page.getByTestId('compare-column')
  await expect.poll(() => columns.count()).toBe(2)
  const codes = await columns.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))
  expect(codes.every(Boolean)).toBe(true)
  expect(await page.locator('td[data-best]').count()).toBeGreaterThan(0)
  await page.screenshot({ path: `test-results/visitor-compare-${size}.png`, fullPage: true })

  // A message to the agency from the first listing, as an anonymous visitor.
  await columns.first().getByRole('link').first().click()
  await page.getByTestId('open-message').click()
  const form = page.getByTestId('agency-message-form')
  await form.getByLabel('Nombre').fill('Camila Restrepo')
  await form.getByLabel('Correo electrónico').fill('camila@example.com')
  await form.getByLabel('Teléfono').fill('3005551234')
  await page.screenshot({ path: `test-results/visitor-message-${size}.png` })
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  // Without consent the form refuses with the field message.
  await page.getByText('Debes aceptar la política de tratamiento de datos').waitFor()
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await page.getByTestId('message-sent').waitFor()
  await page.keyboard.press('Escape')

  // Sign in: the comparison built in the browser joins the account.
  const listingUrl = page.url()
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(new URL(listingUrl).pathname)}`)
  await page.getByLabel('Correo electrónico').fill(EMAIL)
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/property/'))
  await expect.poll(() => page.getByTestId('compare-count').textContent(), { timeout: 10_000 }).toBe('2')
  await page.getByTestId('compare-menu').click()
  const items = page.getByTestId('compare-menu-items').getByRole('listitem')
  await expect.poll(() => items.count()).toBe(2)
  await page.screenshot({ path: `test-results/visitor-dropdown-${size}.png` })
  // Remove one from the dropdown: the count goes down by one.
  await items.first().getByRole('button').click()
  await toast(page, 'Cambios guardados correctamente')
  await expect.poll(() => page.getByTestId('compare-count').textContent()).toBe('1')
  await page.getByTestId('compare-menu').click()

  // Favourite the listing; it appears in the panel.
  const fav = page.getByTestId('listing-actions').getByTestId('favorite-button')
  await fav.click()
  await expect.poll(() => fav.getAttribute('aria-pressed')).toBe('true')
  await page.goto(`${baseUrl}/user/panel/favorites`)
  await expect.poll(() => page.getByTestId('favorites-list').getByRole('listitem').count()).toBe(1)
  await page.screenshot({ path: `test-results/visitor-panel-favorites-${size}.png`, fullPage: true })

  // Save the search with daily alerts.
  await page.goto(`${baseUrl}/properties/search`)
  await page.getByTestId('save-search').click()
  const dialog = page.getByTestId('save-search-form')
  await dialog.getByLabel('Nombre de la búsqueda').fill(`Búsqueda ${size}`)
  await dialog.getByLabel('Recibir alertas').selectOption('daily')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await toast(page, 'Búsqueda guardada')
  await page.goto(`${baseUrl}/user/panel/searches`)
  await page.getByTestId('searches-list').getByRole('textbox').first().waitFor()
  const names = await page
    .getByTestId('searches-list')
    .getByRole('textbox')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
  expect(names).toContain(`Búsqueda ${size}`)
  await page.screenshot({ path: `test-results/visitor-panel-searches-${size}.png`, fullPage: true })

  expect(ids.length).toBe(2)
  expect(errors).toEqual([])
  await context.close()
})
