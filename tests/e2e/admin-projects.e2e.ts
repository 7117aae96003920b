/**
 * The builder's path in the back-office, at 390 and 1280 px: constructora@example.com opens
 * "Proyectos" from the navigation, creates a project with two unit types (the first submit
 * misses the second unit type's name: the message stands beside it and nothing typed is lost;
 * fixed, it saves), adds a photo, publishes, and posts a progress update with a photo that
 * shows in the timeline; meanwhile a visitor follows the published project (signed out first:
 * sent to sign in and brought back; a second click stops following, a third follows again),
 * and the progress update's e-mail to them appears in /dev/mailbox (ADR 0029); a picture sent as
 * the brochure is refused at its field, a PDF is then offered on the public page. Screenshots of
 * the refused form, the published project, the followed project page and the list.
 */
import type { Browser, Page } from 'playwright-core'
import { expect, inject, test } from 'vitest'
import { jpeg } from './api'
import { answerCookies, browserForFile, DESKTOP, hydrated, MOBILE, newPage } from './browser'
import { axeViolations, signInToBackOffice } from './back-office'

const browser = browserForFile()
const baseUrl = inject('baseUrl')
const STAMP = Date.now().toString(36).toUpperCase()
/** The smallest PDF a reader opens: one empty page. */
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Uncaught errors in the page (a crash replaces the form with the error screen). */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** Opens a section from the navigation, as a person does (on a phone, the menu first). */
async function openSection(page: Page, name: string, phone: boolean) {
  const menu = page.locator('details', { has: page.locator('summary', { hasText: 'Menú' }) })
  // The menu stays open across the back-office's own navigations.
  if (phone && !(await menu.evaluate((d: HTMLDetailsElement) => d.open))) await menu.locator('summary').click()
  await page
    .getByRole('navigation', { name: 'Secciones del back-office' })
    .filter({ visible: true })
    .getByRole('link', { name, exact: true })
    .click()
}

/**
 * A visitor opens the project's page signed out, presses "Seguir este proyecto", signs in as
 * usuario@example.com, comes back to the page and follows it (twice, with a change of mind).
 */
async function followAsVisitor(browser: Browser, viewport: typeof DESKTOP, projectId: string, size: string) {
  const { page, context } = await newPage(browser, viewport)
  await page.goto(`${baseUrl}/proyectos/${projectId}`)
  await page.waitForURL(new RegExp(`/proyectos/[a-z0-9-]+-${projectId}$`))
  await hydrated(page)
  await answerCookies(page)
  await page.getByTestId('follow-button').click()
  await page.waitForURL(/\/login\?/)
  await page.getByLabel(/^Correo electrónico\s*\*?$/).fill('usuario@example.com')
  await page.getByLabel(/^Contraseña\s*\*?$/).fill('Demo1234!')
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL(new RegExp(`/proyectos/[a-z0-9-]+-${projectId}$`))
  await hydrated(page)
  const button = page.getByTestId('follow-button')
  await expect.poll(() => button.textContent()).toBe('Seguir este proyecto')
  await button.click()
  await expect.poll(() => button.textContent()).toBe('Siguiendo este proyecto')
  // A change of mind: stop following, then follow again.
  await page.getByTestId('unfollow-button').click()
  await expect.poll(() => button.textContent()).toBe('Seguir este proyecto')
  await button.click()
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
  await button.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `test-results/admin-projects-${size}-followed.png` })
  return { page, context }
}

/** The follower's mailbox shows the progress update's e-mail (the outbox sends it within seconds). */
async function progressMailShown(page: Page, name: string) {
  const subject = `Avance de obra: ${name}`
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/dev/mailbox`)
        return page.getByRole('link', { name: subject, exact: true }).count()
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe(1)
  await page.getByRole('link', { name: subject, exact: true }).click()
  await expect
    .poll(() => page.getByText(/Avance de obra: 15 %\. Excavación y cimentación terminadas\./).count())
    .toBe(1)
  expect(await page.getByText('usuario@example.com').count()).toBeGreaterThan(0)
  expect(await page.getByRole('link', { name: /\/user\/panel\/unsubscribe\?token=/ }).count()).toBe(1)
}

const UNIT_TYPES = [
  { name: 'Tipo A', area: '54', bedrooms: '2', price: '240.000.000', units: '20' },
  { name: 'Tipo B', area: '72,5', bedrooms: '3', price: '315.000.000', units: '12' },
]

async function fillUnitType(page: Page, n: number, fields: (typeof UNIT_TYPES)[number], withName = true) {
  const row = page.getByRole('group', { name: `Tipología ${n}` })
  if (withName) await row.getByLabel('Nombre', { exact: true }).fill(fields.name)
  await row.getByLabel('Área construida (m²)', { exact: true }).fill(fields.area)
  await row.getByLabel('Alcobas', { exact: true }).fill(fields.bedrooms)
  await row.getByLabel('Baños', { exact: true }).fill('2')
  await row.getByLabel('Precio desde (COP)', { exact: true }).fill(fields.price)
  await row.getByLabel('Unidades disponibles', { exact: true }).fill(fields.units)
}

for (const [size, viewport] of [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const) {
  // Longer than the default: a visitor follows the project on the way, and its e-mail is awaited.
  test(`at ${size} px a builder creates a project with two unit types, publishes it and posts progress`, async () => {
    const phone = viewport === MOBILE
    const { page, context } = await newPage(browser(), viewport)
    const errors = pageErrors(page)
    const name = `Mirador ${size} ${STAMP}`
    await signInToBackOffice(page, baseUrl, 'constructora@example.com')
    await openSection(page, 'Proyectos', phone)
    await page.waitForURL(/\/admin\/projects$/)
    await expect.poll(() => page.getByRole('heading', { name: 'Proyectos', level: 1 }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Nuevo proyecto' }).click()
    await page.waitForURL(/\/admin\/projects\/new$/)
    // Typed once the form is live (a value typed into the server's HTML may be drawn over).
    await hydrated(page)

    await page.getByLabel(/^Nombre del proyecto/).fill(name)
    await page.getByLabel('Descripción', { exact: true }).fill('Apartamentos sobre planos cerca del parque principal.')
    await page.getByLabel(/^Etapa/).selectOption({ label: 'Sobre planos' })
    await page.getByLabel('Mes de entrega', { exact: true }).selectOption('6')
    await page.getByLabel('Año de entrega', { exact: true }).fill('2028')
    await page.getByLabel('Estrato', { exact: true }).selectOption('3')
    await page.getByLabel('Vivienda de interés social (VIS)').check()
    await page.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' })
    const municipality = page.getByLabel('Municipio', { exact: true })
    await municipality.locator('option', { hasText: 'Bello' }).first().waitFor({ state: 'attached' })
    await municipality.selectOption({ label: 'Bello' })
    await page.getByLabel('Dirección de la sala de ventas', { exact: true }).fill('Diagonal 50 # 40-12')
    await page.getByLabel('Horario de atención', { exact: true }).fill('Lunes a domingo, 9 a. m. a 5 p. m.')
    await page.getByLabel('Teléfono de la sala de ventas', { exact: true }).fill('6044821100')
    await page.getByLabel('Piscina', { exact: true }).check()
    await fillUnitType(page, 1, UNIT_TYPES[0])
    await page.getByRole('button', { name: 'Añadir tipología' }).click()
    // The second unit type's name forgotten: the save is refused with the message beside it.
    await fillUnitType(page, 2, UNIT_TYPES[1], false)
    await page.getByRole('button', { name: 'Guardar borrador' }).click()
    const second = page.getByRole('group', { name: 'Tipología 2' })
    await expect.poll(() => second.getByText('Este campo es obligatorio').isVisible()).toBe(true)
    expect(await page.getByLabel(/^Nombre del proyecto/).inputValue()).toBe(name)
    expect(await second.getByLabel('Precio desde (COP)', { exact: true }).inputValue()).toBe('315.000.000')
    expect(await page.getByLabel('Piscina', { exact: true }).isChecked()).toBe(true)
    await second.getByLabel('Nombre', { exact: true }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/admin-projects-${size}-refused.png` })

    await second.getByLabel('Nombre', { exact: true }).fill(UNIT_TYPES[1].name)
    await page.getByRole('button', { name: 'Guardar borrador' }).click()
    await page.waitForURL(/\/admin\/projects\/[^/]+\?done=created$/)
    expect(
      await page.getByRole('group', { name: 'Tipología 2' }).getByLabel('Nombre', { exact: true }).inputValue(),
    ).toBe('Tipo B')

    await page
      .getByTestId('photo-input')
      .setInputFiles([{ name: 'render.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#2a9d8f', 1200, 800) }])
    await expect.poll(() => page.getByText('1 de 30 fotos').isVisible(), { timeout: 15_000 }).toBe(true)
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.waitForURL(/\?done=published$/)
    await expect.poll(() => page.getByText('Proyecto publicado.').isVisible()).toBe(true)
    const projectId = /\/admin\/projects\/([^/?]+)/.exec(page.url())![1]
    const follower = await followAsVisitor(browser(), viewport, projectId, size)

    await page.getByLabel('Avance (%)', { exact: true }).fill('15')
    await page.getByLabel('Nota', { exact: true }).fill('Excavación y cimentación terminadas.')
    await page
      .getByLabel('Fotos del avance (opcional)')
      .setInputFiles([{ name: 'obra.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#8a6d3b', 1200, 800) }])
    await page.getByRole('button', { name: 'Publicar avance' }).click()
    await page.waitForURL(/\?done=progress$/)
    await expect.poll(() => page.getByText('Avance actual: 15 %').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Excavación y cimentación terminadas.').isVisible()).toBe(true)
    // The form is empty again for the next update.
    expect(await page.getByLabel('Nota', { exact: true }).inputValue()).toBe('')
    expect(await page.getByRole('img', { name: /^Foto del avance del/ }).count()).toBe(1)
    await page.getByRole('heading', { name: 'Avance de obra' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/admin-projects-${size}-progress.png`, fullPage: true })
    expect(await axeViolations(page)).toEqual([])
    await progressMailShown(follower.page, name)
    await follower.context.close()

    // The brochure: a picture named .pdf is refused at its field; a PDF is offered on the public page.
    const brochure = page.getByLabel('Brochure en PDF')
    await brochure.setInputFiles({
      name: 'brochure.pdf',
      mimeType: 'application/pdf',
      buffer: await jpeg('#ccc', 80, 80),
    })
    await page.getByRole('button', { name: 'Subir brochure' }).click()
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'El tipo de archivo debe ser uno de: pdf' }).count())
      .toBe(1)
    await brochure.setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF })
    await page.getByRole('button', { name: 'Subir brochure' }).click()
    await expect.poll(() => page.getByText('Brochure guardado.').isVisible()).toBe(true)
    const publicPage = await (await fetch(`${baseUrl}/proyectos/${projectId}`)).text()
    const pdf = /<a href="([^"]+)" download="" type="application\/pdf"[^>]*>Descargar brochure</.exec(publicPage)
    expect(pdf, 'the project page offers the brochure').not.toBeNull()
    const res = await fetch(new URL(pdf![1], baseUrl))
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])

    await openSection(page, 'Proyectos', phone)
    await page.waitForURL(/\/admin\/projects$/)
    await hydrated(page)
    // The address changes before the list replaces the editor, whose name field has the same label.
    const filter = page.getByRole('search', { name: 'Filtrar proyectos' })
    await filter.getByLabel('Nombre del proyecto', { exact: true }).fill(name)
    await filter.getByRole('button', { name: 'Filtrar' }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === name)
    await expect.poll(() => page.getByRole('link', { name, exact: true }).filter({ visible: true }).count()).toBe(1)
    expect(await page.getByText('Publicado', { exact: true }).filter({ visible: true }).count()).toBe(1)
    await page.screenshot({ path: `test-results/admin-projects-${size}-list.png`, fullPage: true })
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)
}
