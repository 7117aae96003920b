/**
 * The search page in Chromium at 390 and 1280 px, searched as a Colombian visitor would:
 * a 3-bedroom apartment for rent in Envigado under $3.000.000. On a phone the filters are
 * in a drawer; on a desktop in the side panel, applied as they change. The map opens on
 * demand (Leaflet is not loaded before). The long lists (municipalities, barrios, features)
 * come from the API once the scripts run, or from the server without JavaScript. A price
 * typed while a search arrives is kept. Screenshots go to test-results/.
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
    const bedrooms = Number(/(\d+) alcobas?/.exec(text)?.[1])
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
  await drawer.locator('fieldset', { hasText: 'Alcobas' }).locator('label').filter({ hasText: /^3\+/ }).click()
  await drawer.getByLabel('Hasta', { exact: true }).fill('3.000.000')
  await drawer.getByRole('button', { name: 'Ver resultados' }).click()
  await page.waitForURL(/bedrooms=3/)
  expect(page.url()).toContain('price_max=3000000')
  await expect(drawer.isVisible()).resolves.toBe(false)
  await page.getByRole('heading', { level: 1, name: 'Apartamentos en arriendo en Envigado', exact: true }).waitFor()
  await expectEnvigadoUnderBudget(page)
  await expect(page.getByTestId('chips').getByRole('link', { name: 'Quitar 3+ alcobas' }).isVisible()).resolves.toBe(
    true,
  )
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
  await panel.locator('fieldset', { hasText: 'Alcobas' }).locator('label').filter({ hasText: /^3\+/ }).click()
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
  await panel.locator('fieldset', { hasText: 'Alcobas' }).locator('label').filter({ hasText: /^3\+/ }).click()
  await page.waitForURL(/bedrooms=3/)
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
  // Polled for its text, so that a wrong heading is named in the failure.
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
    .toBe('Apartamentos en arriendo en Envigado')
  const found = await expectEnvigadoUnderBudget(page)
  await page.screenshot({ path: 'test-results/search-1280.png', fullPage: false })

  // The canonical link names the filters; removing a chip widens the search.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toContain('/arriendo/apartamentos/envigado?') // its landing (ADR 0021)
  await page.getByTestId('chips').getByRole('link', { name: 'Quitar 3+ alcobas' }).click()
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

/** Holds the page's data requests (React Router's `.data` fetches) until the returned function is called. */
async function holdSearchData(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/properties\/search\.data/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('at 1280 px: a price typed while the last choice’s results arrive is kept, and then applied', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await page.goto(`${baseUrl}/properties/search`)
  const panel = page.locator('aside').getByTestId('filters-panel')
  await panel.getByRole('checkbox', { name: /^Apartamento/ }).waitFor()
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  const release = await holdSearchData(page)
  await panel
    .locator('label')
    .filter({ hasText: /^Arriendo$/ })
    .click()
  // The search for rentals is on its way; the visitor types a budget meanwhile.
  const priceMax = panel.getByLabel('Hasta', { exact: true })
  await priceMax.click()
  await priceMax.pressSequentially('2.500.000')
  release()
  await page.waitForURL(/operation_type_id=/)
  await page.getByRole('heading', { level: 1, name: /^Inmuebles en arriendo/ }).waitFor()
  await expect.poll(() => page.getByTestId('result-count').textContent()).not.toContain('2.204')
  // The new results arrived without wiping what was typed, nor moving the focus from it.
  await expect(priceMax.inputValue()).resolves.toBe('2.500.000')
  await expect(priceMax.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
  await page.unroute(/\/properties\/search\.data/)
  await priceMax.press('Enter')
  await page.waitForURL(
    (url) => url.searchParams.get('price_max') === '2500000' && url.searchParams.has('operation_type_id'),
  )
  await expect(priceMax.inputValue()).resolves.toBe('2.500.000')
  await context.close()
})

test('at 1280 px: barrios and features load when opened; a failed load and a failed search are retried', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const apiCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/places/sectors') || r.url().includes('/api/features')) apiCalls.push(r.url())
  })
  await page.goto(`${baseUrl}/properties/search`)
  const panel = page.locator('aside').getByTestId('filters-panel')
  await panel.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' })
  await page.waitForURL(/department_id=/)
  // The department's municipalities are fetched once the page runs: the select waits for them.
  await panel.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Medellín' })
  await page.waitForURL(/municipality_id=/)
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en Medellín', exact: true }).waitFor()
  expect(apiCalls).toEqual([])

  // The barrios: the first load fails, the visitor tries again.
  const barrio = panel.locator('details', { hasText: 'Barrio o sector' })
  await page.route('**/api/places/sectors**', (route) => route.abort())
  await barrio.locator('summary').click()
  await expect(barrio.getByRole('alert').textContent()).resolves.toContain('No pudimos cargar la lista.')
  await page.unroute('**/api/places/sectors**')
  await barrio.getByRole('button', { name: 'Reintentar' }).click()
  await barrio.getByLabel('Barrio o sector').selectOption({ label: 'Laureles' })
  await page.waitForURL(/sector_id=/)
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en Laureles, Medellín', exact: true }).waitFor()
  await page.getByTestId('chips').getByRole('link', { name: 'Quitar Laureles' }).waitFor()
  // The list stays open, showing the choice; closing and opening it again asks for nothing.
  await expect(barrio.getByLabel('Barrio o sector').inputValue()).resolves.not.toBe('')
  await barrio.locator('summary').click()
  await barrio.locator('summary').click()
  await expect(barrio.getByLabel('Barrio o sector').isVisible()).resolves.toBe(true)
  expect(apiCalls.filter((u) => u.includes('/api/places/sectors'))).toHaveLength(2) // the failed one and the retry

  // The features: open, pick one, then a second one.
  const features = panel.locator('details', { hasText: 'Más características' })
  await features.locator('summary').click()
  await features.getByRole('checkbox', { name: 'Piscina' }).check()
  await page.waitForURL((url) => url.searchParams.getAll('features').length === 1)
  await page.getByTestId('chips').getByRole('link', { name: 'Quitar Piscina' }).waitFor()
  await features.getByRole('checkbox', { name: 'Ascensor' }).check()
  await page.waitForURL((url) => url.searchParams.getAll('features').length === 2)
  await page.getByTestId('chips').getByRole('link', { name: 'Quitar Ascensor' }).waitFor()
  await expect(features.getByRole('checkbox', { name: 'Piscina' }).isChecked()).resolves.toBe(true)
  await expect(features.getByRole('checkbox', { name: 'Ascensor' }).isChecked()).resolves.toBe(true)
  expect(apiCalls.filter((u) => u.includes('/api/features'))).toHaveLength(1)
  await page.screenshot({ path: 'test-results/search-on-demand-1280.png' })

  // A minimum above the maximum is refused; back on the search, corrected, it goes through
  // with the barrio and both features still chosen.
  await panel.getByLabel('Desde', { exact: true }).fill('9.000.000')
  await panel.getByLabel('Hasta', { exact: true }).fill('1.000.000')
  await panel.getByRole('button', { name: 'Buscar' }).click()
  // The results stay, with the message beside the price (issue 15).
  await panel.getByText('El precio máximo debe ser mayor que el mínimo', { exact: true }).waitFor()
  await page.goBack()
  await page.getByTestId('chips').getByRole('link', { name: 'Quitar Ascensor' }).waitFor()
  await panel.getByLabel('Desde', { exact: true }).fill('1.000.000')
  await panel.getByLabel('Hasta', { exact: true }).fill('9.000.000')
  await panel.getByRole('button', { name: 'Buscar' }).click()
  await page.waitForURL(
    (url) =>
      url.searchParams.get('price_min') === '1000000' &&
      url.searchParams.get('price_max') === '9000000' &&
      url.searchParams.has('sector_id') &&
      url.searchParams.getAll('features').length === 2,
  )
  await page.getByTestId('chips').getByRole('link', { name: 'Quitar Laureles' }).waitFor()
  await context.close()
})

test('at 390 px: a barrio chosen in the drawer', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl}/properties/search`)
  await page.getByTestId('open-filters').click()
  const drawer = page.getByRole('dialog', { name: 'Filtros' })
  await drawer.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' })
  await drawer.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Medellín' })
  await page.waitForURL(/municipality_id=/)
  const barrio = drawer.locator('details', { hasText: 'Barrio o sector' })
  await barrio.locator('summary').click()
  await barrio.getByLabel('Barrio o sector').selectOption({ label: 'Laureles' })
  await drawer.getByRole('button', { name: 'Ver resultados' }).click()
  await page.waitForURL(/sector_id=/)
  await expect(drawer.isVisible()).resolves.toBe(false)
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en Laureles, Medellín', exact: true }).waitFor()
  await context.close()
})

test('at 390 px without JavaScript: the filters disclosure, and the barrios and features listed by the server', async () => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'es-CO', javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/properties/search`)
  const form = page.getByTestId('filters-panel')
  await expect(form.isVisible()).resolves.toBe(false)
  await page.locator('summary', { hasText: 'Filtros' }).click()
  await expect(form.isVisible()).resolves.toBe(true)
  await form.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' })
  await form.getByRole('button', { name: 'Buscar' }).click()
  await page.waitForURL(/department_id=/)
  // The municipalities, then the barrios, then the features: each a button asking the server for the list.
  await page.locator('summary', { hasText: 'Filtros' }).click()
  await form.getByRole('button', { name: 'Ver todos los municipios' }).click()
  await page.locator('summary', { hasText: 'Filtros' }).click()
  await form.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Medellín' })
  await form.getByRole('button', { name: 'Buscar' }).click()
  await page.waitForURL(/municipality_id=/)
  await page.locator('summary', { hasText: 'Filtros' }).click()
  await form.locator('summary', { hasText: 'Barrio o sector' }).click()
  await form.getByRole('button', { name: 'Ver la lista de barrios' }).click()
  await page.locator('summary', { hasText: 'Filtros' }).click()
  await form.getByLabel('Barrio o sector').selectOption({ label: 'Laureles' })
  await form.locator('summary', { hasText: 'Más características' }).click()
  await form.getByRole('button', { name: 'Ver todas las características' }).click()
  await page.locator('summary', { hasText: 'Filtros' }).click()
  // The barrio chosen before asking for the features travelled with that request.
  await expect(form.locator('summary', { hasText: 'Barrio o sector' }).textContent()).resolves.toContain('Laureles')
  await form.getByRole('checkbox', { name: 'Piscina' }).check()
  await form.getByRole('button', { name: 'Buscar' }).click()
  await page.waitForURL((url) => url.searchParams.has('sector_id') && url.searchParams.has('features'))
  await page.getByRole('heading', { level: 1, name: 'Inmuebles en Laureles, Medellín', exact: true }).waitFor()
  await page.getByTestId('chips').getByRole('link', { name: 'Quitar Piscina' }).waitFor()
  await page.screenshot({ path: 'test-results/search-no-js-390.png' })
  await context.close()
})
