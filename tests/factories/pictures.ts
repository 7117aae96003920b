/**
 * Real photographs for tests that need a perceptual hash to mean something: a flat colour has
 * the same dHash as any other flat colour, so these have shapes and texture.
 */
import sharp from 'sharp'
import { expect } from 'vitest'
import type { Database } from '#db/client'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs } from './auth'
import { insertCustomer, insertUser } from './listings'

/** A picture with detail (blurred noise over shapes), the same for the same seed. */
export async function picture(seed: number) {
  const width = 1200
  const height = 800
  const data = Buffer.alloc(width * height * 3)
  let state = seed * 2_654_435_761
  const random = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32
  const blobs = Array.from({ length: 12 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 60 + random() * 200,
  }))
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = blobs.filter((b) => (x - b.x) ** 2 + (y - b.y) ** 2 < b.r ** 2).length
      const v = Math.min(255, 40 + inside * 45 + ((x * seed + y * 7) % 23))
      const i = (y * width + x) * 3
      data[i] = v
      data[i + 1] = (v * 3 + seed * 17) % 256
      data[i + 2] = 255 - v
    }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 92 })
    .toBuffer()
}

type TestApp = { db: Database; request: (path: string, init?: RequestInit) => Response | Promise<Response> }

/** An agency a year old (never a burst of publishing) with an Admin's bearer token. */
export async function agencyWithToken(app: TestApp, options: { old?: boolean } = { old: true }) {
  const createdAt = options.old ? new Date(Date.now() - 400 * 86_400_000) : undefined
  const agency = await insertCustomer(app.db, createdAt ? { createdAt } : {})
  const user = await insertUser(app.db, { role: 'Admin', customerId: agency.id })
  return { agency, token: (await signInAs(app.db, user.id)).token }
}

/** A photo uploaded through the back-office API, where its perceptual hash is stored; 201 or the test fails. */
export async function uploadPhoto(app: TestApp, token: string, listingId: number, bytes: Buffer, name = 'foto.jpg') {
  const form = new FormData()
  form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name)
  const res = await app.request(`/api/admin/properties/${encodeId('property', listingId)}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(res.status, await res.clone().text()).toBe(201)
}
