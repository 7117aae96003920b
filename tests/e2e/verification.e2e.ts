/**
 * Staff's verification queue at 390 and 1280 px. The demo plants two requests waiting (an
 * agency's Cámara de Comercio certificate, propietario@example.com's certificado de tradición):
 * staff (the demo SuperAdmin) open /admin/verifications, open the oldest one's paper (a PDF,
 * never cached), try to reject it without a reason (the field's message), then approve it.
 * Screenshots in test-results/.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { browserForFile, DESKTOP, hydrated, MOBILE, newPage } from './browser'
import { axeViolations, signInToBackOffice } from './back-office'

const baseUrl = inject('baseUrl')
const browser = browserForFile()

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe.each([
  { name: '390', viewport: MOBILE },
  { name: '1280', viewport: DESKTOP },
])('at $name px', ({ name, viewport }) => {
  test('staff view the paper, are told a rejection needs a reason, then approve', async () => {
    const { page, context } = await newPage(browser(), viewport)
    try {
      await signInToBackOffice(page, baseUrl, 'superadmin@example.com')
      await page.goto(`${baseUrl}/admin/verifications`)
      await page.getByRole('heading', { name: 'Verificaciones', level: 1 }).waitFor()
      await hydrated(page)
      const first = page.getByRole('article').first()
      const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim()
      await fitsTheScreen(page, viewport.width)
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: `test-results/verification-${name}-1-queue.png`, fullPage: true })

      // The paper: a PDF from the staff-only address, never kept by a cache.
      const href = await first.getByRole('link', { name: /· Ver$/ }).getAttribute('href')
      const paper = await page.request.get(`${baseUrl}${href}`)
      expect(paper.status()).toBe(200)
      expect(paper.headers()['content-type']).toBe('application/pdf')
      expect(paper.headers()['cache-control']).toMatch(/no-store/)
      expect((await paper.body()).subarray(0, 5).toString()).toBe('%PDF-')

      // No reason: refused, the message at the field of this item.
      await first.getByRole('button', { name: 'Rechazar', exact: true }).click()
      const item = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
      await item.getByText('Este campo es obligatorio').waitFor()
      expect(await item.getByLabel('Motivo del rechazo (se le envía al anunciante)').getAttribute('aria-invalid')).toBe(
        'true',
      )
      await item.screenshot({ path: `test-results/verification-${name}-2-no-reason.png` })

      await item.getByRole('button', { name: 'Aprobar', exact: true }).click()
      await page.getByText('Solicitud aprobada: el anunciante ya aparece como verificado.').waitFor()
      await expect.poll(() => item.count()).toBe(0)
      await page.screenshot({ path: `test-results/verification-${name}-3-approved.png`, fullPage: true })
    } finally {
      await context.close()
    }
  })
})
