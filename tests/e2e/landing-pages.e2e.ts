/**
 * Landing addresses in Chromium at 390 and 1280 px (ADR 0021): a visitor follows the footer's
 * "Apartamentos en arriendo en Medellín" to /arriendo/apartamentos/medellin, sees the results
 * and their introduction, narrows them (the address stays the landing's, with the filter as a
 * query), removes chips back to wider landings and follows a breadcrumb. Screenshots go to
 * test-results/.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** From a page's footer to the Medellín apartments landing. */
async function openFromFooter(page: Page) {
  await page.goto(`${baseUrl}/about_us`)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Apartamentos en arriendo en Medellín' }).click()
  await page.waitForURL(`${baseUrl}/arriendo/apartamentos/medellin`)
  await page.getByRole('heading', { level: 1, name: 'Apartamentos en arriendo en Medellín', exact: true }).waitFor()
  expect(await page.getByTestId('result-card').count()).toBeGreaterThan(0)
  const intro = (await page.getByTestId('search-intro').textContent()) ?? ''
  expect(intro).toMatch(/^[\d.]+ apartamentos? en arriendo en Medellín.* \$ [\d.]+.* al mes\.$/)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    `${baseUrl}/arriendo/apartamentos/medellin`,
  )
  const crumbs = page.getByTestId('breadcrumbs')
  expect((await crumbs.textContent())?.replace(/\s+/g, ' ')).toContain('Inicio›Arriendo›Apartamentos›Medellín')
}

/** Every card is an apartment in Medellín with at least `bedrooms` bedrooms. */
async function expectCards(page: Page, bedrooms: number) {
  // The new results replace the old ones just after the address changes.
  await expect
    .poll(async () => {
      const texts = await page.getByTestId('result-card').allTextContents()
      return (
        texts.length > 0 &&
        texts.every((t) => t.includes('Medellín') && Number(/(\d+) alcobas?/.exec(t)?.[1] ?? 0) >= bedrooms)
      )
    })
    .toBe(true)
}

test('at 1280 px: footer link, a filter in the panel, chips back to wider landings, a breadcrumb', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await openFromFooter(page)
  await page.screenshot({ path: 'test-results/landing-1280.png' })

  // A filter keeps the landing's address, the filter in its query.
  const panel = page.locator('aside').getByTestId('filters-panel')
  await panel.locator('fieldset', { hasText: 'Alcobas' }).locator('label').filter({ hasText: /^3\+/ }).click()
  await page.waitForURL(`${baseUrl}/arriendo/apartamentos/medellin?bedrooms=3`)
  await page.getByRole('link', { name: 'Quitar 3+ alcobas' }).waitFor()
  await expectCards(page, 3)
  await page.screenshot({ path: 'test-results/landing-filtered-1280.png' })

  // Chips lead to the landings of what remains.
  await page.getByRole('link', { name: 'Quitar 3+ alcobas' }).click()
  await page.waitForURL(`${baseUrl}/arriendo/apartamentos/medellin`)
  // The address changes just before the page is drawn again: the chips still carry the bedrooms until then.
  await page.getByRole('link', { name: 'Quitar 3+ alcobas' }).waitFor({ state: 'detached' })
  await page.getByRole('link', { name: 'Quitar Apartamento' }).click()
  await page.waitForURL(`${baseUrl}/arriendo/medellin`)
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en arriendo en Medellín', exact: true }).waitFor()

  // The breadcrumb widens to every rental.
  await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Arriendo' }).click()
  await page.waitForURL(`${baseUrl}/arriendo`)
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en arriendo en Colombia', exact: true }).waitFor()
  expect(await page.getByTestId('result-card').count()).toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/landing-crumb-1280.png' })
  await context.close()
})

test('at 390 px: the drawer narrows the landing; a chip and a breadcrumb; the English landing', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await openFromFooter(page)
  await page.screenshot({ path: 'test-results/landing-390.png' })

  await page.getByTestId('open-filters').click()
  const drawer = page.getByRole('dialog', { name: 'Filtros' })
  await drawer.waitFor()
  await drawer.locator('fieldset', { hasText: 'Alcobas' }).locator('label').filter({ hasText: /^2\+/ }).click()
  await drawer.getByRole('button', { name: /^Ver/ }).click()
  await page.waitForURL(`${baseUrl}/arriendo/apartamentos/medellin?bedrooms=2`)
  await page.getByRole('link', { name: 'Quitar 2+ alcobas' }).waitFor()
  await expectCards(page, 2)
  await page.screenshot({ path: 'test-results/landing-filtered-390.png' })

  await page.getByRole('link', { name: 'Quitar Apartamento' }).click()
  await page.waitForURL(`${baseUrl}/arriendo/medellin?bedrooms=2`)
  await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Inicio' }).click()
  await page.waitForURL(`${baseUrl}/`)

  // The same landing in English, with English words.
  await page.goto(`${baseUrl}/arriendo/apartamentos/medellin`)
  // The menu opens on a click; one made while the page's scripts take over can be undone: open it again.
  const english = page
    .getByRole('link', { name: /English/ })
    .filter({ visible: true })
    .first()
  await expect
    .poll(
      async () => {
        if ((await english.count()) === 0) await page.locator('summary', { hasText: 'Menú' }).click()
        return english.count()
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
  await english.click()
  await page.waitForURL(`${baseUrl}/en/rent/apartments/medellin`)
  await page.getByRole('heading', { level: 1, name: 'Apartments for rent in Medellín', exact: true }).waitFor()
  expect(pathOf(page)).toBe('/en/rent/apartments/medellin')
  await page.screenshot({ path: 'test-results/landing-en-390.png' })
  await context.close()
})
