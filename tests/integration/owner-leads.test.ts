/**
 * An owner's leads inbox (issue 33 point 1): a visitor writes through the listing's contact API
 * on an owner's listing that staff approved; the owner lists the lead at /api/account/leads,
 * replies by e-mail (the outbox has it, to the visitor, with a push since they wrote signed in)
 * and moves it through the statuses, audited like an agency's. Anyone else (another owner, an
 * agency member) gets 404 for the lead; signed out, 401. The panel page /user/panel/leads shows
 * the lead and its reply form posts without scripts.
 */
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditLog, leads, outbox, users } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { insertUser } from '../factories/accounts'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = any

let t: Awaited<ReturnType<typeof startPagesApp>>
let owner: SignedIn & { userId: number }
let visitor: SignedIn & { userId: number }
let listing: { id: string; title: string; code: string }
let leadId: string

async function person(fields: { email?: string; firstName?: string } = {}) {
  const user = await insertUser(t.db, { password: 'Clave-Segura-2024', ...fields })
  return { ...(await signInAs(t.db, user.id)), userId: user.id }
}

let ip = 1
async function call(who: SignedIn | null, method: string, url: string, body?: unknown) {
  const res = await t.request(`http://localhost${url}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${ip++}`,
      ...(who?.headers ?? {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json }
}

/** An owner's rental through the real flow: draft, a photo, publish (to staff), a SuperAdmin approves. */
async function publishOwnerListing(who: SignedIn & { userId: number }) {
  await t.db.update(users).set({ phone: '+573001234567', phoneConfirmedAt: new Date() }).where(eq(users.id, who.userId))
  const created = await call(who, 'POST', '/api/account/listings', {
    property_type_id: encodeId('propertyType', await propertyTypeId(t.db, 'apartment')),
    business_type: 'rent',
    title: 'Apartamento con balcón en Laureles',
    description: 'Tres habitaciones, dos baños, cocina integral y balcón con vista al parque.',
    rent_price: 2_400_000,
    build_area: 82,
    bedrooms: 3,
    municipality_id: encodeId('municipality', await municipalityId(t.db, '05001')),
  })
  expect(created.status).toBe(201)
  const id = created.body.data.id as string
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a9' } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'sala.jpg')
  const uploaded = await t.request(`http://localhost/api/account/listings/${id}/photos`, {
    method: 'POST',
    headers: who.headers,
    body: form,
  })
  expect(uploaded.status).toBe(201)
  expect((await call(who, 'POST', `/api/account/listings/${id}/publish`)).status).toBe(200)
  const staff = await signInAs(t.db, (await insertUser(t.db, { role: 'SuperAdmin', customerId: null })).id)
  expect((await call(staff, 'POST', `/api/admin/moderation/${id}/approve`)).status).toBe(200)
  return { id, title: created.body.data.title as string, code: created.body.data.code as string }
}

/** The session cookie as the pages read it (see tests/integration/shortlists.test.ts). */
const pageCookie = (as: SignedIn) => `${as.cookie}; auth=${as.token}`
const openPage = (path: string, as: SignedIn) =>
  t.request(`http://localhost${path}`, { headers: { 'accept-language': 'es-CO', cookie: pageCookie(as) } })
const postPage = (path: string, as: SignedIn, fields: Record<string, string>) =>
  t.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { cookie: pageCookie(as), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })

beforeAll(async () => {
  t = await startPagesApp({ TRUST_PROXY: 'true' })
  await seedReferenceData(t.db)
  await resetAllRateLimits()
  owner = await person({ email: 'duena@example.test', firstName: 'Lucía' })
  listing = await publishOwnerListing(owner)
  visitor = await person({ email: 'interesado@example.test', firstName: 'Pedro' })
  const sent = await call(visitor, 'POST', `/api/properties/${listing.id}/messages`, {
    name: 'Pedro Pérez',
    email: 'interesado@example.test',
    phone: '300 555 1234',
    message: '¿Aceptan mascotas?',
    consent: true,
  })
  expect(sent.status).toBe(201)
}, 120_000)
afterAll(() => t?.close())

describe('the owner’s leads through /api/account/leads', () => {
  test('the owner lists the message with its listing, the visitor and its status', async () => {
    const list = await call(owner, 'GET', '/api/account/leads')
    expect(list.status).toBe(200)
    expect(list.body.meta).toMatchObject({ total: 1, page: 1 })
    const [lead] = list.body.data
    expect(lead).toMatchObject({
      kind: 'agency_message',
      status: 'new',
      name: 'Pedro Pérez',
      email: 'interesado@example.test',
      phone: '3005551234',
      message: '¿Aceptan mascotas?',
      from_signed_in_user: true,
      property: { id: listing.id, code: listing.code, title: listing.title },
    })
    expect(lead.property.url).toMatch(/^\/[\w/-]+$/)
    leadId = lead.id
    const one = await call(owner, 'GET', `/api/account/leads/${leadId}`)
    expect(one.status).toBe(200)
    expect(one.body.data.id).toBe(leadId)
  })

  test('an empty reply is a 422 in Spanish; a reply goes to the visitor by e-mail with a push, and marks it contacted', async () => {
    const empty = await call(owner, 'POST', `/api/account/leads/${leadId}/reply`, { message: '   ' })
    expect(empty.status).toBe(422)
    expect(empty.body.errors.message).toEqual(['Este campo es obligatorio'])

    const replied = await call(owner, 'POST', `/api/account/leads/${leadId}/reply`, {
      message: 'Sí, aceptamos mascotas pequeñas. ¿Quiere visitarlo el sábado?',
    })
    expect(replied.status).toBe(200)
    expect(replied.body.data.status).toBe('contacted')
    expect(replied.body.data.replies).toMatchObject([
      { channel: 'email', message: 'Sí, aceptamos mascotas pequeñas. ¿Quiere visitarlo el sábado?' },
    ])
    const queued = await t.db.select().from(outbox)
    const mail = queued.find((q) => q.kind === 'email' && q.payload.template === 'lead-reply')!
    expect(mail.payload).toMatchObject({ to: 'interesado@example.test', replyTo: 'duena@example.test' })
    expect(String(mail.payload.text)).toContain('Sí, aceptamos mascotas pequeñas. ¿Quiere visitarlo el sábado?')
    expect(String(mail.payload.text)).toContain('¿Aceptan mascotas?')
    const push = queued.find((q) => q.kind === 'push' && q.payload.userId === visitor.userId)!
    expect(push.payload.title).toMatch(/^Lucía .* respondió tu mensaje$/)
  })

  test('the status moves to closed and back to contacted; a bad status is a 422; each change is audited', async () => {
    const closed = await call(owner, 'PATCH', `/api/account/leads/${leadId}`, { status: 'closed' })
    expect(closed.status).toBe(200)
    expect(closed.body.data.status).toBe('closed')
    expect((await call(owner, 'PATCH', `/api/account/leads/${leadId}`, { status: 'archivado' })).status).toBe(422)
    const contacted = await call(owner, 'PATCH', `/api/account/leads/${leadId}`, { status: 'contacted' })
    expect(contacted.body.data.status).toBe('contacted')
    const [row] = await t.db.select().from(leads).where(eq(leads.kind, 'agency_message'))
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, row.id)))
    expect(audit.map((a) => a.action).sort()).toEqual(['lead.reply', 'lead.status', 'lead.status'])
    expect(audit.every((a) => a.actorUserId === owner.userId)).toBe(true)
  })

  test('another owner and an agency member get 404 for the lead; signed out, 401', async () => {
    const other = await person()
    await publishOwnerListing(other)
    expect((await call(other, 'GET', '/api/account/leads')).body.data).toEqual([])
    const agency = await insertCustomer(t.db, { name: 'Agencia Vecina' })
    const member = await signInAs(t.db, (await insertUser(t.db, { role: 'Admin', customerId: agency.id })).id)
    for (const who of [other, member]) {
      expect((await call(who, 'GET', `/api/account/leads/${leadId}`)).status).toBe(404)
      expect((await call(who, 'PATCH', `/api/account/leads/${leadId}`, { status: 'closed' })).status).toBe(404)
      expect((await call(who, 'POST', `/api/account/leads/${leadId}/reply`, { message: 'Hola' })).status).toBe(404)
    }
    // Nor does the owner reach it through the back-office's inbox.
    expect((await call(owner, 'GET', `/api/admin/leads/${leadId}`)).status).toBe(403)
    expect((await call(null, 'GET', '/api/account/leads')).status).toBe(401)
    expect((await call(null, 'POST', `/api/account/leads/${leadId}/reply`, { message: 'Hola' })).status).toBe(401)
    expect((await call(owner, 'GET', '/api/account/leads/not-a-lead')).status).toBe(404)
  })
})

describe('the panel page /user/panel/leads', () => {
  test('shows the lead with its listing and contact links; the reply form posts, an empty one is refused on its field', async () => {
    const page = await openPage('/user/panel/leads', owner)
    expect(page.status).toBe(200)
    // React separates the parts of a text with empty comments.
    const html = (await page.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('Mensajes de interesados')
    expect(html).toContain('Pedro Pérez')
    expect(html).toContain('¿Aceptan mascotas?')
    expect(html).toContain(`${listing.code} · ${listing.title}`)
    expect(html).toContain('href="tel:+573005551234"')
    expect(html).toMatch(/href="https:\/\/wa\.me\/573005551234\?text=/)
    expect(html).toContain('value="owner-lead-reply" name="intent"')
    // Only the visitor's catalogue reaches this page's browser: no back-office texts.
    expect(html).not.toMatch(/admin(_org)?\./)

    const refused = await postPage('/user/panel/leads', owner, { intent: 'owner-lead-reply', id: leadId, message: '' })
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('Este campo es obligatorio')

    const sent = await postPage('/user/panel/leads', owner, {
      intent: 'owner-lead-reply',
      id: leadId,
      message: 'Le escribo desde el panel: el sábado a las 10 está bien.',
    })
    expect(sent.status).toBe(200)
    const after = await sent.text()
    expect(after).toContain('Enviamos tu respuesta por correo.')
    expect(after).toContain('Le escribo desde el panel: el sábado a las 10 está bien.')
    const mails = (await t.db.select().from(outbox)).filter(
      (q) => q.kind === 'email' && q.payload.template === 'lead-reply',
    )
    expect(mails.map((m) => String(m.payload.text)).join('\n')).toContain('el sábado a las 10 está bien')

    const status = await postPage('/user/panel/leads', owner, {
      intent: 'owner-lead-status',
      id: leadId,
      status: 'closed',
    })
    expect(await status.text()).toContain('Estado actualizado.')
  })

  test('someone without listings sees an empty inbox that points to publishing', async () => {
    const stranger = await person()
    const html = await (await openPage('/user/panel/leads', stranger)).text()
    expect(html).toContain('Cuando publiques tu inmueble, aquí verás los mensajes')
    expect(html).toContain('Publica tu inmueble')
    expect(html).not.toContain('Pedro Pérez')
    // Another person's lead id in the form: nothing happens to it.
    const refused = await postPage('/user/panel/leads', stranger, {
      intent: 'owner-lead-reply',
      id: leadId,
      message: 'Hola',
    })
    expect(refused.status).toBe(404)
  })
})
