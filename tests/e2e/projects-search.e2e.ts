/**
 * The project search in Chromium at 390 and 1280 px (issue 32 point 4): from /proyectos, a
 * visitor finds a VIS project in Bello delivered before 2028 with the filters (each choice
 * applies itself), sees the page's count equal the API's, opens the project, runs its payment
 * plan and asks for a visit to the sales room; the landing
 * /proyectos/bello/vis answers with its own heading. Screenshots go to test-results/.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { api, nextWeekday, type Json } from './api'
import { answerCookies, DESKTOP, hydrated, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
let bello: string
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
  const facets = (await api(baseUrl, '/projects/search?vis=1')).facets as Json
  bello = (facets.municipalities as Json[]).find((m) => m.label === 'Bello')?.value
  expect(bello, 'the demo has VIS projects in Bello').toBeDefined()
})
afterAll(() => browser?.close())

const count = (page: Page) => page.getByTestId('project-count').textContent()

async function waitForParam(page: Page, name: string, value: string) {
  await page.waitForURL((url) => url.searchParams.get(name) === value || url.pathname.endsWith(`/${value}`))
}

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${name} px: a VIS project in Bello delivered before 2028, found with the filters, opened, its payment plan run and a visit asked for`, async () => {
    const { page, context } = await newPage(browser, viewport)
    const res = await page.goto(`${baseUrl}/proyectos`)
    expect(res?.status()).toBe(200)
    await answerCookies(page)
    await hydrated(page)
    const all = (await api(baseUrl, '/projects/search')).meta.total as number
    await expect.poll(() => count(page)).toMatch(new RegExp(`^${all} proyectos`))
    await page.screenshot({ path: `test-results/projects-search-${name}.png`, fullPage: false })

    if (viewport === MOBILE) await page.getByText('Filtros', { exact: true }).click()
    const form = page.getByTestId('project-filters')
    await form.getByLabel('Departamento').selectOption({ label: 'Antioquia' })
    await page.waitForURL((url) => url.searchParams.has('department_id'))
    await form.getByLabel('Municipio').selectOption(bello)
    await page.waitForURL((url) => url.pathname.endsWith('/bello'))
    await form.getByLabel('VIS (interés social)').check()
    await waitForParam(page, 'vis', 'vis')
    await form.getByLabel('Entrega hasta').selectOption('2027')
    await waitForParam(page, 'delivery_year_max', '2027')

    const expected = (await api(baseUrl, `/projects/search?municipality_id=${bello}&vis=1&delivery_year_max=2027`)).meta
      .total as number
    expect(expected, 'a demo VIS project in Bello delivered by 2027').toBeGreaterThan(0)
    await expect.poll(() => count(page)).toMatch(new RegExp(`^${expected} proyectos?`))
    const cards = page.getByTestId('project-card')
    await expect(cards.count()).resolves.toBe(expected)
    await expect(cards.first().textContent()).resolves.toMatch(/VIS/)
    await expect(cards.first().textContent()).resolves.toMatch(/Bello/)
    await page.screenshot({ path: `test-results/projects-search-bello-${name}.png`, fullPage: true })

    // The same search on a map (its points from the API), then back to the list.
    await page.getByTestId('open-map').click()
    await page.waitForURL(/view=map/)
    const query = `municipality_id=${bello}&vis=1&delivery_year_max=2027`
    expect((await api(baseUrl, `/projects/search/map?${query}`)).data.length).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await expect.poll(() => count(page)).toMatch(new RegExp(`^${expected} proyectos?`))
    await page.screenshot({ path: `test-results/projects-search-map-${name}.png` })
    await page.getByRole('link', { name: 'Ver lista' }).click()
    await page.waitForURL((url) => !url.searchParams.has('view'))
    await expect(cards.count()).resolves.toBe(expected)

    const link = cards.first().getByRole('link')
    const projectName = await link.textContent()
    await link.click()
    await page.waitForURL(/\/proyectos\/[a-z0-9-]+-[A-Za-z0-9]{8,}$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(projectName)
    await page.screenshot({ path: `test-results/projects-search-opened-${name}.png` })

    // On the project: the payment plan of its first unit type, then a visit to the sales room.
    const plan = page.getByTestId('payment-plan-form')
    await plan.getByRole('button', { name: 'Calcular plan de pagos' }).click()
    await page.getByTestId('payment-plan-results').waitFor()
    expect(await page.getByTestId('payment-plan-results').textContent()).toMatch(/Cuota mensual[^$]*\$ \d/)
    await page.getByTestId('payment-plan-results').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/projects-search-plan-${name}.png` })
    await page.getByRole('button', { name: 'Agendar visita a la sala de ventas' }).click()
    const visit = page
      .getByRole('dialog', { name: 'Agendar visita a la sala de ventas' })
      .getByTestId('visit-request-form')
    await visit.getByRole('textbox', { name: /^Nombre/ }).fill('Paula Bello')
    await visit.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`bello-${name}-${Date.now()}@example.com`)
    await visit.getByRole('textbox', { name: /^Teléfono/ }).fill('300 765 4321')
    await visit.getByLabel(/Autorizo el tratamiento/).check()
    await visit.getByTestId('slot-date-0').fill(nextWeekday())
    await visit.getByTestId('slot-time-0').selectOption('10:00')
    await visit.getByRole('button', { name: 'Solicitar visita' }).click()
    await page.getByTestId('visit-sent').waitFor()
    await page.screenshot({ path: `test-results/projects-search-visit-${name}.png` })
    await context.close()
  })
}

test('the landing /proyectos/bello/vis names itself and lists what the API finds', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  const res = await page.goto(`${baseUrl}/proyectos/bello/vis`)
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
    'Proyectos VIS de vivienda nueva en Bello',
  )
  const total = (await api(baseUrl, `/projects/search?municipality_id=${bello}&vis=1`)).meta.total as number
  await expect(page.getByTestId('project-card').count()).resolves.toBe(total)
  await context.close()
})

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const)
  test(`at ${name} px: the home shows featured projects, and the listing search links to the projects`, async () => {
    const { page, context } = await newPage(browser, viewport)
    await page.goto(`${baseUrl}/`)
    await answerCookies(page)
    const row = page.getByTestId('home-projects')
    await expect(row.getByTestId('project-card').count()).resolves.toBe(4)
    await row.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/home-projects-${name}.png` })
    await page.goto(`${baseUrl}/properties/search`)
    await page.screenshot({ path: `test-results/search-projects-entry-${name}.png` })
    await page.getByTestId('projects-entry').click()
    await page.waitForURL(`${baseUrl}/proyectos`)
    await context.close()
  })
