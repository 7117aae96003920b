/**
 * The server-rendered search page (no JavaScript involved): a municipality filter shows
 * only that municipality; title, description, canonical and hreflang name the search;
 * the GET form, chips, facet counts and numbered pages are plain HTML; untidy addresses
 * redirect to their clean form; a malformed id is a 422; an empty search suggests wider ones.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { startPagesApp } from '../support/pages-app'

let ctx: Awaited<ReturnType<typeof startPagesApp>>
let envigado: string
let medellin: string
let antioquia: string
let apartment: string
const rent = encodeOperation('rent')

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
  const agency = await insertCustomer(ctx.db, { name: 'Inmobiliaria Página' })
  const envigadoId = await municipalityId(ctx.db, '05266')
  envigado = encodeId('municipality', envigadoId)
  medellin = encodeId('municipality', await municipalityId(ctx.db, '05001'))
  antioquia = encodeId('department', 1)
  apartment = encodeId('propertyType', await propertyTypeId(ctx.db, 'apartment'))
  for (let i = 0; i < 26; i++) {
    await insertListing(ctx.db, {
      customerId: agency.id,
      municipalityCode: '05266',
      sectorSlug: null,
      title: `Apartamento ${i} en Envigado`,
      rentPrice: 2_000_000 + i * 10_000,
    })
  }
  for (let i = 0; i < 3; i++)
    await insertListing(ctx.db, { customerId: agency.id, title: `Apartamento ${i} en Laureles` })
}, 120_000)
afterAll(() => ctx?.close())

/** The page as drawn: without the texts it carries for the browser's scripts (ADR 0023). */
async function page(path: string) {
  const res = await ctx.request(path, { redirect: 'manual' })
  return { res, html: (await res.text()).replace(/<script type="application\/json" id="wi-texts">.*?<\/script>/s, '') }
}

const cards = (html: string) =>
  html
    .split('data-testid="result-card"')
    .slice(1)
    .map((card) => card.slice(0, card.indexOf('</article>')))

test('a municipality filter shows only that municipality, 24 a page, with numbered crawlable pages', async () => {
  const { res, html } = await page(
    `/properties/search?property_types=${apartment}&operation_type_id=${rent}&municipality_id=${envigado}`,
  )
  expect(res.status).toBe(200)
  const found = cards(html)
  expect(found).toHaveLength(24)
  for (const card of found) {
    expect(card).toContain('Envigado')
    expect(card).not.toContain('Laureles')
  }
  expect(html).toContain('26 inmuebles encontrados')
  expect(html).toMatch(/<h1[^>]*>Apartamentos en arriendo en Envigado<\/h1>/)
  expect(html).toContain('<title>Apartamentos en arriendo en Envigado | Wi Inmuebles</title>')
  expect(html).toMatch(/<meta name="description" content="26 apartamentos en arriendo en Envigado\./)
  // Its canonical and its pages are its landing address (ADR 0021).
  expect(html).toContain(`<link rel="canonical" href="https://wi.example/arriendo/apartamentos/envigado"/>`)
  expect(html).toContain(`hrefLang="en" href="https://wi.example/en/rent/apartments/envigado"`)
  expect(html).toContain(`href="/arriendo/apartamentos/envigado?page=2"`)
  expect(html).toMatch(/\$ 2\.\d{3}\.000/)
  expect(html).toMatch(/srcSet="[^"]+480w/)
  // The second page holds the last 2.
  const second = await page(
    `/properties/search?property_types=${apartment}&operation_type_id=${rent}&municipality_id=${envigado}&page=2`,
  )
  expect(cards(second.html)).toHaveLength(2)
  expect(second.html).toContain('página 2')
})

test('without JavaScript: a GET form with every filter, facet counts and removable chips as links', async () => {
  const query = `operation_type_id=${rent}&department_id=${antioquia}&municipality_id=${envigado}&bedrooms=3`
  const { html } = await page(`/properties/search?${query}`)
  // One form: the side panel doubles as the phone's filters until the scripts run.
  expect(html.match(/data-testid="filters-panel"/g)).toHaveLength(1)
  expect(html).toMatch(/<form[^>]*data-testid="filters-panel"[^>]*action="\/properties\/search" method="get"/)
  for (const name of [
    'q',
    'operation_type_id',
    'property_types',
    'department_id',
    'municipality_id',
    'price_min',
    'price_max',
    'area_min',
    'bedrooms',
    'bathrooms',
    'parking',
    'stratum',
    'sort',
  ]) {
    expect(html, name).toContain(`name="${name}"`)
  }
  // The long lists are buttons of the form asking the server to list them (more=…).
  const lists = {
    municipalities: { name: 'municipality_id', option: '>Medellín</option>' },
    sectors: { name: 'sector_id', option: '>Zúñiga</option>' },
    features: { name: 'features', option: '<span>Piscina</span>' },
  }
  for (const [list, { name, option }] of Object.entries(lists)) {
    expect(html, list).toMatch(new RegExp(`<button type="submit" value="${list}"[^>]* name="more"`))
    expect(html, list).not.toContain(option)
    const more = await page(`/properties/search?${query}&more=${list}`)
    expect(more.res.status, list).toBe(200)
    expect(more.html, list).toContain(`name="${name}"`)
    expect(more.html, list).toContain(option)
    expect(more.html, list).toContain('<meta name="robots" content="noindex, follow"/>')
  }
  // Submitted without JavaScript, the form sends its empty fields too: the clean address keeps the list asked for.
  const submitted = await page(`/properties/search?${query}&q=&price_min=&more=sectors`)
  expect(submitted.res.status).toBe(302)
  expect(submitted.res.headers.get('location')).toBe(`/properties/search?${query}&more=sectors`)
  // Chip to remove Envigado keeps the other filters.
  const chip = new RegExp(`aria-label="Quitar Envigado"[^>]*href="([^"]+)"`).exec(html)
  expect(chip?.[1]).toBe(`/properties/search?operation_type_id=${rent}&amp;department_id=${antioquia}&amp;bedrooms=3`)
  // Municipality facet: Medellín with its count, as a link.
  expect(html).toMatch(/>Medell[^<]*<span[^>]*>3<\/span>/)
})

test('the first page of a Medellín search weighs at most 120 KB: barrios, features and municipalities stay out', async () => {
  const agency = await insertCustomer(ctx.db, { name: 'Inmobiliaria Valle de Aburrá con nombre largo' })
  for (let i = 0; i < 25; i++)
    await insertListing(ctx.db, {
      customerId: agency.id,
      municipalityCode: '05001',
      sectorSlug: 'el-poblado',
      title: `Apartamento ${i} en arriendo en El Poblado con balcón, vista a la ciudad y parqueadero cubierto`,
      rentPrice: 3_100_000 + i * 10_000,
    })
  const { res, html } = await page(`/properties/search?municipality_id=${medellin}`)
  expect(res.status).toBe(200)
  expect(cards(html)).toHaveLength(24)
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(120_000)
  // Medellín's 300-odd barrios and Antioquia's 125 municipalities are fetched by the browser.
  expect(html).not.toContain('>Laureles</option>')
  expect(html).not.toContain('>Envigado</option>')
  expect(html).toContain('>Medellín</option>')
})

test('English at /en, untidy addresses redirect, malformed ids are a 422 that keeps the page', async () => {
  const en = await page(`/en/properties/search?municipality_id=${envigado}`)
  expect(en.res.status).toBe(200)
  expect(en.html).toMatch(/<h1[^>]*>Properties in Envigado<\/h1>/)
  const untidy = await page(`/properties/search?municipality_id=${envigado}&price_min=&sort=relevance&q=`)
  expect(untidy.res.status).toBe(302)
  expect(untidy.res.headers.get('location')).toBe(`/properties/search?municipality_id=${envigado}`)
  const bad = await page('/properties/search?municipality_id=notanid')
  expect(bad.res.status).toBe(422)
  // The results of the rest of the filter (here: everything), the fault named in the filter panel.
  expect(cards(bad.html)).toHaveLength(24)
  expect(bad.html).toContain('Algunos filtros de la dirección no son válidos.')
  expect(bad.html).toContain('noindex')
})

test('a minimum price above the maximum keeps the results, with the message beside the price', async () => {
  const { res, html } = await page(`/properties/search?municipality_id=${envigado}&price_min=3000000&price_max=2000000`)
  expect(res.status).toBe(422)
  expect(cards(html)).toHaveLength(24) // the price unfiltered, the municipality kept
  expect(html).not.toContain('Laureles')
  const message = 'El precio máximo debe ser mayor que el mínimo'
  const box = /<input[^>]*name="price_max"[^>]*>/.exec(html)![0]
  expect(box).toContain('aria-invalid="true"')
  const describedBy = /aria-describedby="([^"]+)"/.exec(box)![1]
  expect(html).toContain(`id="${describedBy}" class="f-err" data-testid="filter-error">${message}</p>`)
  expect(html).toContain('value="3.000.000"') // what was typed, kept in its box
  const en = await page(`/en/properties/search?municipality_id=${envigado}&price_min=3000000&price_max=2000000`)
  expect(en.html).toContain('The maximum price must be greater than the minimum')

  const fixed = await page(`/properties/search?municipality_id=${envigado}&price_min=2000000&price_max=2100000`)
  expect(fixed.res.status).toBe(200)
  expect(fixed.html).not.toContain(message)
  expect(fixed.html).not.toContain('data-testid="filter-error"')
})

test('a page past the last goes to the last page, whatever number was asked for', async () => {
  const query = `municipality_id=${envigado}`
  for (const asked of ['999', '3', 'dos']) {
    const { res } = await page(`/properties/search?${query}&page=${asked}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/properties/search?${query}${asked === 'dos' ? '' : '&page=2'}`)
  }
  const last = await page(`/properties/search?${query}&page=2`)
  expect(last.res.status).toBe(200)
  expect(cards(last.html)).toHaveLength(2)
  // A client-side navigation (its data request) is sent to the page, not to another data request.
  const data = await page(`/properties/search.data?${query}&page=999&_routes=es%3Aproperties%2Fsearch`)
  expect(await data.html).toContain(`/properties/search?${query}&page=2`)
  expect(data.html).not.toContain('search.data?')
})

test('an empty search says so and suggests widening it', async () => {
  const { res, html } = await page(
    `/properties/search?department_id=${antioquia}&municipality_id=${envigado}&price_max=1000`,
  )
  expect(res.status).toBe(200)
  expect(html).toContain('No encontramos inmuebles con estos filtros')
  expect(html).toContain('Buscar en todo Antioquia')
  expect(html).toContain('noindex')
})

test('an empty text search offers to remove its words, quoted once', async () => {
  const { html } = await page(`/properties/search?q=${encodeURIComponent('castillo medieval')}`)
  expect(html).toContain('No encontramos inmuebles con estos filtros')
  expect(html).toContain('Quitar «castillo medieval»')
  expect(html).not.toContain('««')
})
