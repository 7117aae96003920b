/**
 * The listing page in Chromium at 390 and 1280 px: opened from the sitemap like a crawler
 * would find it; gallery keyboard navigation and full screen; phone reveal; the WhatsApp
 * link; Leaflet loaded only once the map is in view; accessibility; the page without
 * JavaScript. Screenshots go to test-results/.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { sitemapUrls } from './api'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
let listingUrl: string
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
  const urls = await sitemapUrls(baseUrl, 'listings')
  expect(urls.length).toBeGreaterThan(0)
  // A listing with several photos makes the gallery worth testing.
  for (const url of urls.slice(0, 20)) {
    const id = /\/property\/(?:[^/]+\/){3}([^/]+)\/ot\//.exec(url)![1]
    const api = (await (await fetch(`${baseUrl}/api/properties/${id}`)).json()) as { data: { photos: unknown[] } }
    if (api.data.photos.length >= 3) {
      listingUrl = url
      break
    }
  }
  listingUrl ??= urls[0]
})
afterAll(() => browser?.close())

async function open(viewport: typeof MOBILE) {
  const { page, context } = await newPage(browser, viewport)
  const scripts: string[] = []
  page.on('request', (r) => scripts.push(r.url()))
  const res = await page.goto(listingUrl)
  expect(res?.status()).toBe(200)
  return { page, context, scripts }
}

async function galleryCounter(page: Page) {
  return (await page.getByTestId('gallery-counter').textContent())?.trim()
}

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${name} px: gallery by keyboard, full screen, phone reveal, WhatsApp, lazy map`, async () => {
    const { page, context, scripts } = await open(viewport)
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true)
    await expect(page.getByTestId('listing-price').textContent()).resolves.toMatch(/^\$ \d{1,3}(\.\d{3})+/)

    // Gallery: arrows move one photo at a time, and wrap around.
    const strip = page.getByTestId('gallery-strip')
    const total = Number((await galleryCounter(page))!.split('/')[1])
    await page.getByRole('button', { name: /Ver fotos en pantalla completa/ }).waitFor()
    // Hydrated, and Leaflet not loaded while the map is far below the screen.
    await page.waitForTimeout(300)
    expect(scripts.some((u) => u.includes('listing-map.client'))).toBe(false)
    await strip.focus()
    await page.keyboard.press('ArrowRight')
    if (total > 1) await expect.poll(() => galleryCounter(page)).toBe(`2 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => galleryCounter(page)).toBe(`1 / ${total}`)

    // Full screen dialog (its code is fetched on the press): arrows, then Esc closes it.
    await page.getByRole('button', { name: /Ver fotos en pantalla completa/ }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    if (total > 1) {
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => dialog.getByText(`2 / ${total}`).isVisible()).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)

    // Phone: hidden until asked for.
    const phone = page.getByTestId('phone-number')
    await expect(phone.isVisible()).resolves.toBe(false)
    await page.getByText('Ver teléfono').click()
    await expect(phone.isVisible()).resolves.toBe(true)
    await expect(phone.textContent()).resolves.toMatch(/\d{3}/)

    // WhatsApp with the code and the address of the listing.
    const wa = await page.getByTestId('whatsapp-link').getAttribute('href')
    expect(wa).toMatch(/^https:\/\/wa\.me\/\d{10,15}\?text=/)
    expect(decodeURIComponent(wa!.split('text=')[1])).toContain(new URL(listingUrl).pathname)

    // Leaflet once the map is near the screen.
    await page.getByRole('heading', { name: 'Ubicación aproximada' }).scrollIntoViewIfNeeded()
    await page.locator('.leaflet-container').waitFor({ timeout: 10_000 })
    expect(scripts.some((u) => u.includes('listing-map.client'))).toBe(true)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `test-results/listing-${name}.png`, fullPage: true })
    await context.close()
  })
}

test('the listing page has no WCAG A/AA violations', async () => {
  const { page, context } = await open(DESKTOP)
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await context.close()
})

test('without JavaScript the page shows the photos, the price, the phone behind a disclosure and the map text', async () => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'es-CO', javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(listingUrl)
  await expect(page.locator('img[fetchpriority="high"]').count()).resolves.toBe(1)
  await page.getByText('Ver teléfono').click()
  await expect(page.getByTestId('phone-number').isVisible()).resolves.toBe(true)
  await expect(page.getByRole('heading', { name: 'Ubicación aproximada' }).isVisible()).resolves.toBe(true)
  await context.close()
})

test('an unknown listing answers 404 with the catalogue text', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  const res = await page.goto(`${baseUrl}/property/a/b/c/zzzzzzzzzz/ot/zzzzzzzzzz`)
  expect(res?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { name: 'El inmueble no existe o fue deshabilitado' }).isVisible(),
  ).resolves.toBe(true)
  await context.close()
})
