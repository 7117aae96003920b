/**
 * The organisation back-office in Chromium, as its people use it: the first agency's
 * Admin edits the microsite settings and sees them on the microsite; the SuperAdmin
 * toggles a permission in the roles matrix and finds it saved. Screenshots at 390 and
 * 1280 px go to test-results/; the screens are checked with axe.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
const baseUrl = inject('baseUrl')
const PASSWORD = 'Demo1234!'

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
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('an agency Admin edits the microsite settings and sees them on the microsite', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await signIn(page, 'admin@example.com')
  await page
    .getByRole('navigation', { name: 'Secciones del back-office' })
    .getByRole('link', { name: 'Inmobiliarias' })
    .click()
  await page.waitForURL(/\/admin\/customers$/)
  const rows = page.locator('table tbody tr')
  await rows.first().waitFor()
  expect(await rows.count()).toBe(1)
  await rows.first().getByRole('link').first().click()
  await page.waitForURL(/\/admin\/customers\/\w{8,}$/)
  const microsite = page.getByRole('form', { name: 'Micrositio' })
  await microsite.waitFor()
  const agencyName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await microsite.getByLabel('Centro').check()
  await microsite.getByLabel('Ocultar el menú principal del portal').check()
  await microsite.getByRole('button', { name: 'Guardar micrositio' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Micrositio guardado' }).waitFor()).resolves.toBeUndefined()
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-org-customer-1280.png', fullPage: true })

  const href = await page.getByRole('link', { name: 'Abrir el micrositio' }).getAttribute('href')
  await page.goto(`${baseUrl}${href}`)
  await expect(page.getByRole('heading', { level: 1, name: agencyName }).waitFor()).resolves.toBeUndefined()
  // Main menu hidden: only the way back to the portal; the logo is centred.
  await expect(page.getByRole('link', { name: 'Ir a Wi Inmuebles' }).waitFor()).resolves.toBeUndefined()
  expect(await page.getByRole('navigation', { name: 'Principal' }).count()).toBe(0)
  expect(await page.getByTestId('microsite-logo').getAttribute('data-align')).toBe('center')
  await page.screenshot({ path: 'test-results/admin-org-microsite-1280.png', fullPage: false })

  const mobile = await newPage(browser, MOBILE)
  await mobile.page.goto(`${baseUrl}${href}`)
  await mobile.page.screenshot({ path: 'test-results/admin-org-microsite-390.png', fullPage: false })
  await mobile.context.close()

  // Put the settings back as they were for the other tests.
  await page.goto(`${baseUrl}/admin/customers`)
  await page.locator('table tbody tr').first().getByRole('link').first().click()
  const form = page.getByRole('form', { name: 'Micrositio' })
  await form.getByLabel('Izquierda').check()
  await form.getByLabel('Ocultar el menú principal del portal').uncheck()
  await form.getByRole('button', { name: 'Guardar micrositio' }).click()
  await page.getByRole('status').filter({ hasText: 'Micrositio guardado' }).waitFor()
  await context.close()
})

test('the customer page at 390 px', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await signIn(page, 'admin@example.com')
  await page.goto(`${baseUrl}/admin/customers`)
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /Inmobiliaria|Propiedades|Inmuebles/ }) })
    .first()
    .getByRole('link')
    .first()
    .click()
  await page.waitForURL(/\/admin\/customers\/\w{8,}$/)
  await page.screenshot({ path: 'test-results/admin-org-customer-390.png', fullPage: true })
  await context.close()
})

test('the SuperAdmin toggles a permission in the roles matrix and it stays saved', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await signIn(page, 'superadmin@example.com')
  await page.getByRole('link', { name: 'Roles', exact: true }).first().click()
  await page.waitForURL(/\/admin\/roles$/)
  const box = page.getByRole('checkbox', { name: 'Ver estadísticas para Analista' })
  expect(await box.isChecked()).toBe(true)
  const saved = page.waitForResponse((r) => r.url().includes('/admin/roles') && r.request().method() === 'POST')
  await box.uncheck()
  expect((await saved).status()).toBe(200)
  await page.reload()
  expect(await page.getByRole('checkbox', { name: 'Ver estadísticas para Analista' }).isChecked()).toBe(false)
  // The SuperAdmin column cannot be changed.
  expect(await page.getByRole('checkbox', { name: 'Ver estadísticas para Superadministrador' }).isDisabled()).toBe(true)
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-org-roles-1280.png', fullPage: true })

  // Back to the default.
  const again = page.waitForResponse((r) => r.url().includes('/admin/roles') && r.request().method() === 'POST')
  await page.getByRole('checkbox', { name: 'Ver estadísticas para Analista' }).check()
  await again
  await page.reload()
  expect(await page.getByRole('checkbox', { name: 'Ver estadísticas para Analista' }).isChecked()).toBe(true)

  for (const [path, name] of [
    ['/admin/users', 'users'],
    ['/admin/leads', 'leads'],
    ['/admin/audit?entity_type=role', 'audit'],
  ]) {
    await page.goto(`${baseUrl}${path}`)
    expect(await axe(page), path).toEqual([])
    await page.screenshot({ path: `test-results/admin-org-${name}-1280.png`, fullPage: false })
  }
  const audit = await page.locator('table tbody').textContent()
  expect(audit).toContain('role.permission_revoke')
  expect(audit).toContain('role.permission_grant')
  await context.close()

  const mobile = await newPage(browser, MOBILE)
  await signIn(mobile.page, 'superadmin@example.com')
  await mobile.page.goto(`${baseUrl}/admin/roles`)
  await mobile.page.screenshot({ path: 'test-results/admin-org-roles-390.png', fullPage: false })
  await mobile.page.goto(`${baseUrl}/admin/leads`)
  await mobile.page.screenshot({ path: 'test-results/admin-org-leads-390.png', fullPage: false })
  await mobile.context.close()
})

test('an agency Admin creates an integration key, copies it, its software uses it, and the Admin revokes it after confirming', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
  await signIn(page, 'admin@example.com')
  await page
    .getByRole('navigation', { name: 'Secciones del back-office' })
    .getByRole('link', { name: 'Integraciones' })
    .click()
  await page.waitForURL(/\/admin\/integrations$/)
  // As a person does: the cookie notice answered first (it sits over the bottom of the page).
  const cookies = page.getByRole('button', { name: 'Aceptar', exact: true })
  if (await cookies.isVisible()) await cookies.click()
  const name = `CRM ${Date.now()}`
  await page.getByLabel(/^Nombre/).fill(name)
  // Nothing ticked: refused, and what was typed stays.
  await page.getByRole('button', { name: 'Crear clave' }).click()
  await page.getByText('Elige al menos 1').waitFor()
  expect(await page.getByLabel(/^Nombre/).inputValue()).toBe(name)
  await page.getByLabel('Ver contactos').check()
  await page.getByRole('button', { name: 'Crear clave' }).click()
  await page.getByRole('status').filter({ hasText: 'Clave creada' }).waitFor()
  const key = await page.getByTestId('new-key').getByRole('textbox').inputValue()
  expect(key).toMatch(/^wik_[\w-]{43}$/)
  await page.getByText('no la volveremos a mostrar').waitFor()
  await page.getByRole('button', { name: 'Copiar clave' }).click()
  await page.getByRole('status').filter({ hasText: 'Clave copiada' }).waitFor()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-integrations-1280.png', fullPage: true })

  // The agency's software, with the key and no password.
  const asSoftware = (path: string) => fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } })
  expect((await asSoftware('/api/admin/leads')).status).toBe(200)
  expect((await asSoftware('/api/admin/properties')).status).toBe(403)

  // Shown once: a reload lists the key by its first characters only.
  await page.reload()
  expect(await page.getByTestId('new-key').count()).toBe(0)
  const row = page.locator('table tbody tr').filter({ hasText: name })
  await row.getByText(`${key.slice(0, 12)}…`).waitFor()
  expect(await page.content()).not.toContain(key)
  // Revoking asks first; cancelling leaves the key working.
  await row.getByRole('link', { name: `Revocar la clave ${name}` }).click()
  const confirmation = page.getByRole('alertdialog', { name: `¿Revocar la clave «${name}»?` })
  await confirmation.waitFor()
  await confirmation.getByRole('link', { name: 'Cancelar' }).click()
  await confirmation.waitFor({ state: 'detached' })
  await row.getByText('Activa').waitFor()
  expect((await asSoftware('/api/admin/leads')).status).toBe(200)
  await row.getByRole('link', { name: `Revocar la clave ${name}` }).click()
  await confirmation.waitFor()
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-integrations-revoke-1280.png', fullPage: false })
  await confirmation.getByRole('button', { name: 'Sí, revocar' }).click()
  await page.getByRole('status').filter({ hasText: 'Clave revocada' }).waitFor()
  await page.locator('table tbody tr').filter({ hasText: name }).getByText('Revocada').waitFor()
  expect(await confirmation.count()).toBe(0)
  const refused = await asSoftware('/api/admin/leads')
  expect(refused.status).toBe(401)
  expect(((await refused.json()) as { code?: string }).code).toBe('api_key_revoked')

  // Without the page's scripts the confirmation is a link and a form all the same.
  const plain = await browser.newContext({
    viewport: DESKTOP,
    locale: 'es-CO',
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  })
  const noScripts = await plain.newPage()
  await noScripts.goto(`${baseUrl}/admin/integrations`)
  const other = `Sin scripts ${Date.now()}`
  await noScripts.getByLabel(/^Nombre/).fill(other)
  await noScripts.getByLabel('Ver contactos').check()
  await noScripts.getByRole('button', { name: 'Crear clave' }).click()
  await noScripts.getByTestId('new-key').waitFor()
  await noScripts.goto(`${baseUrl}/admin/integrations`)
  await noScripts
    .locator('table tbody tr')
    .filter({ hasText: other })
    .getByRole('link', { name: `Revocar la clave ${other}` })
    .click()
  await noScripts.getByRole('alertdialog').getByRole('button', { name: 'Sí, revocar' }).click()
  await noScripts.locator('table tbody tr').filter({ hasText: other }).getByText('Revocada').waitFor()
  await plain.close()
  await context.close()

  const mobile = await newPage(browser, MOBILE)
  await signIn(mobile.page, 'admin@example.com')
  await mobile.page.goto(`${baseUrl}/admin/integrations`)
  await mobile.page.getByRole('button', { name: 'Crear clave' }).waitFor()
  await mobile.page.getByLabel(/^Nombre/).fill(`Móvil ${Date.now()}`)
  await mobile.page.getByLabel('Ver contactos').check()
  await mobile.page.getByRole('button', { name: 'Crear clave' }).click()
  await mobile.page.getByRole('button', { name: 'Copiar clave' }).waitFor()
  expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await mobile.page.screenshot({ path: 'test-results/admin-integrations-390.png', fullPage: true })
  await mobile.context.close()
})

test('an agency Admin downloads the leads inbox as a CSV that Excel opens with its accents', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  await signIn(page, 'admin@example.com')
  await page
    .getByRole('navigation', { name: 'Secciones del back-office' })
    .getByRole('link', { name: 'Contactos' })
    .click()
  await page.waitForURL(/\/admin\/leads$/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^contactos-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = fs.readFileSync(await download.path(), 'utf8')
  expect(text.startsWith('\ufeffFecha;Estado;Tipo;Inmobiliaria;Código del inmueble;')).toBe(true)
  // The demo agency's leads are in it: one line each after the header.
  const all = text.trim().split('\r\n')
  expect(all.length).toBeGreaterThan(1)
  // A second choice: the "Nuevo" tab, then the download again — only new leads, fewer or as many.
  await page
    .getByRole('navigation', { name: 'Estado' })
    .getByRole('link', { name: /^Nuevo/ })
    .click()
  await page.waitForURL(/\/admin\/leads\?status=new$/)
  const [onlyNew] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar CSV' }).click(),
  ])
  const news = fs
    .readFileSync(await onlyNew.path(), 'utf8')
    .trim()
    .split('\r\n')
    .slice(1)
  expect(news.length).toBeLessThanOrEqual(all.length - 1)
  for (const line of news) expect(line.split(';')[1]).toBe('Nuevo')
  await context.close()
})
