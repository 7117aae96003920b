/**
 * The projects import in Chromium, as a builder's member does it, at 390 and 1280 px: from the
 * projects list to "Importar proyectos", a file whose line 3 is broken is validated (nothing
 * saved; the report names line 3 and its column), then the fixed file is imported: the page
 * follows the job to its report and the projects appear in /admin/projects.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { signInToBackOffice } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const HEADER = 'code;name;department;municipality;stage;delivery_year;stratum;status;unit_type;built_area;price_from'

function csv(code: string, area: string): Buffer {
  const name = `Torres ${code}`
  const rows = [
    `${code};${name};Antioquia;Medellín;sobre planos;2028;4;borrador;Tipo A;58;320000000`,
    `${code};${name};Antioquia;Medellín;sobre planos;2028;4;borrador;Tipo B;${area};415000000`,
  ]
  return Buffer.from(`\ufeff${[HEADER, ...rows].join('\n')}\n`, 'utf8')
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a builder fixes a broken file and imports its projects at ${viewport.width} px`, async () => {
    const { page, context } = await newPage(browser, viewport)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await signInToBackOffice(page, baseUrl, 'constructora@example.com')
    await page.goto(`${baseUrl}/admin/projects`)
    await page.getByRole('link', { name: 'Importar proyectos' }).click()
    await page.waitForURL(/\/admin\/projects\/import$/)
    const code = `E2E-${viewport.width}-${Date.now().toString(36).toUpperCase()}`

    // The broken file, validated: the error sits at line 3, column built_area.
    await page
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: 'p.csv', mimeType: 'text/csv', buffer: csv(code, 'mucho') })
    await page.getByLabel('Solo validar (no guarda nada)').check()
    await page.getByRole('button', { name: 'Importar', exact: true }).click()
    const preview = page.getByTestId('import-preview')
    await preview.waitFor()
    expect(await preview.locator('[data-count="errors"]').textContent()).not.toBe('0')
    // A table at 1280 px, cards at 390 px: either way the line and the column are named.
    expect(await preview.textContent()).toContain('built_area')
    if (viewport === DESKTOP) {
      const row = preview.getByRole('table', { name: 'Errores' }).locator('tbody tr').first()
      expect(await row.locator('td').first().textContent()).toBe('3')
    }
    await page.screenshot({ path: `test-results/admin-project-import-preview-${viewport.width}.png`, fullPage: true })

    // The fixed file, imported for real.
    await page.getByLabel('Archivo CSV').setInputFiles({ name: 'p.csv', mimeType: 'text/csv', buffer: csv(code, '78') })
    await page.getByLabel('Solo validar (no guarda nada)').uncheck()
    await page.getByRole('button', { name: 'Importar', exact: true }).click()
    await page.waitForURL(/\/admin\/projects\/import\/\w{8,}$/)
    await page.getByTestId('import-status').getByText('Terminada').waitFor()
    expect(await page.getByTestId('import-counts').locator('[data-count="created"]').textContent()).toBe('1')
    await page.screenshot({ path: `test-results/admin-project-import-report-${viewport.width}.png`, fullPage: true })

    await page.goto(`${baseUrl}/admin/projects`)
    await expect(
      page
        .locator('a:visible', { hasText: `Torres ${code}` })
        .first()
        .waitFor(),
    ).resolves.toBeUndefined()
    expect(errors).toEqual([])
    await context.close()
  })
}
