/**
 * A shared comparison in Chromium, as two people would use it: a visitor compares three
 * apartments signed out, tries to share and is sent to sign in (the failed first attempt),
 * comes back to the comparison, shares it (a second click gives the same link), sends it by
 * WhatsApp and copies it; someone else opens the copied link in a fresh, signed-out browser at
 * 390 px and sees the three listings and the comparison, with nothing of who shared it; the
 * visitor revokes it from the panel and the link becomes the 404 page. Axe checks the shared
 * page and the panel; screenshots go to test-results/.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { api, signIn } from './api'

let browser: Browser
const baseUrl = inject('baseUrl')
const EMAIL = 'usuario@example.com'
const PASSWORD = 'Demo1234!'
/** The demo visitor's name (seed/demo/accounts.ts): never on the shared page. */
const NAME = ['Valeria', 'Torres']

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

/** Empties the demo visitor's comparison and revokes their shared links, so each run starts clean. */
async function resetAccount() {
  const token = await signIn(baseUrl, EMAIL, PASSWORD)
  const menu = await api(baseUrl, '/wiauth/properties/compare/list/menu', { token })
  for (const item of menu.data as Array<{ id: string }>)
    await api(baseUrl, `/wiauth/properties/compare/list?property_id=${item.id}`, { method: 'DELETE', token })
  const links = await api(baseUrl, '/wiauth/shortlists', { token })
  for (const link of links.data as Array<{ token: string }>)
    await api(baseUrl, `/wiauth/shortlists/${link.token}`, { method: 'DELETE', token })
}

async function apartmentTypeId(): Promise<string> {
  const types = (await api(baseUrl, '/property-types')).data as Array<{ id: string; slug: string }>
  return types.find((t) => t.slug === 'apartment')!.id
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const metaContent = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')

test('compare three apartments, share the comparison, open it signed out at 390 px, revoke it', async () => {
  await resetAccount()
  const { page, context } = await newPage(browser, DESKTOP)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })

  // Signed out: three apartments of a search go into the comparison (kept in the browser).
  await page.goto(`${baseUrl}/properties/search?property_types=${await apartmentTypeId()}`)
  const banner = page.getByRole('region', { name: /cookies/i })
  await banner.getByRole('button').click()
  await banner.waitFor({ state: 'detached' })
  const buttons = page.getByTestId('compare-button')
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-button"]').length >= 3)
  for (const i of [0, 1, 2]) {
    await buttons.nth(i).click()
    await expect.poll(() => buttons.nth(i).getAttribute('aria-pressed')).toBe('true')
  }
  await page.goto(`${baseUrl}/properties/compare`)
  const columns = page.getByTestId('compare-column')
  await expect.poll(() => columns.count()).toBe(3)
  const codes = await columns.evaluateAll((els) => els.map((e) => e.getAttribute('data-code') ?? ''))

  // Sharing needs an account: the first attempt asks to sign in, and sign-in comes back here.
  await page.getByRole('button', { name: 'Compartir comparación' }).click()
  await page.getByText('Inicia sesión para compartir tu comparación').first().waitFor()
  await page.waitForURL((url) => url.pathname === '/login')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/properties/compare')
  await page.getByLabel('Correo electrónico').fill(EMAIL)
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/properties/compare')
  // The browser's comparison joined the account: the same three listings.
  await expect.poll(() => page.getByTestId('compare-count').textContent(), { timeout: 10_000 }).toBe('3')
  await expect
    .poll(async () => (await columns.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).sort())
    .toEqual([...codes].sort())

  // Share: the link appears with WhatsApp and copy.
  await page.getByRole('button', { name: 'Compartir comparación' }).click()
  await page.getByText('Tu enlace está listo').first().waitFor()
  const box = page.getByTestId('share-box')
  const url = await box.getByLabel('Enlace para compartir').inputValue()
  expect(url).toMatch(new RegExp(`^${baseUrl}/s/[A-Za-z0-9_-]{24}$`))
  // A second click shares the same listings: the same link.
  await page.getByRole('button', { name: 'Compartir comparación' }).click()
  // Its toast replaces the first one (one toast per form).
  await page.getByText('Tu enlace está listo').last().waitFor()
  expect(await box.getByLabel('Enlace para compartir').inputValue()).toBe(url)
  const whatsapp = await box.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/)
  expect(decodeURIComponent(whatsapp!.split('text=')[1])).toBe(
    `Te comparto esta comparación de inmuebles en Wi Inmuebles: ${url}`,
  )
  await box.getByRole('button', { name: 'Copiar enlace' }).click()
  await page.getByText('Enlace copiado').first().waitFor()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(url)
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/shortlist-compare-shared-1280.png', fullPage: true })

  // Someone else opens the copied link on a phone, signed out.
  const phone = await newPage(browser, MOBILE)
  const opened = await phone.page.goto(copied)
  expect(opened?.status()).toBe(200)
  await phone.page.getByRole('heading', { level: 1, name: '3 inmuebles para comparar' }).waitFor()
  const cards = phone.page.getByTestId('shortlist-card')
  expect(await cards.count()).toBe(3)
  for (const code of codes) expect(await phone.page.getByTestId('shortlist-listings').textContent()).toContain(code)
  const shared = phone.page.getByTestId('compare-table')
  expect(await shared.getByTestId('compare-column').count()).toBe(3)
  expect(await shared.getByRole('button').count()).toBe(0) // read-only: nothing to remove
  const text = (await phone.page.locator('body').textContent()) ?? ''
  for (const personal of [...NAME, EMAIL]) expect(text).not.toContain(personal)
  expect(await metaContent(phone.page, 'og:title')).toBe('3 inmuebles para comparar')
  expect(await metaContent(phone.page, 'og:image')).toMatch(new RegExp(`^${baseUrl}/media/.+-og\\.jpg$`))
  expect(await metaContent(phone.page, 'og:description')).toMatch(/^Precios: \$ [\d.]+/)
  expect(await metaContent(phone.page, 'twitter:card')).toBe('summary_large_image')
  expect(await metaContent(phone.page, 'robots')).toBe('noindex')
  // The preview's photo answers.
  const image = await fetch((await metaContent(phone.page, 'og:image'))!)
  expect(image.status).toBe(200)
  expect(await axeViolations(phone.page)).toEqual([])
  await phone.page.screenshot({ path: 'test-results/shortlist-page-390.png', fullPage: true })

  // The same page on a desktop.
  const desk = await newPage(browser, DESKTOP)
  await desk.page.goto(copied)
  await desk.page.getByRole('heading', { level: 1 }).waitFor()
  expect(await axeViolations(desk.page)).toEqual([])
  await desk.page.screenshot({ path: 'test-results/shortlist-page-1280.png', fullPage: true })
  await desk.context.close()

  // The visitor revokes it in the panel.
  await page.goto(`${baseUrl}/user/panel/shared`)
  const links = page.getByTestId('shared-link')
  await expect.poll(() => links.count()).toBe(1)
  expect(await links.first().getByRole('link', { name: url }).count()).toBe(1)
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/shortlist-panel-1280.png', fullPage: true })
  page.once('dialog', (dialog) => void dialog.accept())
  await links
    .first()
    .getByRole('button', { name: /^Revocar el enlace/ })
    .click()
  await page.getByRole('status').filter({ hasText: 'Enlace revocado' }).waitFor()
  await expect.poll(() => links.count()).toBe(0)
  await page.getByText('Aún no has compartido enlaces').waitFor()

  // The link is now the 404 page.
  const gone = await phone.page.goto(copied)
  expect(gone?.status()).toBe(404)
  await phone.page.getByRole('heading', { level: 1, name: 'Este enlace no existe o fue revocado' }).waitFor()
  expect(await axeViolations(phone.page)).toEqual([])
  await phone.page.screenshot({ path: 'test-results/shortlist-revoked-390.png', fullPage: true })

  await phone.context.close()
  await context.close()
  expect(errors).toEqual([])
})

test('favourites are shared from the panel at 390 px, and the panel lists the link', async () => {
  await resetAccount()
  const token = await signIn(baseUrl, EMAIL, PASSWORD)
  const search = await api(baseUrl, '/properties/search?per_page=5')
  const ids = (search.data as Array<{ id: string }>).slice(0, 2).map((p) => p.id)
  const favourites = await api(baseUrl, '/wiauth/properties/favorites', { token })
  for (const f of favourites.data as Array<{ id: string }>)
    await api(baseUrl, `/wiauth/properties/favorites?property_id=${f.id}`, { method: 'DELETE', token })
  for (const id of ids)
    await api(baseUrl, '/wiauth/properties/favorites', { method: 'POST', token, body: { property_id: id } })

  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/user/panel/favorites')}`)
  await page.getByLabel('Correo electrónico').fill(EMAIL)
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/user/panel/favorites')
  await page.getByRole('button', { name: 'Compartir favoritos' }).click()
  const url = await page.getByTestId('share-box').getByLabel('Enlace para compartir').inputValue()
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{24}$/)
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/shortlist-favorites-shared-390.png', fullPage: true })

  await page.goto(`${baseUrl}/user/panel/shared`)
  await page.getByTestId('shared-link').first().waitFor()
  expect(await page.getByTestId('shared-link').first().textContent()).toContain('Favoritos · 2 inmuebles')
  await page.screenshot({ path: 'test-results/shortlist-panel-390.png', fullPage: true })

  const visitor = await newPage(browser, MOBILE)
  await visitor.page.goto(url)
  await visitor.page.getByRole('heading', { level: 1, name: '2 inmuebles seleccionados' }).waitFor()
  expect(await visitor.page.getByTestId('compare-table').count()).toBe(0)
  await visitor.context.close()
  await context.close()
})
