/**
 * A visitor's favourite projects and comparison of projects in Chromium at 390 and 1280 px
 * (issue 32): the heart pressed signed out asks to sign in and is saved once signed in; the
 * favourite shows in the panel with its summary and is removed there; two projects compared
 * (a second click on the same button takes one out, a third puts it back), the comparison page
 * of projects with both, one removed there; a project card's heart on /proyectos pressed twice. Screenshots go to test-results/.
 */
import type { Page } from 'playwright-core'
import { beforeAll, expect, inject, test } from 'vitest'
import { api, signIn, type Json } from './api'
import { answerCookies, browserForFile, DESKTOP, hydrated, MOBILE, newPage } from './browser'

const browser = browserForFile()
const projects: Json[] = []
const baseUrl = inject('baseUrl')
const EMAIL = 'usuario@example.com'
const PASSWORD = 'Demo1234!'

beforeAll(async () => {
  const token = await signIn(baseUrl, 'constructora@example.com', PASSWORD)
  const rows = (await api(baseUrl, '/admin/projects?status=published&per_page=2', { token })).data as Json[]
  for (const row of rows.slice(0, 2)) projects.push((await api(baseUrl, `/projects/${row.id}`)).data as Json)
  expect(projects).toHaveLength(2)
})

/** Empties the demo visitor's project lists through the API, so each run starts clean. */
async function resetLists() {
  const token = await signIn(baseUrl, EMAIL, PASSWORD)
  for (const [list, path] of [
    ['favorites', '/wiauth/projects/favorites'],
    ['compare', '/wiauth/projects/compare/list'],
  ]) {
    for (const p of (await api(baseUrl, path, { token })).data as Json[])
      await api(baseUrl, `${path}?project_id=${p.id}`, { method: 'DELETE', token })
    expect((await api(baseUrl, path, { token })).data, list).toEqual([])
  }
}

const pathOf = (p: Json) => new URL(p.url).pathname

async function toast(page: Page) {
  await page.getByText('Cambios guardados correctamente').first().waitFor({ timeout: 10_000 })
}

for (const [size, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`favourite a project, see it in the panel, remove it; compare two projects (${size} px)`, async () => {
    await resetLists()
    const { page, context } = await newPage(browser(), viewport)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const [a, b] = projects

    // Signed out, the heart asks to sign in; once signed in the project is a favourite.
    await page.goto(baseUrl + pathOf(a))
    await answerCookies(page)
    await hydrated(page)
    const actions = page.getByTestId('listing-actions')
    await actions.getByTestId('favorite-button').click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByLabel('Correo electrónico').fill(EMAIL)
    await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await page.waitForURL((url) => url.pathname === pathOf(a))
    await hydrated(page)
    const fav = actions.getByTestId('favorite-button')
    await expect.poll(() => fav.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true')
    await page.screenshot({ path: `test-results/project-favorite-${size}.png` })

    // The panel lists it with its summary; "Quitar de favoritos" removes it.
    await page.goto(`${baseUrl}/user/panel/favorites`)
    const list = page.getByTestId('project-favorites-list')
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    await expect(list.getByRole('link', { name: a.name }).isVisible()).resolves.toBe(true)
    await expect(list.getByTestId('project-summary').textContent()).resolves.toMatch(/^Desde \$ \d{1,3}(\.\d{3})+/)
    await page.screenshot({ path: `test-results/project-panel-favorites-${size}.png`, fullPage: true })
    await list.getByRole('button', { name: 'Quitar de favoritos' }).click()
    await page.getByText('Aún no tienes proyectos favoritos').waitFor()

    // Compare: the same button pressed twice takes the project out, a third time puts it back.
    await page.goto(baseUrl + pathOf(a))
    await hydrated(page)
    const compare = actions.getByTestId('compare-button')
    await expect.poll(() => fav.getAttribute('aria-pressed')).toBe('false')
    for (const pressed of ['true', 'false', 'true']) {
      await compare.click()
      await expect.poll(() => compare.getAttribute('aria-pressed')).toBe(pressed)
    }
    await toast(page)
    await page.goto(baseUrl + pathOf(b))
    await hydrated(page)
    await compare.click()
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true')
    await actions.getByRole('link', { name: 'Ver comparación (2)' }).click()

    // The comparison page of projects: both, side by side, the listings' tab beside it.
    await page.waitForURL((url) => url.pathname === '/properties/compare/projects')
    const columns = page.getByTestId('compare-column')
    await expect.poll(() => columns.count()).toBe(2)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Comparar proyectos')
    for (const row of ['builder', 'stage', 'delivery', 'price_from', 'area', 'bedrooms', 'amenities', 'progress'])
      await expect(page.locator(`tr[data-row="${row}"]`).count(), row).resolves.toBe(1)
    await expect(page.getByRole('link', { name: 'Inmuebles', exact: true }).isVisible()).resolves.toBe(true)
    await page.screenshot({ path: `test-results/project-compare-${size}.png`, fullPage: true })
    await page.getByRole('button', { name: `Quitar ${b.name} de la comparación` }).click()
    await toast(page)
    await expect.poll(() => columns.count()).toBe(1)
    await page.getByTestId('compare-min').waitFor()

    // A project card of /proyectos: its heart pressed, then pressed again.
    await page.goto(`${baseUrl}/proyectos`)
    await hydrated(page)
    const heart = page.getByTestId('project-card').first().getByTestId('favorite-button')
    for (const pressed of ['true', 'false']) {
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(pressed)
    }
    await page.screenshot({ path: `test-results/project-cards-${size}.png` })

    expect(errors).toEqual([])
    await context.close()
  }, 150_000)
}
