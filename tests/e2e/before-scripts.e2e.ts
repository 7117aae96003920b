/**
 * Before the scripts run (ADR 0022): the page paints from its HTML and asks for its scripts
 * afterwards, so on a slow line a visitor can press a button before React has attached to it.
 * Here the framework's file is held back for two seconds, as a slow 4G line would: a tap on
 * "Solicitar visita" in that time opens the form once the scripts have run, without a second
 * tap; the page had painted, with its photo, before any script was asked for. A project's
 * payment plan submitted while the scripts never come is answered by the page itself: the
 * wrong cuota inicial's message with what was typed, then, fixed, the plan.
 */
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { api, sitemapUrls, type Json } from './api'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

/** A published listing, as the sitemap lists it. */
const listingPath = async () => new URL((await sitemapUrls(baseUrl, 'listings'))[0]).pathname

test('at 390 px on a slow line, "Solicitar visita" pressed before the scripts run opens the form once they have', async () => {
  const path = await listingPath()
  const { page, context } = await newPage(browser, MOBILE)
  await context.addCookies([{ name: 'user_agree_cookies_policies', value: 'true', url: baseUrl }])
  const scriptAsked: number[] = []
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    scriptAsked.push(Date.now())
    await held
    await route.continue()
  })
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' })
  const photo = page.locator('img[fetchpriority="high"]')
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)
  expect(painted).toBe(1)

  // The visitor taps while the scripts are still on their way: nothing is attached yet.
  const button = page.getByTestId('open-visit')
  await button.scrollIntoViewIfNeeded()
  const attached = () => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))
  expect(await attached()).toBe(false)
  await button.click()
  expect(await page.getByTestId('visit-request-form').count()).toBe(0)
  await page.screenshot({ path: 'test-results/before-scripts-tap-390.png' })

  // The scripts arrive: the page hydrates and the tap is answered.
  expect(scriptAsked.length).toBe(1)
  release()
  await page.getByTestId('visit-request-form').waitFor()
  expect(await attached()).toBe(true)
  expect(await page.getByRole('dialog').count()).toBe(1)
  await page.screenshot({ path: 'test-results/before-scripts-form-390.png' })
  expect(errors).toEqual([])
  await context.close()
})

test('at 1280 px offline, the message form says it cannot be fetched; back online, the next click opens it', async () => {
  const path = await listingPath()
  const { page, context } = await newPage(browser)
  await context.addCookies([{ name: 'user_agree_cookies_policies', value: 'true', url: baseUrl }])
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(baseUrl + path)
  await page.waitForFunction(() => (window as unknown as { __wiHydrated?: boolean }).__wiHydrated === true)
  const button = page.getByTestId('open-message').first()
  await context.setOffline(true)
  await button.click()
  await page.getByText('Error al cargar los datos').first().waitFor()
  expect(await page.getByTestId('agency-message-form').count()).toBe(0)
  // The page is still the listing (a failed part used to take it down with the error page).
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
  await page.screenshot({ path: 'test-results/before-scripts-message-offline-1280.png' })

  await context.setOffline(false)
  await button.click()
  await page.getByTestId('agency-message-form').waitFor()
  expect(errors).toEqual([])
  await context.close()
})

test('at 390 px without scripts, the payment plan answers a wrong cuota inicial, then the plan', async () => {
  const found = (await api(baseUrl, '/projects/search?sort=price_asc')).data as Json[]
  const { page, context } = await newPage(browser, MOBILE)
  await context.addCookies([{ name: 'user_agree_cookies_policies', value: 'true', url: baseUrl }])
  // The scripts never arrive: a visitor on a line that drops them.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await page.goto(new URL(new URL(found[0].url).pathname, baseUrl).href)
  const form = page.getByTestId('payment-plan-form')
  const percent = form.getByRole('spinbutton', { name: /^Cuota inicial/ })
  await percent.fill('5')
  await form.getByRole('button', { name: 'Calcular plan de pagos' }).click()
  await page.waitForURL(/down_payment_percent=5/)
  await form.getByText(/^La cuota inicial debe estar entre el 10 % y el 90 %/).waitFor()
  expect(await percent.inputValue()).toBe('5')
  expect(await page.getByTestId('payment-plan-results').count()).toBe(0)
  await page.screenshot({ path: 'test-results/before-scripts-payment-plan-refused-390.png' })

  await percent.fill('30')
  await form.getByRole('button', { name: 'Calcular plan de pagos' }).click()
  await page.waitForURL(/down_payment_percent=30/)
  await page.getByTestId('payment-plan-results').waitFor()
  expect(await form.getByText(/^La cuota inicial debe estar/).count()).toBe(0)
  // The page scrolled back to the plan: its results are in view.
  expect(await page.getByTestId('payment-plan-results').isVisible()).toBe(true)
  await page.screenshot({ path: 'test-results/before-scripts-payment-plan-390.png' })
  await context.close()
})
