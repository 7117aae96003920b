/**
 * The credit simulator as the server renders it (what a visitor without JavaScript gets):
 * on a sale listing the estimate with the defaults and the whole form and table, closed; the
 * form submitted to the page opens on its answer or its messages; English under /en; no
 * simulator on a rental, nor on the rent view of a listing offered both ways.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { insertListing, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let ctx: Awaited<ReturnType<typeof startPagesApp>>

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
}, 120_000)
afterAll(() => ctx?.close())

/** The page at its canonical address (the slugs come from the 301). */
async function listingHtml(id: number, operation: 'rent' | 'sale', query = '', prefix = '') {
  const first = await ctx.request(
    `http://localhost${prefix}/property/x/y/z/${encodeId('property', id)}/ot/${encodeOperation(operation)}`,
    { redirect: 'manual' },
  )
  const path = first.status === 301 ? first.headers.get('location')! : ''
  const res = await ctx.request(`http://localhost${path}${query}`)
  expect(res.status).toBe(200)
  return res.text()
}

const textOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1].replace(/&nbsp;|\u00a0/g, ' ')

test('a sale listing shows the estimate and the simulator with the defaults, without JavaScript', async () => {
  const listing = await insertListing(ctx.db, { businessType: 'sale', salePrice: 450_000_000 })
  const html = await listingHtml(listing.id, 'sale')
  expect(html).toContain('Simulador de crédito')
  // 315.000.000 over 240 months at 13,1 % E.A. (the reference rate): $ 3.550.808.
  expect(textOf(html, 'mortgage-estimate')).toBe(
    'Cuota estimada: $ 3.550.808 al mes con crédito hipotecario a 20 años, 30 % de cuota inicial y tasa de 13,1 % E.A.',
  )
  expect(html).toMatch(/<details class="group\/details mt-3">/) // closed
  expect(html).toMatch(/<input[^>]*id="mortgage-price"[^>]*value="450.000.000"/)
  expect(html).toMatch(/<input[^>]*id="mortgage-down-payment"[^>]*value="135.000.000"/)
  expect(textOf(html, 'mortgage-payment')).toBe('$ 3.550.808')
  expect(textOf(html, 'mortgage-financed')).toBe('$ 315.000.000')
  expect(html).toMatch(/<form[^>]*data-testid="mortgage-form" action="#simulador" method="get">/)
  expect(html.match(/<th scope="row"/g)).toHaveLength(6)
  expect(html).toContain('aria-live="polite"')
})

test('the form submitted without JavaScript opens on its answer, or on the message of a wrong field', async () => {
  const listing = await insertListing(ctx.db, { businessType: 'sale', salePrice: 450_000_000 })
  const answer = await listingHtml(
    listing.id,
    'sale',
    '?product=mortgage&price=450.000.000&down_payment=135.000.000&years=20&annual_rate=12&purchase_option=10',
  )
  expect(answer).toMatch(/<details open="" class="group\/details mt-3">/)
  expect(textOf(answer, 'mortgage-payment')).toBe('$ 3.334.664')
  expect(textOf(answer, 'mortgage-income')).toBe('$ 11.115.547')

  const wrong = await listingHtml(listing.id, 'sale', '?price=450.000.000&down_payment=100.000.000&years=40')
  expect(wrong).toContain('La cuota inicial mínima es $ 135.000.000 (30 % del precio)')
  expect(wrong).toContain('El plazo debe estar entre 5 y 30 años')
  expect(wrong).toContain('Corrige los datos marcados para ver la cuota.')
  expect(wrong).toMatch(/id="mortgage-down-payment"[^>]*aria-invalid="true"/)
})

test('in English under /en', async () => {
  const listing = await insertListing(ctx.db, { businessType: 'sale', salePrice: 450_000_000 })
  const html = await listingHtml(listing.id, 'sale', '?down_payment=1', '/en')
  expect(html).toContain('Credit simulator')
  expect(html).toContain('The minimum down payment is $ 135.000.000 (30% of the price)')
})

test('no simulator on a rental, nor on the rent view of a listing offered both ways', async () => {
  const rental = await insertListing(ctx.db, { businessType: 'rent' })
  expect(await listingHtml(rental.id, 'rent')).not.toContain('Simulador de crédito')
  const both = await insertListing(ctx.db, { businessType: 'sale_rent', rentPrice: 3_200_000, salePrice: 650_000_000 })
  expect(await listingHtml(both.id, 'rent')).not.toContain('Simulador de crédito')
  expect(await listingHtml(both.id, 'sale')).toContain('Simulador de crédito')
})
