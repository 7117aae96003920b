/**
 * The shell in Chromium: the home page (server-rendered content, city tiles, search box,
 * the advertise form with its errors and toast), the 404 page, English under /en, the
 * cookie banner, the page without JavaScript, accessibility, and screenshots at 390 and
 * 1280 px saved in test-results/.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')
const CITIES = ['Envigado', 'Bello', 'Itagüí', 'Medellín', 'Bogotá', 'Cartagena', 'Cali', 'Barranquilla']
const TAGLINE = 'Encuentra un lugar para ti, un lugar para mí, un lugar de Wi Inmuebles'

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

test('the server-rendered home has the brand title, tagline, lang, the 8 cities and the contact form', async () => {
  const res = await fetch(baseUrl + '/')
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).toContain('<html lang="es-CO"')
  expect(html).toContain('<title>Wi Inmuebles</title>')
  expect(html).toContain(`<meta name="description" content="${TAGLINE}"/>`)
  for (const city of CITIES) expect(html).toContain(city)
  expect(html).toContain('Quiero anunciar en Wi Inmuebles')
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/"/)
  expect(html).toContain('hrefLang="en"')
  // First paint before scripts (ADR 0022): the stylesheet is in the head and no script is,
  // the router's module script asks for the page's modules only after the first paint, and
  // the city pictures are files, not inline drawings.
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toContain('rel="stylesheet"')
  expect(head).not.toContain('rel="modulepreload"')
  const moduleScript = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  expect(moduleScript).not.toMatch(/^\s*import \* as/m)
  expect(moduleScript).toMatch(
    /requestAnimationFrame[\s\S]*import\("\/assets\/root-[^"]+\.js"\)[\s\S]*import\("\/assets\/entry\.client-/,
  )
  expect(html.match(/<img src="\/art\/cities\/\d{5}\.svg"/g)).toHaveLength(8)
  const tile = await fetch(baseUrl + '/art/cities/05266.svg')
  expect(tile.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
})

test('home renders in the browser, and a city tile leads to the search route with opaque place ids', async () => {
  const { page, context } = await newPage(browser)
  await page.goto(baseUrl + '/')
  await expect(page.title()).resolves.toBe('Wi Inmuebles')
  for (const city of CITIES)
    await expect(
      page
        .getByRole('link', { name: new RegExp(city) })
        .first()
        .isVisible(),
    ).resolves.toBe(true)
  await expect(page.getByRole('heading', { name: 'Quiero anunciar en Wi Inmuebles' }).isVisible()).resolves.toBe(true)

  await page.getByRole('link', { name: /^Ver inmuebles en Medellín/ }).click()
  await page.waitForURL(/\/properties\/search\?/)
  const url = new URL(page.url())
  expect(url.pathname).toBe('/properties/search')
  expect(url.searchParams.get('department_id')).toMatch(/^[A-Za-z0-9]{8,}$/)
  expect(url.searchParams.get('municipality_id')).toMatch(/^[A-Za-z0-9]{8,}$/)
  await context.close()
})

test('the contact form shows the field errors, then the success toast', async () => {
  const { page, context } = await newPage(browser)
  await page.goto(baseUrl + '/')
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Quiero anunciar en Wi Inmuebles' }) })
  await form.getByLabel('Nombre').fill('Inmobiliaria Prueba E2E')
  await form.getByLabel('Correo electrónico').fill('no-es-un-correo')
  await form.getByLabel('Teléfono').fill('12')
  await form.getByRole('button', { name: 'Enviar' }).click()

  const toast = page.locator('[data-toast]')
  await toast.filter({ hasText: 'Por favor corrija los errores en el formulario' }).waitFor()
  await expect(form.getByText('El correo electrónico no es válido').isVisible()).resolves.toBe(true)
  await expect(form.getByText('Escribe un teléfono válido').isVisible()).resolves.toBe(true)
  await expect(form.getByLabel('Correo electrónico').getAttribute('aria-invalid')).resolves.toBe('true')

  await form.getByLabel('Correo electrónico').fill('e2e@inmobiliaria.co')
  await form.getByLabel('Teléfono').fill('3001234567')
  await form.getByLabel('Pregunta o comentario').fill('¿Cómo publico mis inmuebles?')
  await form.getByRole('button', { name: 'Enviar' }).click()
  await toast.filter({ hasText: '¡Gracias por escribirnos!' }).waitFor()
  await expect(form.getByText('El correo electrónico no es válido').count()).resolves.toBe(0)
  await expect(form.getByLabel('Nombre').inputValue()).resolves.toBe('')
  await context.close()
})

test('an unknown page answers 404 with a link back home, inside the site frame', async () => {
  const { page, context } = await newPage(browser)
  const res = await page.goto(baseUrl + '/no-existe-esta-pagina')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' }).isVisible()).resolves.toBe(true)
  const home = page.getByRole('link', { name: 'Volver al inicio' })
  await expect(home.getAttribute('href')).resolves.toBe('/')
  await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true)
  await home.click()
  await page.waitForURL(baseUrl + '/')
  await context.close()
})

test('/en is English, and the language switch leads back to Spanish', async () => {
  const { page, context } = await newPage(browser)
  await page.goto(baseUrl + '/en')
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en')
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Find a place for you')
  await expect(page.getByRole('heading', { name: 'I want to advertise on Wi Inmuebles' }).isVisible()).resolves.toBe(
    true,
  )
  await page
    .getByRole('link', { name: /View this page in Spanish/ })
    .first()
    .click()
  await page.waitForURL(baseUrl + '/')
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es-CO')
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Encuentra un lugar para ti')
  await context.close()
})

test('the place box suggests barrios and municipalities as typed, by keyboard or tap (390 and 1280 px)', async () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const { page, context } = await newPage(browser, viewport)
    await page.goto(baseUrl + '/')
    const place = page.getByRole('combobox', { name: 'Municipio o barrio' })
    await place.fill('pobl')
    const options = page.getByRole('listbox', { name: 'Municipio o barrio' }).getByRole('option')
    await options.first().waitFor()
    await expect(options.allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('El Poblado, Medellín')]),
    )
    await page.screenshot({ path: `test-results/home-place-${viewport.width}.png` })
    // The visitor changes their mind: clears it, types another place, picks it by keyboard.
    await place.fill('')
    await place.pressSequentially('itag', { delay: 30 })
    await expect.poll(() => options.first().textContent()).toContain('Itagüí')
    await place.press('ArrowDown')
    await place.press('Enter')
    await expect(place.inputValue()).resolves.toBe('Itagüí, Antioquia')
    await page.getByRole('button', { name: 'Buscar inmuebles' }).click()
    await page.waitForURL(/\/properties\/search\?/)
    expect(new URL(page.url()).searchParams.get('municipality_id')).toMatch(/^[A-Za-z0-9]{8,}$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Itagüí')

    // A barrio by tap, then words that name no place: searched as words.
    await page.goto(baseUrl + '/')
    await place.fill('laureles')
    await options.first().click()
    await page.getByRole('button', { name: 'Buscar inmuebles' }).click()
    await page.waitForURL(/sector_id=/)
    await page.goto(baseUrl + '/')
    await place.fill('qqqzzz')
    await page.getByRole('status').filter({ hasText: 'Sin lugares con ese nombre' }).waitFor()
    await page.getByRole('button', { name: 'Buscar inmuebles' }).click()
    await page.waitForURL(/q=qqqzzz/)
    await context.close()
  }
})

test('the cookie banner stays away for a year once accepted, with no flash on the next page', async () => {
  const { page, context } = await newPage(browser)
  await page.goto(baseUrl + '/about_us')
  const banner = page.getByRole('region', { name: 'Aviso de cookies' })
  await banner.getByRole('button', { name: 'Aceptar' }).click()
  await expect(banner.count()).resolves.toBe(0)
  const cookie = (await context.cookies()).find((c) => c.name === 'user_agree_cookies_policies')
  expect(cookie?.value).toBe('true')
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
  const html = await (await page.request.get(baseUrl + '/data_policy')).text()
  expect(html).not.toContain('Aviso de cookies')
  await context.close()
})

test('without JavaScript the search box and the contact form still work', async () => {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-CO', javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(baseUrl + '/')
  await page.getByLabel('Quiero', { exact: true }).selectOption({ label: 'Comprar' })
  await page.getByRole('button', { name: 'Buscar inmuebles' }).click()
  await page.waitForURL(/\/properties\/search\?/)
  expect(new URL(page.url()).searchParams.get('operation_type_id')).toMatch(/^[A-Za-z0-9]{8,}$/)
  // A place typed without a choice: the server takes the best match.
  await page.goto(baseUrl + '/')
  await page.getByRole('combobox', { name: 'Municipio o barrio' }).fill('envigado')
  await page.getByRole('button', { name: 'Buscar inmuebles' }).click()
  await page.waitForURL(/\/properties\/search\?/)
  expect(new URL(page.url()).searchParams.get('municipality_id')).toMatch(/^[A-Za-z0-9]{8,}$/)
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Envigado')

  await page.goto(baseUrl + '/info/inmobiliarias/anunciarse')
  await page.getByLabel('Nombre').fill('Sin JavaScript')
  await page.getByLabel('Correo electrónico').fill('nojs@inmobiliaria.co')
  await page.getByLabel('Teléfono').fill('6045551234')
  await page.getByRole('button', { name: 'Enviar' }).click()
  await page.getByText('¡Gracias por escribirnos!').waitFor()
  await context.close()
})

test('the home page has no serious accessibility violations', async () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, context } = await newPage(browser, viewport)
    await page.goto(baseUrl + '/')
    const results = await new AxeBuilder({ page: page as never })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await context.close()
  }
})

test('screenshots at 390 and 1280 px', async () => {
  for (const [name, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    const { page, context } = await newPage(browser, viewport)
    for (const [slug, path] of [
      ['home', '/'],
      ['home-en', '/en'],
      ['advertise', '/info/inmobiliarias/anunciarse'],
      ['not-found', '/no-existe'],
    ]) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      await page.screenshot({ path: `test-results/shell-${slug}-${name}.png`, fullPage: true })
    }
    await context.close()
  }
})
