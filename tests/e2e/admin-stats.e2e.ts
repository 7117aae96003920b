/**
 * The statistics page in Chromium: the first agency's Admin opens one listing's chart and
 * reads its views and visitors who contacted; a visitor opens that listing, reveals the phone,
 * opens WhatsApp and sends a message; the Admin reloads and finds one more view and one more
 * visitor who contacted (three contacts, one visitor). The period links, the CSV and the chart
 * are there; at 390 px the chart shows the whole period (30 days, or 13 weeks for 90) within the
 * screen, with its figures as a table with a caption; screenshots at 390 and 1280 px go to
 * test-results/; the page is checked with axe.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { axeViolations, signInToBackOffice } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const signIn = (page: Page) => signInToBackOffice(page, baseUrl, 'admin@example.com')

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())!.replace(/\D/g, ''))

test('an Admin sees the views and contacts a visitor brings to a listing', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Secciones del back-office' })
    .getByRole('link', { name: 'Estadísticas' })
    .click()
  await page.waitForURL(/\/admin\/statistics$/)
  await page.getByRole('link', { name: 'Últimos 7 días' }).click()
  await page.waitForURL(/period=7/)
  // One published listing of the agency (drafts are in the table too): its chart.
  const listings = page.getByRole('table', { name: 'Estadísticas' })
  await listings.locator('tbody tr').first().waitFor()
  let row = listings.locator('tbody tr').first()
  for (const candidate of await listings.locator('tbody tr').all()) {
    const href = await candidate.getByRole('link', { name: /^Gráfico: / }).getAttribute('href')
    const id = new URLSearchParams(href!.split('?')[1]).get('listing_id')
    if ((await fetch(`${baseUrl}/api/properties/${id}`)).ok) {
      row = candidate
      break
    }
  }
  const code = (await row.locator('td').first().getByRole('link').textContent())!.trim()
  await row.getByRole('link', { name: `Gráfico: ${code}` }).click()
  await page.waitForURL(/listing_id=/)
  const listingId = new URL(page.url()).searchParams.get('listing_id')!
  // The URL changes with the navigation; the figures are the listing's once its heading shows.
  await page.getByRole('heading', { name: new RegExp(`por día: ${code}`) }).waitFor()
  const views = await figure(page, 'total-views')
  const contacts = await figure(page, 'total-contacts')

  // The visitor: accepts cookies on the home page, then opens the listing.
  const visitor = await newPage(browser, MOBILE)
  await visitor.page.goto(baseUrl)
  await visitor.page.getByRole('button', { name: 'Aceptar', exact: true }).click()
  const api = (await (await fetch(`${baseUrl}/api/properties/${listingId}`)).json()) as { data: { url: string } }
  await visitor.context.route(/wa\.me|api\.whatsapp\.com/, (route) => route.fulfill({ status: 200, body: 'WhatsApp' }))
  const counted = visitor.page.waitForResponse((r) => r.url().endsWith('/views') && r.status() === 204)
  await visitor.page.goto(new URL(new URL(api.data.url).pathname, baseUrl).toString())
  await counted
  const clicked = () => visitor.page.waitForResponse((r) => r.url().endsWith('/contact-clicks') && r.status() === 204)
  let click = clicked()
  await visitor.page.getByText('Ver teléfono').first().click()
  await click
  click = clicked()
  const popup = visitor.page.waitForEvent('popup')
  await visitor.page.getByTestId('whatsapp-link').first().click()
  await (await popup).close()
  await click
  await visitor.page.getByTestId('open-message').click()
  const form = visitor.page.getByTestId('agency-message-form')
  await form.getByLabel('Nombre').fill('Julián Ospina')
  await form.getByLabel('Correo electrónico').fill('julian@example.com')
  await form.getByLabel('Teléfono').fill('3015557788')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await visitor.page.getByTestId('message-sent').waitFor()
  await visitor.context.close()

  // Back in the back-office: one more view, one more visitor who contacted (phone, WhatsApp and message).
  await page.reload()
  expect(await figure(page, 'total-views')).toBe(views + 1)
  expect(await figure(page, 'total-contacts')).toBe(contacts + 1)
  expect(await page.getByTestId('total-rate').textContent()).toMatch(/%/)
  const rates = await listings.locator('tbody tr').first().locator('td').allTextContents()
  expect(rates.join(' ')).toMatch(/%/)
  await expect(page.getByTestId('stats-chart').waitFor()).resolves.toBeUndefined()
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-stats-1280.png', fullPage: true })

  // The whole agency over 30 days, and its CSV.
  await page.getByRole('link', { name: 'Ver todos los inmuebles' }).click()
  await page.getByRole('link', { name: 'Últimos 30 días' }).click()
  await page.waitForURL(/period=30/)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descargar CSV' }).click()
  const file = await (await download).path()
  const csv = fs.readFileSync(file!, 'utf8')
  expect(csv.startsWith('\ufeffCódigo;Inmueble;Vistas;Visitantes que contactaron;')).toBe(true)
  expect(csv).toContain(code)

  // At 390 px the whole period is on the screen: 30 bars (a day each), or 13 (a week each) for 90 days.
  const mobile = await newPage(browser, MOBILE)
  await mobile.context.addCookies(await context.cookies())
  for (const [period, bars] of [
    [30, 30],
    [90, 13],
  ]) {
    await mobile.page.goto(`${baseUrl}/admin/statistics?period=${period}`)
    const chart = mobile.page.getByTestId('stats-chart')
    await chart.waitFor()
    expect(await chart.getAttribute('data-bars')).toBe(String(bars))
    const box = (await chart.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // Its figures, every day, as a table with a caption.
    await mobile.page.getByText('Ver las cifras por día').click()
    const table = mobile.page.getByRole('table', { name: /cada día de los últimos/ })
    await table.waitFor()
    expect(await table.locator('tbody tr').count()).toBe(period)
    if (period === 30) await mobile.page.screenshot({ path: 'test-results/admin-stats-390.png', fullPage: true })
  }
  expect(await axeViolations(mobile.page)).toEqual([])
  await mobile.context.close()
  expect(errors).toEqual([])
  await context.close()
})
