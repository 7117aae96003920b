/**
 * The visitor tools in Chromium at 390 and 1280 px, as a visitor would use them: the
 * cookie banner, comparing three apartments from a search while signed out, the comparison
 * page (three codes, best values), a message to the agency from the listing page, then
 * signing in — the browser's comparison joins the account (header count) — favouriting a
 * listing (it shows in /user/panel/favorites), saving the search with daily alerts and,
 * once an agency publishes a matching apartment, reading the alert in the development
 * mailbox. Screenshots go to test-results/.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { api, jpeg, signIn } from './api'

let browser: Browser
const baseUrl = inject('baseUrl')
const EMAIL = 'usuario@example.com'
const PASSWORD = 'Demo1234!'

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

/** Empties the demo visitor's comparison and favourites through the API, so each run starts clean. */
async function resetAccount() {
  const token = await signIn(baseUrl, EMAIL, PASSWORD)
  const menu = await api(baseUrl, '/wiauth/properties/compare/list/menu', { token })
  for (const item of menu.data as Array<{ id: string }>)
    await api(baseUrl, `/wiauth/properties/compare/list?property_id=${item.id}`, { method: 'DELETE', token })
  const favourites = await api(baseUrl, '/wiauth/properties/favorites', { token })
  for (const f of favourites.data as Array<{ id: string }>)
    await api(baseUrl, `/wiauth/properties/favorites?property_id=${f.id}`, { method: 'DELETE', token })
}

/** The opaque id of the apartment type, for a search "from the type filter". */
async function apartmentTypeId(): Promise<string> {
  const types = (await api(baseUrl, '/property-types')).data as Array<{ id: string; slug: string }>
  return types.find((t) => t.slug === 'apartment')!.id
}

/** An agency's content manager publishes an apartment for rent in Envigado, with one photo. */
async function publishApartment(title: string): Promise<string> {
  const token = await signIn(baseUrl, 'contenido@example.com', PASSWORD)
  const departments = (await api(baseUrl, '/places/departments')).data as Array<{ id: string; code: string }>
  const antioquia = departments.find((d) => d.code === '05')!.id
  const municipalities = (await api(baseUrl, `/places/municipalities?department_id=${antioquia}`)).data as Array<{
    id: string
    code: string
  }>
  const created = await api(baseUrl, '/admin/properties', {
    method: 'POST',
    token,
    body: {
      property_type_id: await apartmentTypeId(),
      business_type: 'rent',
      title,
      description: 'Apartamento luminoso con balcón, cerca del parque principal y del metro.',
      rent_price: 2_300_000,
      admin_price: 250_000,
      build_area: 68,
      stratum: 4,
      bedrooms: 3,
      bathrooms: 2,
      department_id: antioquia,
      municipality_id: municipalities.find((m) => m.code === '05266')!.id,
    },
  })
  const id = created.data.id as string
  const form = new FormData()
  form.append(
    'photos',
    new Blob([new Uint8Array(await jpeg('#fecc2d', 1200, 900))], { type: 'image/jpeg' }),
    'sala.jpg',
  )
  await api(baseUrl, `/admin/properties/${id}/photos`, { method: 'POST', token, form })
  await api(baseUrl, `/admin/properties/${id}/publish`, { method: 'POST', token })
  return id
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 10_000 })
}

test.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)(
  'compare three apartments, message, sign in, favourite, save the search and get its alert (%s px)',
  async (size, viewport) => {
    await resetAccount()
    const { page, context } = await newPage(browser, viewport)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    // A new visitor is offered the cookie banner; accepting it hides it.
    const searchUrl = `${baseUrl}/properties/search?property_types=${await apartmentTypeId()}`
    await page.goto(searchUrl)
    const banner = page.getByRole('region', { name: /cookies/i })
    await banner.waitFor()
    await banner.getByRole('button').click()
    await banner.waitFor({ state: 'detached' })

    // Compare three apartments of the search while signed out (kept in the browser).
    const types = await page
      .getByTestId('result-card')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ''))
    expect(types.every((text) => text.includes('Apartamento'))).toBe(true)
    const cards = page.getByTestId('compare-button')
    await cards.first().waitFor()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-button"]').length >= 3)
    for (const i of [0, 1, 2]) {
      await cards.nth(i).click()
      await expect.poll(() => cards.nth(i).getAttribute('aria-pressed')).toBe('true')
    }
    await toast(page, 'Cambios guardados correctamente')
    const ids = await page
      .getByTestId('listing-actions')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-property-id')))

    await page.goto(`${baseUrl}/properties/compare`)
    const columns = page.getByTestId('compare-column')
    await expect.poll(() => columns.count()).toBe(3)
    const codes = await columns.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))
    expect(new Set(codes.filter(Boolean)).size).toBe(3)
    // The three columns are the three listings chosen on the search page (ids end their paths).
    const paths = await columns.evaluateAll((els) => els.map((e) => e.querySelector('a')?.getAttribute('href') ?? ''))
    expect(paths.map((path) => path.split('/ot/')[0].split('/').pop()).sort()).toEqual([...ids].sort())
    expect(await page.locator('td[data-best]').count()).toBeGreaterThan(0)
    await page.screenshot({ path: `test-results/visitor-compare-${size}.png`, fullPage: true })

    // A message to the agency from the first listing, as an anonymous visitor.
    await columns.first().getByRole('link').first().click()
    await page.getByTestId('open-message').click()
    const form = page.getByTestId('agency-message-form')
    await form.getByLabel('Nombre').fill('Camila Restrepo')
    await form.getByLabel('Correo electrónico').fill('camila@example.com')
    await form.getByLabel('Teléfono').fill('3005551234')
    await page.screenshot({ path: `test-results/visitor-message-${size}.png` })
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    // Without consent the form refuses with the field message.
    await page.getByText('Debes aceptar la política de tratamiento de datos').waitFor()
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await page.getByTestId('message-sent').waitFor()
    await page.keyboard.press('Escape')

    // Sign in: the comparison built in the browser joins the account.
    const listingUrl = page.url()
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(new URL(listingUrl).pathname)}`)
    await page.getByLabel('Correo electrónico').fill(EMAIL)
    await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/property/'))
    await expect.poll(() => page.getByTestId('compare-count').textContent(), { timeout: 10_000 }).toBe('3')
    await page.getByTestId('compare-menu').click()
    const items = page.getByTestId('compare-menu-items').getByRole('listitem')
    await expect.poll(() => items.count()).toBe(3)
    await page.screenshot({ path: `test-results/visitor-dropdown-${size}.png` })
    // Remove one from the dropdown: the count goes down by one.
    await items.first().getByRole('button').click()
    await toast(page, 'Cambios guardados correctamente')
    await expect.poll(() => page.getByTestId('compare-count').textContent()).toBe('2')
    await page.getByTestId('compare-menu').click()

    // Favourite the listing; it appears in the panel.
    const fav = page.getByTestId('listing-actions').getByTestId('favorite-button')
    await fav.click()
    await expect.poll(() => fav.getAttribute('aria-pressed')).toBe('true')
    await page.goto(`${baseUrl}/user/panel/favorites`)
    await expect.poll(() => page.getByTestId('favorites-list').getByRole('listitem').count()).toBe(1)
    await page.screenshot({ path: `test-results/visitor-panel-favorites-${size}.png`, fullPage: true })

    // Save the apartment search with daily alerts: each size its own criteria (the newest first at
    // 390 px), since the same criteria saved twice are kept once.
    await page.goto(size === '390' ? `${searchUrl}&sort=newest` : searchUrl)
    await page.getByTestId('save-search').click()
    const dialog = page.getByTestId('save-search-form')
    await dialog.getByLabel('Nombre de la búsqueda').fill(`Búsqueda ${size}`)
    await dialog.getByLabel('Recibir alertas').selectOption('daily')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await toast(page, 'Búsqueda guardada')
    await page.goto(`${baseUrl}/user/panel/searches`)
    await page.getByTestId('searches-list').getByRole('textbox').first().waitFor()
    const names = await page
      .getByTestId('searches-list')
      .getByRole('textbox')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
    expect(names).toContain(`Búsqueda ${size}`)
    await page.screenshot({ path: `test-results/visitor-panel-searches-${size}.png`, fullPage: true })

    // An agency publishes a matching apartment: the alert e-mail reaches the mailbox.
    const title = `Apartamento con balcón en Envigado (${size} px, ${Date.now().toString(36)})`
    const published = await publishApartment(title)
    const subject = `1 inmueble nuevo para «Búsqueda ${size}»`
    const deadline = Date.now() + 30_000
    for (;;) {
      await page.goto(`${baseUrl}/dev/mailbox`)
      const row = page.getByRole('row').filter({ hasText: EMAIL }).filter({ hasText: subject })
      if ((await row.count()) > 0) {
        await row.first().getByRole('link').click()
        break
      }
      if (Date.now() > deadline) throw new Error(`no "${subject}" in the mailbox`)
      await page.waitForTimeout(1000)
    }
    await page.getByText(title).first().waitFor()
    await page
      .getByText(new RegExp(`/${published}/ot/`))
      .first()
      .waitFor()
    await page.getByText('¿No quieres más alertas de esta búsqueda?').first().waitFor()
    await page.screenshot({ path: `test-results/visitor-alert-mail-${size}.png`, fullPage: true })

    expect(errors).toEqual([])
    await context.close()
  },
)
