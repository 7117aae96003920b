/**
 * The texts a page is drawn with travel in the page (ADR 0023): it hydrates without the
 * catalogue's script, which comes once the page is interactive; a page reached by a client
 * navigation (or a dialog) before the catalogue has come waits for it, and is drawn whole.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { sitemapUrls } from './api'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')
const CATALOGUE = /\/assets\/(es-CO|en)-[\w-]+\.js$/

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __wiHydrated?: boolean }).__wiHydrated === true)

/** The texts a visitor reads in the page's main part: headings, buttons, links, labels and terms. */
const mainTexts = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, button, a, label, dt')]
      // What a closed disclosure holds is drawn when it opens (the credit simulator, ADR 0019).
      .filter((el) => !el.closest('details:not([open])') || el.closest('summary'))
      .map((el) => el.textContent.trim() || el.getAttribute('aria-label') || '')
      .filter((text, i, all) => all.indexOf(text) === i),
  )

/** Elements that name nothing: an empty label, title or placeholder, or a control without text. */
const blanks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          ['aria-label', 'title', 'placeholder'].some((name) => el.getAttribute(name) === '') ||
          (/^(BUTTON|A|H1|H2|H3|LABEL|DT|LEGEND|OPTION|SUMMARY|TH)$/.test(el.tagName) &&
            !el.textContent.trim() &&
            !el.getAttribute('aria-label') &&
            !el.getAttribute('aria-labelledby') &&
            !el.querySelector('img:not([alt=""])')),
      )
      .map((el) => el.outerHTML.slice(0, 200)),
  )

const resources = (page: Page) =>
  page.evaluate(
    (source) => ({
      hydratedAt: performance.getEntriesByName('wi:hydrated')[0]?.startTime ?? Infinity,
      catalogues: performance
        .getEntriesByType('resource')
        .filter((e) => new RegExp(source).test(e.name))
        .map((e) => ({ name: e.name, at: e.startTime })),
    }),
    CATALOGUE.source,
  )

/** Holds the language catalogue back until `release` is called; `asked` counts its requests. */
async function holdCatalogue(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = { asked: 0, release: () => release() }
  await page.route(CATALOGUE, async (route) => {
    hold.asked++
    await held
    await route.continue()
  })
  return hold
}

/** The search page at `viewport`, cookies accepted, hydrated while its catalogue is held back. */
async function searchWithCatalogueHeld(viewport: typeof MOBILE) {
  const { page, context } = await newPage(browser, viewport)
  await context.addCookies([{ name: 'user_agree_cookies_policies', value: 'true', url: baseUrl }])
  const catalogue = await holdCatalogue(page)
  await page.goto(baseUrl + '/properties/search')
  await hydrated(page)
  return { page, context, catalogue }
}

test('a page hydrates with its own texts, names every control before the catalogue comes, then fetches it in its language', async () => {
  const listing = new URL((await sitemapUrls(baseUrl, 'listings'))[0]).pathname
  const microsite = /href="(\/realstate\/[^"]+)"/.exec(await (await fetch(baseUrl + listing)).text())![1]
  for (const viewport of [MOBILE, DESKTOP])
    for (const [path, language] of [
      ['/', 'es-CO'],
      ['/properties/search', 'es-CO'],
      // Filtered: the phone's drawer button counts the filters ("Filtros (3)").
      ['/arriendo/apartamentos/medellin', 'es-CO'],
      [listing, 'es-CO'],
      [microsite, 'es-CO'],
      ['/en/properties/search', 'en'],
      ['/login', 'es-CO'],
    ]) {
      const where = `${path} at ${viewport.width} px`
      const { page, context } = await newPage(browser, viewport)
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      const catalogue = await holdCatalogue(page)
      await page.goto(baseUrl + path)
      await hydrated(page)
      expect(await page.locator('script#wi-texts').count(), where).toBe(1)
      // What the scripts draw once they run is named with the page's own texts.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await blanks(page), where).toEqual([])

      catalogue.release()
      await expect.poll(async () => (await resources(page)).catalogues.length).toBe(1)
      const { hydratedAt, catalogues } = await resources(page)
      expect(catalogues[0].name, where).toContain(`/assets/${language}-`)
      expect(catalogues[0].at, where).toBeGreaterThanOrEqual(hydratedAt)
      expect(errors, where).toEqual([])
      await context.close()
    }
})

test('at 390 px a card tapped before the catalogue has come opens its listing drawn whole, as a fresh load draws it', async () => {
  const { page, context, catalogue } = await searchWithCatalogueHeld(MOBILE)
  await expect.poll(() => catalogue.asked).toBe(1)

  // The catalogue is on its way: the navigation waits for it.
  const card = page.locator('[data-testid="result-card"] a[href^="/property/"]').first()
  const target = new URL(baseUrl + (await card.getAttribute('href')))
  await card.click()
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(new URL(page.url()).pathname).toBe('/properties/search')
  catalogue.release()
  await page.waitForURL((url) => url.pathname === target.pathname)
  await page.getByTestId('open-visit').waitFor()
  const navigated = await mainTexts(page)
  expect(await blanks(page)).toEqual([])
  expect(navigated.filter((text) => /^[a-z_]+(\.[a-z_]+)+$/.test(text))).toEqual([]) // no raw keys

  await page.goto(target.href)
  await hydrated(page)
  expect(navigated).toEqual(await mainTexts(page))
  await context.close()
})

test('at 1280 px "Comparar" tapped before the catalogue has come is answered once it has, with its words; the second tap undoes it', async () => {
  const { page, context, catalogue } = await searchWithCatalogueHeld(DESKTOP)
  const compare = page.getByTestId('result-card').first().getByTestId('compare-button')
  const toasts = page.locator('[data-toast]')
  await compare.click()
  // Held until the texts are in: no toast without words, and the tap is not answered twice.
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(await compare.getAttribute('aria-pressed')).toBe('false')
  expect(await toasts.count()).toBe(0)

  catalogue.release()
  await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true')
  await expect.poll(async () => (await toasts.allTextContents()).join(' ')).toContain('Cambios guardados correctamente')
  const compared = async () => (await context.cookies(baseUrl)).find((c) => c.name === 'wi_compare')?.value ?? ''
  expect((await compared()).split(',')).toHaveLength(1)
  await compare.click()
  await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('false')
  expect(await compared()).toBe('')
  await context.close()
})
