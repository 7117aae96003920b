/**
 * A content manager's day over the real API and database: draft → 422 naming what is
 * missing → real photos (PNG and JPEG made with sharp), a text file named .png refused by
 * its content, a too-large file (413), reorder, cover → publish → public page and search →
 * unpublish (public 404) → delete → restore; the audit trail holds every step and a price
 * change lands in the price-change table.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { propertyPriceChanges } from '#db/schema'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { departmentId, insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

const MAX_UPLOAD = 200_000
let app: Awaited<ReturnType<typeof startAccountsApp>>
let manager: string
let admin: string
let listingId: string
let png: Buffer
let jpeg: Buffer
const draft: Record<string, unknown> = { business_type: 'rent', title: 'Apartamento con balcón en Envigado' }

beforeAll(async () => {
  app = await startAccountsApp({
    MAX_UPLOAD_BYTES: String(MAX_UPLOAD),

    PUBLIC_URL: 'https://wi.example',
  })
  await seedReferenceData(app.db)
  const agency = await insertCustomer(app.db, { name: 'Inmobiliaria Flujo' })
  manager = (await signInAs(app.db, (await insertUser(app.db, { role: 'ContentManager', customerId: agency.id })).id))
    .token
  admin = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agency.id })).id)).token
  draft.property_type_id = encodeId('propertyType', await propertyTypeId(app.db, 'apartment'))
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer()
  jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e9c46a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
    .toBuffer()
}, 60_000)
afterAll(() => app?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  form?: FormData,
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await app.request(`/api${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} }
}
const photoForm = (...files: [Buffer, string, string][]) => {
  const form = new FormData()
  for (const [bytes, name, type] of files) form.append('photos', new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}
const publicGet = (path: string) => app.request(`/api${path}`)

test('a draft is created (201) with a generated code and only the actions a draft allows', async () => {
  const res = await call(manager, 'POST', '/admin/properties', draft)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  expect(res.body.data).toMatchObject({ status: 'draft', title: draft.title })
  expect(res.body.data.code).toMatch(/^WI-\d{6}/)
  expect(res.body.data.actions).toEqual(expect.arrayContaining(['read', 'update', 'photos', 'publish', 'delete']))
  expect(res.body.data.actions).not.toContain('unpublish')
  listingId = res.body.data.id
  expect((await publicGet(`/properties/${listingId}`)).status).toBe(404)
})

test('publishing the bare draft: 422 naming every missing field and the photo', async () => {
  const res = await call(manager, 'POST', `/admin/properties/${listingId}/publish`)
  expect(res.status).toBe(422)
  expect(Object.keys(res.body.errors).sort()).toEqual([
    'build_area',
    'department_id',
    'description',
    'municipality_id',
    'photos',
    'rent_price',
  ])
  expect(res.body.errors.photos).toEqual(['Se requiere al menos una foto'])
  expect(res.body.message).toMatch(/^Para publicar falta: /)
  expect(res.body.message).toContain('Fotos')
  expect(res.body.message).toContain('Descripción')
  expect(res.body.message).not.toContain('{fields}')
})

test('the rest of the form is filled in; a price change goes to the price-change table', async () => {
  const full = {
    ...draft,
    description: 'Luminoso, con vista a la montaña y cerca del metro.',
    rent_price: 2_400_000,
    admin_price: 280_000,
    build_area: 72,
    stratum: 4,
    bedrooms: 3,
    bathrooms: 2,
    department_id: encodeId('department', await departmentId(app.db, '05')),
    municipality_id: encodeId('municipality', await municipalityId(app.db, '05266')),
  }
  const first = await call(manager, 'PUT', `/admin/properties/${listingId}`, full)
  expect(first.status, JSON.stringify(first.body)).toBe(200)
  const second = await call(manager, 'PUT', `/admin/properties/${listingId}`, { ...full, rent_price: 2_200_000 })
  expect(second.status).toBe(200)
  expect(second.body.data.rent_price).toBe(2_200_000)
  const rows = await app.db
    .select()
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, decodeId('property', listingId)!))
  expect(rows.map((r) => [r.oldRentPrice, r.newRentPrice])).toEqual([
    [null, 2_400_000],
    [2_400_000, 2_200_000],
  ])
})

test('photos: a PNG and a JPEG upload together; type by content; size limit 413', async () => {
  const ok = await call(
    manager,
    'POST',
    `/admin/properties/${listingId}/photos`,
    undefined,
    photoForm([png, 'sala.png', 'image/png'], [jpeg, 'cocina.jpg', 'image/jpeg']),
  )
  expect(ok.status, JSON.stringify(ok.body)).toBe(201)
  expect(ok.body.data).toHaveLength(2)
  expect(ok.body.data[0]).toMatchObject({ position: 0, is_cover: true, width: 800, height: 600 })
  expect(ok.body.data[1]).toMatchObject({ position: 1, is_cover: false, width: 1200, height: 675 })
  expect(ok.body.data[0].srcset).toMatch(/\.webp \d+w/)

  // The stored files are WebP without the EXIF of the upload.
  const file = await app.request(new URL(ok.body.data[1].url, 'http://x').pathname)
  expect(file.status).toBe(200)
  const stored = Buffer.from(await file.arrayBuffer())
  const meta = await sharp(stored).metadata()
  expect(meta.format).toBe('webp')
  expect(meta.exif).toBeUndefined()

  const text = Buffer.from('esto no es una imagen, solo texto\n'.repeat(20))
  const fake = await call(
    manager,
    'POST',
    `/admin/properties/${listingId}/photos`,
    undefined,
    photoForm([text, 'foto.png', 'image/png']),
  )
  expect(fake.status).toBe(422)
  expect(fake.body.errors.photos[0]).toMatch(/^El tipo de archivo debe ser uno de: jpg, jpeg, png, webp/)

  const big = Buffer.concat([png.subarray(0, 64), Buffer.alloc(MAX_UPLOAD + 1024, 7)])
  const tooBig = await call(
    manager,
    'POST',
    `/admin/properties/${listingId}/photos`,
    undefined,
    photoForm([big, 'grande.png', 'image/png']),
  )
  expect(tooBig.status).toBe(413)
  expect(tooBig.body.message).toBe('El archivo es demasiado grande')

  const after = await call(manager, 'GET', `/admin/properties/${listingId}/photos`)
  expect(after.body.data).toHaveLength(2)
})

test('reorder, then choose the cover', async () => {
  const before = (await call(manager, 'GET', `/admin/properties/${listingId}/photos`)).body.data as Json[]
  const [a, b] = before.map((p) => p.id as string)
  const reordered = await call(manager, 'PUT', `/admin/properties/${listingId}/photos/order`, { photo_ids: [b, a] })
  expect(reordered.status).toBe(200)
  expect(reordered.body.data.map((p: Json) => p.id)).toEqual([b, a])
  expect(reordered.body.data[0].is_cover).toBe(true)
  const bad = await call(manager, 'PUT', `/admin/properties/${listingId}/photos/order`, { photo_ids: [a] })
  expect(bad.status).toBe(422)

  const cover = await call(manager, 'POST', `/admin/properties/${listingId}/photos/${a}/cover`)
  expect(cover.status).toBe(200)
  expect(cover.body.data.map((p: Json) => p.id)).toEqual([a, b])
})

test('publish: the listing is public on its page and in the search', async () => {
  const res = await call(manager, 'POST', `/admin/properties/${listingId}/publish`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data.status).toBe('published')
  expect(res.body.data.actions).toEqual(expect.arrayContaining(['unpublish', 'delete']))
  expect(res.body.data.actions).not.toContain('publish')

  const again = await call(manager, 'POST', `/admin/properties/${listingId}/publish`)
  expect(again.status).toBe(409)

  const page = await publicGet(`/properties/${listingId}`)
  expect(page.status).toBe(200)
  const detail = (await page.json()) as Json
  expect(JSON.stringify(detail)).toContain('Apartamento con balcón en Envigado')

  const search = (await (
    await publicGet(`/properties/search?q=${encodeURIComponent('balcón Envigado')}`)
  ).json()) as Json
  expect(search.data.map((d: Json) => d.id)).toContain(listingId)
  expect(search.data.find((d: Json) => d.id === listingId)).toMatchObject({
    price: 2_200_000,
    municipality: 'Envigado',
  })
})

test('unpublish hides it (public 404), delete and restore bring it back as it was', async () => {
  const off = await call(manager, 'POST', `/admin/properties/${listingId}/unpublish`)
  expect(off.status).toBe(200)
  expect(off.body.data.status).toBe('inactive')
  expect((await publicGet(`/properties/${listingId}`)).status).toBe(404)
  const search = (await (
    await publicGet(`/properties/search?q=${encodeURIComponent('balcón Envigado')}`)
  ).json()) as Json
  expect(search.data.map((d: Json) => d.id)).not.toContain(listingId)

  const gone = await call(manager, 'DELETE', `/admin/properties/${listingId}`)
  expect(gone.status).toBe(200)
  expect(gone.body.data.status).toBe('deleted')
  expect(gone.body.data.actions).toEqual(['read', 'restore'])
  const editDeleted = await call(manager, 'PUT', `/admin/properties/${listingId}`, draft)
  expect(editDeleted.status).toBe(409)

  const back = await call(manager, 'POST', `/admin/properties/${listingId}/restore`)
  expect(back.status).toBe(200)
  expect(back.body.data.status).toBe('inactive')
  const republished = await call(manager, 'POST', `/admin/properties/${listingId}/republish`)
  expect(republished.status).toBe(200)
  expect((await publicGet(`/properties/${listingId}`)).status).toBe(200)
})

test('the audit log holds each action, with the price change', async () => {
  const res = await call(admin, 'GET', `/admin/audit?entity_type=property&entity_id=${listingId}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const actions = (res.body.data as Json[]).map((e) => e.action as string).reverse()
  expect(actions).toEqual([
    'property.create',
    'property.update',
    'property.update',
    'photo.upload',
    'photo.reorder',
    'photo.cover',
    'property.publish',
    'property.unpublish',
    'property.delete',
    'property.restore',
    'property.republish',
  ])
  const priceUpdate = (res.body.data as Json[]).find((e) => e.action === 'property.update' && e.data.rent_price)
  expect(priceUpdate?.data.rent_price).toEqual([2_400_000, 2_200_000])
})
