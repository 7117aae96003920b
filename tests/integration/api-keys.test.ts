/**
 * Integration keys (`/api/admin/api-keys`) in-process over a real database: an agency Admin
 * creates one (shown once, listed without it), the agency's software uses it as a bearer
 * token within its agency and its permissions only, every use lands in the audit log, past the
 * rate a key gets 429, and once revoked it gets 401. Runs on PGlite and PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '#db/client'
import { apiKeys, auditLog, leads } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

const RATE = 8
let app: Awaited<ReturnType<typeof startAccountsApp>>
let agencyA: { id: number }
let agencyB: { id: number }
let admin: { authorization: string }
let leadOfA = 0
let leadOfB = 0

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  app.request(path, {
    method,
    headers: { 'accept-language': 'es-CO', 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

async function createKey(permissions: string[], name = 'CRM de la oficina', as = admin) {
  const res = await call('POST', '/api/admin/api-keys', as, { name, permissions })
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: { id: string; key: string; prefix: string } }).data
}

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example', API_KEY_RATE_PER_MINUTE: String(RATE) })
  await seedReferenceData(app.db)
  agencyA = await insertCustomer(app.db, { name: 'Alfa Inmuebles' })
  agencyB = await insertCustomer(app.db, { name: 'Beta Inmuebles' })
  admin = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agencyA.id })).id)).headers
  const lead = (customerId: number, name: string) =>
    app.db
      .insert(leads)
      .values({ kind: 'agency_message', customerId, name, email: 'x@example.test', message: 'Hola' })
      .returning()
  leadOfA = (await lead(agencyA.id, 'Marta'))[0].id
  leadOfB = (await lead(agencyB.id, 'Pedro'))[0].id
}, 60_000)
afterAll(() => app?.close())

test('an Admin creates a key, shown once and kept as a hash; the list names it by its prefix only', async () => {
  const created = await createKey(['properties.read', 'leads.read'])
  expect(created.key).toMatch(/^wik_[A-Za-z0-9_-]{43}$/)
  expect(created.key.startsWith(created.prefix)).toBe(true)
  const [row] = await app.db.select().from(apiKeys)
  expect(row.keyHash).not.toContain(created.key)
  expect(JSON.stringify(row)).not.toContain(created.key)

  const list = (await (await call('GET', '/api/admin/api-keys', admin)).json()) as {
    data: Array<Record<string, unknown>>
  }
  const listed = list.data.find((k) => k.id === created.id)!
  expect(listed).toMatchObject({
    name: 'CRM de la oficina',
    prefix: created.prefix,
    permissions: ['properties.read', 'leads.read'],
    customer: { id: encodeId('customer', agencyA.id), name: 'Alfa Inmuebles' },
    revoked_at: null,
  })
  expect(JSON.stringify(list)).not.toContain(created.key)
})

test('a key reads its agency only, with its permissions only, and never manages keys', async () => {
  const { key } = await createKey(['leads.read'])
  const inbox = await call('GET', '/api/admin/leads', bearer(key))
  expect(inbox.status).toBe(200)
  const ids = ((await inbox.json()) as { data: Array<{ id: string }> }).data.map((l) => l.id)
  expect(ids).toContain(encodeId('lead', leadOfA))
  expect(ids).not.toContain(encodeId('lead', leadOfB))
  expect((await call('GET', `/api/admin/leads/${encodeId('lead', leadOfB)}`, bearer(key))).status).toBe(404)
  // Not given properties.read: the listings are refused.
  expect((await call('GET', '/api/admin/properties', bearer(key))).status).toBe(403)
  // A key cannot make, list or revoke keys, whatever it holds.
  expect(
    (await call('POST', '/api/admin/api-keys', bearer(key), { name: 'x', permissions: ['leads.read'] })).status,
  ).toBe(403)
  expect((await call('GET', '/api/admin/api-keys', bearer(key))).status).toBe(403)
  // An unknown key is nobody.
  expect((await call('GET', '/api/admin/leads', bearer(`wik_${'x'.repeat(43)}`))).status).toBe(401)
})

test('keys are for people who manage the agency, and hold no more than they do; bad input is a 422 in Spanish', async () => {
  const manager = (
    await signInAs(app.db, (await insertUser(app.db, { role: 'ContentManager', customerId: agencyA.id })).id)
  ).headers
  expect(
    (await call('POST', '/api/admin/api-keys', manager, { name: 'x', permissions: ['properties.read'] })).status,
  ).toBe(403)
  const empty = await call('POST', '/api/admin/api-keys', admin, { name: '', permissions: [] })
  expect(empty.status).toBe(422)
  const errors = ((await empty.json()) as { errors: Record<string, string[]> }).errors
  expect(errors.name).toEqual(['Este campo es obligatorio'])
  expect(errors.permissions).toEqual(['Elige al menos 1'])
  const people = await call('POST', '/api/admin/api-keys', admin, { name: 'x', permissions: ['users.manage'] })
  expect(people.status).toBe(422)
  // Another agency's key: refused.
  const elsewhere = await call('POST', '/api/admin/api-keys', admin, {
    name: 'x',
    permissions: ['leads.read'],
    customer_id: encodeId('customer', agencyB.id),
  })
  expect(elsewhere.status).toBe(403)
})

test('what a key does is audited with the key: its requests and its changes', async () => {
  const { key, id } = await createKey(['properties.read', 'properties.publish'], 'Sincronizador')
  const listing = await insertListing(app.db, { customerId: agencyA.id, rentPrice: 2_000_000 })
  const read = await call('GET', '/api/admin/properties', bearer(key))
  expect(read.status).toBe(200)
  const edit = await call('POST', `/api/admin/properties/${encodeId('property', listing.id)}/unpublish`, bearer(key))
  expect(edit.status).toBe(200)
  const keyId = Number(
    (await app.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.name, 'Sincronizador')))[0].id,
  )
  expect(encodeId('apiKey', keyId)).toBe(id)
  const entries = await app.db
    .select({ action: auditLog.action, data: auditLog.data, customerId: auditLog.customerId })
    .from(auditLog)
    .where(sql`${auditLog.data} -> 'api_key' ->> 'id' = ${String(keyId)}`)
  const requests = entries.filter((e) => e.action === 'api_key.request')
  expect(requests.map((e) => [e.data.method, e.data.path, e.data.status])).toEqual(
    expect.arrayContaining([
      ['GET', '/api/admin/properties', 200],
      ['POST', `/api/admin/properties/${encodeId('property', listing.id)}/unpublish`, 200],
    ]),
  )
  expect(requests.every((e) => e.customerId === agencyA.id)).toBe(true)
  // The change itself names the key too.
  expect(
    entries.some(
      (e) => e.action !== 'api_key.request' && (e.data.api_key as { name: string }).name === 'Sincronizador',
    ),
  ).toBe(true)
  const [{ used }] = await queryRows<{ used: string | null }>(
    app.db,
    sql`select last_used_at as used from api_keys where id = ${keyId}`,
  )
  expect(used).not.toBeNull()
})

test('past its rate a key gets 429 with Retry-After; other keys are not slowed', async () => {
  const { key } = await createKey(['leads.read'], 'Ráfaga')
  for (let i = 0; i < RATE; i++) expect((await call('GET', '/api/admin/leads', bearer(key))).status).toBe(200)
  const refused = await call('GET', '/api/admin/leads', bearer(key))
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  const other = await createKey(['leads.read'], 'Tranquila')
  expect((await call('GET', '/api/admin/leads', bearer(other.key))).status).toBe(200)
})

test('a revoked key is refused at once with a 401 that says it was revoked, and listed as revoked', async () => {
  const { key, id } = await createKey(['leads.read'], 'Vieja')
  expect((await call('GET', '/api/admin/leads', bearer(key))).status).toBe(200)
  expect((await call('DELETE', `/api/admin/api-keys/${id}`, admin)).status).toBe(204)
  const refused = await call('GET', '/api/admin/leads', bearer(key))
  expect(refused.status).toBe(401)
  const body = (await refused.json()) as { code?: string; message: string }
  expect(body.code).toBe('api_key_revoked')
  expect(body.message).toBe(
    'Esta clave de integración fue revocada. Pide una nueva a quien administra la inmobiliaria.',
  )
  // An unknown key stays a plain 401: nothing is said about keys that never existed.
  const unknown = await call('GET', '/api/admin/leads', bearer(`wik_${'y'.repeat(43)}`))
  expect(unknown.status).toBe(401)
  expect(((await unknown.json()) as { code?: string }).code).toBeUndefined()
  // Revoking again changes nothing; an unknown id is a 404.
  expect((await call('DELETE', `/api/admin/api-keys/${id}`, admin)).status).toBe(204)
  expect((await call('DELETE', `/api/admin/api-keys/${encodeId('apiKey', 999_999)}`, admin)).status).toBe(404)
  const list = (await (await call('GET', '/api/admin/api-keys', admin)).json()) as {
    data: Array<{ id: string; revoked_at: string | null }>
  }
  expect(list.data.find((k) => k.id === id)!.revoked_at).not.toBeNull()
  const revocations = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'api_key.revoke'), eq(auditLog.customerId, agencyA.id)))
  expect(revocations).toHaveLength(1)
})

test('the OpenAPI document describes the integration key scheme and the key routes', async () => {
  const doc = (await (await app.request('/api/openapi.json')).json()) as {
    components: { securitySchemes: Record<string, { type: string; scheme: string }> }
    paths: Record<string, unknown>
  }
  expect(doc.components.securitySchemes.integrationKey).toMatchObject({ type: 'http', scheme: 'bearer' })
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/admin/api-keys', '/admin/api-keys/{id}']))
})

test("the leads inbox exports as Excel-ready CSV, its agency's leads only, with the inbox's filters", async () => {
  await app.db.insert(leads).values({
    kind: 'agency_message',
    customerId: agencyA.id,
    name: 'Nicolás Peña',
    email: 'n@example.test',
    phone: '3001234567',
    message: '=HYPERLINK("http://x"); ¿sigue disponible?',
  })
  const { key } = await createKey(['leads.read'], 'Exportador')
  const res = await call('GET', '/api/admin/leads/export.csv', bearer(key))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contactos-\d{4}-\d{2}-\d{2}\.csv"$/)
  const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
  expect(csv.startsWith('\ufeffFecha;Estado;Tipo;Inmobiliaria;Código del inmueble;Inmueble;Nombre;')).toBe(true)
  const lines = csv.trim().split('\r\n')
  expect(lines.some((l) => l.includes('Marta'))).toBe(true)
  expect(lines.some((l) => l.includes('Pedro'))).toBe(false)
  // A visitor's message never runs as a formula in the agency's spreadsheet.
  expect(csv).toContain(`"'=HYPERLINK(""http://x""); ¿sigue disponible?"`)
  expect(lines.find((l) => l.includes('Nicolás Peña'))).toContain(';Nuevo;Mensaje;Alfa Inmuebles;')
  const closed = await call('GET', '/api/admin/leads/export.csv?status=closed', bearer(key))
  expect((await closed.text()).trim().split('\r\n')).toHaveLength(1)
  // Without leads.read: refused.
  const { key: listingsOnly } = await createKey(['properties.read'], 'Solo inmuebles')
  expect((await call('GET', '/api/admin/leads/export.csv', bearer(listingsOnly))).status).toBe(403)
})

test("a key reaches the back-office API only: never its creator's own account, nor the pages", async () => {
  const { key } = await createKey(['leads.read'], 'Solo back-office')
  expect((await call('GET', '/api/admin/leads', bearer(key))).status).toBe(200)
  for (const [method, path] of [
    ['GET', '/api/account'],
    ['POST', '/api/account/sessions/sign-out-others'],
    ['GET', '/api/wiauth/properties/favorites'],
    ['GET', '/admin/leads'],
  ] as const)
    expect((await call(method, path, bearer(key))).status, `${method} ${path}`).toBe(403)
})

test('a key holds no more than its creator holds now, and stops with its creator; made-up keys spend no quota', async () => {
  const creator = await insertUser(app.db, { role: 'Admin', customerId: agencyA.id })
  const as = (await signInAs(app.db, creator.id)).headers
  const { key, prefix } = await createKey(['leads.read'], 'De Laura', as)
  // Someone who saw the prefix in the back-office sends keys that start like it: not counted against it.
  for (let i = 0; i < RATE + 2; i++)
    expect((await call('GET', '/api/admin/leads', bearer(`${prefix}${'x'.repeat(35)}${i}`))).status).toBe(401)
  expect((await call('GET', '/api/admin/leads', bearer(key))).status).toBe(200)
  // The creator demoted to ContentManager (no leads.read): the key loses it too.
  await app.db.execute(sql`delete from user_roles where user_id = ${creator.id}`)
  await insertUser(app.db, { role: 'ContentManager', customerId: agencyA.id }).then(async (cm) => {
    await app.db.execute(sql`update user_roles set user_id = ${creator.id} where user_id = ${cm.id}`)
  })
  expect((await call('GET', '/api/admin/leads', bearer(key))).status).toBe(403)
  // The creator deactivated: the key stops.
  await app.db.execute(sql`update users set is_active = false where id = ${creator.id}`)
  expect((await call('GET', '/api/admin/leads', bearer(key))).status).toBe(401)
})
