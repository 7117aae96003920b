/**
 * The credit simulator of a sale listing in Chromium at 390 and 1280 px: the estimate and the
 * server's form before any of its code loads; opened by keyboard, the interactive simulator
 * loads; a down payment below the minimum shows its message, corrected it goes; years and rate
 * changed give the payment of the check ($450.000.000, 30 % down, 20 years at 12 % E.A.
 * → $ 3.334.664, worked out in core/mortgage/mortgage.rules.test.ts); leasing; no WCAG A/AA
 * violation. Without JavaScript the form is submitted to the page. A rental has no simulator.
 * Screenshots go to test-results/.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
let saleUrl: string
let rentUrl: string
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
  const search = (await (await fetch(`${baseUrl}/api/properties/search?per_page=48`)).json()) as {
    data: { url: string; operation: string; price: number | null }[]
  }
  saleUrl = search.data.find((l) => l.operation === 'sale' && l.price)!.url
  rentUrl = search.data.find((l) => l.operation === 'rent')!.url
  expect(saleUrl).toBeTruthy()
  expect(rentUrl).toBeTruthy()
})
afterAll(() => browser?.close())

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim()

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${name} px: opened by keyboard, a too-low down payment, the fix, years and rate, leasing`, async () => {
    const { page, context } = await newPage(browser, viewport)
    // Cookies accepted, so that the banner does not cover the screenshots.
    await context.addCookies([{ name: 'user_agree_cookies_policies', value: 'true', url: baseUrl }])
    const requests: string[] = []
    const problems: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    page.on('pageerror', (e) => problems.push(e.message))
    // Hydration mismatches and script errors; map tiles cannot load here (no network).
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text())
    })
    await page.goto(saleUrl)

    const section = page.locator('#simulador')
    await expect(section.getByRole('heading', { name: 'Simulador de crédito' }).isVisible()).resolves.toBe(true)
    await expect(text(page, 'mortgage-estimate')).resolves.toMatch(/^Cuota estimada: \$ [\d.]+ al mes/)
    // Hydrated (the gallery's button works), and the simulator's code not loaded while closed.
    await page.getByRole('button', { name: /Ver fotos en pantalla completa/ }).waitFor()
    await page.waitForTimeout(300)
    expect(requests.some((u) => u.includes('mortgage-simulator'))).toBe(false)
    // The server's form is in the page, kept as it is by hydration.
    await expect(page.getByTestId('mortgage-form').count()).resolves.toBe(1)
    await page.screenshot({ path: `test-results/mortgage-page-${name}.png`, fullPage: true })

    // Open by keyboard: the interactive simulator loads.
    const summary = section.getByText('Simular con mis datos')
    await summary.focus()
    await page.keyboard.press('Enter')
    await page.locator('[data-testid="mortgage-form"][data-interactive]').waitFor()
    expect(requests.some((u) => u.includes('mortgage-simulator'))).toBe(true)

    // The home: $450.000.000, with a down payment below the 30 % minimum.
    await field(page, 'Precio del inmueble').fill('450.000.000')
    const downPayment = field(page, 'Cuota inicial')
    await downPayment.fill('100.000.000')
    const message = section.getByText('La cuota inicial mínima es $ 135.000.000 (30 % del precio)')
    await expect.poll(() => message.isVisible()).toBe(true)
    await expect(downPayment.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(text(page, 'mortgage-results')).resolves.toBe('Corrige los datos marcados para ver la cuota.')

    // Corrected: the message goes, results come back.
    await downPayment.fill('135.000.000')
    await expect.poll(() => message.count()).toBe(0)
    await expect(downPayment.getAttribute('aria-invalid')).resolves.toBeNull()

    // Years and rate: 15 years first, then the 20 years at 12 % E.A.
    await field(page, 'Plazo en años').fill('15')
    await field(page, 'Tasa efectiva anual (%)').fill('12')
    await expect.poll(() => text(page, 'mortgage-payment')).toBe('$ 3.657.110')
    await field(page, 'Plazo en años').fill('20')
    await expect.poll(() => text(page, 'mortgage-payment')).toBe('$ 3.334.664')
    await expect(text(page, 'mortgage-financed')).resolves.toBe('$ 315.000.000')
    await expect(text(page, 'mortgage-income')).resolves.toBe('$ 11.115.547')
    const rows = page.getByTestId('mortgage-table').locator('tbody tr')
    await expect(rows.count()).resolves.toBe(6)
    await expect(rows.nth(3).textContent()).resolves.toBe('20 años$ 3.334.664$ 11.115.547')
    // The results are announced: a polite live region.
    await expect(page.getByTestId('mortgage-results').getAttribute('aria-live')).resolves.toBe('polite')

    if (name === '1280') {
      const results = await new AxeBuilder({ page: page as never })
        .include('#simulador')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
    await section.screenshot({ path: `test-results/mortgage-${name}.png` })

    // Leasing, chosen with the arrow key like any radio group: the purchase option field appears,
    // the rate typed stays, the canon amortises the amount financed less the option's present value.
    await page.getByRole('radio', { name: 'Crédito hipotecario' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Leasing habitacional' }).isChecked()).resolves.toBe(true)
    await expect(field(page, 'Opción de compra (% del precio)').isVisible()).resolves.toBe(true)
    await expect(field(page, 'Tasa efectiva anual (%)').inputValue()).resolves.toBe('12')
    await expect.poll(() => text(page, 'mortgage-payment')).toBe('$ 3.285.279')
    await section.screenshot({ path: `test-results/mortgage-leasing-${name}.png` })

    // A similar listing (for sale too) opened in the page, a client-side navigation: its own
    // simulator, empty until opened, then live with its own price.
    if (name === '1280') {
      const similar = page.locator('section[aria-labelledby="similar-title"] a[href*="/property/"]').first()
      const similarPath = new URL((await similar.getAttribute('href'))!, baseUrl).pathname
      const code = await page
        .getByText(/^Código WI-/)
        .first()
        .textContent()
      await similar.click()
      await page.waitForURL((url) => url.pathname === similarPath)
      // The listing code (unique) tells the new page has rendered.
      await expect
        .poll(() =>
          page
            .getByText(/^Código WI-/)
            .first()
            .textContent(),
        )
        .not.toBe(code)
      await expect(page.getByTestId('mortgage-form').count()).resolves.toBe(0)
      await page.locator('#simulador').getByText('Simular con mis datos').click()
      await page.locator('[data-testid="mortgage-form"][data-interactive]').waitFor()
      await expect(field(page, 'Precio del inmueble').inputValue()).resolves.not.toBe('450.000.000')
    }

    expect(problems).toEqual([])
    await context.close()
  })
}

test('without JavaScript the server’s form shows the defaults and answers a submission', async () => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'es-CO', javaScriptEnabled: false })
  await context.addCookies([{ name: 'user_agree_cookies_policies', value: 'true', url: baseUrl }])
  const page = await context.newPage()
  await page.goto(saleUrl)
  await page.getByText('Simular con mis datos').click()
  await expect(page.getByTestId('mortgage-payment').isVisible()).resolves.toBe(true)
  await expect(field(page, 'Plazo en años').inputValue()).resolves.toBe('20')
  await field(page, 'Precio del inmueble').fill('450.000.000')
  await field(page, 'Cuota inicial').fill('100.000.000')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await page.waitForURL(/down_payment=100.000.000/)
  await expect(page.getByText('La cuota inicial mínima es $ 135.000.000 (30 % del precio)').isVisible()).resolves.toBe(
    true,
  )
  await field(page, 'Cuota inicial').fill('135.000.000')
  await field(page, 'Tasa efectiva anual (%)').fill('12')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await page.waitForURL(/down_payment=135.000.000/)
  await expect(text(page, 'mortgage-payment')).resolves.toBe('$ 3.334.664')
  await page.getByTestId('mortgage-results').scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/mortgage-nojs-390.png' })
  await context.close()
})

test('a rental listing has no simulator', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await page.goto(rentUrl)
  await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true)
  await expect(page.locator('#simulador').count()).resolves.toBe(0)
  await expect(page.getByText('Simulador de crédito').count()).resolves.toBe(0)
  await context.close()
})
