/**
 * A project's pictures over the real API and database, as listing photos: gallery uploads
 * (type by content 422, too large 413), publishing refused without a photo, reorder, the last
 * photo of a published project kept, a unit type's floor plan, a progress update's photos, the
 * public project showing them with their srcset, the brochure PDF (type by content, replaced,
 * removed, its download on the public project), and another builder's project a 404 throughout.
 */
import { asc, like } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { auditLog } from '#db/schema'
import { signInAs } from '../factories/auth'
import { insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, projectBody } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

const MAX_UPLOAD = 200_000
let app: Awaited<ReturnType<typeof startAccountsApp>>
const token: Record<'a' | 'b', string> = { a: '', b: '' }
let id = ''
let png: Buffer
let jpeg: Buffer
/** The smallest file file-type takes for a PDF: its header, and a body. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(who: 'a' | 'b', method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${token[who]}` }
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json'
  const res = await app.request(`/api${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json }
}
const form = (field: string, ...files: [Buffer, string][]) => {
  const f = new FormData()
  for (const [bytes, name] of files) f.append(field, new Blob([new Uint8Array(bytes)]), name)
  return f
}

beforeAll(async () => {
  app = await startAccountsApp({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD), PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  for (const who of ['a', 'b'] as const) {
    const builder = await insertBuilder(app.db, { name: `Constructora ${who.toUpperCase()}` })
    const user = await insertUser(app.db, { role: 'Admin', customerId: builder.id })
    token[who] = (await signInAs(app.db, user.id)).token
  }
  const created = await call('a', 'POST', '/admin/projects', await projectBody(app.db))
  expect(created.status).toBe(201)
  id = created.body.data.id
  png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#457b9d' } })
    .png()
    .toBuffer()
  jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e9c46a' } })
    .jpeg()
    .toBuffer()
}, 60_000)
afterAll(() => app?.close())

test('publishing without a photo is refused on `photos`, naming it', async () => {
  const res = await call('a', 'POST', `/admin/projects/${id}/publish`)
  expect(res.status).toBe(422)
  expect(res.body.errors).toEqual({ photos: ['Se requiere al menos una foto'] })
  expect(res.body.message).toBe('Para publicar el proyecto falta: al menos una foto')
})

test('gallery photos upload (201) through the listing pipeline; wrong type 422; too large 413', async () => {
  const ok = await call('a', 'POST', `/admin/projects/${id}/photos`, form('photos', [png, 'f.png'], [jpeg, 'l.jpg']))
  expect(ok.status, JSON.stringify(ok.body)).toBe(201)
  const photos = ok.body.data.photos
  // The largest stored width no larger than the original, as a listing photo's.
  expect(photos.map((p: Json) => [p.width, p.height])).toEqual([
    [800, 560],
    [1200, 675],
  ])
  expect(photos[1].srcset).toMatch(/-480\.webp 480w, .*-800\.webp 800w, .*-1200\.webp 1200w$/)
  const file = await app.request(new URL(photos[0].url, 'http://x').pathname)
  expect(file.status).toBe(200)
  expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp')

  const text = Buffer.from('no es una imagen\n'.repeat(20))
  const fake = await call('a', 'POST', `/admin/projects/${id}/photos`, form('photos', [text, 'foto.png']))
  expect(fake.status).toBe(422)
  expect(fake.body.errors.photos[0]).toMatch(/^El tipo de archivo debe ser uno de: jpg, jpeg, png, webp/)
  const big = Buffer.concat([png.subarray(0, 64), Buffer.alloc(MAX_UPLOAD + 1024, 7)])
  const tooBig = await call('a', 'POST', `/admin/projects/${id}/photos`, form('photos', [big, 'grande.png']))
  expect(tooBig.status).toBe(413)
  expect(tooBig.body.message).toBe('El archivo es demasiado grande')
  expect((await call('a', 'POST', `/admin/projects/${id}/photos`, new FormData())).status).toBe(422)
  expect((await call('a', 'GET', `/admin/projects/${id}`)).body.data.photos).toHaveLength(2)
})

test('reorder (every photo once), publish, and the published project keeps its last photo', async () => {
  const [first, second] = (await call('a', 'GET', `/admin/projects/${id}`)).body.data.photos.map((p: Json) => p.id)
  const reordered = await call('a', 'PUT', `/admin/projects/${id}/photos/order`, { photo_ids: [second, first] })
  expect(reordered.status).toBe(200)
  expect(reordered.body.data.photos.map((p: Json) => p.id)).toEqual([second, first])
  expect((await call('a', 'PUT', `/admin/projects/${id}/photos/order`, { photo_ids: [second] })).status).toBe(422)
  expect((await call('a', 'POST', `/admin/projects/${id}/publish`)).status).toBe(200)
  const deleted = await call('a', 'DELETE', `/admin/projects/${id}/photos/${second}`)
  expect(deleted.status).toBe(200)
  expect(deleted.body.data.photos.map((p: Json) => p.id)).toEqual([first])
  const last = await call('a', 'DELETE', `/admin/projects/${id}/photos/${first}`)
  expect(last.status).toBe(422)
  expect(last.body.errors.photos).toEqual(['Se requiere al menos una foto'])
})

test('a unit type’s floor plan, and photos of a progress update, reach the public project', async () => {
  const unitType = (await call('a', 'GET', `/admin/projects/${id}`)).body.data.unit_types[0]
  expect(unitType.floor_plan).toBeNull()
  const plan = await call(
    'a',
    'POST',
    `/admin/projects/${id}/unit-types/${unitType.id}/floor-plan`,
    form('floor_plan', [png, 'plano.png']),
  )
  expect(plan.status, JSON.stringify(plan.body)).toBe(200)
  expect(plan.body.data.unit_types[0].floor_plan.srcset).toMatch(/\.webp 480w/)
  const noFile = await call('a', 'POST', `/admin/projects/${id}/unit-types/${unitType.id}/floor-plan`, new FormData())
  expect(noFile.status).toBe(422)
  expect(Object.keys(noFile.body.errors)).toEqual(['floor_plan'])

  const progress = await call('a', 'POST', `/admin/projects/${id}/progress`, { percent: 30, note: 'Piso 4' })
  const update = progress.body.data.progress[0].id
  const shots = await call(
    'a',
    'POST',
    `/admin/projects/${id}/progress/${update}/photos`,
    form('photos', [jpeg, 'o.jpg']),
  )
  expect(shots.status, JSON.stringify(shots.body)).toBe(201)
  expect(shots.body.data.progress[0].photos).toHaveLength(1)
  // A progress photo is not in the gallery.
  expect(shots.body.data.photos).toHaveLength(1)

  const pub = (await (await app.request(`/api/projects/${id}`)).json()).data
  expect(pub.photos).toHaveLength(1)
  expect(pub.photos[0].srcset).toMatch(/\.webp 480w/)
  expect(pub.unit_types[0].floor_plan.url).toMatch(/\.webp$/)
  expect(pub.progress[0]).toMatchObject({ percent: 30, note: 'Piso 4' })
  expect(pub.progress[0].photos[0].og_url).toMatch(/-og\.jpg$/)
  const unknown = encodeId('projectProgress', 987_654)
  expect(
    (await call('a', 'POST', `/admin/projects/${id}/progress/${unknown}/photos`, form('photos', [png, 'x.png'])))
      .status,
  ).toBe(404)
})

test('another builder’s project is not found (404) for every picture action', async () => {
  const data = (await call('a', 'GET', `/admin/projects/${id}`)).body.data
  const [photo] = data.photos
  const unitType = data.unit_types[0].id
  const tries: [string, string, unknown?][] = [
    ['POST', '/photos', form('photos', [png, 'x.png'])],
    ['PUT', '/photos/order', { photo_ids: [photo.id] }],
    ['DELETE', `/photos/${photo.id}`],
    ['POST', `/progress/${data.progress[0].id}/photos`, form('photos', [png, 'x.png'])],
    ['POST', `/unit-types/${unitType}/floor-plan`, form('floor_plan', [png, 'x.png'])],
    ['POST', '/brochure', form('brochure', [pdf, 'x.pdf'])],
    ['DELETE', '/brochure'],
  ]
  for (const [method, path, body] of tries)
    expect((await call('b', method, `/admin/projects/${id}${path}`, body)).status, `${method} ${path}`).toBe(404)
  expect((await call('a', 'GET', `/admin/projects/${id}`)).body.data.photos).toHaveLength(1)
})

test('the brochure: a PDF by its bytes (422 otherwise, 413 too large), replaced, on the public page, removed', async () => {
  const path = `/admin/projects/${id}/brochure`
  const renamed = await call('a', 'POST', path, form('brochure', [png, 'brochure.pdf']))
  expect(renamed.status).toBe(422)
  expect(renamed.body.errors).toEqual({ brochure: ['El tipo de archivo debe ser uno de: pdf'] })
  const none = await call('a', 'POST', path, new FormData())
  expect(none.status).toBe(422)
  expect(Object.keys(none.body.errors)).toEqual(['brochure'])
  const big = Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD + 1024, 32)])
  expect((await call('a', 'POST', path, form('brochure', [big, 'grande.pdf']))).status).toBe(413)
  expect((await call('a', 'GET', `/admin/projects/${id}`)).body.data.brochure_url).toBeNull()

  const first = await call('a', 'POST', path, form('brochure', [pdf, 'folleto.png']))
  expect(first.status, JSON.stringify(first.body)).toBe(200)
  const firstUrl: string = first.body.data.brochure_url
  expect(firstUrl).toMatch(/^\/media\/projects\/\d+\/[0-9a-f]+\.pdf$/)
  const file = await app.request(firstUrl)
  expect(file.status).toBe(200)
  expect(file.headers.get('content-type')).toMatch(/application\/pdf/)
  expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true)

  const second = await call('a', 'POST', path, form('brochure', [pdf, 'v2.pdf']))
  expect(second.status).toBe(200)
  expect(second.body.data.brochure_url).not.toBe(firstUrl)
  expect((await app.request(firstUrl)).status).toBe(404)
  const pub = (await (await app.request(`/api/projects/${id}`)).json()).data
  expect(pub.brochure_url).toBe(`https://wi.example${second.body.data.brochure_url}`)

  const removed = await call('a', 'DELETE', path)
  expect(removed.status).toBe(200)
  expect(removed.body.data.brochure_url).toBeNull()
  expect((await app.request(second.body.data.brochure_url)).status).toBe(404)
  expect((await call('a', 'DELETE', path)).status).toBe(200)
  expect((await (await app.request(`/api/projects/${id}`)).json()).data.brochure_url).toBeNull()
  expect((await call('a', 'POST', path, form('brochure', [pdf, 'x.pdf']))).status).toBe(200)
  const audit = await app.db
    .select({ action: auditLog.action, data: auditLog.data })
    .from(auditLog)
    .where(like(auditLog.action, 'project.brochure%'))
    .orderBy(asc(auditLog.id))
  expect(audit.map((a) => a.action)).toEqual([
    'project.brochure',
    'project.brochure',
    'project.brochure_delete',
    'project.brochure',
  ])
  expect(audit[1].data).toMatchObject({ replaced: true })
})
