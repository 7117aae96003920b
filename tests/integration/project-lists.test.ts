/**
 * A visitor's favourite projects and comparison of projects (issue 32) through the API on a real
 * database: sign-in required (401), add and remove idempotent, 404 for unknown, malformed-kind
 * and unpublished projects (422 for a listing's id), the comparison's limit (422), never mixed with listings (a listing's
 * id is not a project's and the two comparisons stay apart), the merge of a browser-kept
 * comparison, the visitor state and the comparison page's best values.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { projectComparisonPage } from '#core/visitor'
import { anonymousContext } from '#web/context'
import { signInAs, type SignedIn } from '../factories/auth'
import { insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = any

let ctx: Awaited<ReturnType<typeof startAccountsApp>>
let admin: SignedIn
let user: SignedIn
const ids: string[] = []
let draftId: string
let listingId: string

async function call(path: string, init: { method?: string; as?: SignedIn | null; json?: unknown } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (init.as !== null) Object.assign(headers, (init.as ?? user).headers)
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await ctx.request(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json }
}

async function newProject(overrides: Record<string, unknown>, publish = true): Promise<string> {
  const created = await call('/admin/projects', {
    method: 'POST',
    as: admin,
    json: await projectBody(ctx.db, overrides),
  })
  expect(created.status).toBe(201)
  const id = created.body.data.id as string
  if (!publish) return id
  await insertProjectPhotos(ctx.db, decodeId('project', id)!, 1)
  expect((await call(`/admin/projects/${id}/publish`, { method: 'POST', as: admin })).status).toBe(200)
  return id
}

beforeAll(async () => {
  ctx = await startAccountsApp()
  await seedReferenceData(ctx.db)
  const builder = await insertBuilder(ctx.db, { name: 'Constructora Andina' })
  admin = await signInAs(ctx.db, (await insertUser(ctx.db, { role: 'Admin', customerId: builder.id })).id)
  user = await signInAs(ctx.db, (await insertUser(ctx.db, { email: 'visitante-proyectos@example.com' })).id)
  for (let i = 0; i < 5; i++) ids.push(await newProject({ name: `Proyecto ${i}`, delivery_year: 2027 + (i % 3) }))
  draftId = await newProject({ name: 'Borrador' }, false)
  listingId = encodeId('property', (await insertListing(ctx.db, {})).id)
}, 180_000)
afterAll(() => ctx?.close())

const FAV = '/wiauth/projects/favorites'
const CMP = '/wiauth/projects/compare/list'

test('every list needs sign-in (401)', async () => {
  for (const path of [FAV, CMP]) {
    expect((await call(path, { as: null })).status).toBe(401)
    expect((await call(path, { method: 'POST', json: { project_id: ids[0] }, as: null })).status).toBe(401)
    expect((await call(`${path}?project_id=${ids[0]}`, { method: 'DELETE', as: null })).status).toBe(401)
  }
})

describe('favourite projects', () => {
  test('add and remove are idempotent; the list has the card summary', async () => {
    const added = await call(FAV, { method: 'POST', json: { project_id: ids[0] } })
    expect(added).toMatchObject({ status: 200, body: { data: 1, msg: 'Cambios guardados correctamente' } })
    expect((await call(FAV, { method: 'POST', json: { project_id: ids[0] } })).body.data).toBe(1)
    const list = await call(FAV)
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({
      id: ids[0],
      name: 'Proyecto 0',
      builder: { name: 'Constructora Andina' },
      summary: { price_from: 320_000_000, bedrooms_min: 2, bedrooms_max: 3, area_min: 54, area_max: 78 },
    })
    expect((await call(`${FAV}?project_id=${ids[0]}`, { method: 'DELETE' })).body.data).toBe(0)
    expect((await call(`${FAV}?project_id=${ids[0]}`, { method: 'DELETE' })).status).toBe(404)
    expect((await call(FAV)).body.data).toEqual([])
  })

  test('404 for an unknown and an unpublished project; 422 for a missing id and a listing’s id', async () => {
    for (const project_id of [encodeId('project', 999_999), draftId]) {
      expect((await call(FAV, { method: 'POST', json: { project_id } })).status, project_id).toBe(404)
    }
    for (const json of [{}, { project_id: listingId }]) {
      const refused = await call(FAV, { method: 'POST', json })
      expect(refused.status).toBe(422)
      expect(refused.body.errors.project_id).toBeDefined()
    }
  })

  test('a project unpublished after being saved leaves the list', async () => {
    await call(FAV, { method: 'POST', json: { project_id: ids[4] } })
    expect((await call(`/admin/projects/${ids[4]}/unpublish`, { method: 'POST', as: admin })).status).toBe(200)
    expect((await call(FAV)).body.data).toEqual([])
    expect((await call(`/admin/projects/${ids[4]}/publish`, { method: 'POST', as: admin })).status).toBe(200)
    expect((await call(FAV)).body.data.map((p: Json) => p.id)).toEqual([ids[4]])
    await call(`${FAV}?project_id=${ids[4]}`, { method: 'DELETE' })
  })
})

describe('comparison of projects', () => {
  test('up to 4, then 422 on project_id; adding one already there is harmless', async () => {
    for (let i = 0; i < 4; i++)
      expect((await call(CMP, { method: 'POST', json: { project_id: ids[i] } })).body.data).toBe(i + 1)
    expect((await call(CMP, { method: 'POST', json: { project_id: ids[3] } })).body.data).toBe(4)
    const over = await call(CMP, { method: 'POST', json: { project_id: ids[4] } })
    expect(over.status).toBe(422)
    expect(over.body.errors.project_id[0]).toBe('Límite alcanzado (máximo 4 elementos)')
    const list = await call(CMP)
    expect(list.body).toMatchObject({ limit: 4 })
    expect(list.body.data.map((p: Json) => p.id)).toEqual(ids.slice(0, 4))
  })

  test('a project and a listing are never compared together', async () => {
    // Each list's ids are of its own kind: the other kind's does not decode (422) and is never added.
    expect((await call(CMP, { method: 'POST', json: { project_id: listingId } })).status).toBe(422)
    expect(
      (await call('/wiauth/properties/compare/list', { method: 'POST', json: { property_id: ids[0] } })).status,
    ).toBe(422)
    expect(
      (await call('/wiauth/properties/compare/list', { method: 'POST', json: { property_id: listingId } })).status,
    ).toBe(200)
    const state = await call('/wiauth/visitor/state')
    expect(state.body).toEqual({
      favorites: [],
      compare: [listingId],
      project_favorites: [],
      project_compare: ids.slice(0, 4),
    })
    expect((await call(CMP)).body.data.map((p: Json) => p.id)).toEqual(ids.slice(0, 4))
    expect((await call('/wiauth/properties/compare/list/count')).body.data).toBe(1)
  })

  test('remove lowers the count; removing again is 404; the merge adds up to the limit', async () => {
    expect((await call(`${CMP}?project_id=${ids[3]}`, { method: 'DELETE' })).body.data).toBe(3)
    expect((await call(`${CMP}?project_id=${ids[3]}`, { method: 'DELETE' })).status).toBe(404)
    const merged = await call(`${CMP}/merge`, {
      method: 'POST',
      json: { project_ids: [ids[0], ids[3], ids[4], draftId, listingId, 'nonsense'] },
    })
    expect(merged).toMatchObject({ status: 200, body: { data: 4, added: 1, limit: 4 } })
    expect((await call(CMP)).body.data.map((p: Json) => p.id)).toEqual(ids.slice(0, 4))
  })

  test('the comparison page: amenities and the best values of each row', async () => {
    const page = await projectComparisonPage(anonymousContext('es-CO'), [ids[0], ids[1], ids[2], listingId])
    expect(page.local).toBe(true)
    expect(page.items.map((p) => p.id)).toEqual(ids.slice(0, 3))
    expect(page.items[0].amenities).toHaveLength(2)
    // Delivery 2027, 2028 and 2029 (June): the earliest is best; the same prices and areas have no best.
    expect(page.best).toEqual({ delivery: 2027 * 12 + 6 })
  })
})
