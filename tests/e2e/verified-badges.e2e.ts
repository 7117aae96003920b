/**
 * Verified badges and "Solo anunciantes verificados" (issue 33) as a visitor uses them, at 390
 * px (the drawer, a finger) and 1280 px (the side panel, a mouse): tick the filter, see only
 * cards with a badge, tap or hover a badge to read what Wi Inmuebles checked, untick it and see
 * every listing again. The demo's staff verified about half of its agencies (seed/demo/verification.ts).
 */
import type { Locator, Page } from 'playwright-core'
import { expect, inject, test } from 'vitest'
import { browserForFile, DESKTOP, hydrated, MOBILE } from './browser'

const baseUrl = inject('baseUrl')
const browser = browserForFile()
const ABOUT = 'Wi Inmuebles revisó el NIT y el certificado de Cámara de Comercio de esta inmobiliaria.'

async function total(query: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/properties/search?${query}`)
  return ((await res.json()) as { meta: { total: number } }).meta.total
}

/** Every card on the page carries a badge; as many cards as the API counts (a page at most). */
async function expectOnlyBadgedCards(page: Page, expected: number) {
  const cards = page.getByTestId('result-card')
  await expect.poll(() => cards.count()).toBe(Math.min(expected, 24))
  await expect.poll(() => cards.filter({ has: page.getByTestId('publisher-badges') }).count()).toBe(await cards.count())
}

const openExplanation = (page: Page) => page.locator('[popover]:popover-open')

async function readBadge(page: Page, badge: Locator, how: 'tap' | 'click') {
  if (how === 'tap') await badge.tap()
  else await badge.click()
  await expect.poll(() => openExplanation(page).textContent()).toBe(ABOUT)
  expect(await openExplanation(page).isVisible()).toBe(true)
}

test('at 390 px: ticked in the drawer, only badged cards; a tap on a badge explains it; unticked, every listing', async () => {
  const context = await browser().newContext({ viewport: MOBILE, locale: 'es-CO', hasTouch: true, isMobile: true })
  const page = await context.newPage()
  const all = await total('')
  const verified = await total('verified=true')
  expect(verified).toBeGreaterThan(0)
  expect(verified).toBeLessThan(all)

  await page.goto(`${baseUrl}/properties/search`)
  await hydrated(page)
  await page.getByTestId('open-filters').tap()
  const drawer = page.getByRole('dialog', { name: 'Filtros' })
  await drawer.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).check()
  await drawer.getByRole('button', { name: 'Ver resultados' }).tap()
  await page.waitForURL(/verified=true/)
  await page.getByRole('link', { name: 'Quitar Anunciantes verificados' }).waitFor()
  await expectOnlyBadgedCards(page, verified)

  const badge = page.getByRole('button', { name: 'Inmobiliaria verificada' }).first()
  await readBadge(page, badge, 'tap')
  await page.screenshot({ path: 'test-results/verified-badges-390.png' })
  // A tap elsewhere closes it.
  await page.getByRole('heading', { level: 1 }).tap()
  await expect.poll(() => openExplanation(page).count()).toBe(0)

  await page.getByTestId('open-filters').tap()
  await drawer.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).uncheck()
  await drawer.getByRole('button', { name: 'Ver resultados' }).tap()
  await page.waitForURL((url) => !url.search.includes('verified'))
  await expect.poll(() => page.getByTestId('result-card').count()).toBe(Math.min(all, 24))
  await context.close()
})

test('at 1280 px: ticked in the side panel, only badged cards; hover and click explain a badge; unticked, every listing', async () => {
  const context = await browser().newContext({ viewport: DESKTOP, locale: 'es-CO' })
  const page = await context.newPage()
  const all = await total('')
  const verified = await total('verified=true')

  await page.goto(`${baseUrl}/properties/search`)
  await hydrated(page)
  const panel = page.getByTestId('filters-panel')
  await panel.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).check()
  await page.waitForURL(/verified=true/)
  await expectOnlyBadgedCards(page, verified)

  const agencyBadge = page.getByRole('button', { name: 'Inmobiliaria verificada' })
  const card = page.getByTestId('result-card').filter({ has: agencyBadge }).first()
  const badge = card.getByRole('button', { name: 'Inmobiliaria verificada' })
  // Hovered, the same words show beside it, without a script.
  await badge.hover()
  await expect.poll(() => card.getByText(ABOUT).isVisible()).toBe(true)
  await readBadge(page, badge, 'click')
  await page.screenshot({ path: 'test-results/verified-badges-1280.png' })
  // From the keyboard: Escape closes it.
  await page.keyboard.press('Escape')
  await expect.poll(() => openExplanation(page).count()).toBe(0)

  await panel.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).uncheck()
  await page.waitForURL((url) => !url.search.includes('verified'))
  await expect.poll(() => page.getByTestId('result-card').count()).toBe(Math.min(all, 24))
  await context.close()
})
