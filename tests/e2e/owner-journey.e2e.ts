/**
 * Issue 33's check, as a new person does it on a phone-sized screen (390 px): sign up, confirm
 * the e-mail from the development mailbox, "Publica tu inmueble" step by step with three photos;
 * at the last step the phone is not confirmed yet, so they follow the link, get the code from the
 * development SMS outbox and confirm it; back in "Mis inmuebles" they send the draft to staff: "En
 * revisión", not public. Staff approve it in /admin/moderation; the public search then finds it,
 * its card saying "Publicado por el propietario". Screenshots in test-results/.
 */
import type { Page } from 'playwright-core'
import { expect, inject, test } from 'vitest'
import { answerCookies, browserForFile, hydrated, MOBILE, newPage } from './browser'
import { signInAs, signInToBackOffice } from './back-office'
import { codeFromOutbox, openFromMailbox } from './dev-inboxes'
import { atStep, fillRentalUpToPhotos, next, uploadPhotos } from './owner-form'

const baseUrl = inject('baseUrl')
const browser = browserForFile()
const STAMP = Date.now().toString(36)
const EMAIL = `camila.${STAMP}@example.test`
const PASSWORD = 'Clave-Envigado-2026'
const TITLE = `Apartamento con balcón cerca al parque de Envigado ${STAMP}`
const PHONE = { typed: '315 222 4466', e164: '+573152224466' }

const shot = (page: Page, step: string) =>
  page.screenshot({ path: `test-results/owner-journey-390-${step}.png`, fullPage: true })

test('a new owner at 390 px: sign up, publish with three photos, confirm the phone, staff approve, public', async () => {
  const { page, context } = await newPage(browser(), MOBILE)
  try {
    // Sign up and confirm the e-mail.
    await page.goto(`${baseUrl}/sign_up`)
    await answerCookies(page)
    await page.getByLabel(/^Nombre\s*\*?$/).fill('Camila')
    await page.getByLabel(/^Apellido\s*\*?$/).fill('Restrepo')
    await page.getByLabel(/^Correo electrónico\s*\*?$/).fill(EMAIL)
    await page.getByLabel(/^Contraseña\s*\*?$/).fill(PASSWORD)
    await page.getByLabel(/^Confirma la contraseña\s*\*?$/).fill(PASSWORD)
    await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check()
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor()
    await openFromMailbox(page, baseUrl, EMAIL, /\/confirm_email\//)
    await page.getByText('Tu correo electrónico fue confirmado').waitFor()

    // Signed in, "Publica tu inmueble".
    await signInAs(page, baseUrl, EMAIL, '/user/panel/listings', PASSWORD)
    await hydrated(page)
    await page.getByText('Aún no has publicado ningún inmueble.').waitFor()
    await page.getByRole('link', { name: 'Publica tu inmueble' }).first().click()

    await fillRentalUpToPhotos(page, { municipality: 'Envigado', area: '82', bedrooms: '3', rent: '3200000' })
    await uploadPhotos(page, [
      ['sala.jpg', '#8ecae6'],
      ['alcoba.jpg', '#ffb703'],
      ['balcon.jpg', '#219ebc'],
    ])
    await page.getByRole('link', { name: 'Siguiente' }).click()
    await atStep(page, 'Descripción')
    await page.getByLabel('Título', { exact: true }).fill(TITLE)
    await page
      .getByLabel('Descripción', { exact: true })
      .fill('Apartamento de tres alcobas con balcón, cocina abierta y parqueadero, a dos cuadras del parque principal.')
    await next(page)

    // The last step: the phone is not confirmed yet.
    await atStep(page, 'Contacto')
    await page.getByText('Antes de publicar, confirma tu celular en tu cuenta.').waitFor()
    await shot(page, '1-contact-unconfirmed')
    await page.getByRole('link', { name: 'Confirmar mi celular' }).click()
    const section = page.getByRole('region', { name: 'Teléfono celular' })
    await section.getByLabel(/^Número de celular/).fill(PHONE.typed)
    await section.getByRole('button', { name: /^Enviar (un )?código/ }).click()
    const codeField = section.getByLabel(/^Código de 6 dígitos/)
    await codeField.waitFor()
    const outbox = await context.newPage()
    const code = await codeFromOutbox(outbox, baseUrl, PHONE.e164)
    await outbox.close()
    await codeField.fill(code)
    await section.getByRole('button', { name: 'Confirmar', exact: true }).click()
    await expect.poll(() => section.getByTestId('phone-status').textContent()).toContain('+57 315 222 4466')
    await shot(page, '2-phone-confirmed')

    // Back in "Mis inmuebles": the draft goes to staff.
    await page.goto(`${baseUrl}/user/panel/listings`)
    const row = page.getByTestId('owner-listing').filter({ hasText: TITLE })
    await row.getByText('Borrador', { exact: true }).waitFor()
    await row.getByRole('button', { name: 'Enviar a revisión' }).click()
    await row.getByText('En revisión', { exact: true }).waitFor()
    await shot(page, '3-in-review')
    const mine = (await (await page.request.get(`${baseUrl}/api/account/listings`)).json()) as {
      data: { title: string; code: string; status: string }[]
    }
    const listing = mine.data.find((l) => l.title === TITLE)!
    expect(listing.status).toBe('in_review')
    const searched = async () =>
      (
        (await (await fetch(`${baseUrl}/api/properties/search?q=${encodeURIComponent(listing.code)}`)).json()) as {
          meta: { total: number }
        }
      ).meta.total
    expect(await searched()).toBe(0)

    // Staff approve it.
    const staff = await browser().newContext({ viewport: MOBILE, locale: 'es-CO' })
    const staffPage = await staff.newPage()
    await signInToBackOffice(staffPage, baseUrl, 'superadmin@example.com')
    await staffPage.goto(`${baseUrl}/admin/moderation`)
    await hydrated(staffPage)
    // Oldest first: the newest item is on the queue's last page. The pager's name says which page
    // is shown, so each step waits for the next page itself, not only for its address.
    const item = staffPage.getByRole('article').filter({ has: staffPage.getByRole('heading', { name: TITLE }) })
    const pager = staffPage.getByRole('navigation', { name: /^Página \d+ de \d+$/ })
    await staffPage.getByRole('article').first().waitFor()
    while ((await item.count()) === 0) {
      const shown = await pager.getAttribute('aria-label')
      await pager.getByRole('link', { name: 'Siguiente' }).click()
      await expect.poll(() => pager.getAttribute('aria-label')).not.toBe(shown)
    }
    await item.getByRole('button', { name: 'Aprobar y publicar' }).click()
    await staffPage.getByText('Anuncio aprobado: ya es público.').waitFor()
    await staff.close()

    // Public: in the search, said to be the owner's.
    await expect.poll(searched).toBe(1)
    await page.goto(`${baseUrl}/properties/search?q=${encodeURIComponent(listing.code)}`)
    const card = page.getByTestId('result-card').filter({ hasText: TITLE })
    await card.getByText('Publicado por el propietario').first().waitFor()
    await shot(page, '4-public')
  } catch (error) {
    await shot(page, 'failed')
    throw error
  } finally {
    await context.close()
  }
})
