/**
 * A demo project's page in Chromium at 390 and 1280 px (issue 32): opened at the address the
 * API gives it; the unit types with their summary; a floor plan opened larger and closed; the
 * progress timeline opened with its dated notes; no WCAG A/AA violations; an unknown project is
 * the 404 page. On a phone, a visit to the sales room refused without a time, then sent; the builder
 * (1280 px) reads it in /admin/leads with the project, and its dashboard counts the project's view
 * and contact. Screenshots go to test-results/.
 */
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { api, signIn, type Json, nextWeekday } from './api'
import { axeViolations, signInToBackOffice } from './back-office'
import { answerCookies, DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
let project: Json
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
  // The demo builder's published projects; one with floor plans, progress and photos is worth opening.
  const token = await signIn(baseUrl, 'constructora@example.com', 'Demo1234!')
  const rows = (await api(baseUrl, '/admin/projects?status=published&per_page=100', { token })).data as Json[]
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    const p = (await api(baseUrl, `/projects/${row.id}`)).data as Json
    if (p.progress.length > 0 && p.photos.length > 1 && p.unit_types.some((u: Json) => u.floor_plan)) {
      project = p
      break
    }
  }
  expect(project, 'a demo project with floor plans, progress and photos').toBeDefined()
})
afterAll(() => browser?.close())

async function open(viewport: typeof MOBILE) {
  const { page, context } = await newPage(browser, viewport)
  const res = await page.goto(new URL(new URL(project.url).pathname, baseUrl).href)
  expect(res?.status()).toBe(200)
  await answerCookies(page)
  return { page, context }
}

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${name} px: unit types, a floor plan opened and closed, the progress timeline`, async () => {
    const { page, context } = await open(viewport)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(project.name)
    await expect(page.getByTestId('project-summary').textContent()).resolves.toMatch(/^Desde \$ \d{1,3}(\.\d{3})+/)

    // The unit types, each by its name, with the price from of the first.
    const table = page.getByRole('table')
    for (const u of project.unit_types as Json[])
      await expect(table.getByRole('rowheader', { name: u.name }).isVisible()).resolves.toBe(true)

    // A floor plan opens larger in a dialog and closes with its button.
    const planned = (project.unit_types as Json[]).find((u) => u.floor_plan)!
    const button = page.getByRole('button', { name: `Ver plano de ${planned.name}` })
    await button.scrollIntoViewIfNeeded()
    await button.click()
    const dialog = page.getByRole('dialog', { name: `Plano de la tipología ${planned.name}` })
    await dialog.waitFor()
    const large = dialog.getByTestId('floor-plan-large')
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.screenshot({ path: `test-results/project-plan-${name}.png` })
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    // Focus goes back to the button that opened it.
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)

    // The progress timeline: closed at first, then its dated notes.
    const timeline = page.getByTestId('progress-timeline')
    const first = (project.progress as Json[])[0]
    await expect(timeline.getByText(first.note).isVisible()).resolves.toBe(false)
    await timeline.getByText(/Ver \d+ informes? de avance/).click()
    await expect(timeline.getByText(first.note).first().isVisible()).resolves.toBe(true)
    await timeline.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/project-progress-${name}.png` })

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `test-results/project-${name}.png`, fullPage: true })
    await context.close()
  })
}

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${name} px: the payment plan refuses a cuota inicial under the minimum, then shows the API's plan`, async () => {
    const { page, context } = await open(viewport)
    const form = page.getByTestId('payment-plan-form')
    const unit = (project.unit_types as Json[]).findLast((u) => u.price_from != null)!
    await form.getByLabel('Tipología').selectOption(unit.id)
    const percent = form.getByRole('spinbutton', { name: /^Cuota inicial/ })
    await percent.fill('5')
    const submit = form.getByRole('button', { name: 'Calcular plan de pagos' })
    await submit.click()
    await form.getByText(/^La cuota inicial debe estar entre el 10 % y el 90 %/).waitFor()
    await expect(percent.inputValue()).resolves.toBe('5')

    await percent.fill('30')
    await submit.click()
    await expect.poll(() => form.getByText(/^La cuota inicial debe estar/).count()).toBe(0)
    const results = page.getByTestId('payment-plan-results')
    await results.waitFor()
    const query = new URLSearchParams({ unit_type_id: unit.id, down_payment_percent: '30', years: '20' })
    const answer = (await (await fetch(`${baseUrl}/api/projects/${project.id}/payment-plan?${query}`)).json()) as Json
    const pesos = (n: number) => `$ ${new Intl.NumberFormat('es-CO').format(n)}`
    const shown = await results.textContent()
    for (const field of ['separation', 'down_payment', 'monthly_instalment', 'financed', 'monthly_payment'])
      expect(shown, field).toContain(pesos(answer.data[field]))
    await results.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/project-payment-plan-${name}.png` })
    await context.close()
  })
}

test('on a phone, a visit to the sales room: refused without a time, then sent; the builder reads it with the project', async () => {
  const name = `Julián Sala ${Date.now().toString(36)}`
  const path = new URL(project.url).pathname

  const visitor = await open(MOBILE)
  const errors: string[] = []
  visitor.page.on('pageerror', (e) => errors.push(e.message))

  const openVisit = visitor.page.getByRole('button', { name: 'Agendar visita a la sala de ventas' })
  await visitor.page.getByRole('button', { name: 'Enviar un mensaje' }).waitFor()
  await openVisit.scrollIntoViewIfNeeded()
  await openVisit.click()
  const dialog = visitor.page.getByRole('dialog', { name: 'Agendar visita a la sala de ventas' })
  const form = dialog.getByTestId('visit-request-form')
  await form.waitFor()
  expect(await form.textContent()).toContain('la constructora te confirmará uno por correo')
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(name)
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`sala-${Date.now().toString(36)}@example.com`)
  await form.getByRole('textbox', { name: /^Teléfono/ }).fill('300 765 4321')
  await form.getByLabel(/Autorizo el tratamiento/).check()

  // No time chosen: refused, nothing sent, the focus on the first date.
  await form.getByRole('button', { name: 'Solicitar visita' }).click()
  await expect
    .poll(() => form.getByTestId('slots-error').textContent())
    .toBe('Propón al menos un horario para la visita')
  await expect
    .poll(() => visitor.page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''))
    .toBe('slot_date_0')
  await visitor.page.screenshot({ path: 'test-results/project-visit-error-390.png' })

  await form.getByTestId('slot-date-0').fill(nextWeekday())
  await form.getByTestId('slot-time-0').selectOption('11:00')
  await form.getByRole('button', { name: 'Solicitar visita' }).click()
  const sent = visitor.page.getByTestId('visit-sent')
  await sent.waitFor()
  expect(await sent.textContent()).toContain('fue enviada a la constructora')
  await visitor.page.screenshot({ path: 'test-results/project-visit-sent-390.png' })
  expect(errors).toEqual([])
  await visitor.context.close()

  // The builder, at 1280 px: the request is in the inbox with the project, which it links to.
  const builder = await newPage(browser, DESKTOP)
  await signInToBackOffice(builder.page, baseUrl, 'constructora@example.com')
  // Its dashboard counts the project's view and the visitor who contacted (docs/statistics.md).
  await builder.page.goto(`${baseUrl}/admin`)
  const counted = builder.page.getByTestId('dashboard-projects').getByRole('listitem').filter({ hasText: project.name })
  expect(await counted.textContent()).toMatch(/Vistas: [1-9]\d* · Contactaron: [1-9]/)
  await builder.page.goto(`${baseUrl}/admin/leads`)
  const row = builder.page.getByRole('row', { name: new RegExp(name) })
  expect(await row.getByTestId('lead-project').textContent()).toBe(project.name)
  await row.getByRole('link', { name }).click()
  const about = builder.page.getByTestId('lead-detail-project')
  await about.waitFor()
  expect(await about.textContent()).toContain(project.name)
  await builder.page.getByTestId('lead-visit').waitFor()
  await builder.page.screenshot({ path: 'test-results/project-visit-inbox-1280.png', fullPage: true })
  expect(await axeViolations(builder.page)).toEqual([])
  await about.getByRole('link', { name: project.name }).click()
  await builder.page.waitForURL((url) => url.pathname === path)
  await builder.context.close()
})

test('the project page has no WCAG A/AA violations', async () => {
  const { page, context } = await open(DESKTOP)
  await page
    .getByTestId('progress-timeline')
    .getByText(/Ver \d+ informes? de avance/)
    .click()
  expect(await axeViolations(page)).toEqual([])
  await context.close()
})

test('an unknown project answers 404 with the catalogue text', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  const res = await page.goto(`${baseUrl}/proyectos/no-existe-zzzzzzzzzz`)
  expect(res?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { name: 'El proyecto no existe o no está publicado' }).isVisible(),
  ).resolves.toBe(true)
  await context.close()
})
