/**
 * Leads from new-homes projects (issue 32 point 5) in-process on a real database: a message to
 * the builder and a visit to the sales room, each about the project and optionally one of its
 * unit types, stored by the listing's use cases (the same 422s, honeypot and consent) and e-mailed
 * to the builder naming them; 404 for malformed, unknown and unpublished projects, 422 for a unit
 * type of another project; the builder's inbox shows the project and unit type, another builder
 * sees none of it; the database refuses a lead about a listing and a project at once.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { leads, visitRequests } from '#db/schema'
import { signInAs } from '../factories/auth'
import { insertListing, insertUser } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { type Json, visitRequestsWorld, visitor } from '../support/visit-requests'

const { world, call, emailsOf, slotA, slotB } = visitRequestsWorld()
const builderAuth = {} as Record<'admin' | 'otherAdmin', { authorization: string }>
let builderId: number
let projectId: string
let unitTypes: { id: string; name: string }[]
let otherUnitTypeId: string
let draftId: string

async function admin(path: string, json?: unknown, headers = builderAuth.admin) {
  const res = await call(`/api${path}`, { method: json === undefined ? 'GET' : 'POST', headers, json })
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data as Json
}

async function publishedProject(headers: { authorization: string }, name: string) {
  const project = await admin('/admin/projects', await projectBody(world.t.db, { name }), headers)
  await insertProjectPhotos(world.t.db, decodeId('project', project.id)!, 1)
  await admin(`/admin/projects/${project.id}/publish`, {}, headers)
  return (await call(`/api/projects/${project.id}`)).body.data as Json
}

beforeAll(async () => {
  const { db } = world.t
  const builder = await insertBuilder(db, { name: 'Constructora Andina', email: 'ventas@andina.test' })
  const other = await insertBuilder(db, { name: 'Constructora Costa' })
  builderId = builder.id
  const as = async (customerId: number) =>
    (await signInAs(db, (await insertUser(db, { role: 'Admin', customerId })).id)).headers
  builderAuth.admin = await as(builder.id)
  builderAuth.otherAdmin = await as(other.id)
  const project = await publishedProject(builderAuth.admin, 'Torres de Laureles')
  projectId = project.id
  unitTypes = project.unit_types
  otherUnitTypeId = (await publishedProject(builderAuth.otherAdmin, 'Mirador del Mar')).unit_types[0].id
  draftId = (await admin('/admin/projects', await projectBody(db, { name: 'Borrador' }))).id
}, 120_000)

const message = { ...visitor, message: 'Quiero saber si aceptan subsidio.' }
const leadsOfProject = async () =>
  world.t.db
    .select()
    .from(leads)
    .where(eq(leads.projectId, decodeId('project', projectId)!))

describe('a visitor writes to the builder', () => {
  test('stored as a lead about the project and unit type, e-mailed to the builder naming them', async () => {
    const res = await call(`/api/projects/${projectId}/messages`, {
      method: 'POST',
      json: { ...message, unit_type_id: unitTypes[1].id },
    })
    expect(res.status).toBe(201)
    expect(res.body.msg).toBe('Tu mensaje fue enviado a la constructora. Te contactarán pronto.')
    const [lead] = (await leadsOfProject()).filter((l) => l.kind === 'agency_message')
    expect(lead).toMatchObject({
      customerId: builderId,
      propertyId: null,
      unitTypeId: decodeId('projectUnitType', unitTypes[1].id),
      email: 'pedro@example.com',
    })
    expect(lead.consentAt).toBeInstanceOf(Date)
    expect(lead.details).toMatchObject({ source: 'project', project: 'Torres de Laureles', unit_type: 'Tipo B' })
    const [mail] = await emailsOf(lead.id)
    expect(mail.payload).toMatchObject({
      template: 'agency-message',
      to: 'ventas@andina.test',
      replyTo: 'pedro@example.com',
      subject: 'Nuevo mensaje sobre el proyecto Torres de Laureles',
    })
    expect(String(mail.payload.text)).toContain('sobre el proyecto Torres de Laureles (tipología Tipo B)')
    expect(String(mail.payload.text)).toContain(`https://wi.example/proyectos/torres-de-laureles-${projectId}`)
  })

  test('the listing message’s rules: 422 in Spanish, the honeypot stores nothing', async () => {
    const path = `/api/projects/${projectId}/messages`
    const before = (await leadsOfProject()).length
    const bad = await call(path, { method: 'POST', json: { ...message, consent: false, message: '' } })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toBe('Por favor corrija los errores en el formulario')
    expect(Object.keys(bad.body.errors).sort()).toEqual(['consent', 'message'])
    const robot = await call(path, { method: 'POST', json: { ...message, website: 'http://spam.test' } })
    expect(robot.status).toBe(201)
    expect((await leadsOfProject()).length).toBe(before)
  })

  test('404 for a malformed, unknown or unpublished project; 422 for a unit type of another project', async () => {
    for (const id of ['nope', encodeId('project', 999_999), draftId, encodeId('property', 1)]) {
      const res = await call(`/api/projects/${id}/messages`, { method: 'POST', json: message })
      expect(res.status, id).toBe(404)
    }
    const foreign = await call(`/api/projects/${projectId}/messages`, {
      method: 'POST',
      json: { ...message, unit_type_id: otherUnitTypeId },
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors).toEqual({ unit_type_id: ['Esta tipología no pertenece al proyecto'] })
    const malformed = await call(`/api/projects/${projectId}/messages`, {
      method: 'POST',
      json: { ...message, unit_type_id: 'x' },
    })
    expect(Object.keys(malformed.body.errors)).toEqual(['unit_type_id'])
  })
})

describe('a visitor asks to visit the sales room', () => {
  test('a visit lead about the project with its times; the builder’s e-mail names the sales room and unit type', async () => {
    const res = await call(`/api/projects/${projectId}/visits`, {
      method: 'POST',
      json: { ...visitor, slots: [slotA, slotB], unit_type_id: unitTypes[0].id },
    })
    expect(res.status).toBe(201)
    expect(res.body.msg).toBe(
      'Tu solicitud de visita a la sala de ventas fue enviada a la constructora. Te confirmará un horario por correo.',
    )
    expect(res.body.id).toMatch(/^[A-Za-z0-9]{8,}$/)
    const [lead] = (await leadsOfProject()).filter((l) => l.kind === 'visit')
    expect(lead).toMatchObject({ customerId: builderId, unitTypeId: decodeId('projectUnitType', unitTypes[0].id) })
    const [visit] = await world.t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit.slots).toEqual([slotA, slotB].map((s) => new Date(s).toISOString()))
    const emails = await emailsOf(lead.id)
    const toBuilder = emails.find((e) => e.payload.template === 'visit-requested')!
    expect(toBuilder.payload.to).toBe('ventas@andina.test')
    expect(toBuilder.payload.subject).toBe('Solicitud de visita a la sala de ventas del proyecto Torres de Laureles')
    expect(String(toBuilder.payload.text)).toContain('(tipología Tipo A)')
    const receipt = emails.find((e) => e.payload.template === 'visit-requested-receipt')!
    expect(String(receipt.payload.text)).toContain('Torres de Laureles')
  })

  test('the listing visit’s rules: 422 without times or consent; 404 for a draft; 422 for a foreign unit type', async () => {
    const path = `/api/projects/${projectId}/visits`
    const none = await call(path, { method: 'POST', json: { ...visitor, consent: false, slots: [] } })
    expect(none.status).toBe(422)
    expect(Object.keys(none.body.errors).sort()).toEqual(['consent', 'slots'])
    expect(
      (await call(`/api/projects/${draftId}/visits`, { method: 'POST', json: { ...visitor, slots: [slotA] } })).status,
    ).toBe(404)
    const foreign = await call(path, {
      method: 'POST',
      json: { ...visitor, slots: [slotA], unit_type_id: otherUnitTypeId },
    })
    expect(foreign.status).toBe(422)
    expect(Object.keys(foreign.body.errors)).toEqual(['unit_type_id'])
  })
})

describe('the builder’s inbox', () => {
  test('lists and opens project leads with the project and unit type; another builder sees none', async () => {
    const list = await call('/api/admin/leads', { headers: builderAuth.admin })
    expect(list.status).toBe(200)
    const mine = list.body.data.filter((l: Json) => l.project?.id === projectId)
    expect(mine.map((l: Json) => l.kind).sort()).toEqual(['agency_message', 'visit'])
    for (const l of mine) {
      expect(l.property).toBeNull()
      expect(l.project.name).toBe('Torres de Laureles')
      expect(l.project.url).toBe(`/proyectos/torres-de-laureles-${projectId}`)
    }
    const visitLead = mine.find((l: Json) => l.kind === 'visit')
    expect(visitLead.project.unit_type).toEqual({ id: unitTypes[0].id, name: 'Tipo A' })
    expect(visitLead.visit.status).toBe('requested')
    const one = await call(`/api/admin/leads/${visitLead.id}`, { headers: builderAuth.admin })
    expect(one.body.data.project.unit_type.name).toBe('Tipo A')

    const theirs = await call('/api/admin/leads', { headers: builderAuth.otherAdmin })
    expect(theirs.body.data.filter((l: Json) => l.project?.id === projectId)).toEqual([])
    expect((await call(`/api/admin/leads/${visitLead.id}`, { headers: builderAuth.otherAdmin })).status).toBe(404)
  })

  test('the builder confirms a sales-room visit as a listing’s', async () => {
    const [lead] = (await leadsOfProject()).filter((l) => l.kind === 'visit')
    const res = await call(`/api/admin/leads/${encodeId('lead', lead.id)}/visit/confirm`, {
      method: 'POST',
      headers: builderAuth.admin,
      json: { starts_at: slotB },
    })
    expect(res.status).toBe(200)
    const [visit] = await world.t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit.status).toBe('confirmed')
  })
})

test('the e-mails of a project message and visit speak of the project and its sales room, never of an “inmueble”', async () => {
  const projectLeads = await leadsOfProject()
  const mails = (await Promise.all(projectLeads.map((l) => emailsOf(l.id)))).flat().map((m) => m.payload)
  const templates = mails.map((m) => String(m.template))
  expect(templates).toEqual(
    expect.arrayContaining(['agency-message', 'visit-requested', 'visit-requested-receipt', 'visit-confirmed']),
  )
  expect(templates).toContain('visit-confirmed-agency')
  for (const m of mails) {
    const words = `${m.subject}\n${m.text}\n${m.html}`
    expect(words, String(m.template)).toContain('Torres de Laureles')
    expect(words, String(m.template)).not.toMatch(/\binmueble\b/i)
    if (String(m.template).startsWith('visit')) expect(words, String(m.template)).toContain('sala de ventas')
  }
  const confirmed = mails.find((m) => m.template === 'visit-confirmed')!
  expect(confirmed.subject).toBe('Visita confirmada: proyecto Torres de Laureles')
  expect(String(confirmed.text)).toContain('Sala de ventas: Carrera 76 # 33-20.')
  expect(String(confirmed.text)).toContain('Horario de la sala de ventas: Lunes a sábado, 9 a. m. a 6 p. m.')
  const receipt = mails.find((m) => m.template === 'visit-requested-receipt')!
  expect(receipt.subject).toBe('Recibimos tu solicitud de visita a la sala de ventas del proyecto Torres de Laureles')
  expect(String((confirmed.icalEvent as { content: string }).content)).toContain('Carrera 76')
})

test('the database refuses a lead about a listing and a project at once, or a unit type without its project', async () => {
  const { db } = world.t
  const listing = await insertListing(db, { customerId: builderId })
  const base = { kind: 'agency_message' as const, name: 'X', customerId: builderId }
  const project = decodeId('project', projectId)!
  await expect(db.insert(leads).values({ ...base, propertyId: listing.id, projectId: project })).rejects.toThrow()
  await expect(
    db.insert(leads).values({ ...base, unitTypeId: decodeId('projectUnitType', unitTypes[0].id) }),
  ).rejects.toThrow()
})
