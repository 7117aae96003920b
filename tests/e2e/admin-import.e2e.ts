/**
 * Bulk import in Chromium, as an agency's Admin does it: from the listings list to "Importar",
 * a submit with no file (the message sits at the field), a CSV with LF line ends (BOM,
 * semicolons, accents, broken rows on lines 3 and 5, a barrio the catalogue does not know, drafts
 * without photos) validated first (nothing saved), then imported: the page follows the job to its
 * report, whose lines are the file's, whose counts add up, and which downloads as CSV; a reload
 * shows it again; the same file a second time changes nothing.
 * Screenshots at 390 and 1280 px go to test-results/; the screens are checked with axe.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { signInToBackOffice, axeViolations } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')
const STAMP = Date.now().toString(36).toUpperCase()
const ROWS = 120

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

const signIn = (page: Page) => signInToBackOffice(page, baseUrl, 'admin@example.com')

const axe = axeViolations

/** The agency's spreadsheet, saved with LF line ends: two rows are broken (lines 3 and 5), one barrio is unknown. */
function spreadsheet(): Buffer {
  const header =
    'agency_code;property_type;business_type;rent_price;sale_price;build_area;stratum;bedrooms;title;description;municipality;sector;status'
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const code = `${STAMP}-${i + 1}`
    if (i === 1) return `${code};Castillo;Arriendo;1500000;;60;3;2;Castillo;;Medellín;;borrador`
    if (i === 3) return `${code};Apartamento;Arriendo;mucho;;60;3;2;Apartamento;;Medellín;;borrador`
    if (i === 5) return `${code};Apartamento;Arriendo;1500000;;60;3;2;Apartamento;;Sabaneta;Aves María;borrador`
    const sale = i % 3 === 0
    return `${code};${sale ? 'Casa' : 'Apartamento'};${sale ? 'Venta' : 'Arriendo'};${sale ? '' : `${1_200_000 + i * 10_000}`};${sale ? `${380_000_000 + i * 1_000_000}` : ''};${60 + (i % 40)},5;${1 + (i % 6)};${1 + (i % 4)};${sale ? 'Casa' : 'Apartamento'} en Envigado número ${i + 1};"Cerca del parque; con balcón";Envigado;;borrador`
  })
  return Buffer.from(`\ufeff${[header, ...rows].join('\n')}\n`, 'utf8')
}

test('an Admin validates, imports, reloads the report and imports the same file again', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signIn(page)
  await page.goto(`${baseUrl}/admin/properties`)
  await page.getByRole('link', { name: 'Importar', exact: true }).click()
  await page.waitForURL(/\/admin\/properties\/import$/)

  // The failed submit: no file chosen.
  await page.getByRole('button', { name: 'Importar', exact: true }).click()
  await expect(page.getByText('Elige un archivo CSV o XML').waitFor()).resolves.toBeUndefined()

  const file = { name: 'inmuebles.csv', mimeType: 'text/csv', buffer: spreadsheet() }
  await page.getByLabel('Archivo CSV o XML').setInputFiles(file)
  await page.getByLabel('Solo validar (no guarda nada)').check()
  await page.getByRole('button', { name: 'Importar', exact: true }).click()
  const preview = page.getByTestId('import-preview')
  await preview.waitFor()
  expect(await preview.locator('[data-count="created"]').textContent()).toBe(String(ROWS - 2))
  expect(await preview.locator('[data-count="errors"]').textContent()).toBe('2')
  await expect(preview.getByRole('cell', { name: 'Valor desconocido: «Castillo»' }).waitFor()).resolves.toBeUndefined()
  await page.screenshot({ path: 'test-results/admin-import-preview-1280.png', fullPage: true })

  // Now for real (the checkbox is ticked off again).
  await page.getByLabel('Archivo CSV o XML').setInputFiles(file)
  await page.getByLabel('Solo validar (no guarda nada)').uncheck()
  await page.getByRole('button', { name: 'Importar', exact: true }).click()
  await page.waitForURL(/\/admin\/properties\/import\/\w{8,}$/)
  const jobUrl = page.url()
  await page.getByTestId('import-status').getByText('Terminada').waitFor({ timeout: 60_000 })
  const counts = page.getByTestId('import-counts')
  const count = async (key: string) => Number(await counts.locator(`[data-count="${key}"]`).textContent())
  expect(await count('created')).toBe(ROWS - 2)
  // Every row read is counted once: created + updated + unchanged + not imported.
  expect(await count('failed')).toBe(2)
  expect(
    (await count('created')) + (await count('updated')) + (await count('unchanged')) + (await count('failed')),
  ).toBe(ROWS)
  expect(await page.getByTestId('import-rows-read').textContent()).toBe(`Filas leídas: ${ROWS}`)
  // Each draft without a photo says so once; the unknown barrio is a warning, its listing kept.
  expect(await count('warnings')).toBe(ROWS - 2 + 1)
  const table = page.getByRole('table', { name: 'Errores' })
  await expect(table.getByText('Valor desconocido: «Castillo»').waitFor()).resolves.toBeUndefined()
  expect(await table.locator('tbody tr').count()).toBe(2)
  expect(await table.locator('tbody tr td:first-child').allTextContents()).toEqual(['3', '5'])
  const warnings = page.getByRole('table', { name: 'Avisos' })
  await expect(
    warnings.getByText('El barrio «Aves María» no está en el catálogo: el inmueble se importó sin barrio').waitFor(),
  ).resolves.toBeUndefined()
  // The report downloads as CSV for Excel, errors and warnings with their line and severity.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar el informe (CSV)' }).click(),
  ])
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  expect(csv.startsWith('\ufeffLínea;Campo;Tipo;Problema\r\n')).toBe(true)
  expect(csv).toContain('3;property_type;Error;Valor desconocido: «Castillo»\r\n')
  expect(csv).toContain(
    '7;sector;Aviso;El barrio «Aves María» no está en el catálogo: el inmueble se importó sin barrio\r\n',
  )
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-import-report-1280.png', fullPage: true })

  // A reload shows the same report.
  await page.reload()
  expect(await page.getByTestId('import-counts').locator('[data-count="created"]').textContent()).toBe(String(ROWS - 2))

  // The same file again: nothing changes.
  await page.getByRole('link', { name: 'Volver a importar' }).click()
  await page.getByLabel('Archivo CSV o XML').setInputFiles(file)
  await page.getByRole('button', { name: 'Importar', exact: true }).click()
  await page.waitForURL((url) => /\/admin\/properties\/import\/\w{8,}$/.test(url.pathname) && url.href !== jobUrl)
  await page.getByTestId('import-status').getByText('Terminada').waitFor({ timeout: 60_000 })
  const again = page.getByTestId('import-counts')
  expect(await again.locator('[data-count="created"]').textContent()).toBe('0')
  expect(await again.locator('[data-count="updated"]').textContent()).toBe('0')
  expect(await again.locator('[data-count="unchanged"]').textContent()).toBe(String(ROWS - 2))

  // The history lists both imports.
  await page.getByRole('link', { name: 'Volver a importar' }).click()
  const history = page.getByRole('table', { name: 'Importaciones recientes' })
  await expect(history.locator('tbody tr').nth(1).waitFor()).resolves.toBeUndefined()
  const mobile = await newPage(browser, MOBILE)
  await mobile.context.addCookies(await context.cookies())
  await mobile.page.goto(jobUrl)
  await mobile.page.getByTestId('import-counts').waitFor()
  await mobile.page.screenshot({ path: 'test-results/admin-import-report-390.png', fullPage: true })
  await mobile.context.close()
  expect(errors).toEqual([])
  await context.close()
})
