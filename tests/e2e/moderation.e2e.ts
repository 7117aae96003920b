/**
 * The staff queue and a visitor's report, at 390 and 1280 px. Staff (the demo SuperAdmin) open
 * /admin/moderation (the demo plants a few listings in review with their signals), read an item's
 * signal in words, try to reject it without a reason (the field's message), reject it with one,
 * then approve another. A visitor opens a rental, reads the no-deposit warning on its contact
 * card and reports it (with JavaScript at 1280 px, without at 390 px). Screenshots in test-results/.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { encodeOperation } from '#core/shared/ids.utils'
import { answerCookies, browserForFile, DESKTOP, hydrated, MOBILE, newPage } from './browser'
import { axeViolations, signInToBackOffice } from './back-office'

const baseUrl = inject('baseUrl')
const browser = browserForFile()

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** The address of a published rental, as the search API gives it. */
async function aRental(index: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/properties/search?operation_type_id=${encodeOperation('rent')}`)
  const body = (await res.json()) as { data: { url: string }[] }
  return new URL(body.data[index].url).pathname
}

describe.each([
  { name: '390', viewport: MOBILE, javaScriptEnabled: false, rental: 1 },
  { name: '1280', viewport: DESKTOP, javaScriptEnabled: true, rental: 2 },
])('at $name px', ({ name, viewport, javaScriptEnabled, rental }) => {
  test('staff read the signal, are told a rejection needs a reason, reject with one, approve another', async () => {
    const { page, context } = await newPage(browser(), viewport)
    try {
      await signInToBackOffice(page, baseUrl, 'superadmin@example.com')
      await page.goto(`${baseUrl}/admin/moderation`)
      await page.getByRole('heading', { name: 'Moderación', level: 1 }).waitFor()
      await hydrated(page)
      await page
        // The demo's planted frauds (seed/demo/owner-listings.ts), each signal's evidence as a sentence.
        .getByText(
          /(Precio por m² \d+ % de la mediana|Una foto coincide con la del inmueble WI-|La descripción pide dinero: |El texto coincide en un \d+ %)/,
        )
        .first()
        .waitFor()
      const first = page.getByRole('article').first()
      const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim()
      await expect.poll(() => first.getByText(/^Esperando hace /).count()).toBeGreaterThan(0)
      await fitsTheScreen(page, viewport.width)
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: `test-results/moderation-${name}-1-queue.png`, fullPage: true })

      // No reason: refused, the message at the field of this item.
      await first.getByRole('button', { name: 'Rechazar', exact: true }).click()
      const item = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
      await item.getByText('Este campo es obligatorio').waitFor()
      const reason = item.getByLabel('Motivo del rechazo (se le envía al anunciante)')
      expect(await reason.getAttribute('aria-invalid')).toBe('true')
      await item.screenshot({ path: `test-results/moderation-${name}-2-no-reason.png` })

      // With a reason: rejected, out of the queue.
      await reason.fill('El precio no corresponde al inmueble; envíanos el certificado de tradición.')
      await item.getByRole('button', { name: 'Rechazar', exact: true }).click()
      await page.getByText('Anuncio rechazado: le enviamos el motivo al anunciante.').waitFor()
      await expect.poll(() => item.count()).toBe(0)

      // Approve the next one.
      const next = page.getByRole('article').first()
      const nextTitle = (await next.getByRole('heading', { level: 2 }).textContent())!.trim()
      await next.getByRole('button', { name: 'Aprobar y publicar' }).click()
      await page.getByText('Anuncio aprobado: ya es público.').waitFor()
      await expect
        .poll(() =>
          page
            .getByRole('article')
            .filter({ has: page.getByRole('heading', { name: nextTitle }) })
            .count(),
        )
        .toBe(0)
      await page.screenshot({ path: `test-results/moderation-${name}-3-decided.png`, fullPage: true })
    } finally {
      await context.close()
    }
  })

  test(`a visitor reads the warning on a rental and reports it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
    const context = await browser().newContext({ viewport, locale: 'es-CO', javaScriptEnabled })
    const page = await context.newPage()
    try {
      await page.goto(`${baseUrl}${await aRental(rental)}`)
      if (javaScriptEnabled) {
        await hydrated(page)
        await answerCookies(page)
      }
      await page
        .getByText('Nunca consignes dinero antes de visitar el inmueble y verificar al propietario.')
        .first()
        .waitFor()
      await page.getByText('Reportar este anuncio').click()
      await page.getByRole('radio', { name: 'Piden dinero antes de visitar' }).check()
      await page.getByLabel(/^Cuéntanos qué pasa/).fill('Me pidieron consignar un anticipo por Nequi.')
      await fitsTheScreen(page, viewport.width)
      await page.screenshot({ path: `test-results/moderation-${name}-4-report.png`, fullPage: true })
      await page.getByRole('button', { name: 'Enviar reporte' }).click()
      await page.getByText('Gracias por avisarnos. Nuestro equipo revisará este anuncio.').waitFor()
      await page.screenshot({ path: `test-results/moderation-${name}-5-thanks.png`, fullPage: true })
    } finally {
      await context.close()
    }
  })
})
