/** The owner's step-by-step listing form ("Publica tu inmueble"), driven as a person fills it. */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { jpeg } from './api'
import { hydrated } from './browser'

export const next = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' }).click()
export const atStep = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title }).waitFor()

/** On the place step: Antioquia, then `name` once the department's municipalities have arrived. */
export async function chooseMunicipality(page: Page, name: string) {
  await hydrated(page)
  await page.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Antioquia' })
  const municipality = page.getByLabel('Municipio', { exact: true })
  await municipality.locator('option', { hasText: name }).first().waitFor({ state: 'attached' })
  await municipality.selectOption({ label: name })
  return municipality
}

/** From the first step to the photos: an apartment for rent in `municipality`, its area, bedrooms and rent. */
export async function fillRentalUpToPhotos(
  page: Page,
  rental: { municipality: string; area: string; bedrooms: string; rent: string },
) {
  await atStep(page, 'Tipo y operación')
  await page.getByLabel(/^Tipo de inmueble/).selectOption({ label: 'Apartamento' })
  await page.getByLabel(/^Tipo de negocio/).selectOption('rent')
  await next(page)
  await atStep(page, 'Ubicación')
  await chooseMunicipality(page, rental.municipality)
  await next(page)
  await atStep(page, 'Características')
  await page.getByLabel('Área construida (m²)', { exact: true }).fill(rental.area)
  await page.getByLabel('Alcobas', { exact: true }).fill(rental.bedrooms)
  await next(page)
  await atStep(page, 'Precio')
  await page.getByLabel(/^Precio de arriendo/).fill(rental.rent)
  await next(page)
  await atStep(page, 'Requisitos de arriendo')
  await next(page)
  await atStep(page, 'Fotos')
}

/** On the photos step: chooses one 1200×800 JPEG per (file name, colour) and uploads them, then waits for them all. */
export async function uploadPhotos(page: Page, photos: Array<[name: string, colour: string]>) {
  await page
    .getByLabel('Agregar fotos')
    .setInputFiles(
      await Promise.all(
        photos.map(async ([name, colour]) => ({ name, mimeType: 'image/jpeg', buffer: await jpeg(colour, 1200, 800) })),
      ),
    )
  await page.getByRole('button', { name: 'Subir las fotos elegidas' }).click()
  await expect.poll(() => page.getByTestId('owner-photo').count(), { timeout: 20_000 }).toBe(photos.length)
}
