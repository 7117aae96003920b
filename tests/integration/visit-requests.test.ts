/**
 * Visit requests in-process on a real database: the request stored with its lead and both
 * e-mails queued in one transaction; 422s in the visitor's language (no consent, a past time,
 * outside agency hours, four times, the same time twice); 404s; the agency confirming one time
 * (both sides get the calendar invitation through the outbox and a real SMTP server), proposing
 * another, cancelling; another agency and a read-only role refused; the visitor cancelling and
 * accepting by the signed link (METHOD:CANCEL with the same UID); a proposal or a visit changed
 * meanwhile is a 409; the link cancels only before the visit and dies 30 days after it.
 */
import { parse as parseCsv } from 'csv-parse/sync'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { processOutbox } from '#core/notifications/outbox.service'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { VISIT_REQUEST_RATE_LIMIT } from '#core/leads/visitor-lead.rate-limit'
import { bogotaIso, bogotaParts } from '#core/leads/visit-slot.rules'
import { auditLog, leads, outbox, visitRequests } from '#db/schema'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import { startSmtpServer } from '../support/smtp-server'
// After the app: the page module reaches core modules the API's OpenAPI setup must see first.
import { action as visitPageAction, loader as visitPageLoader } from '~/routes/visitor/visit'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = any

let t: Awaited<ReturnType<typeof startAccountsApp>>
let ipN = 1
let agency: { id: number; name: string }
let other: { id: number }
const auth: Record<'admin' | 'analyst' | 'otherAdmin', { authorization: string }> = {} as never

beforeAll(async () => {
  // Port 9 refuses connections: e-mails stay in the outbox until a test points SMTP at its server.
  t = await startAccountsApp({ SMTP_URL: 'smtp://127.0.0.1:9', TRUST_PROXY: 'true', PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(t.db)
  await resetAllRateLimits()
  agency = await insertCustomer(t.db, { name: 'Alfa Visitas', email: 'ventas@alfa.test' })
  other = await insertCustomer(t.db, { name: 'Beta Visitas' })
  const as = async (role: 'Admin' | 'Analyst', customerId: number) =>
    (await signInAs(t.db, (await insertUser(t.db, { role, customerId })).id)).headers
  auth.admin = await as('Admin', agency.id)
  auth.analyst = await as('Analyst', agency.id)
  auth.otherAdmin = await as('Admin', other.id)
})
afterAll(() => t?.close())

async function call(
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': init.ip ?? `198.51.100.${ipN++ % 250}`,
    ...init.headers,
  }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await t.request(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** A weekday `days` or more ahead (Bogotá) at `time`, as the form sends it. */
function weekdayAt(days: number, time: string): string {
  for (let d = days; ; d++) {
    const { day, weekday } = bogotaParts(new Date(Date.now() + d * 86_400_000))
    if (weekday <= 5) return bogotaIso(day, time)!
  }
}
const slotA = weekdayAt(2, '10:00')
const slotB = weekdayAt(2, '15:30')
const slotC = weekdayAt(4, '08:00')

const visitor = { name: 'Pedro Pérez', email: 'Pedro@Example.com', phone: '300 555 1234', consent: true }

async function newRequest(slots = [slotA, slotB], extra: Record<string, unknown> = {}) {
  const listing = await insertListing(t.db, { customerId: agency.id })
  const res = await call(`/api/properties/${encodeId('property', listing.id)}/visits`, {
    method: 'POST',
    json: { ...visitor, slots, ...extra },
  })
  expect(res.status).toBe(201)
  const [lead] = await t.db.select().from(leads).where(eq(leads.propertyId, listing.id))
  const [visit] = await t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
  return { listing, lead, visit, leadId: encodeId('lead', lead.id), res }
}

const emailsOf = async (leadId: number) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, 'email'))).filter(
    (row) => (row.payload as { leadId?: number }).leadId === leadId,
  )

type Ical = { method: string; filename: string; content: string }
const icalOf = (row: { payload: Record<string, unknown> }) => row.payload.icalEvent as Ical

/** The visitor's signed link, read from their receipt e-mail. */
async function manageToken(leadId: number): Promise<string> {
  const receipt = (await emailsOf(leadId)).find((row) => row.payload.template === 'visit-requested-receipt')!
  return String(receipt.payload.text).match(/\/visits\/([A-Za-z0-9]+\.[A-Za-z0-9_-]+)/)![1]
}

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

describe('the agency answers', () => {
  test('the inbox shows the times; confirming one sends both sides the invitation (through SMTP), audited', async () => {
    const { lead, leadId } = await newRequest([slotA, slotB])
    const listed = await call('/api/admin/leads', { headers: auth.admin })
    const item = listed.body.data.find((l: Json) => l.id === leadId)
    expect(item).toMatchObject({ kind: 'visit', visit: { status: 'requested', scheduled_at: null } })
    expect(item.visit.slots).toEqual([slotA, slotB].map((s) => new Date(s).toISOString()))

    const notOffered = await call(`/api/admin/leads/${leadId}/visit/confirm`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: slotC },
    })
    expect(notOffered.status).toBe(422)
    expect(notOffered.body.errors).toEqual({ starts_at: ['Elige uno de los horarios que propuso la persona'] })

    const confirmed = await call(`/api/admin/leads/${leadId}/visit/confirm`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: slotB },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toMatchObject({
      status: 'contacted',
      visit: { status: 'confirmed', scheduled_at: new Date(slotB).toISOString() },
    })
    const [visit] = await t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit.sequence).toBe(1)

    const emails = (await emailsOf(lead.id)).filter((e) => String(e.payload.template).startsWith('visit-confirmed'))
    expect(emails).toHaveLength(2)
    for (const e of emails) {
      const ics = icalOf(e)
      expect(ics.filename).toBe('invitacion.ics')
      expect(ics.method).toBe('REQUEST')
      expect(ics.content).toContain('METHOD:REQUEST\r\n')
      expect(ics.content).toContain(`DTSTART:${new Date(slotB).toISOString().replace(/[-:]|\.\d{3}/g, '')}\r\n`)
      expect(ics.content).toContain('SEQUENCE:1\r\n')
      expect(ics.content).toContain('LOCATION:Laureles\\, Medellín\\, Antioquia\r\n')
      expect(ics.content).toMatch(/UID:visit-[A-Za-z0-9]+@wi\.example\r\n/)
    }

    // Delivered through a real SMTP server, the invitation attached.
    const smtp = await startSmtpServer()
    try {
      setEnvForTests({
        DATA_DIR: t.env.DATA_DIR,
        SMTP_URL: smtp.url,
        SEED_DEMO: 'never',
        PUBLIC_URL: 'https://wi.example',
      })
      await t.db.update(outbox).set({ nextAttemptAt: new Date() })
      while ((await processOutbox(t.db, 50)) > 0);
      const toVisitor = await smtp.waitFor('pedro@example.com', (m) => m.subject.startsWith('Visita confirmada'))
      // Inline, for calendar clients to act on, and attached under its name.
      expect(toVisitor.decoded).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i)
      expect(toVisitor.decoded).toMatch(/filename=invitacion\.ics/)
      const agencyAddress = String(emails.find((e) => e.payload.template === 'visit-confirmed-agency')!.payload.to)
      const toAgency = await smtp.waitFor(agencyAddress, (m) => m.subject.startsWith('Visita confirmada'))
      expect(toAgency.decoded).toMatch(/filename=invitacion\.ics/)
    } finally {
      setEnvForTests({
        DATA_DIR: t.env.DATA_DIR,
        SMTP_URL: 'smtp://127.0.0.1:9',
        SEED_DEMO: 'never',
        PUBLIC_URL: 'https://wi.example',
      })
      await smtp.close()
    }

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, lead.id)))
    expect(audit.map((a) => a.action)).toContain('lead.visit_confirm')
  })

  test("another agency's admin gets 404, a read-only role 403, nothing changes", async () => {
    const { lead, leadId } = await newRequest([slotA])
    const body = { starts_at: slotA }
    expect(
      (await call(`/api/admin/leads/${leadId}/visit/confirm`, { method: 'POST', headers: auth.otherAdmin, json: body }))
        .status,
    ).toBe(404)
    expect(
      (await call(`/api/admin/leads/${leadId}/visit/cancel`, { method: 'POST', headers: auth.otherAdmin, json: {} }))
        .status,
    ).toBe(404)
    expect(
      (await call(`/api/admin/leads/${leadId}/visit/confirm`, { method: 'POST', headers: auth.analyst, json: body }))
        .status,
    ).toBe(403)
    expect((await call(`/api/admin/leads/${leadId}/visit/confirm`, { method: 'POST', json: body })).status).toBe(401)
    const list = await call('/api/admin/leads', { headers: auth.otherAdmin })
    expect(list.body.data.map((l: Json) => l.id)).not.toContain(leadId)
    const [visit] = await t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit.status).toBe('requested')
  })

  test('proposing another time: the visitor accepts it by the link; a signed-in visitor gets pushes', async () => {
    const user = await insertUser(t.db, { email: 'marta@example.test' })
    const session = await signInAs(t.db, user.id)
    const listing = await insertListing(t.db, { customerId: agency.id })
    const res = await call(`/api/properties/${encodeId('property', listing.id)}/visits`, {
      method: 'POST',
      headers: session.headers,
      json: { ...visitor, email: 'marta@example.test', slots: [slotA] },
    })
    expect(res.status).toBe(201)
    const [lead] = await t.db.select().from(leads).where(eq(leads.propertyId, listing.id))
    expect(lead.userId).toBe(user.id)
    const leadId = encodeId('lead', lead.id)

    const outside = await call(`/api/admin/leads/${leadId}/visit/propose`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: weekdayAt(3, '20:00') },
    })
    expect(outside.body.errors).toEqual({
      starts_at: ['Ese horario está fuera del horario de atención de la inmobiliaria'],
    })
    const proposed = await call(`/api/admin/leads/${leadId}/visit/propose`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: slotC },
    })
    expect(proposed.status).toBe(200)
    expect(proposed.body.data.visit).toMatchObject({ status: 'proposed', scheduled_at: new Date(slotC).toISOString() })
    const pushes = (await t.db.select().from(outbox).where(eq(outbox.kind, 'push'))).filter(
      (p) => p.payload.userId === user.id,
    )
    expect(pushes.map((p) => p.payload.title)).toEqual(['Alfa Visitas te propone otro horario de visita'])
    const toVisitor = (await emailsOf(lead.id)).find((e) => e.payload.template === 'visit-proposed')!
    expect(icalOf(toVisitor).content).toContain('STATUS:TENTATIVE\r\n')

    const mine = await call('/api/wiauth/visits', { headers: session.headers })
    expect(mine.body.data).toHaveLength(1)
    expect(mine.body.data[0]).toMatchObject({ status: 'proposed', can_accept: true, code: listing.code })
    const token = mine.body.data[0].manage_token

    const shown = { starts_at: mine.body.data[0].scheduled_at }
    const accepted = await call(`/api/visits/${token}/accept`, { method: 'POST', json: shown })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data).toMatchObject({ status: 'confirmed', scheduled_at: new Date(slotC).toISOString() })
    const [visit] = await t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit.sequence).toBe(2)

    // The visitor's own acceptance: no push to them, an e-mail saying they accepted; the agency gets its invitation.
    const pushesAfter = (await t.db.select().from(outbox).where(eq(outbox.kind, 'push'))).filter(
      (p) => p.payload.userId === user.id,
    )
    expect(pushesAfter).toHaveLength(1)
    const confirmations = (await emailsOf(lead.id)).filter((e) =>
      String(e.payload.template).startsWith('visit-confirmed'),
    )
    expect(confirmations).toHaveLength(2)
    const mail = confirmations.find((e) => e.payload.template === 'visit-confirmed')!
    expect(String(mail.payload.text)).toContain('Aceptaste el horario que propuso Alfa Visitas')
    expect(String(mail.payload.text)).not.toContain('confirmó tu visita')
    const agencyMail = confirmations.find((e) => e.payload.template === 'visit-confirmed-agency')!
    expect(String(agencyMail.payload.text)).toContain('aceptó el horario que propusiste')
    expect(icalOf(agencyMail)).toMatchObject({ method: 'REQUEST', filename: 'invitacion.ics' })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, lead.id)))
    expect(audit.find((a) => a.action === 'lead.visit_confirm')?.data).toMatchObject({ by: 'visitor' })

    // Accepting again (a double click, a reload) answers the visit as it is, and sends nothing more.
    const again = await call(`/api/visits/${token}/accept`, { method: 'POST', json: shown })
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ status: 'confirmed', scheduled_at: new Date(slotC).toISOString() })
    expect(
      (await emailsOf(lead.id)).filter((e) => String(e.payload.template).startsWith('visit-confirmed')),
    ).toHaveLength(2)
    expect((await call(`/api/visits/${token}/accept`, { method: 'POST', json: {} })).status).toBe(422)
    expect((await call(`/api/visits/${token.slice(0, -2)}xx/accept`, { method: 'POST', json: shown })).status).toBe(404)
  })

  test('the agency cancels: both sides get METHOD:CANCEL with the same UID and a higher SEQUENCE', async () => {
    const { lead, leadId } = await newRequest([slotA])
    await call(`/api/admin/leads/${leadId}/visit/confirm`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: slotA },
    })
    const cancelled = await call(`/api/admin/leads/${leadId}/visit/cancel`, {
      method: 'POST',
      headers: auth.admin,
      json: { reason: 'El inmueble ya se arrendó' },
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({
      status: 'closed',
      visit: { status: 'cancelled', cancelled_by: 'agency' },
    })
    const emails = await emailsOf(lead.id)
    const request = emails.find((e) => e.payload.template === 'visit-confirmed')!
    const cancel = emails.find((e) => e.payload.template === 'visit-cancelled')!
    const uid = (c: { payload: Record<string, unknown> }) => icalOf(c).content.match(/UID:(.*)\r\n/)![1]
    expect(uid(cancel)).toBe(uid(request))
    const content = icalOf(cancel).content
    expect(icalOf(cancel).method).toBe('CANCEL')
    expect(content).toContain('METHOD:CANCEL\r\n')
    expect(content).toContain('SEQUENCE:2\r\n')
    expect(String(cancel.payload.text)).toContain('El inmueble ya se arrendó')
    const again = await call(`/api/admin/leads/${leadId}/visit/confirm`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: slotA },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Esta visita ya fue cancelada')
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

describe('the visitor, by the link of their e-mail', () => {
  test('sees the visit and cancels it: both sides told, a METHOD:CANCEL once an invitation was sent', async () => {
    const { lead, leadId } = await newRequest([slotA, slotB])
    const token = await manageToken(lead.id)
    const seen = await call(`/api/visits/${token}`)
    expect(seen.status).toBe(200)
    expect(seen.body.data).toMatchObject({
      status: 'requested',
      can_cancel: true,
      can_accept: false,
      agency: 'Alfa Visitas',
    })

    await call(`/api/admin/leads/${leadId}/visit/confirm`, {
      method: 'POST',
      headers: auth.admin,
      json: { starts_at: slotA },
    })
    const cancelled = await call(`/api/visits/${token}/cancel`, {
      method: 'POST',
      json: { reason: 'Me surgió un viaje' },
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.msg).toBe('Cancelaste la visita. Le avisamos a la inmobiliaria.')
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'visitor', can_cancel: false })
    const cancels = (await emailsOf(lead.id)).filter((e) => String(e.payload.template).startsWith('visit-cancelled'))
    expect(cancels).toHaveLength(2)
    for (const c of cancels) expect(icalOf(c).content).toContain('METHOD:CANCEL\r\n')
    const agencyCopy = cancels.find((c) => c.payload.template === 'visit-cancelled-agency')!
    expect(String(agencyCopy.payload.text)).toContain('Me surgió un viaje')
    // Cancelling again changes nothing and sends nothing.
    expect((await call(`/api/visits/${token}/cancel`, { method: 'POST', json: {} })).status).toBe(200)
    expect(
      (await emailsOf(lead.id)).filter((e) => String(e.payload.template).startsWith('visit-cancelled')),
    ).toHaveLength(2)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, lead.id)))
    expect(audit.find((a) => a.action === 'lead.visit_cancel')?.data).toMatchObject({ by: 'visitor' })
  })

  test('a request cancelled before any invitation sends plain e-mails, no calendar', async () => {
    const { lead } = await newRequest([slotA])
    const token = await manageToken(lead.id)
    expect((await call(`/api/visits/${token}/cancel`, { method: 'POST' })).status).toBe(200)
    const cancels = (await emailsOf(lead.id)).filter((e) => String(e.payload.template).startsWith('visit-cancelled'))
    expect(cancels).toHaveLength(2)
    expect(cancels.every((c) => c.payload.icalEvent === undefined && c.payload.attachments === undefined)).toBe(true)
  })

  test('a forged or foreign token is 404', async () => {
    const { lead } = await newRequest([slotA])
    const token = await manageToken(lead.id)
    const [, sig] = token.split('.')
    expect((await call(`/api/visits/${encodeId('visit', lead.id + 100000)}.${sig}`)).status).toBe(404)
    expect((await call(`/api/visits/${encodeId('lead', lead.id)}.${sig}`)).status).toBe(404)
    expect((await call('/api/visits/nonsense')).status).toBe(404)
  })
})

describe('the review’s races and limits', () => {
  const post = (leadId: string, what: string, json: unknown) =>
    call(`/api/admin/leads/${leadId}/visit/${what}`, { method: 'POST', headers: auth.admin, json })

  test('accepting a proposal the agency changed meanwhile is a 409; the new one can be accepted', async () => {
    const { lead, leadId } = await newRequest([slotA])
    const token = await manageToken(lead.id)
    expect((await post(leadId, 'propose', { starts_at: slotB })).status).toBe(200)
    const seen = (await call(`/api/visits/${token}`)).body.data
    expect(seen).toMatchObject({ status: 'proposed', can_accept: true })
    expect((await post(leadId, 'propose', { starts_at: slotC })).status).toBe(200)
    const stale = await call(`/api/visits/${token}/accept`, { method: 'POST', json: { starts_at: seen.scheduled_at } })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe('La inmobiliaria cambió el horario propuesto mientras lo mirabas; revisa el nuevo')
    const english = await call(`/api/visits/${token}/accept?lang=en`, {
      method: 'POST',
      json: { starts_at: seen.scheduled_at },
    })
    expect(english.body.message).toBe('The agency changed the proposed time while you were looking; check the new one')
    const [visit] = await t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit).toMatchObject({ status: 'proposed', scheduledAt: new Date(slotC) })
    const fresh = await call(`/api/visits/${token}/accept`, { method: 'POST', json: { starts_at: slotC } })
    expect(fresh.status).toBe(200)
    expect(fresh.body.data.status).toBe('confirmed')
  })

  test('two colleagues answering from the same page: the second, with a stale sequence, gets a 409', async () => {
    const { lead, leadId } = await newRequest([slotA, slotB])
    const shown = (await call(`/api/admin/leads/${leadId}`, { headers: auth.admin })).body.data.visit
    expect(shown.sequence).toBe(0)
    expect((await post(leadId, 'confirm', { starts_at: slotA, sequence: shown.sequence })).status).toBe(200)
    const second = await post(leadId, 'confirm', { starts_at: slotB, sequence: shown.sequence })
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(
      'La visita cambió mientras la mirabas (la otra parte o un colega respondió); revisa su estado',
    )
    expect((await post(leadId, 'propose', { starts_at: slotC, sequence: shown.sequence })).status).toBe(409)
    expect((await post(leadId, 'cancel', { sequence: shown.sequence })).status).toBe(409)
    // The same answer again is no change: 200 whatever the page showed.
    expect((await post(leadId, 'confirm', { starts_at: slotA, sequence: shown.sequence })).status).toBe(200)
    const [visit] = await t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit).toMatchObject({ status: 'confirmed', scheduledAt: new Date(slotA), sequence: 1 })
    // With the current sequence it goes through.
    expect((await post(leadId, 'confirm', { starts_at: slotB, sequence: 1 })).status).toBe(200)
    expect((await post(leadId, 'confirm', { starts_at: slotB, sequence: 'x' })).status).toBe(422)
  })

  test('the agency can confirm the time it proposed itself', async () => {
    const { lead, leadId } = await newRequest([slotA])
    expect((await post(leadId, 'propose', { starts_at: slotC })).status).toBe(200)
    const confirmed = await post(leadId, 'confirm', { starts_at: slotC })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.visit).toMatchObject({
      status: 'confirmed',
      scheduled_at: new Date(slotC).toISOString(),
    })
    const mail = (await emailsOf(lead.id)).find((e) => e.payload.template === 'visit-confirmed')!
    expect(String(mail.payload.text)).toContain('Alfa Visitas confirmó tu visita')
    expect((await post(leadId, 'confirm', { starts_at: weekdayAt(6, '11:00') })).status).toBe(422)
  })

  test('milliseconds are not a half hour; any number of fractional digits parses', async () => {
    const { leadId } = await newRequest([slotA])
    const base = slotC.replace(':00-05:00', '')
    const millis = await post(leadId, 'propose', { starts_at: `${base}:00.500-05:00` })
    expect(millis.status).toBe(422)
    expect(millis.body.errors).toEqual({ starts_at: ['Elige una hora en punto o y media'] })
    const micro = await post(leadId, 'propose', { starts_at: `${base}:00.000000-05:00` })
    expect(micro.status).toBe(200)
    expect(micro.body.data.visit.scheduled_at).toBe(new Date(slotC).toISOString())
  })

  test('after the visit the link no longer cancels; 30 days later it is a 404 with its reason', async () => {
    const { lead, leadId } = await newRequest([slotA])
    const token = await manageToken(lead.id)
    expect((await post(leadId, 'confirm', { starts_at: slotA })).status).toBe(200)
    const yesterday = new Date(Date.now() - 86_400_000)
    await t.db.update(visitRequests).set({ scheduledAt: yesterday }).where(eq(visitRequests.leadId, lead.id))
    const seen = await call(`/api/visits/${token}`)
    expect(seen.body.data).toMatchObject({ status: 'confirmed', can_cancel: false, can_accept: false })
    const late = await call(`/api/visits/${token}/cancel`, { method: 'POST', json: {} })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('La hora de la visita ya pasó')

    const monthAgo = new Date(Date.now() - 31 * 86_400_000)
    await t.db
      .update(visitRequests)
      .set({ scheduledAt: monthAgo, slots: [monthAgo.toISOString()] })
      .where(eq(visitRequests.leadId, lead.id))
    const gone = await call(`/api/visits/${token}`)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('Este enlace venció: la visita fue hace más de 30 días')
    expect((await call(`/api/visits/${token}/cancel`, { method: 'POST', json: {} })).status).toBe(404)
    expect((await call(`/api/visits/${token}/accept`, { method: 'POST', json: { starts_at: slotA } })).status).toBe(404)
    const page = await visitPageLoader({
      request: new Request(`http://localhost/visits/${token}`),
      params: { token },
      context: {},
    } as never).catch((thrown: unknown) => thrown as { data: unknown; init: ResponseInit | null })
    expect(page).toMatchObject({ data: { message: 'errors.visit_link_expired' }, init: { status: 404 } })
  })

  test('the page form: an unknown or missing intent is a 400, not a cancellation', async () => {
    const { lead } = await newRequest([slotA])
    const token = await manageToken(lead.id)
    const submit = async (fields: [string, string][]) => {
      const form = new FormData()
      for (const [k, v] of fields) form.append(k, v)
      const request = new Request(`http://localhost/visits/${token}`, { method: 'POST', body: form })
      // A failure is data(…, { status }); a success the plain result.
      const result = (await visitPageAction({ request, params: { token }, context: {} } as never)) as Json
      return 'init' in result
        ? { status: result.init?.status ?? 200, body: result.data }
        : { status: 200, body: result }
    }
    expect((await submit([])).status).toBe(400)
    expect((await submit([['intent', 'delete']])).status).toBe(400)
    expect((await submit([['reason', 'x']])).status).toBe(400)
    const [visit] = await t.db.select().from(visitRequests).where(eq(visitRequests.leadId, lead.id))
    expect(visit.status).toBe('requested')
    const cancelled = await submit([['intent', 'cancel']])
    expect(cancelled.body.ok).toBe(true)
  })
})
