/**
 * Visit requests answered by the agency, on a real database: confirming one time (both sides get
 * the calendar invitation through the outbox and a real SMTP server, audited), proposing another
 * that the visitor accepts by the link, cancelling (METHOD:CANCEL with the same UID and a higher
 * SEQUENCE); another agency's admin and a read-only role refused.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { processOutbox } from '#core/notifications/outbox.service'
import { encodeId } from '#core/shared/ids.utils'
import { auditLog, leads, outbox, visitRequests } from '#db/schema'
import { signInAs } from '../factories/auth'
import { insertListing, insertUser } from '../factories/listings'
import { startSmtpServer } from '../support/smtp-server'
import { type Json, type VisitApp, visitRequestsWorld, visitor, weekdayAt } from '../support/visit-requests'

const { world, call, newRequest, emailsOf, icalOf, slotA, slotB, slotC } = visitRequestsWorld()
const auth = world.auth
let t: VisitApp
let agency: { id: number; name: string }
beforeAll(() => {
  ;({ t, agency } = world)
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
