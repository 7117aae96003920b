/**
 * The projects for aggregators and search engines. /feeds/projects.xml: well-formed XML with one <project> per public project (its unit types,
 * amenities, approximate point, escaped text), none for a draft or an unpublished one or a
 * deactivated builder's; `?builder=` narrows to one builder's, and a malformed, unknown or
 * non-builder id is a 422 naming the field in the visitor's language; robots.txt lists the feed.
 * The sitemap index points to /sitemaps/projects-N.xml, which lists each public project's page.
 */
import { eq } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { customers } from '#db/schema'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startPagesApp } from '../support/pages-app'

let ctx: Awaited<ReturnType<typeof startPagesApp>>
const TRICKY = 'Torre <Alta> & "Linda"\u0001 — 100 % ñandú'
let first: { builder: number; token: string }
let second: { builder: number; token: string }
const ids: Record<string, string> = {}

const get = (path: string) => ctx.request(`http://localhost${path}`, { headers: { 'accept-language': 'es-CO' } })

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await ctx.request(`http://localhost/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  return ((await res.json()) as { data: { id: string } }).data
}

async function builderWithManager(name: string) {
  const builder = await insertBuilder(ctx.db, { name })
  const user = await insertUser(ctx.db, { role: 'ContentManager', customerId: builder.id })
  return { builder: builder.id, token: (await signInAs(ctx.db, user.id)).token }
}

async function project(owner: { token: string }, name: string, publish: boolean) {
  const { id } = await call(owner.token, 'POST', '/admin/projects', await projectBody(ctx.db, { name }))
  await insertProjectPhotos(ctx.db, decodeId('project', id)!, 2)
  if (publish) await call(owner.token, 'POST', `/admin/projects/${id}/publish`)
  return id
}

interface FeedProject {
  id: string
  url: string
  name: string
  builder: { '#text': string; '@_id': string }
  stage: string
  delivery: string
  vis: number
  price_from: { '#text': number }
  city: string
  latitude: number
  amenities: { amenity: string[] }
  unit_types: { unit_type: Array<{ name: string; rooms: number; price_from: { '#text': number } }> }
  pictures: { picture: Array<{ picture_url: string }> }
}

async function feed(query = ''): Promise<FeedProject[]> {
  const res = await get(`/feeds/projects.xml${query}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/xml')
  const xml = await res.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: true,
    isArray: (name) => ['project', 'unit_type', 'amenity', 'picture'].includes(name),
  }).parse(xml) as { projects: { project?: FeedProject[] } | '' }
  return (parsed.projects || { project: [] }).project ?? []
}

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
  first = await builderWithManager('Constructora Andina')
  second = await builderWithManager('Constructora Caribe')
  ids.tricky = await project(first, TRICKY, true)
  ids.draft = await project(first, 'Borrador del Parque', false)
  ids.withdrawn = await project(first, 'Retirado del Río', true)
  await call(first.token, 'POST', `/admin/projects/${ids.withdrawn}/unpublish`)
  ids.other = await project(second, 'Mirador del Caribe', true)
}, 120_000)
afterAll(() => ctx?.close())

test('every public project is a <project> with its unit types, amenities and an approximate point', async () => {
  const all = await feed()
  expect(all.map((p) => p.id).sort()).toEqual([ids.tricky, ids.other].sort())
  const p = all.find((x) => x.id === ids.tricky)!
  expect(p.name).toBe('Torre <Alta> & "Linda" — 100 % ñandú')
  expect(p.url).toMatch(new RegExp(`^https://wi\\.example/proyectos/.+-${ids.tricky}$`))
  expect(p.builder['#text']).toBe('Constructora Andina')
  expect(p.builder['@_id']).toBe(encodeId('customer', first.builder))
  expect(p).toMatchObject({ stage: 'sobre_planos', delivery: '2028-06', vis: 0, city: 'Medellín' })
  expect(p.price_from['#text']).toBe(320_000_000)
  expect(p.unit_types.unit_type.map((u) => [u.name, u.rooms, u.price_from['#text']])).toEqual([
    ['Tipo A', 2, 320_000_000],
    ['Tipo B', 3, 450_000_000],
  ])
  expect(p.amenities.amenity).toHaveLength(2)
  expect(p.pictures.picture).toHaveLength(2)
  expect(p.pictures.picture[0].picture_url).toMatch(/^https:\/\/wi\.example\/.+-og\.jpg$/)
  // The sales room's point is 6.2452, -75.5936: the feed moves it, as the project page does.
  expect(p.latitude).not.toBe(6.2452)
  expect(Math.abs(p.latitude - 6.2452)).toBeLessThan(0.01)
})

test('?builder= gives one builder’s projects; a deactivated builder’s leave the feed', async () => {
  expect((await feed(`?builder=${encodeId('customer', second.builder)}`)).map((p) => p.id)).toEqual([ids.other])
  await ctx.db.update(customers).set({ isActive: false }).where(eq(customers.id, second.builder))
  expect((await feed()).map((p) => p.id)).toEqual([ids.tricky])
  await ctx.db.update(customers).set({ isActive: true }).where(eq(customers.id, second.builder))
})

test('a malformed, unknown or non-builder id is a 422 naming the field, in Spanish', async () => {
  const agency = await insertCustomer(ctx.db, { name: 'Inmobiliaria Sin Proyectos' })
  for (const [query, message] of [
    ['?builder=nope', 'builder: El identificador no es válido'],
    [`?builder=${encodeId('customer', 999_999)}`, 'builder: La constructora no existe o no está activa'],
    [`?builder=${encodeId('customer', agency.id)}`, 'builder: La constructora no existe o no está activa'],
  ]) {
    const res = await get(`/feeds/projects.xml${query}`)
    expect(res.status).toBe(422)
    expect((await res.text()).trim()).toBe(message)
  }
})

test('robots.txt names the feed', async () => {
  expect(await (await get('/robots.txt')).text()).toContain('https://wi.example/feeds/projects.xml')
})

test('the sitemap lists each public project’s page and the search pages with projects, in their own chunk', async () => {
  expect(await (await get('/sitemap.xml')).text()).toContain('<loc>https://wi.example/sitemaps/projects-1.xml</loc>')
  const res = await get('/sitemaps/projects-1.xml')
  expect(res.status).toBe(200)
  const xml = await res.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  const pages = locs.filter((loc) => /^https:\/\/wi\.example\/proyectos\/[a-z0-9-]+-[A-Za-z0-9]{8,}$/.test(loc))
  expect(pages.map((loc) => loc.split('-').at(-1)).sort()).toEqual([ids.tricky, ids.other].sort())
  const searches = locs.filter((loc) => !pages.includes(loc))
  expect(searches).toContain('https://wi.example/proyectos')
  for (const loc of searches) expect(loc).toMatch(/^https:\/\/wi\.example\/proyectos(\/[a-z-]+)*$/)
  expect((await get('/sitemaps/projects-2.xml')).status).toBe(404)
})
