/** Debian's Chromium through playwright-core (browser downloads are not possible here). */
import fs from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
}

/**
 * One browser for a test file: launched before its tests (with test-results/ ready for their
 * screenshots) and closed after them. Returns the browser's getter.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
    fs.mkdirSync('test-results', { recursive: true })
  })
  afterAll(() => browser?.close())
  return () => browser!
}

export const MOBILE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'es-CO' })
  const page = await context.newPage()
  return { context, page }
}

/** As a person does: the cookie notice answered first (it sits over the bottom of the page). */
export async function answerCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Aceptar', exact: true })
  if (!(await accept.isVisible())) return
  await accept.click()
  // Before hydration (pages that load their scripts after the first paint) the click posts the
  // form and the page comes back without the banner: done once it is gone and the page loaded,
  // not while the next document is still arriving (a count then finds half a page).
  await accept.waitFor({ state: 'hidden' })
  await page.waitForLoadState('load')
}

/** Waits until React has hydrated the page, so a click is a client-side navigation (or a button's press). */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('a[href]')].some((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber$'))),
    null,
    { timeout: 15_000 },
  )
}
