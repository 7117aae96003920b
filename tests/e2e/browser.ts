/** Debian's Chromium through playwright-core (browser downloads are not possible here). */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
}

export const MOBILE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'es-CO' })
  const page = await context.newPage()
  return { context, page }
}
