/**
 * A visit request in Chromium, as the two people involved do it: a visitor on a phone (390 px)
 * opens a listing of the demo Admin's agency, asks for a visit without choosing a time (the
 * form says what is missing and puts the focus on the first date), picks a day and a half hour,
 * sends it without a name (the server's 422 focuses the name), fixes it and reads the thanks; the
 * agency (1280 px) finds it in /admin/leads, confirms that time, and both e-mails arrive in the
 * development mailbox with their calendar invitation. Screenshots go to test-results/.
 */
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { api, signIn, nextWeekday } from './api'
import { axeViolations, signInToBackOffice } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

/** A published listing of the demo Admin's agency (its page path). */
async function agencyListingPath(): Promise<string> {
  const token = await signIn(baseUrl, 'admin@example.com', 'Demo1234!')
  const list = await api(baseUrl, '/admin/properties?status=published&per_page=1', { token })
  const listing = await api(baseUrl, `/properties/${list.data[0].id}`)
  return new URL(listing.data?.url ?? listing.url).pathname
}

/** A Saturday three or more days ahead, as YYYY-MM-DD in Bogotá. */
function nextSaturday(): string {
  for (let d = 3; ; d++) {
    const local = new Date(Date.now() + d * 86_400_000 - 5 * 3_600_000)
    if (local.getUTCDay() === 6) return local.toISOString().slice(0, 10)
  }
}

test('a visitor asks for a visit on a phone; the agency confirms it; both invitations reach the mailbox', async () => {
  const path = await agencyListingPath()
  const email = `visita-${Date.now().toString(36)}@example.com`
  const name = `Camila Visita ${Date.now().toString(36)}`

  // The visitor, at 390 px.
  const visitor = await newPage(browser, MOBILE)
  const errors: string[] = []
  visitor.page.on('pageerror', (e) => errors.push(e.message))
  await visitor.page.goto(`${baseUrl}${path}`)
  const banner = visitor.page.getByRole('region', { name: /cookies/i })
  if (await banner.isVisible()) await banner.getByRole('button').click()
  await visitor.page.getByTestId('open-visit').click()
  const form = visitor.page.getByTestId('visit-request-form')
  await form.waitFor()
  await expect.poll(() => form.getByText('Sábado: 9:00 a. m. – 1:00 p. m.').count()).toBe(1)
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(name)
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email)
  await form.getByRole('textbox', { name: /^Teléfono/ }).fill('300 123 4567')
  await form.getByLabel(/Autorizo el tratamiento/).check()

  // No time chosen: the form says so and nothing is sent.
  await form.getByRole('button', { name: 'Solicitar visita' }).click()
  await expect
    .poll(() => form.getByTestId('slots-error').textContent())
    .toBe('Propón al menos un horario para la visita')
  await visitor.page.screenshot({ path: 'test-results/visit-request-error-390.png', fullPage: false })
  const focused = () => visitor.page.evaluate(() => document.activeElement?.getAttribute('name') ?? '')
  await expect.poll(focused).toBe('slot_date_0')

  // A day and one of its half hours, then it goes.
  const day = nextWeekday()
  await form.getByTestId('slot-date-0').fill(day)
  await form.getByTestId('slot-time-0').selectOption('10:00')
  await visitor.page.screenshot({ path: 'test-results/visit-request-form-390.png', fullPage: false })
  // The server refuses a missing name: the focus goes to it, marked invalid.
  const nameField = form.getByRole('textbox', { name: /^Nombre/ })
  await nameField.fill('')
  await form.getByRole('button', { name: 'Solicitar visita' }).click()
  await expect.poll(() => nameField.getAttribute('aria-invalid')).toBe('true')
  await expect.poll(() => nameField.evaluate((el) => el === document.activeElement)).toBe(true)
  await nameField.fill(name)
  await form.getByRole('button', { name: 'Solicitar visita' }).click()
  await visitor.page.getByTestId('visit-sent').waitFor()
  expect(await visitor.page.getByTestId('visit-sent').textContent()).toContain('¡Solicitud enviada!')
  await visitor.page.screenshot({ path: 'test-results/visit-request-sent-390.png' })
  expect(errors).toEqual([])
  await visitor.context.close()

  // The agency, at 1280 px: the request is in the inbox; it confirms the time.
  const agency = await newPage(browser, DESKTOP)
  await agency.page.goto(`${baseUrl}${path}`)
  await agency.page.getByTestId('open-visit').click()
  await agency.page.getByTestId('visit-request-form').waitFor()
  await agency.page.screenshot({ path: 'test-results/visit-request-form-1280.png' })
  await agency.context.clearCookies()
  await signInToBackOffice(agency.page, baseUrl, 'admin@example.com')
  await agency.page.goto(`${baseUrl}/admin/leads`)
  await agency.page.getByRole('link', { name }).click()
  const panel = agency.page.getByTestId('lead-visit')
  await panel.waitFor()
  expect(await panel.textContent()).toContain('Por confirmar')
  await agency.page.screenshot({ path: 'test-results/visit-inbox-1280.png', fullPage: true })
  expect(await axeViolations(agency.page)).toEqual([])
  // Proposing another time: a Saturday offers only that morning's starts.
  await panel.locator('input[name="date"]').fill(nextSaturday())
  await expect
    .poll(() => panel.locator('select[name="time"]').locator('option:not([value=""])').allTextContents())
    .toHaveLength(7)
  await panel
    .getByRole('button', { name: /^Confirmar/ })
    .first()
    .click()
  await agency.page.getByText('Visita confirmada. Enviamos la invitación').waitFor()
  expect(await agency.page.getByTestId('visit-scheduled').textContent()).toMatch(/10:00/)
  await agency.page.screenshot({ path: 'test-results/visit-confirmed-1280.png', fullPage: true })

  // Both e-mails, each with the invitation, in the development mailbox (the outbox sends within seconds).
  const deadline = Date.now() + 30_000
  let rows: string[]
  for (;;) {
    await agency.page.goto(`${baseUrl}/dev/mailbox`)
    rows = await agency.page
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.textContent ?? '').filter((text) => text.includes('Visita confirmada')))
    const mine = rows.filter((r) => r.includes(email) || r.includes(name))
    if (mine.length >= 2) break
    if (Date.now() > deadline) throw new Error(`no confirmation e-mails yet: ${rows.join(' | ')}`)
    await agency.page.waitForTimeout(1000)
  }
  const mine = rows.filter((r) => r.includes(email) || r.includes(name))
  expect(mine).toHaveLength(2)
  for (const row of mine) expect(row).toContain('invitacion.ics')
  // The visitor's, opened: the invitation is listed and reads as a calendar request.
  await agency.page
    .locator('tbody tr', { hasText: email })
    .filter({ hasText: 'Visita confirmada' })
    .getByRole('link')
    .click()
  const attachment = agency.page.getByTestId('mail-attachment')
  await attachment.waitFor()
  expect(await attachment.textContent()).toContain('invitacion.ics')
  await attachment.click()
  expect(await agency.page.locator('pre', { hasText: 'BEGIN:VCALENDAR' }).textContent()).toContain('METHOD:REQUEST')
  await agency.page.screenshot({ path: 'test-results/visit-mailbox-1280.png', fullPage: true })
  await agency.context.close()
})
