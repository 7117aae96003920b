/**
 * An agency states what a tenant must bring, and a visitor reads it. On a published apartment
 * for rent, a content manager ticks fiador and póliza, then "Sin garantía" (which unticks them),
 * then póliza again; a deposit brings the Ley 820 note; documents, pets, the private area and a
 * minimum term of 0, refused at its field with every tick kept; the fix saves. Without scripts,
 * "Sin garantía" with a póliza is the server's 422 at the group. The public page shows the
 * "Requisitos para arrendar" block and the área privada, and the comparison compares them.
 * Screenshots of the editor panel, the block and the comparison at 1280 and 390 px; the three
 * screens are checked with axe.
 */
import fs from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { api, jpeg, signIn as apiSignIn } from './api'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { signInToBackOffice, axeViolations } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')
const STAMP = Date.now().toString(36).toUpperCase()

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

/** The content manager of the first demo agency publishes an apartment for rent in Envigado, stating nothing. */
async function publishApartment(title: string): Promise<string> {
  const token = await apiSignIn(baseUrl, 'contenido@example.com', 'Demo1234!')
  const types = (await api(baseUrl, '/property-types')).data as Array<{ id: string; slug: string }>
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
      property_type_id: types.find((t) => t.slug === 'apartment')!.id,
      business_type: 'rent',
      title,
      description: 'Apartamento con balcón cerca del parque de Envigado y de la estación del metro.',
      rent_price: 2_400_000,
      build_area: 68,
      stratum: 4,
      bedrooms: 2,
      bathrooms: 2,
      department_id: antioquia,
      municipality_id: municipalities.find((m) => m.code === '05266')!.id,
    },
  })
  const id = created.data.id as string
  const form = new FormData()
  form.append(
    'photos',
    new Blob([new Uint8Array(await jpeg('#3c475b', 1200, 900))], { type: 'image/jpeg' }),
    'sala.jpg',
  )
  await api(baseUrl, `/admin/properties/${id}/photos`, { method: 'POST', token, form })
  await api(baseUrl, `/admin/properties/${id}/publish`, { method: 'POST', token })
  return id
}

const signIn = (page: Page) => signInToBackOffice(page, baseUrl, 'contenido@example.com')

const axe = axeViolations

function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

const rentalPanel = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Requisitos para arrendar', exact: true }) })

/** The labels of the ticked boxes of a group. */
async function ticked(group: Locator): Promise<string[]> {
  return group
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => b.parentElement!.textContent!.trim()),
    )
}

const GUARANTEES = 'Garantías que aceptas'
const POLIZA = 'Póliza de arrendamiento (aseguradora)'
const FIADOR = 'Fiador o codeudor con finca raíz'
const NONE = 'Sin garantía'
const DEPOSIT = 'Depósito en dinero'

test('an agency states the requirements of a rent listing and the public page and comparison show them', async () => {
  const title = `Apartamento con requisitos ${STAMP}`
  const id = await publishApartment(title)
  const { page, context } = await newPage(browser, DESKTOP)
  const errors = pageErrors(page)
  await signIn(page)
  await page.goto(`${baseUrl}/admin/properties/${id}`)
  const panel = rentalPanel(page)
  const guarantees = panel.getByRole('group', { name: GUARANTEES })
  const box = (name: string) => panel.getByRole('checkbox', { name, exact: true })

  // Fiador and póliza, then "Sin garantía": it stands alone. Póliza again unticks it.
  await box(FIADOR).check()
  await box(POLIZA).check()
  expect(await ticked(guarantees)).toEqual([FIADOR, POLIZA])
  await box(NONE).check()
  expect(await ticked(guarantees)).toEqual([NONE])
  await box(POLIZA).check()
  expect(await ticked(guarantees)).toEqual([POLIZA])

  // A deposit on a home: the note about Ley 820; unticked, the note goes.
  await box(DEPOSIT).check()
  const note = panel.getByTestId('deposit-note')
  await note.waitFor()
  expect(await note.textContent()).toContain('Ley 820 de 2003')
  expect(await axe(page)).toEqual([])
  await panel.screenshot({ path: 'test-results/rental-editor-deposit-1280.png' })
  await page.setViewportSize(MOBILE)
  await panel.screenshot({ path: 'test-results/rental-editor-deposit-390.png' })
  await page.setViewportSize(DESKTOP)
  await box(DEPOSIT).uncheck()
  await note.waitFor({ state: 'detached' })

  // Documents, pets (an amenity, shown here), the private area, and a minimum term of 0.
  await box('Certificado laboral').check()
  await box('Extractos bancarios').check()
  await box('Acepta mascotas').check()
  const form = page.locator('form#listing-form')
  await form.getByLabel('Área privada (m²)', { exact: true }).fill('61,5')
  const term = panel.getByLabel('Contrato mínimo (meses)', { exact: true })
  await term.fill('0')
  await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: 'errores en el formulario' }).waitFor()
  expect(await term.getAttribute('aria-invalid')).toBe('true')
  expect(await ticked(guarantees)).toEqual([POLIZA])
  expect(await ticked(panel.getByRole('group', { name: 'Documentos que pides' }))).toEqual([
    'Certificado laboral',
    'Extractos bancarios',
  ])
  expect(await box('Acepta mascotas').isChecked()).toBe(true)
  expect(await form.getByLabel('Área privada (m²)', { exact: true }).inputValue()).toBe('61,5')
  // Pets is one box, not two: the amenities panel no longer lists it for a rental.
  expect(await page.getByRole('checkbox', { name: 'Acepta mascotas', exact: true }).count()).toBe(1)

  // The fix.
  await term.fill('12')
  await page.getByRole('button', { name: 'Guardar cambios', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' }).waitFor()
  await page.reload()
  expect(await ticked(guarantees)).toEqual([POLIZA])
  expect(await term.inputValue()).toBe('12')
  await panel.screenshot({ path: 'test-results/rental-editor-1280.png' })

  // The public page: the block in plain Spanish, and the private area among the facts.
  const publicPath = await page.getByRole('link', { name: 'Ver en el portal' }).getAttribute('href')
  await page.goto(`${baseUrl}${publicPath}`)
  const cookies = page.getByRole('button', { name: 'Aceptar', exact: true })
  if (await cookies.isVisible()) await cookies.click()
  const block = page.getByRole('region', { name: 'Requisitos para arrendar' })
  const text = (await block.textContent())!
  for (const expected of [
    'Acepta póliza de arrendamiento',
    'Contrato mínimo de 12 meses',
    'Acepta mascotas',
    'Sin amoblar',
    'Certificado laboral',
    'Extractos bancarios',
  ])
    expect(text).toContain(expected)
  expect(text).not.toContain('Fiador')
  const facts = page.getByRole('region', { name: 'Características' })
  expect(await facts.textContent()).toContain('Área privada61,5 m²')
  expect(await axe(page)).toEqual([])
  await block.screenshot({ path: 'test-results/rental-block-1280.png' })
  await page.setViewportSize(MOBILE)
  await block.screenshot({ path: 'test-results/rental-block-390.png' })
  await page.setViewportSize(DESKTOP)

  // A visitor's comparison (kept in the browser), beside a demo listing.
  const listed = (await api(baseUrl, '/properties/search?per_page=2')).data as Array<{ id: string }>
  const other = listed.find((l) => l.id !== id)!.id
  const visitor = await newPage(browser, DESKTOP)
  await visitor.context.addCookies([{ name: 'wi_compare', value: `${id},${other}`, url: baseUrl }])
  const compare = visitor.page
  const compareErrors = pageErrors(compare)
  await compare.goto(`${baseUrl}/properties/compare`)
  const column = async (row: string) =>
    (await compare.locator(`tr[data-row="${row}"] td`).first().textContent())!.replace(/Mejor valor$/, '')
  expect(await column('guarantees')).toBe('Acepta póliza de arrendamiento')
  expect(await column('min_term')).toBe('12 meses')
  expect(await column('pets')).toBe('Sí')
  expect(await column('furnished')).toBe('No')
  expect(await column('private_area')).toBe('61,5 m²')
  expect(await axe(compare)).toEqual([])
  await compare.screenshot({ path: 'test-results/rental-compare-1280.png', fullPage: true })
  await compare.setViewportSize(MOBILE)
  await compare.screenshot({ path: 'test-results/rental-compare-390.png', fullPage: true })
  await visitor.context.close()
  expect(errors).toEqual([])
  expect(compareErrors).toEqual([])

  // Without scripts nothing unticks "Sin garantía": the server refuses it at the group, ticks kept.
  const plain = await browser.newContext({ viewport: DESKTOP, locale: 'es-CO', javaScriptEnabled: false })
  await plain.addCookies(await context.cookies())
  const noJs = await plain.newPage()
  await noJs.goto(`${baseUrl}/admin/properties/${id}`)
  const noJsPanel = rentalPanel(noJs)
  await noJsPanel.getByRole('checkbox', { name: NONE, exact: true }).check()
  await noJs.getByRole('button', { name: 'Guardar cambios', exact: true }).click()
  const refusal = noJsPanel.getByText('«Sin garantía» no se combina con otras garantías')
  await refusal.waitFor()
  expect(await ticked(noJsPanel.getByRole('group', { name: GUARANTEES }))).toEqual([POLIZA, NONE])
  await noJsPanel.screenshot({ path: 'test-results/rental-editor-refused-nojs-1280.png' })
  await plain.close()
  const saved = (await api(baseUrl, `/properties/${id}`)).data
  expect(saved.rental_requirements.guarantees).toEqual(['poliza'])
  await context.close()
})
