/**
 * Comparison and favourites API in-process on a real database: sign-in required (401),
 * add/count/menu/remove, the limit of 4 (422), the merge of a browser-kept comparison,
 * favourites with the price-drop note.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { properties, propertyPriceChanges } from '#db/schema'
import { insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { signInAs, type SignedIn } from '../factories/auth'
import { startAccountsApp } from '../support/accounts-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = any

let ctx: Awaited<ReturnType<typeof startAccountsApp>>
let user: SignedIn
const ids: string[] = []

beforeAll(async () => {
  ctx = await startAccountsApp()
  await seedReferenceData(ctx.db)
  const u = await insertUser(ctx.db, { email: 'visitante@example.com' })
  user = await signInAs(ctx.db, u.id)
  for (let i = 0; i < 6; i++) {
    const l = await insertListing(ctx.db, { rentPrice: 2_000_000 + i * 100_000, buildArea: 60 + i * 10 })
    ids.push(encodeId('property', l.id))
  }
})
afterAll(() => ctx?.close())

async function call(
  path: string,
  init: RequestInit & { as?: SignedIn | null; json?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (init.as !== null) Object.assign(headers, (init.as ?? user).headers)
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await ctx.request(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

const LIST = '/api/wiauth/properties/compare/list'

describe('comparison', () => {
  test('every endpoint needs sign-in (401)', async () => {
    for (const [method, path] of [
      ['GET', `${LIST}/count`],
      ['GET', `${LIST}/menu`],
      ['GET', LIST],
      ['DELETE', `${LIST}?property_id=${ids[0]}`],
    ] as const) {
      expect((await call(path, { method, as: null })).status, path).toBe(401)
    }
    expect((await call(LIST, { method: 'POST', json: { property_id: ids[0] }, as: null })).status).toBe(401)
  })

  test('add two, count, menu items, remove lowers the count by one', async () => {
    expect((await call(`${LIST}/count`)).body.data).toBe(0)
    expect((await call(LIST, { method: 'POST', json: { property_id: ids[0] } })).body.data).toBe(1)
    const second = await call(LIST, { method: 'POST', json: { property_id: ids[1] } })
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ data: 2, msg: 'Cambios guardados correctamente' })
    // adding again is harmless
    expect((await call(LIST, { method: 'POST', json: { property_id: ids[1] } })).body.data).toBe(2)
    expect((await call(`${LIST}/count`)).body.data).toBe(2)

    const menu = await call(`${LIST}/menu`)
    expect(Array.isArray(menu.body.data)).toBe(true)
    expect(menu.body.data).toHaveLength(2)
    for (const item of menu.body.data) {
      expect(item).toMatchObject({
        id: expect.any(String),
        code: expect.any(String),
        property_type: { name: 'Apartamento' },
        municipality: { name: 'Medellín' },
        // What tells alike listings apart in the header's list: barrio and price.
        sector: { name: expect.any(String) },
        operation: 'rent',
        price: expect.any(Number),
      })
      expect(item.photo).toMatch(/test\/listing-\d+-0-\d+\.webp$/)
    }
    expect(menu.body.data.map((i: { id: string }) => i.id)).toEqual([ids[0], ids[1]])

    const full = await call(LIST)
    expect(full.body.data[0]).toMatchObject({
      id: ids[0],
      rent_price: 2_000_000,
      admin_price: 320_000,
      monthly_total: 2_320_000,
      price_per_m2: Math.round(2_000_000 / 60),
    })

    const removed = await call(`${LIST}?property_id=${ids[0]}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ data: 1, msg: 'Cambios guardados correctamente' })
    expect((await call(`${LIST}/count`)).body.data).toBe(1)
    expect((await call(`${LIST}?property_id=${ids[0]}`, { method: 'DELETE' })).status).toBe(404)
  })

  test('malformed ids are 422 on the field; an unpublished listing is 404', async () => {
    const bad = await call(LIST, { method: 'POST', json: { property_id: 'nope' } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.property_id).toEqual(['El identificador no es válido'])
    const missing = await call(LIST, { method: 'POST', json: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.property_id).toEqual(['Este campo es obligatorio'])
    const draft = await insertListing(ctx.db, { status: 'draft' })
    expect((await call(LIST, { method: 'POST', json: { property_id: encodeId('property', draft.id) } })).status).toBe(
      404,
    )
  })

  test('at most 4: the fifth is refused with the limit message', async () => {
    for (const id of ids.slice(1, 4)) await call(LIST, { method: 'POST', json: { property_id: id } })
    expect((await call(`${LIST}/count`)).body.data).toBe(3)
    expect((await call(LIST, { method: 'POST', json: { property_id: ids[4] } })).body.data).toBe(4)
    const fifth = await call(LIST, { method: 'POST', json: { property_id: ids[5] } })
    expect(fifth.status).toBe(422)
    expect(fifth.body.message).toBe('Límite alcanzado (máximo 4 elementos)')
    expect(fifth.body.errors.property_id).toEqual(['Límite alcanzado (máximo 4 elementos)'])
    const en = await call(`${LIST}?lang=en`, { method: 'POST', json: { property_id: ids[5] } })
    expect(en.body.message).toBe('Limit reached (max 4 items)')
  })

  test('a comparison kept in the browser joins the account on sign-in, up to the limit', async () => {
    const other = await insertUser(ctx.db, { email: 'nuevo@example.com' })
    const as = await signInAs(ctx.db, other.id)
    await call(LIST, { method: 'POST', json: { property_id: ids[0] }, as })
    const merged = await call(`${LIST}/merge`, {
      method: 'POST',
      json: { property_ids: [ids[0], ids[2], 'garbage', ids[3], ids[4], ids[5]] },
      as,
    })
    expect(merged.status).toBe(200)
    expect(merged.body).toMatchObject({ data: 4, added: 3 })
    const menu = await call(`${LIST}/menu`, { as })
    expect(menu.body.data.map((i: { id: string }) => i.id)).toEqual([ids[0], ids[2], ids[3], ids[4]])
    expect((await call(`${LIST}/merge`, { method: 'POST', json: { property_ids: [ids[1]] }, as: null })).status).toBe(
      401,
    )
  })
})

describe('favourites', () => {
  const FAV = '/api/wiauth/properties/favorites'
  test('401 signed out; add, list, remove', async () => {
    expect((await call(FAV, { as: null })).status).toBe(401)
    expect((await call(FAV, { method: 'POST', json: { property_id: ids[2] }, as: null })).status).toBe(401)
    const added = await call(FAV, { method: 'POST', json: { property_id: ids[2] } })
    expect(added.status).toBe(200)
    expect(added.body.msg).toBe('Cambios guardados correctamente')
    const list = await call(FAV)
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({ id: ids[2], price_drop: null, property_type: { name: 'Apartamento' } })
    const state = await call('/api/wiauth/visitor/state')
    expect(state.body.favorites).toEqual([ids[2]])
    expect((await call(`${FAV}?property_id=${ids[2]}`, { method: 'DELETE' })).status).toBe(200)
    expect((await call(FAV)).body.data).toHaveLength(0)
    expect((await call(`${FAV}?property_id=${ids[2]}`, { method: 'DELETE' })).status).toBe(404)
  })

  test('a favourite whose price dropped since it was saved says so', async () => {
    await call(FAV, { method: 'POST', json: { property_id: ids[3] } })
    const l = await insertListing(ctx.db) // unrelated
    void l
    const [row] = await ctx.db
      .select()
      .from(properties)
      .where(eq(properties.code, (await call(FAV)).body.data[0].code))
    await ctx.db.update(properties).set({ rentPrice: 2_100_000 }).where(eq(properties.id, row.id))
    await ctx.db.insert(propertyPriceChanges).values({
      propertyId: row.id,
      oldRentPrice: row.rentPrice,
      newRentPrice: 2_100_000,
      changedAt: new Date(Date.now() + 1000),
    })
    const list = await call(FAV)
    expect(list.body.data[0].price_drop).toMatchObject({
      operation: 'rent',
      from: 2_300_000,
      to: 2_100_000,
      changed_at: expect.any(String),
    })
  })
})
