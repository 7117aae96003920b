/**
 * An owner answers the people interested in their home (issue 33), at 390 and 1280 px, as the demo
 * owner propietario@example.com: "Mensajes de interesados" in the panel lists the demo visitor's
 * message with the listing and the WhatsApp and call links; a reply with only spaces is refused at
 * its field and keeps what the status form says, then a written reply is sent and shown under
 * "Tus respuestas". Screenshots in test-results/.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { answerCookies, browserForFile, DESKTOP, hydrated, MOBILE, newPage } from './browser'
import { signInAs } from './back-office'

const baseUrl = inject('baseUrl')
const browser = browserForFile()

const signInAsOwner = (page: Page) => signInAs(page, baseUrl, 'propietario@example.com', '/user/panel/listings')

describe.each([
  { name: '390', viewport: MOBILE },
  { name: '1280', viewport: DESKTOP },
])('at $name px', ({ name, viewport }) => {
  test('open "Mensajes de interesados", an empty reply refused at its field, then a reply sent', async () => {
    const { page } = await newPage(browser(), viewport)
    const shot = (step: string) =>
      page.screenshot({ path: `test-results/owner-leads-${name}-${step}.png`, fullPage: true })
    try {
      await signInAsOwner(page)
      await answerCookies(page)
      await hydrated(page)
      await page.getByRole('link', { name: 'Mensajes de interesados' }).click()
      await page.waitForURL(/\/user\/panel\/leads$/)
      const lead = page.getByTestId('owner-lead').filter({ hasText: 'Camila Restrepo' })
      await lead.waitFor()
      await lead.getByText('¿el inmueble sigue disponible?', { exact: false }).waitFor()
      expect(await lead.getByRole('link', { name: 'Responder por WhatsApp' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/573104567812\?text=/,
      )
      expect(await lead.getByRole('link', { name: /^Llamar al / }).getAttribute('href')).toBe('tel:+573104567812')
      await shot('1-inbox')

      // Only spaces: refused at the field, the page still there with the lead.
      const reply = lead.getByLabel(/^Tu respuesta por correo/)
      await reply.fill('   ')
      await lead.getByRole('button', { name: 'Enviar respuesta' }).click()
      await lead.getByText('Este campo es obligatorio').waitFor()
      expect(await reply.getAttribute('aria-invalid')).toBe('true')
      await shot('2-refused')

      const text = `Hola Camila, sí está disponible. ¿Le sirve el sábado a las 10? (${name} px)`
      await reply.fill(text)
      await lead.getByRole('button', { name: 'Enviar respuesta' }).click()
      await lead.getByText('Enviamos tu respuesta por correo.').waitFor()
      await lead.getByText(text).waitFor()
      expect(await lead.getByLabel(/^Tu respuesta por correo/).inputValue()).toBe('')
      expect(await lead.getByLabel('Estado', { exact: true }).inputValue()).not.toBe('new')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await shot('3-sent')
    } catch (error) {
      await shot('failed')
      throw error
    } finally {
      await page.close()
    }
  })
})
