/**
 * The listing back-office in Chromium, as an agency's content manager uses it: the
 * dashboard's figures, a new draft through the form (department → municipality → barrio),
 * six photos through the photo manager (reordered by arrow and by drag; a text file named
 * .jpg refused),
 * publish, the public page and search, unpublish (public 404). A
 * visitor gets the 403 page. axe on the dashboard and the form; screenshots at 390 and
 * 1280 px of the dashboard, the list and the form go to test-results/, and no page is
 * wider than the phone.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { jpeg } from './api'

let browser: Browser
const baseUrl = inject('baseUrl')
const PASSWORD = 'Demo1234!'
const TITLE = `Apartamento de prueba e2e ${Date.now().toString(36)}`
let editPath = ''

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/login?redirect=%2Fadmin`)
  await page.getByLabel(/^Correo electrónico\s*\*?$/).fill(email)
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL(/\/admin$/)
  const cookies = page.getByRole('button', { name: 'Aceptar', exact: true })
  if (await cookies.isVisible()) await cookies.click()
}

/** Serious and critical axe violations only. */
async function axe(page: Page) {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** How far the page is wider than the screen, and the widest elements that stick out. */
async function overflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`,
      )
    return { by: document.documentElement.scrollWidth - width, culprits }
  })
}

test('a content manager creates a draft, adds six photos, publishes it and finds it public', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await signIn(page, 'contenido@example.com')

  // Dashboard: the figures are there.
  await page.getByRole('heading', { level: 1, name: 'Panel' }).waitFor()
  await page.getByRole('heading', { name: 'Inmuebles por estado' }).waitFor()
  // A content manager has no leads permission: that panel is for admins and analysts.
  expect(await page.getByRole('heading', { name: 'Contactos de los últimos 30 días' }).count()).toBe(0)
  await page.getByRole('heading', { name: 'Vistas y contactos de los inmuebles (30 días)' }).waitFor()
  const published = await page.locator('a[href="/admin/properties?status=published"] span.text-2xl').textContent()
  expect(Number(published!.replace(/\D/g, ''))).toBeGreaterThan(0)
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-dashboard-1280.png', fullPage: true })

  // The list.
  await page.getByRole('link', { name: 'Ver inmuebles' }).click()
  await page.waitForURL(/\/admin\/properties$/)
  await page.locator('table tbody tr').first().waitFor()
  await page.screenshot({ path: 'test-results/admin-properties-1280.png', fullPage: true })

  // A new draft through the form.
  await page.goto(`${baseUrl}/admin/properties/new`)
  const form = page.locator('form[method="post"]')
  await form.getByLabel(/^Tipo de inmueble/).selectOption({ label: 'Apartamento' })
  await form.getByLabel(/^Tipo de negocio/).selectOption('rent')
  await form.getByLabel(/^Título/).fill(TITLE)
  await form.getByLabel(/^Descripción/).fill('Apartamento luminoso con balcón, cerca del metro y de parques.')
  await form.getByLabel(/^Precio de arriendo/).fill('2.350.000')
  await form.getByLabel(/^Área construida/).fill('74')
  await form.getByLabel(/^Alcobas/).fill('3')
  await form.getByLabel(/^Departamento/).selectOption({ label: 'Antioquia' })
  const municipality = form.getByLabel(/^Municipio/)
  await municipality.locator('option', { hasText: 'Medellín' }).first().waitFor({ state: 'attached' })
  await municipality.selectOption({ label: 'Medellín' })
  const sector = form.getByLabel(/^Barrio o sector/)
  await expect.poll(() => sector.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1)
  const barrio = (await sector.locator('option').nth(1).textContent())!.trim()
  await sector.selectOption({ label: barrio })
  expect(await axe(page)).toEqual([])
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: 'test-results/admin-form-1280.png', fullPage: true })
  await page.getByRole('button', { name: 'Guardar borrador', exact: true }).click()
  await page.waitForURL(/\/admin\/properties\/\w{8,}\?done=created$/)
  editPath = new URL(page.url()).pathname
  await page.getByRole('status').filter({ hasText: 'Inmueble creado como borrador' }).waitFor()
  expect(
    await page
      .getByLabel(/^Barrio o sector/)
      .locator('option:checked')
      .textContent(),
  ).toBe(barrio)

  // Two photos through the photo manager, then the second becomes the first.
  // Six at once: the manager sends them in two requests (five, then one).
  let uploads = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/photos')) uploads++
  })
  const colors = ['#1d3557', '#e9c46a', '#2a9d8f', '#f4a261', '#e76f51', '#264653']
  await page.getByTestId('photo-input').setInputFiles(
    await Promise.all(
      colors.map(async (c, i) => ({
        name: `foto-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await jpeg(c, 1200, 800),
      })),
    ),
  )
  const tiles = page.locator('li[data-photo-id]')
  await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(6)
  await page.getByText('6 de ').waitFor()
  expect(uploads).toBe(2)
  const [first, second] = await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-photo-id')))
  await page.getByRole('button', { name: 'Mover antes (2)' }).click()
  await expect.poll(() => tiles.first().getAttribute('data-photo-id')).toBe(second)
  expect(await tiles.nth(1).getAttribute('data-photo-id')).toBe(first)
  // Dragging the last tile onto the first makes it the cover.
  const last = await tiles.nth(5).getAttribute('data-photo-id')
  await tiles.nth(5).dragTo(tiles.first())
  await expect.poll(() => tiles.first().getAttribute('data-photo-id')).toBe(last)
  expect(await tiles.nth(1).getAttribute('data-photo-id')).toBe(second)
  // The new order survives a reload.
  await page.reload()
  expect(await page.locator('li[data-photo-id]').first().getAttribute('data-photo-id')).toBe(last)
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-edit-1280.png', fullPage: true })

  // A text file named .jpg is refused by its content, with the catalogue's message.
  await page
    .getByTestId('photo-input')
    .setInputFiles([
      { name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('solo texto, no una foto\n'.repeat(40)) },
    ])
  await page
    .getByRole('alert')
    .filter({ hasText: 'El tipo de archivo debe ser uno de: jpg, jpeg, png, webp' })
    .first()
    .waitFor()
  expect(await tiles.count()).toBe(6)

  // Publish, then the public page.
  await page.getByRole('button', { name: 'Publicar', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Inmueble publicado' }).waitFor()
  const href = await page.getByRole('link', { name: 'Ver en el portal' }).getAttribute('href')
  expect(href).toBeTruthy()
  const res = await page.goto(`${baseUrl}${href}`)
  expect(res?.status()).toBe(200)
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()

  // Found in the public search by its words.
  await page.goto(`${baseUrl}/properties/search?q=${encodeURIComponent(TITLE)}`)
  await page.getByTestId('result-card').filter({ hasText: TITLE }).first().waitFor()

  // Unpublished: gone from the public.
  await page.goto(`${baseUrl}${editPath}`)
  await page.getByRole('button', { name: 'Despublicar', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Inmueble despublicado' }).waitFor()
  // It left the portal: 410 with similar listings, so a stale link still lands somewhere.
  expect((await page.goto(`${baseUrl}${href}`))?.status()).toBe(410)
  await context.close()
})

test('a visitor account gets the 403 page', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await signIn(page, 'usuario@example.com')
  const res = await page.goto(`${baseUrl}/admin`)
  expect(res?.status()).toBe(403)
  await page.getByRole('heading', { level: 1, name: 'No tienes acceso al back-office' }).waitFor()
  const api = await page.request.get(`${baseUrl}/api/admin/properties`)
  expect(api.status()).toBe(403)
  await context.close()
})

test('at 390 px the dashboard, list and form fit the screen', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await signIn(page, 'contenido@example.com')
  const shots: [string, string][] = [
    ['/admin', 'dashboard'],
    ['/admin/properties', 'properties'],
    ['/admin/properties/new', 'form'],
    ...(editPath ? [[editPath, 'edit'] as [string, string]] : []),
  ]
  for (const [path, name] of shots) {
    await page.goto(`${baseUrl}${path}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.screenshot({ path: `test-results/admin-${name}-390.png`, fullPage: true })
    const wide = await overflow(page)
    expect(wide.by, `${path} is wider than the screen: ${wide.culprits.join(' | ')}`).toBeLessThanOrEqual(0)
  }
  // The list is cards, not a squeezed table.
  await page.goto(`${baseUrl}/admin/properties`)
  expect(await page.locator('table').isVisible()).toBe(false)
  expect(await page.locator('ul li dl').first().isVisible()).toBe(true)
  await context.close()
})

test('an agency admin’s dashboard adds the leads of the last 30 days, at 1280 and 390 px', async () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, context } = await newPage(browser, viewport)
    await signIn(page, 'admin@example.com')
    await page.getByRole('heading', { name: 'Contactos de los últimos 30 días' }).waitFor()
    await page.getByRole('heading', { name: 'Inmuebles por estado' }).waitFor()
    expect(await page.getByText(/^(catchment|agency_message|campaign|chat)$/).count()).toBe(0)
    await page.screenshot({ path: `test-results/admin-dashboard-admin-${viewport.width}.png`, fullPage: true })
    const wide = await overflow(page)
    expect(wide.by, wide.culprits.join(' | ')).toBeLessThanOrEqual(0)
    if (viewport === DESKTOP) expect(await axe(page)).toEqual([])
    await context.close()
  }
})
