/**
 * The listing editor never eats what was typed. A content manager fills every field of a
 * new listing, ticks and unticks amenities, saves with the property type emptied (refused,
 * nothing lost), saves the draft; on the edit page "Publicar" without photos is refused with
 * a message naming the photos, every value still in the form, "Guardar cambios" then saves
 * nothing blank; a photo through the photo manager, publish, reload: every value survived.
 * The same amenity path on a listing that already exists, with a save refused by the
 * publish rules and its retry. At 390 px, an edit that asks for a deposit by Nequi sends a published
 * listing to staff: the flash says so and the search no longer finds it. Screenshots of the
 * refused publish at 1280 and 390 px and of the flash.
 */
import fs from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { jpeg } from './api'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { signInToBackOffice } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')
const STAMP = Date.now().toString(36).toUpperCase()

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const signIn = (page: Page) => signInToBackOffice(page, baseUrl, 'contenido@example.com')

/** Uncaught errors in the page (a crash replaces the form with the error screen). */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** The text fields a person types into, by their visible label, with what they type. */
const TYPED: [label: string, value: string][] = [
  ['Código', `ED-${STAMP}`],
  ['Código interno de la inmobiliaria', `INT-${STAMP}`],
  ['Título', `Casa esquinera con patio ${STAMP}`],
  ['Descripción', 'Casa de dos plantas con patio, cerca de la estación y de colegios.'],
  ['Precio de arriendo (COP)', '3.200.000'],
  ['Precio de venta (COP)', '650.000.000'],
  ['Administración mensual (COP)', '450.000'],
  ['Área construida (m²)', '82'],
  ['Área del lote (m²)', '95'],
  ['Alcobas', '3'],
  ['Baños', '2'],
  ['Parqueaderos', '1'],
  ['Piso', '2'],
  ['Antigüedad (años)', '12'],
  ['Dirección', 'Calle 10 # 43-21'],
  ['Latitud', '6.2101'],
  ['Longitud', '-75.5702'],
]
/** Money is shown as typed ("650.000.000") or as saved ("650000000"): compare the number. */
const asNumber = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'))
const NUMERIC = new Set(
  TYPED.map(([l]) => l).filter((l) => /COP|m²|Alcobas|Baños|Parqueaderos|Piso|años|Latitud|Longitud/.test(l)),
)

async function expectTyped(form: Locator) {
  for (const [label, value] of TYPED) {
    const shown = await form.getByLabel(label, { exact: true }).inputValue()
    if (NUMERIC.has(label)) expect(asNumber(shown), label).toBe(asNumber(value))
    else expect(shown, label).toBe(value)
  }
}

/** The listing form: the one holding the amenities. */
const listingForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: 'Comodidades', exact: true }) })

/** A refusal must be seen where the person is, not at the top of a page scrolled away. */
async function expectInView(page: Page, locator: Locator) {
  const box = await locator.boundingBox()
  const height = page.viewportSize()!.height
  expect(box, 'not rendered').not.toBeNull()
  expect(box!.y >= 0 && box!.y + box!.height <= height, `at y=${box!.y}, screen ${height} px high`).toBe(true)
}

const selected = (select: Locator) =>
  select
    .locator('option:checked')
    .textContent()
    .then((t) => t?.trim())

/** The names of the ticked amenities, in page order. */
async function ticked(form: Locator): Promise<string[]> {
  const boxes = form.getByRole('checkbox')
  const names: string[] = []
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i)
    if (await box.isChecked()) names.push((await box.locator('xpath=..').textContent())!.trim())
  }
  return names
}

test('a new listing keeps every typed value through a refused save, a refused publish, a photo and a reload', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const errors = pageErrors(page)
  await signIn(page)
  await page.goto(`${baseUrl}/admin/properties/new`)
  const form = listingForm(page)

  await form.getByLabel(/^Tipo de inmueble/).selectOption({ label: 'Casa' })
  await form.getByLabel(/^Tipo de negocio/).selectOption('sale_rent')
  for (const [label, value] of TYPED) await form.getByLabel(label, { exact: true }).fill(value)
  const adviser = form.getByLabel('Asesor', { exact: true })
  const adviserName = (await adviser.locator('option').nth(1).textContent())!.trim()
  await adviser.selectOption({ label: adviserName })
  await form.getByLabel('Estrato', { exact: true }).selectOption('4')
  await form.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' })
  const municipality = form.getByLabel('Municipio', { exact: true })
  await municipality.locator('option', { hasText: 'Medellín' }).first().waitFor({ state: 'attached' })
  await municipality.selectOption({ label: 'Medellín' })
  const sector = form.getByLabel('Barrio o sector', { exact: true })
  await expect.poll(() => sector.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1)
  const barrio = (await sector.locator('option').nth(1).textContent())!.trim()
  await sector.selectOption({ label: barrio })

  // Amenities: four ticked one after another, the second unticked and ticked again, a fifth
  // ticked and unticked. The second tick used to crash the page.
  const boxes = form.getByRole('checkbox')
  const names = await Promise.all(
    [0, 1, 2, 3, 4].map(async (i) => (await boxes.nth(i).locator('xpath=..').textContent())!.trim()),
  )
  const box = (name: string) => form.getByRole('checkbox', { name, exact: true })
  for (const name of names.slice(0, 4)) await box(name).check()
  await box(names[1]).uncheck()
  await box(names[4]).check()
  await box(names[1]).check()
  await box(names[4]).uncheck()
  const amenities = names.slice(0, 4)
  expect(await ticked(form)).toEqual(amenities)
  expect(errors).toEqual([])

  // Saved with the property type emptied: refused, and nothing typed is lost.
  await form.getByLabel(/^Tipo de inmueble/).selectOption('')
  await page.getByRole('button', { name: 'Guardar borrador', exact: true }).click()
  await form.getByText('Este campo es obligatorio').first().waitFor()
  await expectInView(page, page.getByRole('alert').filter({ hasText: 'errores en el formulario' }))
  expect(page.url()).toMatch(/\/admin\/properties\/new$/)
  await expectTyped(form)
  expect(await ticked(form)).toEqual(amenities)
  expect(await selected(sector)).toBe(barrio)

  // The retry.
  await form.getByLabel(/^Tipo de inmueble/).selectOption({ label: 'Casa' })
  await page.getByRole('button', { name: 'Guardar borrador', exact: true }).click()
  await page.waitForURL(/\/admin\/properties\/\w{8,}\?done=created$/)
  await page.getByRole('status').filter({ hasText: 'Inmueble creado como borrador' }).waitFor()
  await expectTyped(form)
  expect(await ticked(form)).toEqual(amenities)

  // Opened again later (a server-rendered page, as from a bookmark), then "Publicar" without
  // photos: the message names what is missing, the form keeps every value.
  await page.reload()
  await expectTyped(form)
  await page.getByRole('button', { name: 'Publicar', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Para publicar falta: Fotos' })
  await refusal.waitFor()
  expect(await refusal.textContent()).not.toContain('{fields}')
  await expectInView(page, refusal)
  await page.getByText('Se requiere al menos una foto').waitFor()
  await expectTyped(form)
  expect(await ticked(form)).toEqual(amenities)
  expect(await selected(form.getByLabel(/^Tipo de inmueble/))).toBe('Casa')
  expect(await form.getByLabel(/^Tipo de negocio/).inputValue()).toBe('sale_rent')
  expect(await selected(adviser)).toBe(adviserName)
  expect(await selected(sector)).toBe(barrio)
  await page.screenshot({ path: 'test-results/admin-editor-publish-refused-1280.png' })
  await page.screenshot({ path: 'test-results/admin-editor-publish-refused-1280-full.png', fullPage: true })
  await page.setViewportSize(MOBILE)
  await expectInView(page, refusal)
  await page.screenshot({ path: 'test-results/admin-editor-publish-refused-390.png' })
  await page.screenshot({ path: 'test-results/admin-editor-publish-refused-390-full.png', fullPage: true })
  await page.setViewportSize(DESKTOP)

  // "Guardar cambios" right after the refusal saves what is in the form, not blanks.
  await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' }).waitFor()
  await page.reload()
  await expectTyped(form)

  // The fix: one photo through the photo manager, then publish.
  await page
    .getByTestId('photo-input')
    .setInputFiles([{ name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#2a9d8f', 1200, 800) }])
  await expect.poll(() => page.locator('li[data-photo-id]').count(), { timeout: 30_000 }).toBe(1)
  await page.getByRole('button', { name: 'Publicar', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Inmueble publicado' }).waitFor()

  // Reloaded: every value survived.
  await page.reload()
  await page.getByRole('link', { name: 'Ver en el portal' }).waitFor()
  await expectTyped(form)
  expect(await ticked(form)).toEqual(amenities)
  expect(await selected(form.getByLabel(/^Tipo de inmueble/))).toBe('Casa')
  expect(await form.getByLabel(/^Tipo de negocio/).inputValue()).toBe('sale_rent')
  expect(await selected(adviser)).toBe(adviserName)
  expect(await form.getByLabel('Estrato', { exact: true }).inputValue()).toBe('4')
  expect(await selected(form.getByLabel('Departamento', { exact: true }))).toBe('Antioquia')
  expect(await selected(municipality)).toBe('Medellín')
  expect(await selected(sector)).toBe(barrio)
  expect(errors).toEqual([])
  await context.close()
})

test('on an existing listing, amenities tick and untick, a save refused by the publish rules keeps them, the retry saves them', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const errors = pageErrors(page)
  await signIn(page)
  await page.goto(`${baseUrl}/admin/properties?status=published`)
  // One of the demo catalogue's listings, not the one the test above made.
  const existing = page.locator('table tbody tr a').filter({ hasNotText: /^ED-/ }).first()
  await page.goto(`${baseUrl}${await existing.getAttribute('href')}`)
  const form = listingForm(page)
  const title = form.getByLabel('Título', { exact: true })
  const originalTitle = await title.inputValue()
  const price = await form.locator('input[inputmode="numeric"]').first().inputValue()

  const before = await ticked(form)
  const free = (
    await form
      .getByRole('checkbox')
      .evaluateAll((els) =>
        els.filter((el) => !(el as HTMLInputElement).checked).map((el) => el.parentElement!.textContent!.trim()),
      )
  ).slice(0, 3)
  expect(free).toHaveLength(3)
  const box = (name: string) => form.getByRole('checkbox', { name, exact: true })
  for (const name of free) await box(name).check()
  await box(free[1]).uncheck()
  await box(free[1]).check()
  if (before.length) await box(before[0]).uncheck()
  const expected = (
    await form.getByRole('checkbox').evaluateAll((els) => els.map((el) => el.parentElement!.textContent!.trim()))
  ).filter((n) => (before.includes(n) && n !== before[0]) || free.includes(n))
  expect(await ticked(form)).toEqual(expected)
  expect(errors).toEqual([])

  // A published listing saved without its title: refused, the ticks and the rest stay.
  await title.fill('')
  await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Para publicar falta: Título' })
  await refusal.waitFor()
  await expectInView(page, refusal)
  await page.screenshot({ path: 'test-results/admin-editor-save-refused-1280.png' })
  expect(await ticked(form)).toEqual(expected)
  expect(await form.locator('input[inputmode="numeric"]').first().inputValue()).toBe(price)

  // The retry, then a reload.
  await title.fill(originalTitle)
  await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' }).waitFor()
  await page.reload()
  expect(await title.inputValue()).toBe(originalTitle)
  expect(await ticked(form)).toEqual(expected)
  expect(errors).toEqual([])
  await context.close()
})

test('at 390 px, an edit asking for a deposit by Nequi takes a published listing to staff: the flash says so, search no longer shows it', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  const errors = pageErrors(page)
  await signIn(page)
  await page.goto(`${baseUrl}/admin/properties?status=published`)
  const existing = page.locator('table tbody tr a').filter({ hasNotText: /^ED-/ }).nth(2)
  const code = (await existing.textContent())!.trim()
  const found = async () =>
    (
      (await (await fetch(`${baseUrl}/api/properties/search?q=${encodeURIComponent(code)}`)).json()) as {
        meta: { total: number }
      }
    ).meta.total
  expect(await found()).toBe(1)
  await page.goto(`${baseUrl}${await existing.getAttribute('href')}`)
  const description = listingForm(page).getByLabel('Descripción', { exact: true })
  await description.fill(
    `${await description.inputValue()}\nPara separarlo debe consignar un anticipo por Nequi antes de la visita, estoy fuera del país.`,
  )
  await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'El inmueble quedó en revisión' }).waitFor()
  await page.screenshot({ path: 'test-results/admin-editor-in-review-390.png' })
  await expect.poll(found).toBe(0)
  expect(errors).toEqual([])
  await context.close()
})
