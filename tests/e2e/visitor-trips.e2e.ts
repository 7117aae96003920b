/**
 * What a visitor tripped over (issue 29, point 6), each followed as a person does in Chromium:
 * - the home page's place suggestions show whole, over what follows the hero (390 and 1280 px);
 * - Enter in a price box of the filters searches with that price (with and without scripts),
 *   never pressing a "whole list" button (`more=`);
 * - the header's compare list tells its listings apart (photo, price, barrio, code) and closes
 *   with Esc, the focus back on its button;
 * - at 390 px the floating chat never covers a card's heart or "comparar", and the listing page
 *   shows one bar at its foot, its last line clear of it;
 * - the Spanish 404 pages (public and back-office) read in Spanish;
 * - the listing's price comparison quotes the count of the search its link opens.
 * Screenshots in test-results/visitor-trips-*.png.
 */
import fs from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { api, signIn } from './api'
import { signInToBackOffice } from './back-office'
import { answerCookies, DESKTOP, hydrated, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')
const VISITOR = { email: 'usuario@example.com', password: 'Demo1234!' }

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/visitor-trips-${name}.png` })

/** Whether a person sees and can press the element at its centre (nothing drawn over it, nothing clipping it). */
function reachable(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (y < 0 || y > window.innerHeight) return false
    const top = document.elementFromPoint(x, y)
    return top !== null && (top === el || el.contains(top))
  })
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the home page's place suggestions show whole over the page at ${viewport.width} px`, async () => {
    const { page, context } = await newPage(browser, viewport)
    await page.goto(baseUrl + '/')
    await answerCookies(page)
    await hydrated(page)
    const place = page.getByRole('combobox', { name: 'Municipio o barrio' })
    await place.click()
    await place.pressSequentially('la', { delay: 60 })
    const list = page.getByRole('listbox', { name: 'Municipio o barrio' })
    const options = list.getByRole('option')
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5)
    await shot(page, `home-suggestions-${viewport.width}`)
    // Every suggestion is in the list's own height: nothing to scroll inside it.
    expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
    for (let i = 0; i < (await options.count()); i++) {
      const option = options.nth(i)
      await option.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await expect.poll(() => reachable(option), { message: `suggestion ${i + 1}` }).toBe(true)
    }
    // The last one, below the hero's edge, is the one a click picks.
    const last = options.last()
    const name = (await last.textContent())!.split(',')[0]
    await last.click()
    await expect.poll(() => place.inputValue()).toContain(name)
    await context.close()
  })
}

test('Enter in a price box searches with that price, with and without scripts', async () => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-CO', javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/properties/search`)
    if (javaScriptEnabled) await hydrated(page)
    const panel = page.getByTestId('filters-panel')
    const min = panel.locator('input[name="price_min"]')
    await min.fill('1.000.000')
    await min.press('Enter')
    await page.waitForURL((url) => url.searchParams.has('price_min'))
    const url = new URL(page.url())
    expect(url.searchParams.get('price_min'), `scripts ${javaScriptEnabled}`).toBe('1000000')
    expect(url.searchParams.has('more'), `scripts ${javaScriptEnabled}`).toBe(false)
    await context.close()
  }
})

test('the compare list tells its listings apart and closes with Esc', async () => {
  const token = await signIn(baseUrl, VISITOR.email, VISITOR.password)
  const clear = async () => {
    const menu = await api(baseUrl, '/wiauth/properties/compare/list/menu', { token })
    for (const item of menu.data as Array<{ id: string }>)
      await api(baseUrl, `/wiauth/properties/compare/list?property_id=${item.id}`, { method: 'DELETE', token })
  }
  await clear()
  // Three apartments for rent in one municipality: alike by their titles.
  const types = (await api(baseUrl, '/property-types')).data as Array<{ id: string; slug: string }>
  const apartment = types.find((t) => t.slug === 'apartment')!.id
  const found = await api(baseUrl, `/properties/search?property_types=${apartment}&per_page=3`)
  const chosen = found.data as Array<{ id: string; code: string }>
  for (const item of chosen)
    await api(baseUrl, '/wiauth/properties/compare/list', { method: 'POST', token, body: { property_id: item.id } })

  for (const viewport of [MOBILE, DESKTOP]) {
    const { page, context } = await newPage(browser, viewport)
    await page.goto(`${baseUrl}/login?redirect=%2F`)
    await page.getByLabel('Correo electrónico').fill(VISITOR.email)
    await page.getByLabel(/^Contraseña\s*\*?$/).fill(VISITOR.password)
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await page.waitForURL(baseUrl + '/')
    await answerCookies(page)
    await page.goto(`${baseUrl}/properties/search`)
    await hydrated(page)
    const button = page.getByTestId('compare-menu')
    await expect.poll(() => page.getByTestId('compare-count').textContent(), { timeout: 10_000 }).toBe('3')
    await button.click()
    const items = page.getByTestId('compare-menu-items').getByRole('listitem')
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(3)
    const menu = (await api(baseUrl, '/wiauth/properties/compare/list/menu', { token })).data as Array<{
      code: string
      price: number
      sector: { name: string } | null
    }>
    for (const [i, item] of menu.entries()) {
      const row = items.nth(i)
      const text = await row.textContent()
      expect(text).toContain(item.code)
      expect(text).toContain(`$ ${item.price.toLocaleString('es-CO')}`)
      if (item.sector) expect(text).toContain(item.sector.name)
      expect(await row.locator('img').count()).toBe(1)
    }
    await shot(page, `compare-menu-${viewport.width}`)
    await page.keyboard.press('Escape')
    await expect.poll(() => items.count()).toBe(0)
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await button.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(false)
    await context.close()
  }
  await clear()
})

test('at 390 px the floating chat never covers a card’s heart or “comparar”', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl}/properties/search`)
  await answerCookies(page)
  await hydrated(page)
  const corner = page.getByTestId('floating-actions')
  await corner.getByRole('button').first().waitFor({ timeout: 10_000 })
  const cornerBox = (await corner.boundingBox())!
  const buttons = page
    .getByTestId('result-card')
    .locator('[data-testid="favorite-button"], [data-testid="compare-button"]')
  expect(await buttons.count()).toBeGreaterThan(4)
  for (let i = 0; i < 6; i++) {
    const button = buttons.nth(i)
    // Scrolled as a thumb does, until the button passes where the chat floats.
    await button.evaluate(
      (el, y) => {
        const box = el.getBoundingClientRect()
        window.scrollBy(0, box.top + box.height / 2 - y)
      },
      cornerBox.y + cornerBox.height / 2,
    )
    await expect.poll(() => reachable(button), { timeout: 5_000 }).toBe(true)
    if (i === 0) await shot(page, 'card-buttons-390')
  }
  await context.close()
})

test('at 390 px the listing page shows one bar at its foot, and its last line clear of it', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl}/properties/search`)
  await answerCookies(page)
  const href = await page
    .getByTestId('result-card')
    .first()
    .locator('a[href*="/property/"]')
    .first()
    .getAttribute('href')
  await page.goto(baseUrl + href)
  await hydrated(page)
  // The contact bar sits at the very foot, and the bottom menu is not shown beside it.
  const bar = page.getByTestId('contact-bar')
  expect(await bar.isVisible()).toBe(true)
  expect(await bar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom) === window.innerHeight)).toBe(true)
  expect(await page.getByRole('navigation', { name: 'Menú inferior' }).isVisible()).toBe(false)
  await shot(page, 'listing-390')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const lastLink = page.getByRole('contentinfo').getByRole('link').last()
  await expect.poll(() => reachable(lastLink)).toBe(true)
  await shot(page, 'listing-end-390')
  await context.close()
})

test('the 404 pages read in Spanish, public and back-office', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const res = await page.goto(`${baseUrl}/esta-pagina-no-existe`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No encontramos esta página')
  expect(await page.title()).toBe('No encontramos esta página')
  const main = (await page.getByRole('main').textContent()) ?? ''
  expect(main).not.toMatch(/\b(this|page|could|not|found|the)\b/i)
  await shot(page, '404-1280')

  await signInToBackOffice(page, baseUrl, 'admin@example.com')
  const admin = await page.goto(`${baseUrl}/admin/esta-seccion-no-existe`)
  expect(admin?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Esta sección no existe')
  const back = page.getByRole('link', { name: 'Volver al panel' })
  expect(await back.getAttribute('href')).toBe('/admin')
  await shot(page, 'admin-404-1280')
  await context.close()
})

test('the price comparison quotes the count of the search its link opens', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  // A listing whose price per m² is compared: an apartment for rent in Medellín.
  const types = (await api(baseUrl, '/property-types')).data as Array<{ id: string; slug: string }>
  const apartment = types.find((t) => t.slug === 'apartment')!.id
  const found = (await api(baseUrl, `/properties/search?property_types=${apartment}&per_page=30`)).data as Array<{
    id: string
  }>
  let opened = false
  for (const candidate of found) {
    const detail = (await api(baseUrl, `/properties/${candidate.id}`)).data
    if (!detail.price_comparison) continue
    await page.goto(detail.url.replace(/^https?:\/\/[^/]+/, baseUrl))
    const median = page.getByTestId('price-median')
    const quoted = Number(/\((\d[\d.]*) inmuebles?\)/.exec((await median.textContent())!)![1].replace(/\./g, ''))
    expect(quoted).toBe(detail.price_comparison.count)
    await shot(page, 'price-median-1280')
    await page.getByTestId('price-median-search').click()
    await page.waitForURL((url) => !url.pathname.startsWith('/property/'))
    const summary = (await page.getByTestId('result-count').textContent()) ?? ''
    const total = Number(/(\d[\d.]*)/.exec(summary)?.[1]?.replace(/\./g, '') ?? 'NaN')
    expect(total, summary).toBe(quoted)
    opened = true
    break
  }
  expect(opened).toBe(true)
  await context.close()
})
