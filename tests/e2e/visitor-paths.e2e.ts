/**
 * Paths that used to lose the visitor (issue 15), each followed as a person does in Chromium:
 * - at 390 px, signed out, "Favoritos" in the bottom menu (a client-side navigation) leads to
 *   the sign-in with the page as its return path, and signing in opens the favourites;
 * - at 1280 px, "Ingresar" on a search (after paging on the client) signs in and returns to
 *   that same search;
 * - a minimum price above the maximum keeps the results and says so beside the price; fixed,
 *   the message goes; `?page=999` shows the last page;
 * - offline, a search never saved says the visitor is offline and that it is not saved (never
 *   another search's saved copy), and a saved page shown offline is named as the saved version.
 * Screenshots in test-results/visitor-paths-*.png.
 */
import fs from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { answerCookies, DESKTOP, hydrated, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')
const VISITOR = { email: 'usuario@example.com', password: 'Demo1234!' }
const PRICE_MESSAGE = 'El precio máximo debe ser mayor que el mínimo'

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `test-results/visitor-paths-${name}.png`, fullPage })

/** Whether the element is on screen (Playwright's isVisible does not look at scrolling). */
function onScreen(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
  })
}

async function signInOnForm(page: Page) {
  await page.getByLabel('Correo electrónico').fill(VISITOR.email)
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(VISITOR.password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
}

/** The Envigado search the home page's city tile leads to. */
/** The search of a city, as the home page's city cards link to it. */
async function citySearch(page: Page, city: string): Promise<string> {
  await page.goto(`${baseUrl}/`)
  const href = await page.locator('a[href^="/properties/search?"]', { hasText: city }).first().getAttribute('href')
  expect(href).toMatch(/^\/properties\/search\?.*municipality_id=/)
  return href!
}
const envigadoSearch = (page: Page) => citySearch(page, 'Envigado')
/** A search with several pages of results in the demo (the largest city). */
const pagedSearch = (page: Page) => citySearch(page, 'Medellín')

test('at 390 px, signed out: "Favoritos" in the bottom menu → sign-in with a clean return path → the favourites', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl}/`)
  await hydrated(page)
  await answerCookies(page)
  await page.getByRole('navigation', { name: 'Menú inferior' }).getByRole('link', { name: 'Favoritos' }).click()
  await page.waitForURL(/\/login\?/)
  // The page asked for, not its data request (`favorites.data?_routes=…`).
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
    `/login?redirect=${encodeURIComponent('/user/panel/favorites')}`,
  )
  await shot(page, 'login-390')
  await signInOnForm(page)
  await page.waitForURL(`${baseUrl}/user/panel/favorites`)
  await page.getByRole('heading', { level: 1, name: 'Mi panel' }).waitFor()
  await page.getByRole('heading', { level: 2, name: 'Favoritos', exact: true }).waitFor()
  await shot(page, 'favorites-390')
  await context.close()
})

test('at 1280 px: "Ingresar" on a search (paged on the client) signs in and returns to that search', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const search = await pagedSearch(page)
  await page.goto(baseUrl + search)
  const signIn = page.locator('header').getByRole('link', { name: 'Ingresar', exact: true })
  // Server-rendered with the page as return path…
  expect(await signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(search)}`)
  await hydrated(page)
  await answerCookies(page)
  // …and kept up to date by client-side navigations.
  await page
    .getByRole('navigation', { name: 'Páginas de resultados' })
    .getByRole('link', { name: 'Página 2', exact: true })
    .click()
  await page.waitForURL(/page=2/)
  const paged = new URL(page.url()).pathname + new URL(page.url()).search
  await expect.poll(() => signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(paged)}`)

  await signIn.click()
  await page.waitForURL(/\/login\?redirect=/)
  await signInOnForm(page)
  await page.waitForURL(baseUrl + paged)
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en Medellín', exact: true }).waitFor()
  await expect(page.locator('header').getByRole('link', { name: 'Ingresar', exact: true }).count()).resolves.toBe(0)
  await context.close()
})

test('at 1280 px: a minimum price above the maximum keeps the results, with the message beside the price; fixed, it goes', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const search = await pagedSearch(page)
  await page.goto(baseUrl + search)
  await hydrated(page)
  await answerCookies(page)
  const panel = page.locator('aside').getByTestId('filters-panel')
  const price = panel.locator('fieldset', { hasText: 'Precio' })
  const cards = page.getByTestId('result-card')
  const before = await cards.count()
  expect(before).toBeGreaterThan(0)

  await price.getByLabel('Desde', { exact: true }).fill('5.000.000')
  await price.getByLabel('Hasta', { exact: true }).fill('1.000.000')
  await panel.getByRole('button', { name: 'Buscar', exact: true }).click()
  await page.waitForURL(/price_max=1000000/)
  const message = price.getByText(PRICE_MESSAGE, { exact: true })
  await message.waitFor()
  await expect.poll(() => onScreen(message)).toBe(true)
  // The results stay (the price left out), the heading too: no error page.
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en Medellín', exact: true }).waitFor()
  await expect(cards.count()).resolves.toBe(before)
  await expect(page.getByRole('heading', { name: /422/ }).count()).resolves.toBe(0)
  // What was typed stays in the boxes, and the maximum is marked and described by the message.
  const max = price.getByLabel('Hasta', { exact: true })
  await expect(max.inputValue()).resolves.toBe('1.000.000')
  await expect(max.getAttribute('aria-invalid')).resolves.toBe('true')
  expect(await max.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'))
  await shot(page, 'price-error-1280')

  await max.fill('9.000.000')
  await panel.getByRole('button', { name: 'Buscar', exact: true }).click()
  await page.waitForURL(/price_max=9000000/)
  await expect.poll(() => price.getByText(PRICE_MESSAGE).count()).toBe(0)
  await expect(max.getAttribute('aria-invalid')).resolves.toBeNull()
  await shot(page, 'price-fixed-1280')

  // A reload of the faulty address (server-rendered) shows the same: results and the message.
  const res = await page.goto(`${baseUrl}${search}&price_min=5000000&price_max=1000000`)
  expect(res?.status()).toBe(422)
  await price.getByText(PRICE_MESSAGE, { exact: true }).waitFor()
  await expect(cards.count()).resolves.toBe(before)
  await context.close()
})

test('at 390 px: in the filters drawer, the message opens the drawer again on the price; fixed, it closes', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  const search = await pagedSearch(page)
  await page.goto(baseUrl + search)
  await hydrated(page)
  await answerCookies(page)
  const cards = page.getByTestId('result-card')
  const before = await cards.count()
  await page.getByTestId('open-filters').click()
  const drawer = page.getByRole('dialog', { name: 'Filtros' })
  const price = drawer.locator('fieldset', { hasText: 'Precio' })
  await price.getByLabel('Desde', { exact: true }).fill('5.000.000')
  await price.getByLabel('Hasta', { exact: true }).fill('1.000.000')
  await drawer.getByRole('button', { name: 'Ver resultados' }).click()
  await page.waitForURL(/price_max=1000000/)
  const message = price.getByText(PRICE_MESSAGE, { exact: true })
  await message.waitFor()
  await expect.poll(() => onScreen(message)).toBe(true)
  await expect(cards.count()).resolves.toBe(before)
  await shot(page, 'price-error-390')

  await price.getByLabel('Hasta', { exact: true }).fill('9.000.000')
  await drawer.getByRole('button', { name: 'Ver resultados' }).click()
  await page.waitForURL(/price_max=9000000/)
  await expect.poll(() => page.getByText(PRICE_MESSAGE).count()).toBe(0)
  await expect.poll(() => drawer.isVisible()).toBe(false)
  await expect(cards.count()).resolves.toBeGreaterThan(0)
  await shot(page, 'price-fixed-390')
  await context.close()
})

test('?page=999 shows the last page', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const search = await pagedSearch(page)
  await page.goto(`${baseUrl}${search}&page=999`)
  const last = Number(new URL(page.url()).searchParams.get('page'))
  expect(last).toBeGreaterThan(1)
  expect(last).toBeLessThan(999)
  await expect(page.getByTestId('result-card').count()).resolves.toBeGreaterThan(0)
  const pages = page.getByRole('navigation', { name: 'Páginas de resultados' })
  await expect(pages.locator('[aria-current="page"]').textContent()).resolves.toBe(String(last))
  await expect(pages.getByRole('link', { name: 'Siguiente' }).count()).resolves.toBe(0)
  await shot(page, 'last-page-1280')
  await context.close()
})

test('offline at 390 px: an Envigado search not saved says so (never the saved nationwide one); a saved page is named as such', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  const envigado = await envigadoSearch(page)
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 })
  // The nationwide search, seen online: the worker keeps a copy.
  await page.goto(`${baseUrl}/properties/search`)
  const nationwide = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.waitForFunction(
    async () => (await (await caches.open('wi-pages')).keys()).some((r) => r.url.endsWith('/properties/search')),
    null,
    { timeout: 10_000 },
  )
  await context.setOffline(true)

  await page.goto(baseUrl + envigado)
  expect(page.url()).toBe(`${baseUrl}/offline?from=${encodeURIComponent(envigado)}`)
  await page.getByRole('heading', { level: 1, name: 'No hay conexión a internet' }).waitFor()
  await expect(
    page.getByText('Esta página no está guardada en tu dispositivo.', { exact: false }).count(),
  ).resolves.toBe(1)
  await expect(page.getByRole('heading', { level: 1, name: nationwide }).count()).resolves.toBe(0)
  await expect(page.getByTestId('network-status').textContent()).resolves.toContain('Sin conexión')
  // The saved pages are offered as what they are.
  const saved = page.getByTestId('offline-pages')
  await saved.waitFor()
  await shot(page, 'offline-not-saved-390', true)

  await saved.getByRole('link', { name: nationwide }).click()
  await page.waitForURL(`${baseUrl}/properties/search`)
  await page.getByRole('heading', { level: 1, name: nationwide }).waitFor()
  await expect
    .poll(() => page.getByTestId('network-status').textContent())
    .toBe(`Sin conexión. Estás viendo la última versión guardada de «${nationwide}».`)
  await shot(page, 'offline-saved-390')
  await context.setOffline(false)
  await context.close()
})
