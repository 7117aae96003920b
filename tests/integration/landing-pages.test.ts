/**
 * Landing addresses (ADR 0021): /arriendo/apartamentos/medellin is the search its words
 * name — the same listings as its /properties/search twin, canonical itself (and the twin's
 * canonical too), with its own title and introduction (count and price range), breadcrumbs
 * and chips that lead to landings, English words under /en, 301 for other spellings, 404
 * for unknown words, and every landing with listings in the sitemap.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clearSitemapCache } from '#core/seo/sitemap.service'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { startPagesApp } from '../support/pages-app'

const ORIGIN = 'https://wi.example'
let ctx: Awaited<ReturnType<typeof startPagesApp>>
let twin: string

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: ORIGIN })
  await seedReferenceData(ctx.db)
  const agency = await insertCustomer(ctx.db, { name: 'Inmobiliaria Landing' })
  // Medellín: 3 apartments for rent in Laureles, 2 in El Poblado; a house for sale in Envigado.
  for (const [i, price] of [1_800_000, 2_400_000, 3_100_000].entries())
    await insertListing(ctx.db, { customerId: agency.id, title: `Apartamento ${i} en Laureles`, rentPrice: price })
  for (const price of [4_000_000, 5_500_000])
    await insertListing(ctx.db, { customerId: agency.id, sectorSlug: 'el-poblado', rentPrice: price })
  await insertListing(ctx.db, { customerId: agency.id, typeSlug: 'house', rentPrice: 6_000_000 })
  await insertListing(ctx.db, {
    customerId: agency.id,
    municipalityCode: '05266',
    sectorSlug: null,
    typeSlug: 'house',
    businessType: 'sale',
    salePrice: 900_000_000,
  })
  const medellin = await municipalityId(ctx.db, '05001')
  const apartment = await propertyTypeId(ctx.db, 'apartment')
  twin =
    `/properties/search?property_types=${encodeId('propertyType', apartment)}` +
    `&operation_type_id=${encodeOperation('rent')}&municipality_id=${encodeId('municipality', medellin)}`
}, 120_000)
afterAll(() => ctx?.close())

async function page(path: string) {
  const res = await ctx.request(path, { redirect: 'manual' })
  return { res, html: await res.text() }
}

/** The listing paths of the result cards, in order. */
const cardPaths = (html: string) =>
  html
    .split('data-testid="result-card"')
    .slice(1)
    .map((card) => /href="(\/property\/[^"]+)"/.exec(card)?.[1])

test('/arriendo/apartamentos/medellin answers 200 with the same listings as its query twin, canonical itself', async () => {
  const landing = await page('/arriendo/apartamentos/medellin')
  expect(landing.res.status).toBe(200)
  const query = await page(twin)
  expect(query.res.status).toBe(200)
  const ids = cardPaths(landing.html)
  expect(ids).toHaveLength(5)
  expect(ids).toEqual(cardPaths(query.html))

  const canonical = `<link rel="canonical" href="${ORIGIN}/arriendo/apartamentos/medellin"/>`
  expect(landing.html).toContain(canonical)
  expect(query.html).toContain(canonical)
  expect(landing.html).toContain(`hrefLang="en" href="${ORIGIN}/en/rent/apartments/medellin"`)
  expect(landing.html).not.toContain('<meta name="robots"')
  expect(landing.html).toContain('<title>Apartamentos en arriendo en Medellín | Wi Inmuebles</title>')
  expect(landing.html).toMatch(/<h1[^>]*>Apartamentos en arriendo en Medellín<\/h1>/)
  expect(landing.html).toContain('5 apartamentos en arriendo en Medellín, desde $ 1.800.000 hasta $ 5.500.000 al mes.')
  // A client-side navigation asks for the same loader at {path}.data.
  expect((await page('/arriendo/apartamentos/medellin.data')).res.status).toBe(200)
  expect((await page('/arriendo.data')).html).toContain('Inmuebles en arriendo en Colombia')
})

test('each landing has its own title and introduction: a barrio, a municipality, a type nationwide, a sale', async () => {
  const barrio = await page('/arriendo/apartamentos/medellin/laureles')
  expect(barrio.res.status).toBe(200)
  expect(cardPaths(barrio.html)).toHaveLength(3)
  expect(barrio.html).toContain('<title>Apartamentos en arriendo en Laureles, Medellín | Wi Inmuebles</title>')
  expect(barrio.html).toContain('desde $ 1.800.000 hasta $ 3.100.000 al mes.')

  const town = await page('/arriendo/medellin')
  expect(cardPaths(town.html)).toHaveLength(6)
  expect(town.html).toContain('<title>Inmuebles en arriendo en Medellín | Wi Inmuebles</title>')
  expect(town.html).toContain('6 inmuebles en arriendo en Medellín, desde $ 1.800.000 hasta $ 6.000.000 al mes.')

  const sale = await page('/venta/casas/envigado')
  expect(sale.html).toContain('1 casa en venta en Envigado por $ 900.000.000.')
  expect(sale.html).toContain(`<link rel="canonical" href="${ORIGIN}/venta/casas/envigado"/>`)

  const nationwide = await page('/venta/casas')
  expect(nationwide.res.status).toBe(200)
  expect(nationwide.html).toContain('<title>Casas en venta en Colombia | Wi Inmuebles</title>')
})

test('breadcrumbs and chips lead to the landings of what remains', async () => {
  const { html } = await page('/arriendo/apartamentos/medellin/laureles')
  const crumbs = /data-testid="breadcrumbs".*?<\/nav>/s.exec(html)![0]
  for (const href of ['/', '/arriendo', '/arriendo/apartamentos', '/arriendo/apartamentos/medellin'])
    expect(crumbs).toContain(`href="${href}"`)
  expect(crumbs).toMatch(/aria-current="page">Laureles</)
  expect(crumbs).toContain('>Inicio<')
  const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(crumbs)![1])
  expect(jsonLd['@type']).toBe('BreadcrumbList')
  expect(jsonLd.itemListElement.map((i: { item?: string }) => i.item)).toEqual([
    `${ORIGIN}/`,
    `${ORIGIN}/arriendo`,
    `${ORIGIN}/arriendo/apartamentos`,
    `${ORIGIN}/arriendo/apartamentos/medellin`,
    undefined,
  ])
  const chips = /data-testid="chips".*?<\/ul>/s.exec(html)![0]
  expect(chips).toContain('href="/arriendo/apartamentos/medellin"') // without Laureles
  expect(chips).toContain('href="/arriendo/medellin/laureles"') // without the type
  // A listing's breadcrumb leads to the landings of its type, operation, municipality and barrio.
  const listing = await page(cardPaths(html)[0]!)
  const trail = /<nav aria-label="Ruta de navegación".*?<\/nav>/s.exec(listing.html)![0]
  expect(trail).toContain('href="/arriendo/apartamentos/medellin"')
  expect(trail).toContain('href="/arriendo/apartamentos/medellin/laureles"')
  // The filter form still sends the whole search to /properties/search.
  expect(html).toMatch(/<form[^>]*action="\/properties\/search" method="get"/)
})

test('extra filters and pages stay on the landing; untidy or contradicting parameters redirect to it', async () => {
  const more = await page('/arriendo/apartamentos/medellin?bedrooms=3')
  expect(more.res.status).toBe(200)
  expect(more.html).toContain(`<link rel="canonical" href="${ORIGIN}/arriendo/apartamentos/medellin?bedrooms=3"/>`)
  expect(more.html).toContain('href="/arriendo/apartamentos/medellin"') // the bedrooms chip
  const one = await page('/arriendo/apartamentos/medellin?page=1')
  expect(one.res.status).toBe(301)
  expect(one.res.headers.get('location')).toBe('/arriendo/apartamentos/medellin')
  const other = await page(`/arriendo/apartamentos/medellin?municipality_id=${encodeId('municipality', 1)}`)
  expect(other.res.status).toBe(301)
  expect(other.res.headers.get('location')).toBe('/arriendo/apartamentos/medellin')
  expect((await page('/arriendo/apartamentos/medellin?bedrooms=muchas')).res.status).toBe(422)
})

test('accents, capitals, older slugs and the other language answer 301 to the one spelling', async () => {
  for (const [from, to] of [
    ['/arriendo/Apartamentos/Medell%C3%ADn', '/arriendo/apartamentos/medellin'],
    ['/arriendo/medellin-antioquia', '/arriendo/medellin'],
    ['/arriendo/apartamentos/medellin/Laureles', '/arriendo/apartamentos/medellin/laureles'],
    ['/rent/apartments/medellin', '/arriendo/apartamentos/medellin'],
    ['/en/arriendo/apartamentos/medellin?bedrooms=2', '/en/rent/apartments/medellin?bedrooms=2'],
  ]) {
    const { res } = await page(from)
    expect(res.status, from).toBe(301)
    expect(res.headers.get('location'), from).toBe(to)
  }
})

test('unknown words are a 404', async () => {
  for (const path of [
    '/arriendo/castillos/medellin',
    '/arriendo/apartamentos/gotica',
    '/arriendo/medellin/no-such-barrio',
    '/arriendo/apartamentos/medellin/laureles/extra',
    '/arriendo/caldas', // two departments have a Caldas: caldas-antioquia, caldas-boyaca
  ]) {
    const { res } = await page(path)
    expect(res.status, path).toBe(404)
  }
  expect((await page('/arriendo/caldas-antioquia')).res.status).toBe(200)
})

test('English landings use English words and texts', async () => {
  const { res, html } = await page('/en/rent/apartments/medellin')
  expect(res.status).toBe(200)
  expect(html).toContain('<title>Apartments for rent in Medellín | Wi Inmuebles</title>')
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en/rent/apartments/medellin"/>`)
  expect(html).toContain(`hrefLang="es-CO" href="${ORIGIN}/arriendo/apartamentos/medellin"`)
  expect(html).toContain('5 apartments for rent in Medellín, from $ 1.800.000 to $ 5.500.000 a month.')
  expect(cardPaths(html)).toHaveLength(5)
  expect(html).toContain('href="/en/rent"')
})

test('the sitemap lists every landing with listings, in chunks', async () => {
  clearSitemapCache()
  const { html: index } = await page('/sitemap.xml')
  expect(index).toContain(`<loc>${ORIGIN}/sitemaps/landings-1.xml</loc>`)
  const { res, html: xml } = await page('/sitemaps/landings-1.xml')
  expect(res.status).toBe(200)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(ORIGIN, ''))
  for (const path of [
    '/arriendo',
    '/arriendo/apartamentos',
    '/arriendo/apartamentos/medellin',
    '/arriendo/apartamentos/medellin/laureles',
    '/arriendo/apartamentos/medellin/el-poblado',
    '/arriendo/medellin',
    '/arriendo/medellin/laureles',
    '/arriendo/casas/medellin',
    '/venta/casas/envigado',
    '/venta/envigado',
  ])
    expect(locs, path).toContain(path)
  expect(locs).not.toContain('/venta/apartamentos/medellin')
  expect(new Set(locs).size).toBe(locs.length)
  for (const path of locs.slice(0, 5)) expect((await page(path)).res.status, path).toBe(200)
  expect((await page('/sitemaps/landings-2.xml')).res.status).toBe(404)
  const old = await page('/sitemaps/landings.xml')
  expect(old.res.status).toBe(301)
  expect(old.res.headers.get('location')).toBe(`${ORIGIN}/sitemaps/landings-1.xml`)
})
