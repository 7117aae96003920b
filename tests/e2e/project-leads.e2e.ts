/**
 * Leads from a project page in Chromium (issue 32 point 5): a visitor on a phone (390 px) opens a
 * demo project, asks to visit its sales room without choosing a time (the form says what is
 * missing and sends nothing), picks a weekday and a half hour and sends it; the builder
 * (constructora@example.com, 1280 px) finds it in /admin/leads with the project, opens it and
 * follows the link to the project; its dashboard counts the project's view and contact. Screenshots
 * go to test-results/.
 */
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { api, signIn, type Json } from './api'
import { axeViolations, signInToBackOffice } from './back-office'
import { answerCookies, DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
let project: Json
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
  const token = await signIn(baseUrl, 'constructora@example.com', 'Demo1234!')
  const rows = (await api(baseUrl, '/admin/projects?status=published&per_page=1', { token })).data as Json[]
  project = (await api(baseUrl, `/projects/${rows[0].id}`)).data as Json
})
afterAll(() => browser?.close())

/** A weekday two or more days ahead, as YYYY-MM-DD in Bogotá (UTC−5). */
function nextWeekday(): string {
  for (let d = 2; ; d++) {
    const local = new Date(Date.now() + d * 86_400_000 - 5 * 3_600_000)
    const weekday = local.getUTCDay()
    if (weekday >= 1 && weekday <= 5) return local.toISOString().slice(0, 10)
  }
}

test('on a phone, a visit to the sales room: refused without a time, then sent; the builder reads it with the project', async () => {
  const name = `Julián Sala ${Date.now().toString(36)}`
  const path = new URL(project.url).pathname

  const visitor = await newPage(browser, MOBILE)
  const errors: string[] = []
  visitor.page.on('pageerror', (e) => errors.push(e.message))
  expect((await visitor.page.goto(`${baseUrl}${path}`))?.status()).toBe(200)
  await answerCookies(visitor.page)

  const open = visitor.page.getByRole('button', { name: 'Agendar visita a la sala de ventas' })
  await expect(visitor.page.getByRole('button', { name: 'Enviar un mensaje' }).isVisible()).resolves.toBe(true)
  await open.scrollIntoViewIfNeeded()
  await open.click()
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
