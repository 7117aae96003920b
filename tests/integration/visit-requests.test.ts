/**
 * Visit requests in-process on a real database: the request stored with its lead and both
 * e-mails queued in one transaction; 422s in the visitor's language (no consent, a past time,
 * outside agency hours, four times, the same time twice); 404s; the honeypot and the limit per
 * address; the leads CSV with the visit times in Bogotá time. The agency's answers are in
 * visit-request-answers.test.ts, the visitor's link and the races in visit-request-links.test.ts.
 */
import { parse as parseCsv } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { VISIT_REQUEST_RATE_LIMIT } from '#core/leads/visitor-lead.rate-limit'
import { bogotaIso, bogotaParts } from '#core/leads/visit-slot.rules'
import { leads } from '#db/schema'
import { insertListing } from '../factories/listings'
import { type VisitApp, visitRequestsWorld, visitor, weekdayAt } from '../support/visit-requests'

const { world, call, newRequest, emailsOf, slotA, slotB, slotC } = visitRequestsWorld()
const auth = world.auth
let t: VisitApp
let agency: { id: number; name: string }
beforeAll(() => {
  ;({ t, agency } = world)
})

describe('the visitor asks', () => {
  test('stored as a lead of kind visit with its times, and both e-mails queued with it', async () => {
    const { lead, visit, res } = await newRequest([slotA, slotB, slotC])
    expect(res.body.msg).toBe(
      'Tu solicitud de visita fue enviada a la inmobiliaria. Te confirmará un horario por correo.',
    )
    expect(lead).toMatchObject({
      kind: 'visit',
      customerId: agency.id,
      name: 'Pedro Pérez',
      email: 'pedro@example.com',
    })
    expect(lead.phone).toBe('3005551234')
    expect(lead.consentAt).toBeInstanceOf(Date)
    expect(lead.details).toMatchObject({ consent_policy: 'Ley 1581 de 2012', locale: 'es-CO' })
    expect(visit).toMatchObject({ status: 'requested', sequence: 0, scheduledAt: null })
    expect(visit.slots).toEqual([slotA, slotB, slotC].map((s) => new Date(s).toISOString()))
    const emails = await emailsOf(lead.id)
    expect(emails.map((e) => e.payload.template).sort()).toEqual(['visit-requested', 'visit-requested-receipt'])
    const toAgency = emails.find((e) => e.payload.template === 'visit-requested')!
    expect(String(toAgency.payload.to)).toMatch(/@inmobiliaria\.test$/) // the listing's adviser
    expect(toAgency.payload.replyTo).toBe('pedro@example.com')
    expect(toAgency.payload.subject).toMatch(/^Solicitud de visita al inmueble /)
    expect(String(toAgency.payload.text)).toContain(`https://wi.example/admin/leads/${encodeId('lead', lead.id)}`)
    const receipt = emails.find((e) => e.payload.template === 'visit-requested-receipt')!
    expect(receipt.payload.to).toBe('pedro@example.com')
    expect(String(receipt.payload.text)).toMatch(/https:\/\/wi\.example\/visits\/[A-Za-z0-9]+\.[\w-]+/)
    // Nothing sent inline: the outbox holds them.
    expect(emails.every((e) => e.status === 'pending' && e.attempts === 0)).toBe(true)
  })

  test('the receipt speaks the visitor’s language', async () => {
    const listing = await insertListing(t.db, { customerId: agency.id })
    const res = await call(`/api/properties/${encodeId('property', listing.id)}/visits?lang=en`, {
      method: 'POST',
      json: { ...visitor, slots: [slotA] },
    })
    expect(res.status).toBe(201)
    expect(res.body.msg).toBe('Your visit request was sent to the agency. They will confirm a time by e-mail.')
    const [lead] = await t.db.select().from(leads).where(eq(leads.propertyId, listing.id))
    const receipt = (await emailsOf(lead.id)).find((e) => e.payload.template === 'visit-requested-receipt')!
    expect(receipt.payload.subject).toBe(`We received your request to visit listing ${listing.code}`)
    expect(String(receipt.payload.text)).toContain('/en/visits/')
  })

  test('422 in Spanish: no consent, no times, a past time, outside the hours, four times, the same time twice', async () => {
    const listing = await insertListing(t.db, { customerId: agency.id })
    const path = `/api/properties/${encodeId('property', listing.id)}/visits`
    const noConsent = await call(path, { method: 'POST', json: { ...visitor, consent: false, slots: [slotA] } })
    expect(noConsent.status).toBe(422)
    expect(noConsent.body.message).toBe('Por favor corrija los errores en el formulario')
    expect(noConsent.body.errors).toEqual({ consent: ['Debes aceptar la política de tratamiento de datos'] })

    const none = await call(path, { method: 'POST', json: { ...visitor, slots: [] } })
    expect(none.body.errors).toEqual({ slots: ['Propón al menos un horario para la visita'] })
    const missing = await call(path, { method: 'POST', json: { ...visitor } })
    expect(missing.body.errors).toEqual({ slots: ['Propón al menos un horario para la visita'] })

    const yesterday = bogotaIso(bogotaParts(new Date(Date.now() - 86_400_000)).day, '10:00')
    const past = await call(path, { method: 'POST', json: { ...visitor, slots: [slotA, yesterday] } })
    expect(past.status).toBe(422)
    expect(past.body.errors).toEqual({ 'slots.1': ['Elige un horario con al menos 2 horas de anticipación'] })

    const sunday = (() => {
      for (let d = 2; ; d++) {
        const { day, weekday } = bogotaParts(new Date(Date.now() + d * 86_400_000))
        if (weekday === 7) return bogotaIso(day, '10:00')!
      }
    })()
    const night = weekdayAt(2, '19:00')
    const quarter = weekdayAt(2, '10:15')
    const hours = await call(path, { method: 'POST', json: { ...visitor, slots: [sunday, night, quarter] } })
    expect(hours.body.errors).toEqual({
      'slots.0': ['Ese horario está fuera del horario de atención de la inmobiliaria'],
      'slots.1': ['Ese horario está fuera del horario de atención de la inmobiliaria'],
      'slots.2': ['Elige una hora en punto o y media'],
    })

    const four = await call(path, {
      method: 'POST',
      json: { ...visitor, slots: [slotA, slotB, slotC, weekdayAt(5, '09:00')] },
    })
    expect(four.body.errors).toEqual({ slots: ['Propón como máximo tres horarios'] })

    const twice = await call(path, {
      method: 'POST',
      json: { ...visitor, slots: [slotA, new Date(slotA).toISOString()] },
    })
    expect(twice.body.errors).toEqual({ 'slots.1': ['Ya propusiste este horario'] })

    const far = await call(path, { method: 'POST', json: { ...visitor, slots: [weekdayAt(70, '10:00')] } })
    expect(far.body.errors).toEqual({ 'slots.0': ['Elige una fecha dentro de los próximos 60 días'] })

    const garbage = await call(path, {
      method: 'POST',
      json: { ...visitor, slots: ['mañana a las 10', '2026-13-01T10:00'] },
    })
    expect(garbage.body.errors).toEqual({ 'slots.0': ['La fecha no es válida'], 'slots.1': ['La fecha no es válida'] })

    const english = await call(`${path}?lang=en`, { method: 'POST', json: { ...visitor, consent: false, slots: [] } })
    expect(english.body.errors).toEqual({
      consent: ['You must accept the data processing policy'],
      slots: ['Propose at least one time for the visit'],
    })
    expect(await t.db.select().from(leads).where(eq(leads.propertyId, listing.id))).toHaveLength(0)
  })

  test('unknown, malformed or unpublished listings are 404', async () => {
    const draft = await insertListing(t.db, { customerId: agency.id, status: 'draft' })
    const body = { ...visitor, slots: [slotA] }
    expect(
      (await call(`/api/properties/${encodeId('property', draft.id)}/visits`, { method: 'POST', json: body })).status,
    ).toBe(404)
    expect((await call('/api/properties/abcdefgh/visits', { method: 'POST', json: body })).status).toBe(404)
    expect(
      (await call(`/api/properties/${encodeId('customer', agency.id)}/visits`, { method: 'POST', json: body })).status,
    ).toBe(404)
  })

  test('the honeypot stores nothing; each address is limited', async () => {
    const listing = await insertListing(t.db, { customerId: agency.id })
    const path = `/api/properties/${encodeId('property', listing.id)}/visits`
    const robot = await call(path, { method: 'POST', json: { ...visitor, slots: [slotA], website: 'http://spam' } })
    expect(robot.status).toBe(201)
    expect(await t.db.select().from(leads).where(eq(leads.propertyId, listing.id))).toHaveLength(0)
    for (let i = 0; i < VISIT_REQUEST_RATE_LIMIT.limit - 1; i++)
      expect(
        (await call(path, { method: 'POST', json: { ...visitor, slots: [slotA] }, ip: '192.0.2.99' })).status,
      ).toBe(201)
    // The robot's address was another; this one reaches its limit now.
    expect((await call(path, { method: 'POST', json: { ...visitor, slots: [slotA] }, ip: '192.0.2.99' })).status).toBe(
      201,
    )
    expect((await call(path, { method: 'POST', json: { ...visitor, slots: [slotA] }, ip: '192.0.2.99' })).status).toBe(
      429,
    )
  })
})

describe('the leads CSV', () => {
  /** `2026-12-01T10:00:00-05:00` as a person in Colombia reads it: `01/12/2026 10:00`. */
  const local = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}).*$/, '$3/$2/$1 $4')

  test('dates in Bogotá time as Excel reads them, with the visit times and the listing code', async () => {
    const { lead, leadId, listing } = await newRequest([slotA, slotB, slotC])
    // Sent at 21:30 on 28 November in Colombia: 02:30 on the 29th in UTC.
    await t.db
      .update(leads)
      .set({ createdAt: new Date('2026-11-29T02:30:00Z') })
      .where(eq(leads.id, lead.id))
    const confirm = await call(`/api/admin/leads/${leadId}/visit/confirm`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: slotB },
    })
    expect(confirm.status).toBe(200)
    const res = await t.request('/api/admin/leads/export.csv', {
      headers: { ...auth.admin, 'accept-language': 'es-CO' },
    })
    expect(res.status).toBe(200)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
    expect(text.startsWith('\ufeff')).toBe(true)
    const [header, ...rows] = parseCsv(text.slice(1), { delimiter: ';', record_delimiter: '\r\n' }) as string[][]
    const row = Object.fromEntries(header.map((name, i) => [name, rows.find((r) => r.includes(listing.code))![i]]))
    expect(row).toMatchObject({
      Fecha: '28/11/2026 21:30',
      'Código del inmueble': listing.code,
      'Estado de la visita': 'Confirmada',
      'Horario propuesto 1': local(slotA),
      'Horario propuesto 2': local(slotB),
      'Horario propuesto 3': local(slotC),
      'Horario que propuso la inmobiliaria': '',
      'Visita confirmada': local(slotB),
    })
    // Every date cell is one Excel reads as a date: dd/mm/yyyy hh:mm.
    for (const name of ['Fecha', 'Horario propuesto 1', 'Visita confirmada'])
      expect(row[name]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  })
})
