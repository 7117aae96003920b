/**
 * Messages, texts and consent (issue 15, part 2) in Chromium, as people follow them: a
 * visitor registers on a phone without ticking the data-processing consent (told at the
 * check box), ticks it and gets the confirmation notice; writes in the chat without consent,
 * then with it; asks to advertise with a wrong e-mail, fixes it and sees only the success
 * toast. In the back-office the Analyst opens a listing and reads it (no form, no empty action
 * bar); the agency Admin saves the agency's data and the microsite address stays as it was,
 * then uploads a text file named .jpg as the banner and reads why at the banner's field.
 * Screenshots at 390 and 1280 px go to test-results/.
 */
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { signInToBackOffice } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')
const CONSENT = /Autorizo el tratamiento de mis datos personales/
const CONSENT_ERROR = 'Debes aceptar la política de tratamiento de datos'

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: /cookies/i })
  if (await banner.isVisible()) await banner.getByRole('button').first().click()
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `test-results/texts-${name}.png`, fullPage })

test('registration asks for consent at its check box, then creates the account', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  try {
    await page.goto(`${baseUrl}/sign_up`)
    await acceptCookies(page)
    const email = `consentimiento.${Date.now().toString(36)}@example.test`
    await page.getByLabel(/^Nombre/).fill('Lucía')
    await page.getByLabel(/^Apellido/).fill('Mejía')
    await page.getByLabel(/^Correo electrónico/).fill(email)
    await page.getByLabel(/^Contraseña\s*\*?$/).fill('Clave-Envigado-2025')
    await page.getByLabel(/^Confirma la contraseña/).fill('Clave-Envigado-2025')
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    const consent = page.getByRole('checkbox', { name: CONSENT })
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await consent.getAttribute('aria-describedby')) ?? ''
    await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).resolves.toContain(
      CONSENT_ERROR,
    )
    await consent.scrollIntoViewIfNeeded()
    await shot(page, 'sign-up-consent-390')
    await consent.check()
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor()
  } finally {
    await context.close()
  }
})

test('the chat form asks for consent, then sends the message', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  try {
    await page.goto(`${baseUrl}/about_us`)
    await acceptCookies(page)
    await page.getByTestId('chat-button').click({ timeout: 10_000 })
    const panel = page.getByTestId('chat-panel')
    await panel.waitFor()
    await panel.getByLabel(/^Nombre/).fill('Visitante Consentimiento')
    await panel.getByLabel(/^Correo o teléfono/).fill('3001234567')
    await panel.getByLabel(/^Mensaje/).fill('¿Tienen apartamentos en Envigado?')
    const send = () =>
      Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/chat/messages')),
        panel.getByRole('button', { name: 'Enviar mensaje' }).click(),
      ])
    const [refused] = await send()
    expect(refused.status()).toBe(422)
    await panel.getByText(CONSENT_ERROR).waitFor()
    await shot(page, 'chat-consent-390')
    await panel.getByRole('checkbox', { name: CONSENT }).check()
    const [sent] = await send()
    expect(sent.status()).toBe(201)
    await expect(panel.getByRole('status').textContent()).resolves.toContain('Gracias')
  } finally {
    await context.close()
  }
})

test('"Quiero anunciar": after an error then a success only the success toast shows', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  try {
    await page.goto(`${baseUrl}/info/inmobiliarias/anunciarse`)
    await acceptCookies(page)
    const form = page.locator('form', { has: page.getByRole('textbox', { name: /^Pregunta o comentario/ }) })
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Inmobiliaria Prueba')
    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('esto-no-es-correo')
    await form.getByRole('textbox', { name: /^Teléfono/ }).fill('3001234567')
    await form.getByRole('textbox', { name: /^Pregunta o comentario/ }).fill('¿Cuánto cuesta anunciar?')
    await form.getByRole('button', { name: 'Enviar' }).click()
    await page.locator('[data-toast="error"]').waitFor()
    await expect(page.locator('[data-toast="error"]').textContent()).resolves.toContain(
      'Por favor corrija los errores en el formulario',
    )
    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('contacto@inmobiliariaprueba.co')
    await form.getByRole('button', { name: 'Enviar' }).click()
    await page.locator('[data-toast="success"]').waitFor()
    expect(await page.locator('[data-toast]').count()).toBe(1)
    await shot(page, 'advertise-toast-390')
  } finally {
    await context.close()
  }
})

test('the Analyst opens a listing and reads it: values as text, no inputs, no empty action bar', async () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, context } = await newPage(browser, viewport)
    try {
      await signInToBackOffice(page, baseUrl, 'analista@example.com')
      await page.goto(`${baseUrl}/admin/properties`)
      const first = page.locator('main a[href^="/admin/properties/"]:not([href$="/import"]):not([href$="/new"])')
      await page.goto(`${baseUrl}${await first.first().getAttribute('href')}`)
      const view = page.getByTestId('listing-read-only')
      await view.waitFor()
      await view.getByText('Tu rol puede ver este inmueble, pero no cambiarlo.').waitFor()
      expect(await page.locator('main input:not([type=hidden]), main textarea, main select').count()).toBe(0)
      expect(await page.getByRole('button', { name: /^Guardar/ }).count()).toBe(0)
      await expect(view.getByText('Título', { exact: true }).isVisible()).resolves.toBe(true)
      await shot(page, `analyst-listing-${viewport.width}`, true)
      // A section the role lacks says so, inside the back-office.
      await page.goto(`${baseUrl}/admin/audit`)
      await page.getByRole('heading', { name: 'No tienes permiso para hacer esto' }).waitFor()
      expect(await page.getByText('No tienes acceso al back-office').count()).toBe(0)
    } finally {
      await context.close()
    }
  }
})

test('the agency Admin saves the agency data and the microsite address stays; a fake .jpg banner is refused at its field', async () => {
  const { page, context } = await newPage(browser, DESKTOP)
  try {
    await signInToBackOffice(page, baseUrl, 'admin@example.com')
    await page.goto(`${baseUrl}/admin/customers`)
    await page.getByRole('link', { name: 'Aburrá Hogar Inmobiliaria' }).click()
    const address = page.getByRole('textbox', { name: /^Dirección del micrositio/ })
    await expect(address.inputValue()).resolves.toBe('aburra-hogar')
    const profile = page.locator('form', { has: address })
    await profile.getByRole('textbox', { name: /^Descripción/ }).fill('Arriendos y ventas en el Valle de Aburrá.')
    await profile.locator('button[type=submit]').last().click()
    await page.getByText('Cambios guardados correctamente').first().waitFor()
    await page.reload()
    await expect(page.getByRole('textbox', { name: /^Dirección del micrositio/ }).inputValue()).resolves.toBe(
      'aburra-hogar',
    )

    const banner = page.locator('form', { has: page.locator('input[name=intent][value=banner]') })
    await banner.locator('input[type=file]').setInputFiles({
      name: 'banner.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('esto no es una imagen'),
    })
    await banner.locator('button', { hasText: 'Subir banner' }).click()
    const error = page.locator('#banner-file-error')
    await error.waitFor()
    await expect(error.textContent()).resolves.toMatch(/^El tipo de archivo debe ser uno de: jpg, png, webp, avif/)
    await expect(
      page
        .locator('form', { has: page.locator('input[name=intent][value=banner]') })
        .locator('input[type=file]')
        .getAttribute('aria-describedby'),
    ).resolves.toBe('banner-file-error')
    await error.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/texts-banner-refused-1280.png' })
    await page.setViewportSize(MOBILE)
    await error.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/texts-banner-refused-390.png' })
  } finally {
    await context.close()
  }
})
