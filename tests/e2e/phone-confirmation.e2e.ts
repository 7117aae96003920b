/**
 * The demo visitor confirms a mobile phone on /user/account, at 390 and 1280 px: a number that is
 * not a Colombian mobile (its error at the field), the right one, the code read from the
 * development SMS outbox (/dev/outbox), a wrong code (its error at the field), the right code:
 * "Teléfono confirmado". Screenshots of the section at each step in test-results/.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { answerCookies, browserForFile, DESKTOP, hydrated, MOBILE, newPage } from './browser'
import { signInAs } from './back-office'
import { codeFromOutbox } from './dev-inboxes'

const baseUrl = inject('baseUrl')
const browser = browserForFile()

const signInAsVisitor = (page: Page) => signInAs(page, baseUrl, 'usuario@example.com', '/user/account')

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe.each([
  { name: '390', viewport: MOBILE, typed: '300 111 2233', e164: '+573001112233', readable: '+57 300 111 2233' },
  { name: '1280', viewport: DESKTOP, typed: '+57 310 444 5566', e164: '+573104445566', readable: '+57 310 444 5566' },
])('at $name px', ({ name, viewport, typed, e164, readable }) => {
  test('a wrong number, the right one, a wrong code, the right code: Teléfono confirmado', async () => {
    const { page, context } = await newPage(browser(), viewport)
    const section = page.getByRole('region', { name: 'Teléfono celular' })
    // The section itself: the steps happen there, and a whole account page is too tall to read.
    const shot = (step: string) => section.screenshot({ path: `test-results/phone-${name}-${step}.png` })
    try {
      await signInAsVisitor(page)
      await hydrated(page)
      await answerCookies(page)
      const number = section.getByLabel(/^Número de celular/)

      // A number that is not a Colombian mobile: the error stands at the field.
      await number.fill('12345')
      await section.getByRole('button', { name: /^Enviar (un )?código/ }).click()
      await section.getByText('Escribe un celular colombiano: 10 dígitos que empiezan por 3').waitFor()
      expect(await number.getAttribute('aria-invalid')).toBe('true')
      await shot('1-wrong-number')

      // The right number: the code goes out and its field appears.
      await number.fill(typed)
      await section.getByRole('button', { name: /^Enviar (un )?código/ }).click()
      await section.getByText('Te enviamos un código por SMS. Vence en 10 minutos.').waitFor()
      const codeField = section.getByLabel(/^Código de 6 dígitos/)
      await codeField.waitFor()
      await section.getByText(`te enviamos por SMS al ${readable}`, { exact: false }).waitFor()
      await fitsTheScreen(page, viewport.width)
      await shot('2-code-sent')

      // The code, read where a developer reads it.
      const outbox = await context.newPage()
      const code = await codeFromOutbox(outbox, baseUrl, e164)
      await outbox.screenshot({ path: `test-results/phone-${name}-3-outbox.png`, fullPage: true })
      await outbox.close()

      // A wrong code: its error at the code field, the tries left told.
      await codeField.fill(code === '000000' ? '111111' : '000000')
      await section.getByRole('button', { name: 'Confirmar', exact: true }).click()
      await section.getByText('El código no es correcto. Te quedan 4 intentos.').first().waitFor()
      expect(await section.getByLabel(/^Código de 6 dígitos/).getAttribute('aria-invalid')).toBe('true')
      await shot('4-wrong-code')

      // The right code.
      await section.getByLabel(/^Código de 6 dígitos/).fill(code)
      await section.getByRole('button', { name: 'Confirmar', exact: true }).click()
      const status = section.getByTestId('phone-status')
      await expect.poll(() => status.textContent()).toContain(readable)
      expect(await status.textContent()).toContain('Teléfono confirmado')
      expect(await section.getByLabel(/^Código de 6 dígitos/).count()).toBe(0)
      await fitsTheScreen(page, viewport.width)
      await shot('5-confirmed')

      // Confirmed after a reload too, and the section passes axe.
      await page.reload()
      await expect.poll(() => section.getByTestId('phone-status').textContent()).toContain('Teléfono confirmado')
      const results = await new AxeBuilder({ page: page as never })
        .include('section[aria-labelledby="phone-title"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
