/**
 * Verified badges and "Solo anunciantes verificados" (issue 33) as a visitor uses them, at 390
 * px (the drawer, a finger) and 1280 px (the side panel, a mouse): tick the filter, see only
 * cards with a badge, tap or hover a badge to read what Wi Inmuebles checked, untick it and see
 * every listing again. Staff's verification is another part's work: this file runs its own
 * server on a scratch PostgreSQL database (a small demo catalogue) and marks one agency
 * verified there, as staff's decision leaves it (customers.verified_at) — the running index
 * hears it through the change feed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '../support/free-port'
import { scratchDatabase } from '../support/server-process'
import { DESKTOP, hydrated, launchBrowser, MOBILE } from './browser'

const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const ABOUT = 'Wi Inmuebles revisó el NIT y el certificado de Cámara de Comercio de esta inmobiliaria.'

let browser: Browser
let server: ChildProcess | undefined
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined
let dataDir = ''
let baseUrl = ''

async function sql(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: database!.url })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
  database = await scratchDatabase(PG_URL, 'wi_e2e_verified_badges')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-e2e-badges-'))
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: '',
      SEED_DEMO: 'always',
      SEED_LISTINGS: '300',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 170_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`)
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error('The server did not start in time')
    await new Promise((r) => setTimeout(r, 500))
  }
  // The agency with the fewest published listings: its cards are the only ones left when ticked.
  const marked = await sql(`update customers set verified_at = now() where id = (
      select customer_id from properties p join customers c on c.id = p.customer_id
       where p.status = 'published' and p.deleted_at is null and c.kind = 'agency' and c.is_active
         and c.deleted_at is null
       group by customer_id order by count(*), customer_id limit 1)`)
  expect(marked.rowCount).toBe(1)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => server?.once('exit', r))
  }
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function total(query: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/properties/search?${query}`)
  return ((await res.json()) as { meta: { total: number } }).meta.total
}

/** Every card on the page carries a badge; as many cards as the API counts (a page at most). */
async function expectOnlyBadgedCards(page: Page, expected: number) {
  const cards = page.getByTestId('result-card')
  await expect.poll(() => cards.count()).toBe(Math.min(expected, 24))
  await expect.poll(() => cards.filter({ has: page.getByTestId('publisher-badges') }).count()).toBe(await cards.count())
}

const openExplanation = (page: Page) => page.locator('[popover]:popover-open')

async function readBadge(page: Page, badge: Locator, how: 'tap' | 'click') {
  if (how === 'tap') await badge.tap()
  else await badge.click()
  await expect.poll(() => openExplanation(page).textContent()).toBe(ABOUT)
  expect(await openExplanation(page).isVisible()).toBe(true)
}

test('at 390 px: ticked in the drawer, only badged cards; a tap on a badge explains it; unticked, every listing', async () => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'es-CO', hasTouch: true, isMobile: true })
  const page = await context.newPage()
  const all = await total('')
  const verified = await total('verified=true')
  expect(verified).toBeGreaterThan(0)
  expect(verified).toBeLessThan(all)

  await page.goto(`${baseUrl}/properties/search`)
  await hydrated(page)
  await page.getByTestId('open-filters').tap()
  const drawer = page.getByRole('dialog', { name: 'Filtros' })
  await drawer.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).check()
  await drawer.getByRole('button', { name: 'Ver resultados' }).tap()
  await page.waitForURL(/verified=true/)
  await page.getByRole('link', { name: 'Quitar Anunciantes verificados' }).waitFor()
  await expectOnlyBadgedCards(page, verified)

  const badge = page.getByTestId('result-card').first().getByRole('button', { name: 'Inmobiliaria verificada' })
  await readBadge(page, badge, 'tap')
  await page.screenshot({ path: 'test-results/verified-badges-390.png' })
  // A tap elsewhere closes it.
  await page.getByRole('heading', { level: 1 }).tap()
  await expect.poll(() => openExplanation(page).count()).toBe(0)

  await page.getByTestId('open-filters').tap()
  await drawer.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).uncheck()
  await drawer.getByRole('button', { name: 'Ver resultados' }).tap()
  await page.waitForURL((url) => !url.search.includes('verified'))
  await expect.poll(() => page.getByTestId('result-card').count()).toBe(Math.min(all, 24))
  await context.close()
})

test('at 1280 px: ticked in the side panel, only badged cards; hover and click explain a badge; unticked, every listing', async () => {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-CO' })
  const page = await context.newPage()
  const all = await total('')
  const verified = await total('verified=true')

  await page.goto(`${baseUrl}/properties/search`)
  await hydrated(page)
  const panel = page.getByTestId('filters-panel')
  await panel.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).check()
  await page.waitForURL(/verified=true/)
  await expectOnlyBadgedCards(page, verified)

  const card = page.getByTestId('result-card').first()
  const badge = card.getByRole('button', { name: 'Inmobiliaria verificada' })
  // Hovered, the same words show beside it, without a script.
  await badge.hover()
  await expect.poll(() => card.getByText(ABOUT).isVisible()).toBe(true)
  await readBadge(page, badge, 'click')
  await page.screenshot({ path: 'test-results/verified-badges-1280.png' })
  // From the keyboard: Escape closes it.
  await page.keyboard.press('Escape')
  await expect.poll(() => openExplanation(page).count()).toBe(0)

  await panel.getByRole('checkbox', { name: 'Solo anunciantes verificados' }).uncheck()
  await page.waitForURL((url) => !url.search.includes('verified'))
  await expect.poll(() => page.getByTestId('result-card').count()).toBe(Math.min(all, 24))
  await context.close()
})
