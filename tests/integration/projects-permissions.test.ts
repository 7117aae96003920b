/**
 * Who may do what with projects, written out as a matrix: two builders never see each other's
 * projects (404, as listings), an agency that is not a builder cannot create one (422 on
 * customer_id), an Analyst or a visitor has no project access (403), signed out is 401, and an
 * integration key acts in its builder with the project permissions chosen for it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
const token: Record<string, string> = {}
let builderA = 0
let projectOfA = ''
let body: Record<string, unknown>

async function call(who: string | null, method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = who ? { authorization: `Bearer ${token[who] ?? who}` } : {}
  if (json !== undefined) headers['content-type'] = 'application/json'
  const res = await app.request(`/api${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  const text = await res.text()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }
}

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  const a = await insertBuilder(app.db, { name: 'Constructora Alfa' })
  const b = await insertBuilder(app.db, { name: 'Constructora Beta' })
  const agency = await insertCustomer(app.db, { name: 'Inmobiliaria Gamma' })
  builderA = a.id
  const people = {
    adminA: { role: 'Admin', customerId: a.id },
    managerA: { role: 'ContentManager', customerId: a.id },
    analystA: { role: 'Analyst', customerId: a.id },
    adminB: { role: 'Admin', customerId: b.id },
    managerB: { role: 'ContentManager', customerId: b.id },
    agencyAdmin: { role: 'Admin', customerId: agency.id },
    visitor: { role: 'User', customerId: null },
    staff: { role: 'SuperAdmin', customerId: null },
  } as const
  for (const [who, grant] of Object.entries(people))
    token[who] = (await signInAs(app.db, (await insertUser(app.db, grant)).id)).token
  body = await projectBody(app.db)
  const created = await call('managerA', 'POST', '/admin/projects', body)
  expect(created.status).toBe(201)
  projectOfA = created.body.data.id
  await insertProjectPhotos(app.db, decodeId('project', projectOfA)!)
}, 60_000)
afterAll(() => app?.close())

describe('another builder’s project is not found (404), for every action', () => {
  const actions: [string, string, unknown?][] = [
    ['GET', ''],
    ['PATCH', '', { name: 'Robado' }],
    ['DELETE', ''],
    ['POST', '/publish'],
    ['POST', '/unpublish'],
    ['POST', '/restore'],
    ['POST', '/progress', { percent: 50 }],
  ]
  for (const who of ['adminB', 'managerB', 'agencyAdmin'])
    test(who, async () => {
      for (const [method, suffix, json] of actions) {
        const res = await call(who, method, `/admin/projects/${projectOfA}${suffix}`, json)
        expect(res.status, `${who} ${method} ${suffix}`).toBe(404)
        expect(res.body.message).toBe('El proyecto no existe o no está publicado')
      }
      const list = await call(who, 'GET', '/admin/projects')
      expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(projectOfA)
    })
})

test('its own builder’s Admin and ContentManager read it; the Admin publishes it; SuperAdmin sees every builder', async () => {
  expect((await call('adminA', 'GET', `/admin/projects/${projectOfA}`)).status).toBe(200)
  expect((await call('adminA', 'POST', `/admin/projects/${projectOfA}/publish`)).status).toBe(200)
  const staff = await call('staff', 'GET', '/admin/projects')
  expect(staff.body.data.map((p: { id: string }) => p.id)).toContain(projectOfA)
  expect((await call('staff', 'POST', `/admin/projects/${projectOfA}/progress`, { percent: 5 })).status).toBe(201)
})

test('an agency that is not a builder cannot create a project: 422 on customer_id, in its language', async () => {
  const res = await call('agencyAdmin', 'POST', '/admin/projects', body)
  expect(res.status).toBe(422)
  expect(res.body.errors).toEqual({ customer_id: ['Solo una constructora puede publicar proyectos de vivienda nueva'] })
  const en = await app.request('/api/admin/projects', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.agencyAdmin}`,
      'content-type': 'application/json',
      'accept-language': 'en',
    },
    body: JSON.stringify(body),
  })
  expect(((await en.json()) as { errors: Record<string, string[]> }).errors.customer_id).toEqual([
    'Only a builder can publish new-homes projects',
  ])
})

test('a SuperAdmin creates for a builder it names; naming a plain agency is the same 422', async () => {
  const forA = await call('staff', 'POST', '/admin/projects', { ...body, customer_id: encodeId('customer', builderA) })
  expect(forA.status).toBe(201)
  expect(forA.body.data.customer_id).toBe(encodeId('customer', builderA))
  const none = await call('staff', 'POST', '/admin/projects', body)
  expect(none.status).toBe(422)
  expect(Object.keys(none.body.errors)).toEqual(['customer_id'])
})

test('a builder’s member cannot create in another builder (403)', async () => {
  const res = await call('managerA', 'POST', '/admin/projects', {
    ...body,
    customer_id: encodeId('customer', builderA + 1),
  })
  expect(res.status).toBe(403)
})

test('without project permissions: Analyst and visitor 403 before the body is read; signed out 401', async () => {
  for (const who of ['analystA', 'visitor']) {
    expect((await call(who, 'GET', '/admin/projects')).status, who).toBe(403)
    expect((await call(who, 'POST', '/admin/projects', { name: '' })).status, who).toBe(403)
    expect((await call(who, 'GET', `/admin/projects/${projectOfA}`)).status, who).toBe(403)
  }
  expect((await call(null, 'GET', '/admin/projects')).status).toBe(401)
  expect((await call(null, 'POST', `/admin/projects/${projectOfA}/publish`)).status).toBe(401)
  expect((await call('managerA', 'GET', '/admin/projects/no-existe')).status).toBe(404)
})

test('an integration key with projects.read and projects.write creates in its builder but cannot publish', async () => {
  const created = await call('adminA', 'POST', '/admin/api-keys', {
    name: 'Sala de ventas',
    permissions: ['projects.read', 'projects.write'],
  })
  expect(created.status).toBe(201)
  const key = created.body.data.key as string
  const res = await call(key, 'POST', '/admin/projects', { ...body, name: 'Desde el CRM' })
  expect(res.status).toBe(201)
  expect(res.body.data.customer_id).toBe(encodeId('customer', builderA))
  expect(res.body.data.actions).toEqual(['read', 'update', 'progress'])
  expect((await call(key, 'POST', `/admin/projects/${res.body.data.id}/publish`)).status).toBe(403)
})

test('the SuperAdmin makes an agency a builder; then its Admin creates projects; nobody else may switch it', async () => {
  const agency = encodeId('customer', (await insertCustomer(app.db, { name: 'Inmobiliaria que construye' })).id)
  const admin = (
    await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: decodeId('customer', agency)! })).id)
  ).token
  expect((await call(admin, 'POST', '/admin/projects', body)).status).toBe(422)
  expect((await call(admin, 'PUT', `/admin/customers/${agency}/kind`, { kind: 'builder' })).status).toBe(403)
  expect((await call('adminA', 'PUT', `/admin/customers/${agency}/kind`, { kind: 'builder' })).status).toBe(403)
  const bad = await call('staff', 'PUT', `/admin/customers/${agency}/kind`, { kind: 'constructora' })
  expect(bad.status).toBe(422)
  expect(Object.keys(bad.body.errors)).toEqual(['kind'])
  const made = await call('staff', 'PUT', `/admin/customers/${agency}/kind`, { kind: 'builder' })
  expect(made.status).toBe(200)
  expect(made.body.data).toMatchObject({ id: agency, kind: 'builder' })
  expect((await call(admin, 'POST', '/admin/projects', body)).status).toBe(201)
  expect((await call('staff', 'GET', `/admin/customers/${agency}`)).body.data.kind).toBe('builder')
})
