/**
 * GET /api/search/municipalities: what the search form's municipality list fetches once the
 * page's scripts run. A department's municipalities, or those of a municipality's
 * department (a search by municipality alone), featured cities first; cacheable; 422s for
 * a malformed id or none at all.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { seedReferenceData } from '../factories/listings'
import { municipalityId } from '../factories/catalog'
import { startAccountsApp } from '../support/accounts-app'

let ctx: Awaited<ReturnType<typeof startAccountsApp>>

beforeAll(async () => {
  ctx = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
})
afterAll(() => ctx?.close())

const get = async (path: string) => {
  const res = await ctx.request(path)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
  return { res, body: (await res.json()) as Record<string, any> }
}
const names = (body: { data?: unknown }) => (body.data as Array<{ name: string }>).map((m) => m.name)

test("a department's municipalities, or a municipality's neighbours: the same list, featured first", async () => {
  const byDepartment = await get(`/api/search/municipalities?department_id=${encodeId('department', 1)}`)
  expect(byDepartment.res.status).toBe(200)
  expect(byDepartment.res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
  expect(byDepartment.body.data).toHaveLength(125)
  expect(Object.keys(byDepartment.body.data[0]).sort()).toEqual(['id', 'name'])
  // Antioquia's featured cities lead, in their order, as in the form the server renders; then by name.
  const all = names(byDepartment.body)
  expect(all.slice(0, 4)).toEqual(['Envigado', 'Bello', 'Itagüí', 'Medellín'])
  expect(all.slice(4, 7)).toEqual(['Abejorral', 'Abriaquí', 'Alejandría'])

  const envigado = encodeId('municipality', await municipalityId(ctx.db, '05266'))
  const neighbours = await get(`/api/search/municipalities?municipality_id=${envigado}`)
  expect(neighbours.body).toEqual(byDepartment.body)
  const cali = encodeId('municipality', await municipalityId(ctx.db, '76001'))
  const valle = names((await get(`/api/search/municipalities?municipality_id=${cali}`)).body)
  expect(valle).toContain('Palmira')
  expect(valle).not.toContain('Medellín')
})

test('an unknown place gives an empty list; a malformed id or none at all is a 422 naming the field', async () => {
  const unknown = await get(`/api/search/municipalities?municipality_id=${encodeId('municipality', 99_999)}`)
  expect(unknown.res.status).toBe(200)
  expect(unknown.body.data).toEqual([])
  const bad = await get(`/api/search/municipalities?department_id=${encodeId('municipality', 1)}`)
  expect(bad.res.status).toBe(422)
  expect(Object.keys(bad.body.errors)).toEqual(['department_id'])
  const none = await get('/api/search/municipalities')
  expect(none.res.status).toBe(422)
  expect(Object.keys(none.body.errors)).toEqual(['department_id'])
})

test('it is in the OpenAPI document', async () => {
  const doc = (await get('/api/openapi.json')).body
  expect(doc.paths['/search/municipalities'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
    'department_id',
    'municipality_id',
  ])
})

test('place suggestions: municipalities and barrios as typed, accents ignored; too long is a 422', async () => {
  const res = await ctx.request('/api/places/suggest?q=itagui')
  expect(res.status).toBe(200)
  const body = (await res.json()) as {
    data: Array<{ kind: string; name: string; within: string; search_path: string }>
  }
  expect(body.data[0]).toMatchObject({ kind: 'municipality', name: 'Itagüí', within: 'Antioquia' })
  expect(body.data[0].search_path).toMatch(/^\/properties\/search\?department_id=\w+&municipality_id=\w+$/)
  const barrio = (await (await ctx.request('/api/places/suggest?q=laureles')).json()) as typeof body
  expect(barrio.data.some((p) => p.kind === 'sector' && p.within === 'Medellín')).toBe(true)
  expect(((await (await ctx.request('/api/places/suggest?q=e')).json()) as typeof body).data).toEqual([])
  const long = await ctx.request(`/api/places/suggest?q=${'a'.repeat(61)}`)
  expect(long.status).toBe(422)
})
