/**
 * The server-rendered listing page and the findability routes, in-process: the page at the
 * specification's address with price, WhatsApp link, JSON-LD (with the CSP nonce), Open
 * Graph and canonical; 301s for stale slugs; 404s with similar listings; sitemaps; robots.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clearSitemapCache } from '#core/seo/sitemap.service'
import { decodeId, decodeOperation, encodeId, encodeOperation } from '#core/shared/ids.utils'
import { insertListing, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

const ORIGIN = 'https://wi.example'
const SHAPE =
  /^https:\/\/wi\.example\/property\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/([A-Za-z0-9]{8,})\/ot\/([A-Za-z0-9]{8,})$/
let ctx: Awaited<ReturnType<typeof startPagesApp>>

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: ORIGIN })
  await seedReferenceData(ctx.db)
}, 120_000)
afterAll(() => ctx?.close())

const page = (path: string) => ctx.request(`http://localhost${path}`, { redirect: 'manual' })
const rent = encodeOperation('rent')
const sale = encodeOperation('sale')

function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json" nonce="([^"]+)"[^>]*>(.*?)<\/script>/s.exec(html)
  if (!match) throw new Error('no JSON-LD script with a nonce')
  return { nonce: match[1], data: JSON.parse(match[2]) }
}

test('a published listing answers 200 with price, WhatsApp, JSON-LD, Open Graph, Twitter and canonical', async () => {
  const listing = await insertListing(ctx.db, {
    title: 'Apartamento con balcón en Laureles',
    rentPrice: 2_500_000,
    adminPrice: 350_000,
    featureSlugs: ['balcony'],
    photoCount: 3,
  })
  const id = encodeId('property', listing.id)
  const path = `/property/apartamento-con-balcon-en-laureles/medellin/laureles/${id}/ot/${rent}`
  const res = await page(path)
  expect(res.status).toBe(200)
  const html = await res.text()

  expect(html).toContain('$ 2.500.000')
  expect(html).toContain('$ 350.000')
  expect(html).toContain('$ 2.850.000') // monthly total
  expect(html).toContain(
    '<h1 class="mt-1 text-2xl leading-tight font-extrabold text-ink-900 sm:text-3xl">Apartamento con balcón en Laureles</h1>',
  )
  const wa = /href="(https:\/\/wa\.me\/(\d+)\?text=[^"]+)"/.exec(html)
  expect(wa?.[2]).toBe('573001112233')
  const message = decodeURIComponent(wa![1].split('text=')[1].replace(/&amp;/g, '&'))
  expect(message).toContain(listing.code)
  expect(message).toContain(ORIGIN + path)

  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`)
  expect(html).toContain(`hrefLang="en" href="${ORIGIN}/en${path}"`)
  expect(html).toContain(`<meta property="og:title" content="$ 2.500.000 · Apartamento con balcón en Laureles"/>`)
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="${ORIGIN}/media/test/listing-${listing.id}-0-og.jpg"/>`),
  )
  expect(html).toContain('<meta property="og:image:width" content="1200"/>')
  expect(html).toContain('<meta property="og:image:height" content="630"/>')
  expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${path}"/>`)
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  expect(html).toContain('<title>Apartamento con balcón en Laureles | Wi Inmuebles</title>')

  const ld = jsonLdOf(html)
  expect(res.headers.get('content-security-policy')).toContain(`'nonce-${ld.nonce}'`)
  expect(ld.data).toMatchObject({
    '@type': 'RealEstateListing',
    url: ORIGIN + path,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Medellín',
      addressRegion: 'Antioquia',
      addressCountry: 'CO',
    },
    offers: {
      '@type': 'Offer',
      price: 2_500_000,
      priceCurrency: 'COP',
      itemOffered: { '@type': 'Apartment', numberOfRooms: 3, floorSize: { value: 78, unitCode: 'MTK' } },
    },
  })
  expect(ld.data.geo['@type']).toBe('GeoCoordinates')
  expect(ld.data.image).toHaveLength(3)

  // The gallery's first photo is the eager, high-priority one, with a srcset.
  const firstImg = /<img[^>]*srcSet="[^"]*-480\.webp 480w[^"]*"[^>]*>/.exec(html)?.[0] ?? ''
  expect(firstImg).toContain('fetchPriority="high"')
  expect(firstImg).toContain('loading="eager"')
  expect(html).toMatch(
    /<img[^>]*loading="lazy"[^>]*srcSet="[^"]*-1\.webp|<img[^>]*srcSet="[^"]*listing-\d+-1-480\.webp[^>]*loading="lazy"/,
  )
  // The exact address is never on the page.
  expect(html).not.toContain(listing.address!)
})

test('stale or missing slugs are a 301 to the canonical address; the English page keeps /en', async () => {
  const listing = await insertListing(ctx.db, {
    title: 'Casa amplia en Envigado',
    municipalityCode: '05266',
    typeSlug: 'house',
  })
  const id = encodeId('property', listing.id)
  const stale = await page(`/property/titulo-viejo/bello/centro/${id}/ot/${rent}`)
  expect(stale.status).toBe(301)
  const location = stale.headers.get('location')!
  expect(location).toMatch(new RegExp(`^/property/casa-amplia-en-envigado/envigado/[a-z0-9-]+/${id}/ot/${rent}$`))
  expect((await page(location)).status).toBe(200)

  const bare = await page(`/property/${id}`)
  expect(bare.status).toBe(301)
  expect(bare.headers.get('location')).toBe(location)

  const english = await page(`/en/property/x/y/z/${id}/ot/${rent}`)
  expect(english.status).toBe(301)
  expect(english.headers.get('location')).toBe(`/en${location}`)
  const html = await (await page(`/en${location}`)).text()
  expect(html).toContain('<html lang="en"')
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en${location}"/>`)
})

test('otId picks the rent or sale view of a sale_rent listing; an operation not offered goes to the default', async () => {
  const both = await insertListing(ctx.db, {
    title: 'Apartamento para arrendar o comprar',
    businessType: 'sale_rent',
    rentPrice: 3_200_000,
    salePrice: 650_000_000,
  })
  const id = encodeId('property', both.id)
  const base = `/property/apartamento-para-arrendar-o-comprar/medellin/laureles/${id}/ot`
  const saleHtml = await (await page(`${base}/${sale}`)).text()
  expect(saleHtml).toContain('$ 650.000.000')
  expect(jsonLdOf(saleHtml).data.offers.price).toBe(650_000_000)
  const rentHtml = await (await page(`${base}/${rent}`)).text()
  expect(jsonLdOf(rentHtml).data.offers.price).toBe(3_200_000)

  const onlyRent = await insertListing(ctx.db, { title: 'Solo arriendo', businessType: 'rent' })
  const onlyRentId = encodeId('property', onlyRent.id)
  const res = await page(`/property/solo-arriendo/medellin/laureles/${onlyRentId}/ot/${sale}`)
  expect(res.status).toBe(301)
  expect(res.headers.get('location')).toBe(`/property/solo-arriendo/medellin/laureles/${onlyRentId}/ot/${rent}`)
  const garbageOp = await page(`/property/solo-arriendo/medellin/laureles/${onlyRentId}/ot/nope`)
  expect(garbageOp.headers.get('location')).toBe(`/property/solo-arriendo/medellin/laureles/${onlyRentId}/ot/${rent}`)
})

test('a listing never published is a 404 with the catalogue text and similar listings (one withdrawn, 410); a malformed id a 404', async () => {
  const similar = await insertListing(ctx.db, { title: 'Apartamento similar disponible', rentPrice: 2_400_000 })
  // The factory gives a withdrawn ("inactive") listing a publication date: it left the portal (feeds.test.ts).
  for (const status of ['inactive', 'deleted', 'draft'] as const) {
    const hidden = await insertListing(ctx.db, { title: `Apartamento ${status}`, status, rentPrice: 2_500_000 })
    const res = await page(`/property/x/medellin/laureles/${encodeId('property', hidden.id)}/ot/${rent}`)
    const gone = status === 'inactive'
    expect(res.status, status).toBe(gone ? 410 : 404)
    const html = await res.text()
    expect(html).toContain(gone ? 'Este inmueble ya no está disponible' : 'El inmueble no existe o fue deshabilitado')
    expect(html).toContain(similar.title)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  }
  for (const bad of ['abc', encodeId('customer', similar.id), "1'%20or%201=1"]) {
    const res = await page(`/property/x/y/z/${bad}/ot/${rent}`)
    expect(res.status, bad).toBe(404)
    expect(await res.text()).toContain('El inmueble no existe o fue deshabilitado')
  }
})

test('sitemap.xml indexes listing chunks and landings; the chunk lists every published listing in the specification shape', async () => {
  clearSitemapCache()
  const hidden = await insertListing(ctx.db, { status: 'inactive' })
  const index = await page('/sitemap.xml')
  expect(index.status).toBe(200)
  expect(index.headers.get('content-type')).toContain('application/xml')
  const indexXml = await index.text()
  expect(indexXml).toContain(`<loc>${ORIGIN}/sitemaps/listings-1.xml</loc>`)
  expect(indexXml).toContain(`<loc>${ORIGIN}/sitemaps/landings-1.xml</loc>`)

  const chunk = await (await page('/sitemaps/listings-1.xml')).text()
  const locs = [...chunk.matchAll(/<loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod>/g)].map((m) => m[1])
  expect(locs.length).toBeGreaterThanOrEqual(5)
  const ids = locs.map((loc) => {
    const m = SHAPE.exec(loc)
    expect(m, loc).not.toBeNull()
    expect(decodeOperation(m![2])).not.toBeNull()
    return decodeId('property', m![1])
  })
  expect(ids).not.toContain(hidden.id)
  expect(new Set(ids).size).toBe(ids.length)
  expect((await page(locs[0].replace(ORIGIN, ''))).status).toBe(200)
  expect((await page('/sitemaps/listings-99.xml')).status).toBe(404)
  expect((await page('/sitemaps/other.xml')).status).toBe(404)

  // Landing addresses (ADR 0021; tests/integration/landing-pages.test.ts).
  const landings = await (await page('/sitemaps/landings-1.xml')).text()
  expect(landings).toContain(`<loc>${ORIGIN}/arriendo/apartamentos/medellin</loc>`)
})

test('robots.txt points to the sitemap and keeps crawlers out of admin, API and user pages', async () => {
  const res = await page('/robots.txt')
  expect(res.status).toBe(200)
  const txt = await res.text()
  expect(txt).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  for (const p of ['/admin', '/api', '/user']) expect(txt).toContain(`Disallow: ${p}\n`)
})
