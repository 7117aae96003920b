/**
 * /api/admin/{users,customers,roles,permissions,leads,audit} in-process over a real
 * database: status codes of DESIGN §7 (401, 403, 404, 422, 201), the NIT check digit,
 * uploads typed by content, invitations and replies through the outbox, a push when a
 * signed-in visitor's lead is answered, deactivation ending sessions, and the audit trail.
 */
import sharp from 'sharp'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, customers, leads, outbox, users } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { formatNit } from '#core/shared/nit.rules'
import type { RoleName } from '#core/shared/actor.constants'
import { insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { signInAs } from '../factories/auth'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let agencyA: { id: number }
let agencyB: { id: number }
const auth = {} as Record<RoleName | 'AdminB', { authorization: string }>

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  agencyA = await insertCustomer(app.db, { name: 'Alfa Inmuebles' })
  agencyB = await insertCustomer(app.db, { name: 'Beta Inmuebles' })
  const make = async (role: RoleName, customerId: number | null) =>
    (await signInAs(app.db, (await insertUser(app.db, { role, customerId })).id)).headers
  auth.SuperAdmin = await make('SuperAdmin', null)
  auth.Admin = await make('Admin', agencyA.id)
  auth.ContentManager = await make('ContentManager', agencyA.id)
  auth.Analyst = await make('Analyst', agencyA.id)
  auth.User = await make('User', null)
  auth.AdminB = await make('Admin', agencyB.id)
})
afterAll(() => app?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const init: RequestInit = {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
  }
  if (body !== undefined) init.body = JSON.stringify(body)
  const res = await app.request(path, init)
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Json }
}
const A = () => encodeId('customer', agencyA.id)
const B = () => encodeId('customer', agencyB.id)

test('no session is 401; a visitor account is 403 on every organisation endpoint', async () => {
  for (const path of [
    '/api/admin/users',
    '/api/admin/customers',
    '/api/admin/roles',
    '/api/admin/permissions',
    '/api/admin/leads',
    '/api/admin/audit',
    `/api/admin/customers/${A()}`,
  ]) {
    expect((await call('GET', path)).status, path).toBe(401)
    expect((await call('GET', path, auth.User)).status, path).toBe(403)
  }
  expect((await call('POST', '/api/admin/users', auth.User, { email: 'x@example.test' })).status).toBe(403)
})

test("malformed, unknown and other agencies' ids are 404; malformed filter ids are 422", async () => {
  expect((await call('GET', '/api/admin/customers/nope', auth.Admin)).status).toBe(404)
  expect((await call('GET', `/api/admin/customers/${encodeId('property', agencyA.id)}`, auth.Admin)).status).toBe(404)
  expect((await call('GET', `/api/admin/customers/${encodeId('customer', 987654)}`, auth.SuperAdmin)).status).toBe(404)
  expect((await call('GET', `/api/admin/customers/${B()}`, auth.Admin)).status).toBe(404)
  expect((await call('PATCH', `/api/admin/customers/${B()}`, auth.Admin, { description: 'x' })).status).toBe(404)
  expect((await call('GET', `/api/admin/customers/${A()}`, auth.AdminB)).status).toBe(404)
  expect((await call('GET', '/api/admin/users/zzz', auth.Admin)).status).toBe(404)
  expect((await call('GET', '/api/admin/leads/zzz', auth.Admin)).status).toBe(404)
  const bad = await call('GET', '/api/admin/leads?customer_id=nope', auth.Admin)
  expect(bad.status).toBe(422)
  expect(bad.body.errors.customer_id).toBeDefined()
})

test('an Admin sees only its agency; SuperAdmin sees every agency', async () => {
  const mine = await call('GET', '/api/admin/customers', auth.Admin)
  expect(mine.status).toBe(200)
  expect(mine.body.data.map((c: Json) => c.id)).toEqual([A()])
  const all = await call('GET', '/api/admin/customers', auth.SuperAdmin)
  expect(all.body.data.map((c: Json) => c.id)).toEqual(expect.arrayContaining([A(), B()]))
})

test('creating an agency: SuperAdmin only, NIT check digit validated with a Spanish message (422), 201 when right', async () => {
  expect((await call('POST', '/api/admin/customers', auth.Admin, { name: 'Gamma' })).status).toBe(403)
  const wrong = await call('POST', '/api/admin/customers', auth.SuperAdmin, { name: 'Gamma', nit: '900.123.456-1' })
  expect(wrong.status).toBe(422)
  expect(wrong.body.errors.nit[0]).toMatch(/NIT no es válido/)
  const badUrl = await call('POST', '/api/admin/customers', auth.SuperAdmin, {
    name: 'Gamma',
    nit: formatNit('900123456'),
    website: 'javascript:alert(1)',
  })
  expect(badUrl.status).toBe(422)
  expect(badUrl.body.errors.website).toBeDefined()
  const created = await call('POST', '/api/admin/customers', auth.SuperAdmin, {
    name: 'Gamma Propiedades',
    nit: formatNit('900123456'),
    website: 'https://gamma.example',
    phones: ['604 444 1234'],
    social_links: { instagram: 'https://instagram.com/gamma' },
    advisers: [{ name: 'Carlos Ruiz', email: 'carlos@gamma.example', phone: '3001234567' }],
  })
  expect(created.status).toBe(201)
  expect(created.body.data).toMatchObject({
    name: 'Gamma Propiedades',
    nit: '900.123.456-8',
    microsite_url: expect.stringMatching(/^\/realstate\/\w{8,}\/gamma-propiedades$/),
  })
  expect(created.body.data.advisers).toHaveLength(1)
})

test('an Admin edits its agency: partial PATCH keeps other fields; microsite settings validated; audited', async () => {
  const before = (await call('GET', `/api/admin/customers/${A()}`, auth.Admin)).body.data
  const patched = await call('PATCH', `/api/admin/customers/${A()}`, auth.Admin, {
    description: 'Especialistas en Laureles.',
  })
  expect(patched.status).toBe(200)
  expect(patched.body.data).toMatchObject({
    description: 'Especialistas en Laureles.',
    name: before.name,
    phones: before.phones,
  })
  const invalid = await call('PUT', `/api/admin/customers/${A()}/microsite`, auth.Admin, {
    logo_alignment: 'right',
    hide_main_menu: true,
    hide_subscription_footer: true,
  })
  expect(invalid.status).toBe(422)
  const saved = await call('PUT', `/api/admin/customers/${A()}/microsite`, auth.Admin, {
    logo_alignment: 'center',
    hide_main_menu: true,
    hide_subscription_footer: false,
  })
  expect(saved.body.data).toMatchObject({
    logo_alignment: 'center',
    hide_main_menu: true,
    hide_subscription_footer: false,
  })
  const audit = await call('GET', `/api/admin/audit?entity_id=${A()}`, auth.Admin)
  expect(audit.body.data.map((e: Json) => e.action)).toEqual(
    expect.arrayContaining(['customer.update', 'customer.microsite_update']),
  )
  expect(audit.body.data.every((e: Json) => e.entity_type === 'customer' && e.entity_id === A())).toBe(true)
})

test('logo upload: a real PNG is stored as WebP; a text file named .png is refused (422) by its content', async () => {
  const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#3c475b' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
  const ok = await app.request(`/api/admin/customers/${A()}/logo`, { method: 'POST', headers: auth.Admin, body: form })
  expect(ok.status).toBe(200)
  const logo = ((await ok.json()) as Json).data.logo as string
  expect(logo).toMatch(/^\/media\/agencies\/\d+\/logo-[0-9a-f]{12}\.webp$/)
  const media = await app.request(logo)
  expect(media.status).toBe(200)
  const fake = new FormData()
  fake.append('file', new File([new TextEncoder().encode('no soy una imagen')], 'logo.png', { type: 'image/png' }))
  const refused = await app.request(`/api/admin/customers/${A()}/logo`, {
    method: 'POST',
    headers: auth.Admin,
    body: fake,
  })
  expect(refused.status).toBe(422)
  expect(((await refused.json()) as Json).errors.file[0]).toMatch(/jpg, png, webp, avif/)
})

test('inviting a member queues an e-mail with a password link; an Admin cannot grant SuperAdmin or roles elsewhere', async () => {
  const invited = await call('POST', '/api/admin/users', auth.Admin, {
    email: 'nueva.asesora@example.test',
    first_name: 'Nueva',
    last_name: 'Asesora',
    roles: [{ role: 'ContentManager', customer_id: A() }],
  })
  expect(invited.status).toBe(201)
  expect(invited.body.data).toMatchObject({
    email: 'nueva.asesora@example.test',
    has_password: false,
    roles: [{ role: 'ContentManager', customer_id: A() }],
  })
  const mails = await app.db.select().from(outbox).where(eq(outbox.kind, 'email'))
  const mail = mails.find((m) => m.payload.to === 'nueva.asesora@example.test')!
  expect(mail.payload.template).toBe('staff-invite')
  expect(String(mail.payload.text)).toMatch(/https:\/\/wi\.example\/reset_password\/[\w-]{20,}/)
  expect(
    (
      await call('POST', '/api/admin/users', auth.Admin, {
        email: 'nueva.asesora@example.test',
        first_name: 'Otra',
        roles: [{ role: 'Analyst', customer_id: A() }],
      })
    ).status,
  ).toBe(422)
  expect(
    (
      await call('POST', '/api/admin/users', auth.Admin, {
        email: 'sa@example.test',
        first_name: 'Sa',
        roles: [{ role: 'SuperAdmin' }],
      })
    ).status,
  ).toBe(403)
  expect(
    (
      await call('POST', '/api/admin/users', auth.Admin, {
        email: 'b@example.test',
        first_name: 'B',
        roles: [{ role: 'Analyst', customer_id: B() }],
      })
    ).status,
  ).toBe(403)
  const noRole = await call('POST', '/api/admin/users', auth.Admin, {
    email: 'c@example.test',
    first_name: 'C',
    roles: [{ role: 'Analyst' }],
  })
  expect(noRole.status).toBe(422)
  expect(noRole.body.errors['roles.0.customer_id']).toBeDefined()
})

test("deactivating a member ends their sessions at once (401 on the next call) and is audited; roles change only in the Admin's agency", async () => {
  const member = await insertUser(app.db, {
    role: 'ContentManager',
    customerId: agencyA.id,
    password: 'Clave-segura-2026',
  })
  const session = await signInAs(app.db, member.id)
  expect((await call('GET', '/api/auth/user', session.headers)).status).toBe(200)
  const roles = await call('PUT', `/api/admin/users/${encodeId('user', member.id)}/roles`, auth.Admin, {
    roles: [{ role: 'Analyst', customer_id: A() }],
  })
  expect(roles.status).toBe(200)
  expect(roles.body.data.roles).toEqual([{ role: 'Analyst', customer_id: A(), customer_name: 'Alfa Inmuebles' }])
  const off = await call('POST', `/api/admin/users/${encodeId('user', member.id)}/deactivate`, auth.Admin)
  expect(off.status).toBe(200)
  expect(off.body.data.is_active).toBe(false)
  expect((await call('GET', '/api/auth/user', session.headers)).status).toBe(401)
  const entries = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, member.id)))
  expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['user.roles_update', 'user.deactivate']))
  expect((await call('POST', `/api/admin/users/${encodeId('user', member.id)}/deactivate`, auth.AdminB)).status).toBe(
    404,
  )
  const [row] = await app.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, member.id))
  expect(row.isActive).toBe(false)
})

test('roles matrix: SuperAdmin reads and edits it (audited); the SuperAdmin role is fixed (422); an Admin gets 403', async () => {
  expect((await call('GET', '/api/admin/roles', auth.Admin)).status).toBe(403)
  const roles = await call('GET', '/api/admin/roles', auth.SuperAdmin)
  expect(roles.status).toBe(200)
  const analyst = roles.body.data.find((r: Json) => r.name === 'Analyst')
  const superAdmin = roles.body.data.find((r: Json) => r.name === 'SuperAdmin')
  expect(analyst.permissions).toEqual(expect.arrayContaining(['leads.read', 'analytics.read']))
  const permissions = (await call('GET', '/api/admin/permissions', auth.SuperAdmin)).body.data as Json[]
  const auditRead = permissions.find((p) => p.name === 'audit.read')!
  const put = await call('PUT', `/api/admin/roles/${analyst.id}/permissions`, auth.SuperAdmin, {
    permission_ids: [...analyst.permission_ids, auditRead.id],
  })
  expect(put.status).toBe(200)
  // The Analyst may read the audit log from its next request on.
  expect((await call('GET', '/api/admin/audit', auth.Analyst)).status).toBe(200)
  await call('PUT', `/api/admin/roles/${analyst.id}/permissions`, auth.SuperAdmin, {
    permission_ids: analyst.permission_ids,
  })
  expect((await call('GET', '/api/admin/audit', auth.Analyst)).status).toBe(403)
  expect(
    (await call('PUT', `/api/admin/roles/${superAdmin.id}/permissions`, auth.SuperAdmin, { permission_ids: [] }))
      .status,
  ).toBe(422)
  expect(
    (await call('PUT', `/api/admin/roles/${analyst.id}/permissions`, auth.SuperAdmin, { permission_ids: ['nope'] }))
      .status,
  ).toBe(422)
  const audit = await call('GET', `/api/admin/audit?entity_type=role&entity_id=${analyst.id}`, auth.SuperAdmin)
  expect(audit.body.data.map((e: Json) => e.action)).toEqual(
    expect.arrayContaining(['role.permission_grant', 'role.permission_revoke']),
  )
})

test('leads inbox: the Analyst reads but cannot reply (403); the reply goes out by e-mail, with a push to a signed-in sender', async () => {
  const visitor = await insertUser(app.db, { role: 'User' })
  const [lead] = await app.db
    .insert(leads)
    .values({
      kind: 'agency_message',
      customerId: agencyA.id,
      userId: visitor.id,
      name: 'Marta',
      email: 'marta@example.test',
      phone: '3005556677',
      message: '¿Sigue disponible?',
    })
    .returning()
  const [other] = await app.db
    .insert(leads)
    .values({ kind: 'agency_message', customerId: agencyB.id, name: 'Otro', email: 'otro@example.test' })
    .returning()
  const id = encodeId('lead', lead.id)
  const list = await call('GET', '/api/admin/leads', auth.Analyst)
  expect(list.status).toBe(200)
  expect(list.body.data.map((l: Json) => l.id)).toContain(id)
  expect(list.body.data.map((l: Json) => l.id)).not.toContain(encodeId('lead', other.id))
  expect((await call('POST', `/api/admin/leads/${id}/reply`, auth.Analyst, { message: 'Hola' })).status).toBe(403)
  expect((await call('GET', `/api/admin/leads/${encodeId('lead', other.id)}`, auth.Admin)).status).toBe(404)
  expect((await call('POST', `/api/admin/leads/${id}/reply`, auth.Admin, { message: '' })).status).toBe(422)
  const replied = await call('POST', `/api/admin/leads/${id}/reply`, auth.Admin, {
    message: 'Sí, ¿quiere visitarlo el sábado?',
  })
  expect(replied.status).toBe(200)
  expect(replied.body.data.status).toBe('contacted')
  expect(replied.body.data.replies).toHaveLength(1)
  const queued = await app.db.select().from(outbox)
  const mail = queued.find((q) => q.kind === 'email' && q.payload.to === 'marta@example.test')!
  expect(mail.payload).toMatchObject({ template: 'lead-reply' })
  expect(String(mail.payload.text)).toContain('Sí, ¿quiere visitarlo el sábado?')
  const push = queued.find((q) => q.kind === 'push' && q.payload.userId === visitor.id)!
  expect(push.payload.title).toBe('Alfa Inmuebles respondió tu mensaje')
  const closed = await call('PATCH', `/api/admin/leads/${id}`, auth.Admin, { status: 'closed' })
  expect(closed.body.data.status).toBe('closed')
  expect((await call('PATCH', `/api/admin/leads/${id}`, auth.Admin, { status: 'archived' })).status).toBe(422)
  const audit = await call('GET', `/api/admin/audit?entity_id=${id}`, auth.Admin)
  expect(audit.body.data.map((e: Json) => e.action)).toEqual(expect.arrayContaining(['lead.reply', 'lead.status']))
})

test("the audit log of an Admin never shows another agency's entries", async () => {
  await app.db.update(customers).set({ description: 'x' }).where(eq(customers.id, agencyB.id))
  await call('PATCH', `/api/admin/customers/${B()}`, auth.AdminB, { description: 'Beta' })
  const mine = await call('GET', '/api/admin/audit', auth.Admin)
  expect(mine.body.data.length).toBeGreaterThan(0)
  expect(mine.body.data.every((e: Json) => e.customer?.id === A())).toBe(true)
  expect((await call('GET', `/api/admin/audit?customer_id=${B()}`, auth.Admin)).status).toBe(404)
  expect((await call('GET', '/api/admin/audit?entity_id=garbage', auth.Admin)).status).toBe(422)
})

test('the OpenAPI document describes the organisation endpoints', async () => {
  const doc = (await call('GET', '/api/openapi.json')).body
  for (const path of [
    '/admin/users',
    '/admin/customers/{id}',
    '/admin/roles',
    '/admin/permissions',
    '/admin/leads/{id}/reply',
    '/admin/audit',
  ])
    expect(doc.paths[path], path).toBeDefined()
})

test('saving an agency keeps its microsite address; only naming a new one changes it', async () => {
  const agency = await insertCustomer(app.db, { name: 'Aburrá Hogar Inmobiliaria', slug: 'aburra-hogar' })
  const path = `/api/admin/customers/${encodeId('customer', agency.id)}`
  const saved = await call('PATCH', path, auth.SuperAdmin, { name: 'Aburrá Hogar Inmobiliaria', description: 'Hola' })
  expect(saved.status).toBe(200)
  const slug = async () =>
    (await app.db.select({ slug: customers.slug }).from(customers).where(eq(customers.id, agency.id)))[0].slug
  expect(await slug()).toBe('aburra-hogar')
  const renamed = await call('PATCH', path, auth.SuperAdmin, { name: 'Aburrá Hogar S.A.S.', slug: '' })
  expect(renamed.status).toBe(200)
  expect(await slug()).toBe('aburra-hogar')
  const bad = await call('PATCH', path, auth.SuperAdmin, { slug: '¡¡!!' })
  expect(bad.status).toBe(422)
  expect(bad.body.errors.slug).toEqual(['Escribe la dirección con letras, números o guiones'])
  const moved = await call('PATCH', path, auth.SuperAdmin, { slug: 'Aburrá Hogar Envigado' })
  expect(moved.status).toBe(200)
  expect(await slug()).toBe('aburra-hogar-envigado')
})

test('replacing a user’s roles with none is a 422 (a user keeps at least one role), and nothing changes', async () => {
  const member = await insertUser(app.db, { role: 'ContentManager', customerId: agencyA.id })
  const path = `/api/admin/users/${encodeId('user', member.id)}/roles`
  const empty = await call('PUT', path, auth.Admin, { roles: [] })
  expect(empty.status).toBe(422)
  expect(empty.body.errors.roles).toEqual(['Elige al menos 1'])
  const after = await call('GET', `/api/admin/users/${encodeId('user', member.id)}`, auth.Admin)
  expect(after.body.data.roles).toEqual([{ role: 'ContentManager', customer_id: A(), customer_name: 'Alfa Inmuebles' }])
})
