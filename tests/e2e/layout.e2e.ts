/**
 * Layout along a person's paths, at 390 and 1280 px (issue 15): nothing floating covers the
 * home search form or "Ver mapa"; the card's compare button shows its pressed state and the
 * heart leaves the badge alone; the contact card's labels are whole; the filter drawer's foot
 * hides no row; one compared listing is a card, not a page-wide photo; the listing's contact
 * bar on a phone. Screenshots go to test-results/.
 */
import fs from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { signInToBackOffice } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Aceptar', exact: true })
  if (await accept.isVisible()) await accept.click()
}

/** The floating buttons a visitor can see now (the corner steps aside by fading out). */
async function visibleFloating(page: Page): Promise<Box[]> {
  const corner = page.getByTestId('floating-actions')
  if ((await corner.getAttribute('data-aside')) !== null) return []
  const boxes: Box[] = []
  for (const button of await corner.locator('button:visible').all()) boxes.push((await button.boundingBox())!)
  return boxes
}

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b).not.toBeNull()
  return b!
}

test('at 390 px nothing floating covers the home search form, nor "Ver mapa" with the chat open', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl}/`)
  await page.getByTestId('chat-button').waitFor({ state: 'attached' })
  const form = page.locator('main form').first()
  for (const step of ['banner', 'accepted', 'scrolled']) {
    if (step === 'accepted') await acceptCookies(page)
    if (step === 'scrolled') {
      // Bring the form's foot to where the corner sits.
      const corner = await box(page.getByTestId('floating-actions'))
      const formBox = await box(form)
      await page.evaluate((dy) => window.scrollBy(0, dy), formBox.y + formBox.height - corner.y - 20)
    }
    await page.waitForTimeout(900)
    const formBox = await box(form)
    for (const b of await visibleFloating(page)) expect(overlap(b, formBox), step).toBe(false)
  }
  await page.screenshot({ path: 'test-results/layout-home-390.png' })

  await page.goto(`${baseUrl}/properties/search`)
  const chat = page.getByTestId('chat-button')
  await chat.waitFor()
  await chat.click()
  await page.getByTestId('chat-panel').waitFor()
  await page.waitForTimeout(900)
  // One floating action at a time: no bell beside the open chat.
  const bell = page.getByTestId('floating-actions').locator('button[data-testid="push-toggle"][aria-pressed]')
  await expect(bell.isVisible()).resolves.toBe(false)
  const map = await box(page.getByTestId('open-map'))
  if (await bell.isVisible()) expect(overlap(await box(bell), map)).toBe(false)
  await page.screenshot({ path: 'test-results/layout-search-chat-390.png' })
  await context.close()
})

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${name} px a card's compare button shows its state after each click; the heart leaves the badge alone`, async () => {
    const { page, context } = await newPage(browser, viewport)
    await page.goto(`${baseUrl}/properties/search`)
    await acceptCookies(page)
    const cards = page.getByTestId('result-card')
    for (const card of (await cards.all()).slice(0, 6)) {
      await card.getByTestId('favorite-button').waitFor()
      const badge = await box(card.locator('.rc-tag'))
      for (const button of await card.getByTestId('listing-actions').locator('button').all())
        expect(overlap(await box(button), badge)).toBe(false)
    }
    const compare = cards.first().getByTestId('compare-button')
    const look = async () => {
      await page.mouse.move(0, 0) // not hovered: the hover look is another colour
      return compare.evaluate((el) => getComputedStyle(el).backgroundColor)
    }
    const off = await look()
    await compare.click()
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(look).not.toBe(off)
    await cards.first().screenshot({ path: `test-results/layout-card-pressed-${name}.png` })
    await compare.click()
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(look).toBe(off)
    await context.close()
  })
}

async function firstListing(page: Page) {
  await page.goto(`${baseUrl}/properties/search`)
  return `${baseUrl}${await page.getByTestId('result-card').first().locator('h3 a').getAttribute('href')}`
}

test('at 1280 px the contact card cuts no label short', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await page.goto(await firstListing(page))
  const card = page.locator('section[aria-labelledby="contact-title"]')
  await card.getByTestId('compare-button').waitFor()
  for (const compare of [false, true]) {
    if (compare) await card.getByTestId('compare-button').click()
    await expect.poll(() => card.getByTestId('compare-button').getAttribute('aria-pressed')).toBe(String(compare))
    const cut = await card
      .locator('button, a, summary')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent))
    expect(cut).toEqual([])
  }
  await card.screenshot({ path: 'test-results/layout-contact-card-1280.png' })
  await context.close()
})

test('at 390 px the listing page has a contact bar: Llamar reveals and dials, WhatsApp, Mensaje opens the form', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(await firstListing(page))
  await acceptCookies(page)
  const bar = page.getByTestId('contact-bar')
  await bar.waitFor()
  await expect(bar.evaluate((el) => getComputedStyle(el).position)).resolves.toBe('fixed')
  // It replaces the floating chat button, and the page keeps room for it at its end.
  await page.waitForTimeout(2500)
  await expect(visibleFloating(page)).resolves.toEqual([])
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const footerEnd = await box(page.locator('footer').last())
  const barBox = await box(bar)
  expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual(barBox.y + 1)

  await expect(bar.getByTestId('bar-whatsapp').getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//)
  const call = bar.getByTestId('bar-call')
  await expect(call.getAttribute('href')).resolves.toMatch(/^(tel:|#contact-phone)/)
  await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault()))
  await call.click()
  await expect.poll(() => page.getByTestId('phone-number').isVisible()).toBe(true)

  await bar.getByTestId('bar-message').click()
  const dialog = page.getByRole('dialog', { name: 'Enviar un mensaje a la inmobiliaria' })
  await dialog.waitFor()
  await expect(dialog.getByRole('textbox').count()).resolves.toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/layout-listing-bar-390.png' })
  await context.close()

  // At 1280 px the bar is gone and the chat button is back.
  const desktop = await newPage(browser, DESKTOP)
  await desktop.page.goto(await firstListing(desktop.page))
  await desktop.page.getByTestId('chat-button').waitFor()
  await expect(desktop.page.getByTestId('contact-bar').isVisible()).resolves.toBe(false)
  await desktop.context.close()
})

test('at 390 px the filter drawer shows its last row whole above its foot', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(`${baseUrl}/properties/search`)
  await acceptCookies(page)
  await page.getByTestId('open-filters').click()
  const form = page.getByTestId('filters-drawer')
  await form.waitFor()
  const foot = form.locator('> div').last()
  // Midway: the foot sits on the drawer's edge, nothing shows below it.
  const drawer = await box(page.locator('dialog[open]'))
  let footBox = await box(foot)
  expect(Math.abs(footBox.y + footBox.height - (drawer.y + drawer.height))).toBeLessThanOrEqual(1)
  // Every scrolling box of the drawer to its end.
  await page.locator('dialog[open]').evaluate((dialog) => {
    for (const el of [dialog, ...dialog.querySelectorAll('*')] as HTMLElement[]) {
      const overflow = getComputedStyle(el).overflowY
      if ((overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight)
        el.scrollTop = el.scrollHeight
    }
  })
  await page.waitForTimeout(300)
  footBox = await box(foot)
  const last = await box(foot.locator('xpath=preceding-sibling::*[1]'))
  expect(last.y + last.height).toBeLessThanOrEqual(footBox.y + 1)
  await page.screenshot({ path: 'test-results/layout-drawer-390.png' })
  await context.close()
})

test('the comparison with one listing shows the notice and a card-size photo', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await page.goto(`${baseUrl}/properties/search`)
  await acceptCookies(page)
  await page.getByTestId('result-card').first().getByTestId('compare-button').click()
  await expect.poll(() => page.getByTestId('compare-button').first().getAttribute('aria-pressed')).toBe('true')
  await page.goto(`${baseUrl}/properties/compare`)
  await page.getByTestId('compare-min').waitFor()
  const photo = await box(page.getByTestId('compare-column').locator('img'))
  expect(photo.width).toBeLessThanOrEqual(480)
  await context.close()
})

test("the back-office lists show each listing's photo: the properties and the leads", async () => {
  const { context, page } = await newPage(browser, DESKTOP)
  try {
    await signInToBackOffice(page, baseUrl, 'admin@example.com')
    for (const path of ['/admin/properties', '/admin/leads']) {
      await page.goto(`${baseUrl}${path}`)
      const thumb = page.locator('table img').first()
      await thumb.scrollIntoViewIfNeeded()
      await expect
        .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      const box = (await thumb.boundingBox())!
      expect(box.width).toBeLessThanOrEqual(64)
    }
    await page.screenshot({ path: 'test-results/layout-admin-leads-1280.png' })
  } finally {
    await context.close()
  }
})
