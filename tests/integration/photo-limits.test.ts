/**
 * Image uploads are bounded in decoded pixels: a 7700×7700 PNG, a small file that decodes
 * to about 240 MB, is refused with 422 on the form's field (listing photos, agency logo,
 * profile photo), in the visitor's language, and nothing is stored.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_IMAGE_PIXELS } from '#core/media/image-decode.infra'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let admin: Record<string, string>
let customerId: string
let listingId: string
let huge: Buffer

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  const agency = await insertCustomer(app.db, { name: 'Inmobiliaria Píxel' })
  customerId = encodeId('customer', agency.id)
  admin = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agency.id })).id)).headers
  const draft = await app.request('/api/admin/properties', {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      business_type: 'rent',
      title: 'Apartamento para probar fotos',
      property_type_id: encodeId('propertyType', await propertyTypeId(app.db, 'apartment')),
    }),
  })
  expect(draft.status).toBe(201)
  listingId = ((await draft.json()) as { data: { id: string } }).data.id
  huge = await sharp({ create: { width: 7700, height: 7700, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer()
}, 60_000)
afterAll(() => app?.close())

const upload = (url: string, field: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'plano.png')
  return app.request(url, { method: 'POST', headers: { ...admin, ...headers }, body: form })
}

function storedFiles(): string[] {
  const root = path.join(app.env.DATA_DIR_ABS, 'media')
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.(webp|jpg)$/.test(f))
    : []
}

test('the test image is small on disk and over the pixel limit', () => {
  expect(huge.byteLength).toBeLessThan(2 * 1024 * 1024)
  expect(7700 * 7700).toBeGreaterThan(MAX_IMAGE_PIXELS)
})

test('a 7700×7700 listing photo is refused with 422 on photos, naming the limit', async () => {
  const res = await upload(`/api/admin/properties/${listingId}/photos`, 'photos', huge)
  expect(res.status).toBe(422)
  expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    photos: ['La imagen es demasiado grande: como máximo 40 megapíxeles'],
  })
  const english = await upload(`/api/admin/properties/${listingId}/photos`, 'photos', huge, { 'accept-language': 'en' })
  expect(((await english.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    photos: ['The image is too large: at most 40 megapixels'],
  })
  const photos = await app.request(`/api/admin/properties/${listingId}/photos`, { headers: admin })
  expect(((await photos.json()) as { data: unknown[] }).data).toEqual([])
  expect(storedFiles()).toEqual([])
})

test('a batch with one oversized photo stores none of them', async () => {
  const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e9c46a' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('photos', new Blob([new Uint8Array(small)], { type: 'image/png' }), 'sala.png')
  form.append('photos', new Blob([new Uint8Array(huge)], { type: 'image/png' }), 'plano.png')
  const res = await app.request(`/api/admin/properties/${listingId}/photos`, {
    method: 'POST',
    headers: admin,
    body: form,
  })
  expect(res.status).toBe(422)
  expect(storedFiles()).toEqual([])
})

test('a 7700×7700 agency logo is refused with 422 on its upload field', async () => {
  const res = await upload(`/api/admin/customers/${customerId}/logo`, 'file', huge)
  expect(res.status).toBe(422)
  expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    file: ['La imagen es demasiado grande: como máximo 40 megapíxeles'],
  })
})

test('a 7700×7700 profile photo is refused with 422 on photo', async () => {
  const res = await upload('/api/account/photo', 'photo', huge)
  expect(res.status).toBe(422)
  expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    photo: ['La imagen es demasiado grande: como máximo 40 megapíxeles'],
  })
})
