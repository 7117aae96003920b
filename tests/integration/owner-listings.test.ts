/**
 * An owner publishes their own home through /api/account/listings (issue 33 point 1): a draft
 * with the admin API's fields, photos checked by content, publishing only with a confirmed mobile,
 * always to staff first (`in_review`), at most OWNER_MAX_PUBLISHED live listings; pause and close
 * (rented or sold); another person gets 404, and nothing is public before staff approve it.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { customers, moderationReviews, properties, users } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { insertUser } from '../factories/accounts'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let t: Awaited<ReturnType<typeof startAccountsApp>>
let draft: Record<string, unknown>

beforeAll(async () => {
  t = await startAccountsApp({ OWNER_MAX_PUBLISHED: '2' })
  await seedReferenceData(t.db)
  draft = {
    property_type_id: encodeId('propertyType', await propertyTypeId(t.db, 'apartment')),
    business_type: 'rent',
    title: 'Apartamento con balcón en Laureles',
    description: 'Tres habitaciones, dos baños, cocina integral y balcón con vista al parque.',
    rent_price: 2_400_000,
    admin_price: 350_000,
    build_area: 82,
    bedrooms: 3,
    bathrooms: 2,
    municipality_id: encodeId('municipality', await municipalityId(t.db, '05001')),
  }
})
afterAll(() => t?.close())

async function person(): Promise<SignedIn & { userId: number }> {
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024' })
  return { ...(await signInAs(t.db, user.id)), userId: user.id }
}
const confirmPhone = (userId: number) =>
  t.db.update(users).set({ phone: '+573001234567', phoneConfirmedAt: new Date() }).where(eq(users.id, userId))

function call(who: SignedIn | null, method: string, url: string, body?: unknown) {
  return t.app.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(who?.headers ?? {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
async function create(who: SignedIn, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await call(who, 'POST', '/api/account/listings', { ...draft, ...fields })
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: { id: string } }).data.id
}
const jpeg = (shade: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 120, b: 200 - shade } } })
    .jpeg()
    .toBuffer()
async function addPhotos(who: SignedIn, id: string, count: number) {
  const form = new FormData()
  for (let i = 0; i < count; i++)
    form.append('photos', new Blob([new Uint8Array(await jpeg(40 * i))], { type: 'image/jpeg' }), `foto-${i}.jpg`)
  return t.app.request(`/api/account/listings/${id}/photos`, { method: 'POST', headers: who.headers, body: form })
}
const status = async (id: string) => (await call(null, 'GET', `/api/properties/${id}`)).status

describe('an owner publishing', () => {
  test('signed out: 401; the draft is the owner’s own and not public', async () => {
    expect((await call(null, 'GET', '/api/account/listings')).status).toBe(401)
    expect((await call(null, 'POST', '/api/account/listings', draft)).status).toBe(401)
    const owner = await person()
    const id = await create(owner)
    const list = (await (await call(owner, 'GET', '/api/account/listings')).json()) as {
      data: { id: string; status: string; views: number }[]
    }
    expect(list.data).toMatchObject([{ id, status: 'draft', views: 0 }])
    const [record] = await t.db.select().from(customers).where(eq(customers.ownerUserId, owner.userId))
    expect(record.kind).toBe('owner')
    expect(await status(id)).toBe(404)
    const stranger = await person()
    expect((await call(stranger, 'GET', `/api/account/listings/${id}`)).status).toBe(404)
    expect((await call(stranger, 'PATCH', `/api/account/listings/${id}`, { title: 'Mío' })).status).toBe(404)
    expect((await call(stranger, 'POST', `/api/account/listings/${id}/publish`)).status).toBe(404)
    expect((await call(owner, 'GET', '/api/account/listings/not-an-id')).status).toBe(404)
  })

  test('a bad field is a 422 in Spanish on its field', async () => {
    const owner = await person()
    const res = await call(owner, 'POST', '/api/account/listings', { ...draft, business_type: 'permuta' })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { errors: Record<string, string[]> }
    expect(body.errors.business_type[0]).toMatch(/opción/i)
  })

  test('publishing needs a photo and a confirmed mobile, then waits for staff', async () => {
    const owner = await person()
    const id = await create(owner)
    const noPhoto = await call(owner, 'POST', `/api/account/listings/${id}/publish`)
    expect(noPhoto.status).toBe(422)
    expect((await addPhotos(owner, id, 3)).status).toBe(201)
    const photos = (await (await call(owner, 'GET', `/api/account/listings/${id}/photos`)).json()) as {
      data: { id: string }[]
    }
    expect(photos.data).toHaveLength(3)
    const reordered = await call(owner, 'PUT', `/api/account/listings/${id}/photos/order`, {
      photo_ids: [photos.data[2].id, photos.data[0].id, photos.data[1].id],
    })
    expect(reordered.status).toBe(200)

    const unconfirmed = await call(owner, 'POST', `/api/account/listings/${id}/publish`)
    expect(unconfirmed.status).toBe(422)
    expect(((await unconfirmed.json()) as { errors: Record<string, string[]> }).errors.phone[0]).toMatch(
      /Confirma tu celular/,
    )

    await confirmPhone(owner.userId)
    const published = await call(owner, 'POST', `/api/account/listings/${id}/publish`)
    expect(published.status).toBe(200)
    expect(await published.json()).toEqual({ data: { status: 'in_review' } })
    const reviews = await t.db.select().from(moderationReviews)
    expect(reviews.some((r) => encodeId('property', r.propertyId) === id && r.decidedAt === null)).toBe(true)
    expect(await status(id)).toBe(404)
    // Twice is a conflict, not a second stay in the queue.
    expect((await call(owner, 'POST', `/api/account/listings/${id}/publish`)).status).toBe(409)
  })

  test('at most two live listings; closing one makes room', async () => {
    const owner = await person()
    await confirmPhone(owner.userId)
    const ids = [await create(owner), await create(owner), await create(owner)]
    for (const id of ids) expect((await addPhotos(owner, id, 1)).status).toBe(201)
    for (const id of ids.slice(0, 2))
      expect((await call(owner, 'POST', `/api/account/listings/${id}/publish`)).status).toBe(200)
    const third = await call(owner, 'POST', `/api/account/listings/${ids[2]}/publish`)
    expect(third.status).toBe(409)
    expect(((await third.json()) as { message: string }).message).toMatch(/hasta 2 inmuebles/)

    const bad = await call(owner, 'POST', `/api/account/listings/${ids[0]}/close`, { as: 'donated' })
    expect(bad.status).toBe(422)
    const closed = await call(owner, 'POST', `/api/account/listings/${ids[0]}/close`, { as: 'rented' })
    expect(await closed.json()).toEqual({ data: { status: 'inactive' } })
    const [row] = await t.db
      .select()
      .from(properties)
      .where(eq(properties.code, await rowCode(owner, ids[0])))
    expect(row.closedAs).toBe('rented')
    // Already rented: marking it again is refused, and the panel no longer offers it.
    expect((await call(owner, 'POST', `/api/account/listings/${ids[0]}/close`, { as: 'sold' })).status).toBe(409)
    const again = (await (await call(owner, 'GET', `/api/account/listings/${ids[0]}`)).json()) as {
      data: { actions: string[] }
    }
    expect(again.data.actions).not.toContain('close')
    expect((await call(owner, 'POST', `/api/account/listings/${ids[2]}/publish`)).status).toBe(200)
  })

  test('approved, paused and republished: public again at once', async () => {
    const owner = await person()
    await confirmPhone(owner.userId)
    const id = await create(owner, { contact_whatsapp: false })
    await addPhotos(owner, id, 1)
    await call(owner, 'POST', `/api/account/listings/${id}/publish`)
    // Staff approve it (core/moderation): the listing is public.
    const staff = await signInAs(t.db, (await insertUser(t.db, { role: 'SuperAdmin', customerId: null })).id)
    expect((await call(staff, 'POST', `/api/admin/moderation/${id}/approve`)).status).toBe(200)
    expect(await status(id)).toBe(200)
    const paused = await call(owner, 'POST', `/api/account/listings/${id}/pause`)
    expect(await paused.json()).toEqual({ data: { status: 'inactive' } })
    expect(await status(id)).not.toBe(200)
    const again = await call(owner, 'POST', `/api/account/listings/${id}/publish`)
    expect(await again.json()).toEqual({ data: { status: 'published' } })
    const page = (await (await call(null, 'GET', `/api/properties/${id}`)).json()) as { data: { publisher: unknown } }
    expect(page.data.publisher).toEqual({ kind: 'owner', verified: false, phone_confirmed: true })
  })
})

async function rowCode(who: SignedIn, id: string): Promise<string> {
  return ((await (await call(who, 'GET', `/api/account/listings/${id}`)).json()) as { data: { code: string } }).data
    .code
}
