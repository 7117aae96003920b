/**
 * The server-rendered project page (issue 32): at its canonical address in both languages with
 * the unit types' summary, the unit types, the progress and the sales room, its canonical and
 * hreflang links, Open Graph image, breadcrumbs and an ApartmentComplex JSON-LD whose
 * AggregateOffer spans the unit types' prices; 301s from stale slugs and the other language's
 * words; 404s for malformed, unknown, other-kind and unpublished ids.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertUser, seedReferenceData } from '../factories/listings'
import { apiCaller, insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startPagesApp } from '../support/pages-app'

const ORIGIN = 'https://wi.example'
let ctx: Awaited<ReturnType<typeof startPagesApp>>
let token: string
let id: string
let draftId: string

const call = apiCaller(
  (url, init) => ctx.request(url, init),
  () => token,
)
const page = (path: string) => ctx.request(`http://localhost${path}`, { redirect: 'manual' })

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: ORIGIN })
  await seedReferenceData(ctx.db)
  const builder = await insertBuilder(ctx.db, { name: 'Constructora Andina' })
  token = (await signInAs(ctx.db, (await insertUser(ctx.db, { role: 'Admin', customerId: builder.id })).id)).token
  id = (await call('POST', '/admin/projects', await projectBody(ctx.db, { vis: true }))).id
  await insertProjectPhotos(ctx.db, decodeId('project', id)!, 2)
  await call('POST', `/admin/projects/${id}/publish`)
  await call('POST', `/admin/projects/${id}/progress`, { percent: 35, note: 'Estructura hasta el piso 6' })
  draftId = (await call('POST', '/admin/projects', await projectBody(ctx.db, { name: 'Borrador' }))).id
}, 120_000)
afterAll(() => ctx?.close())

function jsonLds(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  )
}

test('a published project answers 200 with its facts, unit types, progress, sales room, canonical, Open Graph and JSON-LD', async () => {
  const path = `/proyectos/torres-de-laureles-${id}`
  const res = await page(path)
  expect(res.status).toBe(200)
  const html = await res.text()

  expect(html).toContain('>Torres de Laureles</h1>')
  expect(html).toContain('Por Constructora Andina')
  expect(html).toContain('Desde $ 320.000.000 · 2–3 alcobas · 54–78 m²')
  expect(html).toContain('Sobre planos')
  expect(html).toContain('junio de 2028')
  expect(html).toContain('>VIS</abbr>')
  expect(html).toContain('Tipo A')
  expect(html).toContain('$ 450.000.000')
  expect(html).toContain('35 % de avance')
  expect(html).toContain('Estructura hasta el piso 6')
  expect(html).toContain('Carrera 76 # 33-20')
  expect(html).toContain('Lunes a sábado, 9 a. m. a 6 p. m.')
  expect(html).toContain('href="tel:+576044441234"')
  expect(html).toContain('Piscina')

  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`)
  expect(html).toContain(`hrefLang="en" href="${ORIGIN}/en/projects/torres-de-laureles-${id}"`)
  expect(html).toContain('<title>Torres de Laureles: vivienda nueva en Laureles, Medellín | Wi Inmuebles</title>')
  expect(html).toMatch(/<meta name="description" content="Sobre planos en Laureles, Medellín, de Constructora Andina\./)
  expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${path}"/>`)
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/media/test/project-\\d+-0-og.jpg"/>`))
  expect(html).toContain('<meta property="og:title" content="Desde $ 320.000.000 · Torres de Laureles"/>')

  const [crumbs, ld] = [
    jsonLds(html).find((d) => d['@type'] === 'BreadcrumbList'),
    jsonLds(html).find((d) => Array.isArray(d['@type'])),
  ]
  expect(crumbs).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Inicio', item: `${ORIGIN}/` },
      { position: 2, name: 'Proyectos nuevos', item: `${ORIGIN}/proyectos` },
      { position: 3, name: 'Torres de Laureles' },
    ],
  })
  expect(ld).toMatchObject({
    '@type': ['ApartmentComplex', 'Product'],
    url: ORIGIN + path,
    name: 'Torres de Laureles',
    address: { addressLocality: 'Medellín', streetAddress: 'Laureles', addressCountry: 'CO' },
    numberOfAvailableAccommodationUnits: 18,
    brand: { '@type': 'Organization', name: 'Constructora Andina' },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'COP',
      lowPrice: 320_000_000,
      highPrice: 450_000_000,
      offerCount: 2,
      availability: 'https://schema.org/PreOrder',
    },
  })
  const offers = (ld!.offers as { offers: Array<Record<string, unknown>> }).offers
  expect(offers[1]).toMatchObject({
    name: 'Tipo B',
    price: 450_000_000,
    itemOffered: { '@type': 'Apartment', numberOfBedrooms: 3, floorSize: { value: 78, unitCode: 'MTK' } },
  })
  // The approximate point, never the builder's own.
  const geo = (ld as { geo: { latitude: number } }).geo
  expect(geo.latitude).not.toBe(6.2452)
})

test('the English page has its own address, texts and canonical; the other words and stale slugs answer 301', async () => {
  const en = `/en/projects/torres-de-laureles-${id}`
  const res = await page(en)
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(html).toContain('From $ 320.000.000 · 2–3 bedrooms · 54–78 m²')
  expect(html).toContain('Construction progress')
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${en}"/>`)
  expect(html).toContain(`hrefLang="es-CO" href="${ORIGIN}/proyectos/torres-de-laureles-${id}"`)

  for (const [from, to] of [
    [`/proyectos/otro-nombre-${id}`, `/proyectos/torres-de-laureles-${id}`],
    [`/proyectos/${id}?utm_source=x`, `/proyectos/torres-de-laureles-${id}?utm_source=x`],
    [`/projects/torres-de-laureles-${id}`, `/proyectos/torres-de-laureles-${id}`],
    [`/en/proyectos/torres-de-laureles-${id}`, en],
  ]) {
    const moved = await page(from)
    expect(moved.status, from).toBe(301)
    expect(moved.headers.get('location'), from).toBe(to)
  }
})

test('malformed, unknown, other-kind and unpublished ids are 404 pages, not indexed', async () => {
  const numeric = decodeId('project', id)!
  for (const path of [
    '/proyectos/no-es-un-id',
    '/proyectos/torres-de-laureles-x',
    `/proyectos/torres-${encodeId('project', 987_654)}`,
    `/proyectos/torres-${encodeId('property', numeric)}`,
    `/proyectos/borrador-${draftId}`,
    `/en/projects/borrador-${draftId}`,
  ]) {
    const res = await page(path)
    expect(res.status, path).toBe(404)
    const html = await res.text()
    expect(html, path).toContain('<meta name="robots" content="noindex"/>')
    expect(html, path).toMatch(
      /El proyecto no existe o no está publicado|The project does not exist or is not published/,
    )
  }
})

test('a payment plan submitted before the scripts run is answered by the page: its errors with what was typed, then the plan', async () => {
  const project = (await (await ctx.request(`http://localhost/api/projects/${id}`)).json()) as {
    data: { unit_types: Array<{ id: string; name: string }> }
  }
  const unit = project.data.unit_types.find((u) => u.name === 'Tipo B')!
  const path = `/proyectos/torres-de-laureles-${id}`
  const refused = await page(`${path}?unit_type_id=${unit.id}&down_payment_percent=5&years=50&product=leasing`)
  expect(refused.status).toBe(200)
  const html = await refused.text()
  expect(html).toMatch(/La cuota inicial debe estar entre el 10 % y el 90 %/)
  expect(html).toMatch(/name="down_payment_percent"[^>]*value="5"|value="5"[^>]*name="down_payment_percent"/)
  expect(html).toMatch(/name="years"[^>]*value="50"|value="50"[^>]*name="years"/)
  expect(html).toMatch(/<option value="leasing" selected="">/)
  expect(html).not.toContain('data-testid="payment-plan-results"')

  const answered = await page(`${path}?unit_type_id=${unit.id}&down_payment_percent=30&years=20`)
  const planned = await answered.text()
  const api = (await (
    await ctx.request(
      `http://localhost/api/projects/${id}/payment-plan?unit_type_id=${unit.id}&down_payment_percent=30&years=20`,
    )
  ).json()) as { data: { monthly_payment: number } }
  expect(planned).toContain('data-testid="payment-plan-results"')
  expect(planned).toContain(`$ ${new Intl.NumberFormat('es-CO').format(api.data.monthly_payment)}`)
  expect(planned).toContain('action="#plan-de-pagos"')

  // Another project's unit type is the field's message, never an error page.
  const foreign = await page(`${path}?unit_type_id=xyz`)
  expect(foreign.status).toBe(200)
  const foreignHtml = await foreign.text()
  expect(foreignHtml).toMatch(
    /<select[^>]*aria-invalid="true"[^>]*name="unit_type_id"|name="unit_type_id"[^>]*aria-invalid="true"/,
  )
  expect(foreignHtml).not.toContain('data-testid="payment-plan-results"')
})
