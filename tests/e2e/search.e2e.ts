/**
 * The search page in Chromium at 390 and 1280 px, searched as a Colombian visitor would:
 * a 3-bedroom apartment for rent in Envigado under $3.000.000. On a phone the filters are
 * in a drawer; on a desktop in the side panel, applied as they change. The map opens on
 * demand (Leaflet is not loaded before). Screenshots go to test-results/.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
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

/** Every card shows Envigado and a rent of at most $ 3.000.000. */
async function expectEnvigadoUnderBudget(page: Page) {
  const cards = page.getByTestId('result-card')
  const count = await cards.count()
  for (let i = 0; i < count; i++) {
    const text = (await cards.nth(i).textContent()) ?? ''
    expect(text).toContain('Envigado')
    const price = Number(/\$ ([\d.]+)\/mes/.exec(text)?.[1].replace(/\./g, ''))
    expect(price).toBeLessThanOrEqual(3_000_000)
    const bedrooms = Number(/(\d+) hab\./.exec(text)?.[1])
    expect(bedrooms).toBeGreaterThanOrEqual(3)
  }
  // The page says how many it found, and the API agrees.
  const url = new URL(page.url())
  const api = (await (await fetch(`${baseUrl}/api/properties/search?${url.searchParams}`)).json()) as {
    meta: { total: number }
  }
  const shown = (await page.getByTestId('result-count').textContent()) ?? ''
  expect(shown.replace(/\./g, '')).toContain(api.meta.total === 1 ? '1 inmueble' : `${api.meta.total} inmuebles`)
  return count
}

async function expectMapOpens(page: Page, scripts: string[]) {
  expect(scripts.some((s) => /leaflet/i.test(s))).toBe(false)
  await page.getByTestId('open-map').click()
  await page.waitForURL(/view=map/)
  await page.locator('.leaflet-container').waitFor({ timeout: 15_000 })
  expect(scripts.some((s) => /leaflet/i.test(s))).toBe(true)
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.leaflet-marker-icon').length > 0 ||
      !!document.querySelector('[data-testid="empty-state"]'),
    null,
    { timeout: 15_000 },
  )
}

test('at 390 px: from the Envigado tile, the filters drawer narrows to 3 bedrooms under $3.000.000; the map opens', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  const scripts: string[] = []
  page.on('request', (r) => scripts.push(r.url()))
  // From the home page's city tile, as a visitor in Envigado would start.
  await page.goto(`${baseUrl}/`)
  await page
    .getByRole('link', { name: /Envigado/ })
    .first()
    .click()
  await page.waitForURL(/\/properties\/search\?.*municipality_id=/)
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en Envigado', exact: true }).waitFor()

  // Filters in a drawer on a phone.
  await page.getByTestId('open-filters').click()
  const drawer = page.getByRole('dialog', { name: 'Filtros' })
  await drawer.waitFor()
  await drawer
    .locator('label')
    .filter({ hasText: /^Arriendo$/ })
    .click()
  await drawer.getByRole('checkbox', { name: /^Apartamento/ }).check()
  await drawer.locator('fieldset', { hasText: 'Habitaciones' }).locator('label').filter({ hasText: /^3\+/ }).click()
  await drawer.getByLabel('Hasta', { exact: true }).fill('3.000.000')
  await drawer.getByRole('button', { name: 'Ver resultados' }).click()
  await page.waitForURL(/bedrooms=3/)
  expect(page.url()).toContain('price_max=3000000')
  await expect(drawer.isVisible()).resolves.toBe(false)
  await page.getByRole('heading', { level: 1, name: 'Apartamentos en arriendo en Envigado', exact: true }).waitFor()
  await expectEnvigadoUnderBudget(page)
  await expect(page.getByRole('link', { name: 'Quitar 3+ habitaciones' }).isVisible()).resolves.toBe(true)
  await page.screenshot({ path: 'test-results/search-390.png', fullPage: false })

  await expectMapOpens(page, scripts)
  await page.screenshot({ path: 'test-results/search-map-390.png' })
  await context.close()
})

test('at 1280 px: a choice ticked while the page is still loading its scripts is applied once they run', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  // A slow phone line: the panel is painted and clickable well before the scripts arrive.
  // The scripts are held until the test lets them go, so the choices are surely made first.
  let releaseScripts!: () => void
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsReleased
    await route.continue()
  })
  // React Router's inline context is in the HTML; the entry script adds the route modules and
  // React marks the elements it hydrated (a `__reactFiber$…` key on the node).
  const hydrated = () =>
    page.evaluate(
      () =>
        '__reactRouterRouteModules' in window ||
        Object.keys(document.querySelector('aside [data-testid="filters-panel"]') ?? {}).some((k) =>
          k.startsWith('__reactFiber$'),
        ),
    )
  await page.goto(`${baseUrl}/properties/search`, { waitUntil: 'domcontentloaded' })
  const panel = page.locator('aside').getByTestId('filters-panel')
  expect(await hydrated()).toBe(false)
  await panel
    .locator('label')
    .filter({ hasText: /^Arriendo$/ })
    .click()
  await panel.getByRole('checkbox', { name: /^Apartamento/ }).check()
  // Without scripts nothing is applied yet: the choices wait in the form.
  expect(await hydrated()).toBe(false)
  expect(new URL(page.url()).search).toBe('')
  releaseScripts()
  await page.waitForURL((url) => url.searchParams.has('operation_type_id') && url.searchParams.has('property_types'), {
    timeout: 15_000,
  })
  await page.getByRole('heading', { level: 1, name: /^Apartamentos en arriendo/ }).waitFor()
  // Once running, the panel goes on applying each choice on top of those.
  await panel.locator('fieldset', { hasText: 'Habitaciones' }).locator('label').filter({ hasText: /^3\+/ }).click()
  await page.waitForURL(
    (url) =>
      url.searchParams.get('bedrooms') === '3' &&
      url.searchParams.has('operation_type_id') &&
      url.searchParams.has('property_types'),
  )
  await context.close()
})

test('at 1280 px: the side panel applies each choice; chips remove them; accessible; the map opens', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const scripts: string[] = []
  page.on('request', (r) => scripts.push(r.url()))
  await page.goto(`${baseUrl}/properties/search`)
  const panel = page.locator('aside').getByTestId('filters-panel')
  await panel
    .locator('label')
    .filter({ hasText: /^Arriendo$/ })
    .click()
  await page.waitForURL(/operation_type_id=/)
  await panel.getByRole('checkbox', { name: /^Apartamento/ }).check()
  await page.waitForURL(/property_types=/)
  await panel.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' })
  await page.waitForURL(/department_id=/)
  await panel.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Envigado' })
  await page.waitForURL(/municipality_id=/)
  await panel.locator('fieldset', { hasText: 'Habitaciones' }).locator('label').filter({ hasText: /^3\+/ }).click()
  await page.waitForURL(/bedrooms=3/)
  // The panel is drawn again for each new search: type the price once the last one has arrived.
  await page.waitForLoadState('networkidle')
  await panel.getByLabel('Hasta', { exact: true }).fill('3.000.000')
  await panel.getByRole('button', { name: 'Buscar' }).click()
  await page.waitForURL(/price_max=3000000/)
  // The heading is already right after the previous step: wait for the new results instead.
  await page.waitForLoadState('networkidle')
  await expect
    .poll(async () =>
      (await page.getByTestId('result-card').allTextContents()).every(
        (t) => Number(/\$ ([\d.]+)\/mes/.exec(t)?.[1].replace(/\./g, '')) <= 3_000_000,
      ),
    )
    .toBe(true)
  await page.getByRole('heading', { level: 1, name: 'Apartamentos en arriendo en Envigado', exact: true }).waitFor()
  const found = await expectEnvigadoUnderBudget(page)
  await page.screenshot({ path: 'test-results/search-1280.png', fullPage: false })

  // The canonical link names the filters; removing a chip widens the search.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toContain('municipality_id=')
  await page.getByRole('link', { name: 'Quitar 3+ habitaciones' }).click()
  await page.waitForURL((url) => !url.searchParams.has('bedrooms'))
  const widened = await page.getByTestId('result-card').count()
  expect(widened).toBeGreaterThanOrEqual(found)

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(
    axe.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '').slice(0, 160)).join(' | ')}`,
    ),
  ).toEqual([])

  await expectMapOpens(page, scripts)
  await page.screenshot({ path: 'test-results/search-map-1280.png' })
  await context.close()
})
