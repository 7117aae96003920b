/**
 * A builder's project over the real API and database: created as a draft with two unit types
 * (201), 422s with field messages in the visitor's language, publish (422 naming what is
 * missing, the photo among it, then 200), the public page, a price change recorded in the history, progress that
 * only goes forward, unpublish (public 404), delete and restore; the audit trail holds each step.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, projectUnitTypePrices } from '#db/schema'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let manager: string
let builderId: number
let id: string

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${manager}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json }
}
const publicGet = async (path: string) => {
  const res = await app.request(`/api${path}`)
  return { status: res.status, body: (await res.json()) as Json }
}

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  const builder = await insertBuilder(app.db, { name: 'Constructora Andina' })
  builderId = builder.id
  manager = (await signInAs(app.db, (await insertUser(app.db, { role: 'ContentManager', customerId: builder.id })).id))
    .token
}, 60_000)
afterAll(() => app?.close())

test('a draft is created (201) with its unit types, amenities and sales room', async () => {
  const res = await call('POST', '/admin/projects', await projectBody(app.db, { description: '' }))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const data = res.body.data
  expect(data).toMatchObject({
    status: 'draft',
    name: 'Torres de Laureles',
    stage: 'sobre_planos',
    customer_id: encodeId('customer', builderId),
    progress_percent: 0,
    sales_room: { address: 'Carrera 76 # 33-20', phone: '6044441234' },
  })
  expect(data.unit_types.map((u: Json) => [u.name, u.price_from])).toEqual([
    ['Tipo A', 320_000_000],
    ['Tipo B', 450_000_000],
  ])
  expect(data.amenity_ids).toHaveLength(2)
  expect(data.actions).toEqual(['read', 'update', 'progress', 'publish', 'delete'])
  id = data.id
  expect(decodeId('project', id)).toBeGreaterThan(0)
})

test('a bad body answers 422 with a message per field, in Spanish and in English', async () => {
  const body = { name: '', stage: 'en_obra', delivery_month: 13, unit_types: [{ name: 'X', price_from: -1 }] }
  const es = await call('POST', '/admin/projects', body)
  expect(es.status).toBe(422)
  expect(es.body.errors).toMatchObject({
    name: ['Este campo es obligatorio'],
    stage: ['Elige una opción válida'],
  })
  expect(Object.keys(es.body.errors)).toEqual(expect.arrayContaining(['delivery_month', 'unit_types.0.price_from']))
  const en = await call('POST', '/admin/projects', body, { 'accept-language': 'en' })
  expect(en.body.errors.stage).toEqual(['Choose a valid option'])
  const barrio = await call('PATCH', `/admin/projects/${id}`, {
    municipality_id: encodeId('municipality', 999_999),
  })
  expect(barrio.status).toBe(422)
  expect(barrio.body.errors.municipality_id).toEqual(['Elige una opción válida'])
})

test('publishing names what is missing (422), then publishes once the description is there', async () => {
  const refused = await call('POST', `/admin/projects/${id}/publish`)
  expect(refused.status).toBe(422)
  expect(refused.body.message).toBe('Para publicar el proyecto falta: descripción, al menos una foto')
  expect(refused.body.errors.description).toEqual(['Este campo es obligatorio'])
  expect(refused.body.errors.photos).toEqual(['Se requiere al menos una foto'])
  expect((await publicGet(`/projects/${id}`)).status).toBe(404)

  expect((await call('PATCH', `/admin/projects/${id}`, { description: 'Sobre planos en Laureles.' })).status).toBe(200)
  await insertProjectPhotos(app.db, decodeId('project', id)!)
  const published = await call('POST', `/admin/projects/${id}/publish`)
  expect(published.status).toBe(200)
  expect(published.body.data.status).toBe('published')
  expect((await call('POST', `/admin/projects/${id}/publish`)).status).toBe(409)
})

test('the public reads the published project: unit types, summary, builder, sales room and its address', async () => {
  const res = await publicGet(`/projects/${id}`)
  expect(res.status).toBe(200)
  const p = res.body.data
  expect(p).toMatchObject({
    id,
    name: 'Torres de Laureles',
    municipality: 'Medellín',
    sector: 'Laureles',
    stage: 'sobre_planos',
    builder: { name: 'Constructora Andina', id: encodeId('customer', builderId) },
    sales_room: { hours: 'Lunes a sábado, 9 a. m. a 6 p. m.' },
    summary: { price_from: 320_000_000, bedrooms_min: 2, bedrooms_max: 3, area_min: 54, area_max: 78 },
  })
  expect(p.url).toBe(`https://wi.example/proyectos/torres-de-laureles-${id}`)
  expect(p.amenities.map((a: Json) => a.name)).toEqual(['Piscina', 'Gimnasio'])
  // Approximate, never the builder's exact point.
  expect(p.lat).not.toBe(6.2452)
  expect(Math.abs(p.lat - 6.2452)).toBeLessThan(0.01)
  expect((await publicGet('/projects/no-es-un-id')).status).toBe(404)
  expect((await publicGet(`/projects/${encodeId('property', decodeId('project', id)!)}`)).status).toBe(404)
})

test('a price change of a unit type is recorded in the history; a unit type left out is removed', async () => {
  const before = (await call('GET', `/admin/projects/${id}`)).body.data
  const [a] = before.unit_types
  const res = await call('PATCH', `/admin/projects/${id}`, {
    unit_types: [{ id: a.id, name: 'Tipo A', bedrooms: 2, private_area: 54, price_from: 299_000_000 }],
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data.unit_types).toHaveLength(1)
  expect(res.body.data.price_history).toEqual([
    expect.objectContaining({ unit_type_id: a.id, old_price: 320_000_000, new_price: 299_000_000 }),
  ])
  const rows = await app.db
    .select()
    .from(projectUnitTypePrices)
    .where(eq(projectUnitTypePrices.unitTypeId, decodeId('projectUnitType', a.id)!))
  expect(rows.map((r) => [r.oldPrice, r.newPrice])).toEqual([[320_000_000, 299_000_000]])
  expect((await publicGet(`/projects/${id}`)).body.data.summary.price_from).toBe(299_000_000)

  const foreign = await call('PATCH', `/admin/projects/${id}`, {
    unit_types: [{ id: encodeId('projectUnitType', 987_654), name: 'Otra' }],
  })
  expect(foreign.status).toBe(422)
  expect(foreign.body.errors['unit_types.0.id']).toEqual(['Esta tipología no pertenece al proyecto'])
  // A published project keeps what publishing needs.
  const emptied = await call('PATCH', `/admin/projects/${id}`, { unit_types: [] })
  expect(emptied.status).toBe(422)
  expect(emptied.body.errors.unit_types).toEqual(['Indica el precio desde de la tipología'])
})

test('progress goes forward with a dated note; a lower percent is refused on its field', async () => {
  const first = await call('POST', `/admin/projects/${id}/progress`, { percent: 15, note: 'Cimentación terminada' })
  expect(first.status, JSON.stringify(first.body)).toBe(201)
  expect(first.body.data.progress_percent).toBe(15)
  expect(first.body.data.progress[0]).toMatchObject({ percent: 15, note: 'Cimentación terminada' })
  const back = await call('POST', `/admin/projects/${id}/progress`, { percent: 10 })
  expect(back.status).toBe(422)
  expect(back.body.errors.percent).toEqual(['El avance de obra no puede ser menor que el último informado (15 %)'])
  expect((await call('POST', `/admin/projects/${id}/progress`, { percent: 101 })).status).toBe(422)
  expect((await call('POST', `/admin/projects/${id}/progress`, { percent: 15, note: 'Sin cambios' })).status).toBe(201)
  const pub = (await publicGet(`/projects/${id}`)).body.data
  expect(pub.progress.map((p: Json) => p.percent)).toEqual([15, 15])
})

test('unpublish hides it, delete and restore bring it back unpublished; the trail holds every step', async () => {
  expect((await call('POST', `/admin/projects/${id}/unpublish`)).body.data.status).toBe('unpublished')
  expect((await publicGet(`/projects/${id}`)).status).toBe(404)
  const deleted = await call('DELETE', `/admin/projects/${id}`)
  expect(deleted.body.data).toMatchObject({ status: 'deleted', actions: ['read', 'restore'] })
  expect((await call('PATCH', `/admin/projects/${id}`, { name: 'Otro' })).status).toBe(409)
  expect((await call('POST', `/admin/projects/${id}/progress`, { percent: 20 })).status).toBe(409)
  expect((await call('POST', `/admin/projects/${id}/restore`)).body.data.status).toBe('unpublished')
  expect((await call('POST', `/admin/projects/${id}/publish`)).body.data.status).toBe('published')
  expect((await publicGet(`/projects/${id}`)).status).toBe(200)

  const trail = await app.db
    .select({ action: auditLog.action, customerId: auditLog.customerId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'project'), eq(auditLog.entityId, decodeId('project', id)!)))
    .orderBy(auditLog.id)
  expect(trail.map((e) => e.action)).toEqual([
    'project.create',
    'project.update',
    'project.publish',
    'project.update',
    'project.progress',
    'project.progress',
    'project.unpublish',
    'project.delete',
    'project.restore',
    'project.publish',
  ])
  expect(new Set(trail.map((e) => e.customerId))).toEqual(new Set([builderId]))
})

test('the list pages the builder’s projects with their lowest price from', async () => {
  const res = await call('GET', '/admin/projects', undefined)
  expect(res.status).toBe(200)
  expect(res.body.meta).toMatchObject({ total: 1, page: 1 })
  expect(res.body.data[0]).toMatchObject({ id, status: 'published', municipality: 'Medellín', price_from: 299_000_000 })
  expect((await call('GET', '/admin/projects?status=draft')).body.meta.total).toBe(0)
  expect((await call('GET', '/admin/projects?status=nada')).status).toBe(422)
})
