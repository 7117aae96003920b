/**
 * The /proyectos pages (issue 32 point 4) on a real database: the page's exact count equals
 * the API's total for several filters; a landing (/proyectos/medellin, /proyectos/envigado/vis)
 * answers 200 with itself as canonical and its own title; an unknown municipality slug or
 * subset is a 404 while project pages keep their address; a filter at fault is a 422 page with
 * its message and the rest searched; the other language's word answers 301; the projects
 * sitemap lists the landings that have projects.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { municipalityId } from '../factories/catalog'
import { departmentId, insertUser, seedReferenceData } from '../factories/listings'
import { apiCaller, insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startPagesApp } from '../support/pages-app'

const ORIGIN = 'https://wi.example'
let ctx: Awaited<ReturnType<typeof startPagesApp>>
let token: string
let firstId: string
let envigado: string
let antioquia: string

const call = apiCaller(
  (url, init) => ctx.request(url, init),
  () => token,
)
const page = (path: string) => ctx.request(`http://localhost${path}`, { redirect: 'manual' })
const apiTotal = async (query: string) => {
  const res = await ctx.request(`http://localhost/api/projects/search?${query}`)
  const body = (await res.json()) as { meta: { total: number } }
  if (!body.meta) throw new Error(`${res.status} ${JSON.stringify(body)}`)
  return body.meta.total
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
const titleOf = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1]
const pageCount = (html: string) => /data-testid="project-count"[^>]*>(\d+|Ningún) proyecto/.exec(html)?.[1]

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: ORIGIN })
  await seedReferenceData(ctx.db)
  const builder = await insertBuilder(ctx.db, { name: 'Constructora Andina' })
  token = (await signInAs(ctx.db, (await insertUser(ctx.db, { role: 'Admin', customerId: builder.id })).id)).token
  antioquia = encodeId('department', await departmentId(ctx.db, '05'))
  envigado = encodeId('municipality', await municipalityId(ctx.db, '05266'))
  const bodies = [
    { name: 'Torres de Laureles' },
    { name: 'Mirador del Sur', stage: 'en_construccion', delivery_year: 2027, vis: true },
    { name: 'Parque Envigado', municipality_id: envigado, sector_id: null, vis: true, delivery_year: 2029 },
    { name: 'Bosque Envigado', municipality_id: envigado, sector_id: null, stage: 'entrega_inmediata' },
  ]
  for (const body of bodies) {
    const { id } = await call('POST', '/admin/projects', await projectBody(ctx.db, body))
    firstId ??= id
    await insertProjectPhotos(ctx.db, decodeId('project', id)!, 1)
    await call('POST', `/admin/projects/${id}/publish`)
  }
}, 120_000)
afterAll(() => ctx?.close())

test('the page counts what the API counts, filter by filter', async () => {
  for (const query of [
    '',
    'vis=1',
    `municipality_id=${envigado}`,
    'stage=sobre_planos,en_construccion',
    'delivery_year_max=2028',
    'price_max=300000000',
  ]) {
    const total = await apiTotal(query)
    const res = await page(`/proyectos${query ? `?${query}` : ''}`)
    expect(res.status, query).toBe(200)
    const html = await res.text()
    expect(pageCount(html), query).toBe(total ? String(total) : 'Ningún')
    expect(html.match(/data-testid="project-card"/g)?.length ?? 0, query).toBe(total)
  }
  const html = await (await page('/proyectos?vis=1')).text()
  expect(html).toContain('Desde $ 320.000.000')
  expect(html).toContain('2–3 alcobas · 54–78 m²')
  expect(html).toContain('Por Constructora Andina')
  expect(html).toMatch(/Sobre planos/)
})

test('landings answer 200 with themselves as canonical and their own titles', async () => {
  const res = await page('/proyectos/medellin')
  expect(res.status).toBe(200)
  const html = await res.text()
  expect(canonicalOf(html)).toBe(`${ORIGIN}/proyectos/medellin`)
  expect(titleOf(html)).toBe('Proyectos de vivienda nueva en Medellín | Wi Inmuebles')
  expect(pageCount(html)).toBe('2')
  // The barrio choices are those with projects.
  expect(html).toContain('>Laureles</option>')
  expect(html).not.toContain('>El Poblado</option>')

  const vis = await page('/proyectos/envigado/vis')
  expect(vis.status).toBe(200)
  const visHtml = await vis.text()
  expect(canonicalOf(visHtml)).toBe(`${ORIGIN}/proyectos/envigado/vis`)
  expect(titleOf(visHtml)).toBe('Proyectos VIS de vivienda nueva en Envigado | Wi Inmuebles')
  expect(pageCount(visHtml)).toBe('1')
  expect(visHtml).toContain('Parque Envigado')

  const en = await page('/en/projects/envigado')
  expect(en.status).toBe(200)
  expect(titleOf(await en.text())).toBe('New-home projects in Envigado | Wi Inmuebles')
  // A search naming a landing's choices has the landing as canonical.
  const query = await (await page(`/proyectos?department_id=${antioquia}&municipality_id=${envigado}`)).text()
  expect(canonicalOf(query)).toBe(`${ORIGIN}/proyectos/envigado`)
})

test('unknown landings are 404s; project pages and the other language keep their addresses', async () => {
  for (const path of ['/proyectos/atlantida', '/proyectos/medellin/lujo', '/proyectos/nada/vis'])
    expect((await page(path)).status, path).toBe(404)
  expect((await page(`/proyectos/torres-de-laureles-${firstId}`)).status).toBe(200)
  const moved = await page('/en/proyectos/medellin')
  expect(moved.status).toBe(301)
  expect(moved.headers.get('location')).toBe('/en/projects/medellin')
  expect((await page('/projects')).headers.get('location')).toBe('/proyectos')
})

test('a filter at fault is a 422 page with its message, the rest searched', async () => {
  const res = await page('/proyectos?stage=casi_listo&vis=1')
  expect(res.status).toBe(422)
  const html = await res.text()
  expect(html).toContain('Algunos filtros no son válidos y no se aplicaron')
  expect(pageCount(html)).toBe(String(await apiTotal('vis=1')))
  const range = await page('/proyectos?price_min=500000000&price_max=100000000')
  expect(range.status).toBe(422)
  expect(await range.text()).toContain('data-testid="filter-error"')
})

test('the projects sitemap lists the landings with projects', async () => {
  const xml = await (await page('/sitemaps/projects-1.xml')).text()
  for (const path of ['/proyectos', '/proyectos/medellin', '/proyectos/medellin/vis', '/proyectos/envigado/vis'])
    expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`)
  expect(xml).not.toContain(`<loc>${ORIGIN}/proyectos/envigado/vip</loc>`)
  expect(xml).not.toContain(`<loc>${ORIGIN}/proyectos/bello</loc>`)
})
