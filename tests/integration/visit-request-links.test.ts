/**
 * Visit requests by the visitor's signed link and the review's races, on a real database: seeing
 * and cancelling the visit (METHOD:CANCEL once an invitation was sent), forged tokens; a proposal
 * or a visit changed meanwhile is a 409; the link cancels only before the visit and dies 30 days
 * after it; the page form refuses an unknown intent.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { auditLog, visitRequests } from '#db/schema'
import { type Json, type VisitApp, visitRequestsWorld, weekdayAt } from '../support/visit-requests'
// After the app: the page module reaches core modules the API's OpenAPI setup must see first.
import { action as visitPageAction, loader as visitPageLoader } from '~/routes/visitor/visit'

const { world, call, newRequest, emailsOf, icalOf, manageToken, slotA, slotB, slotC } = visitRequestsWorld()
const auth = world.auth
let t: VisitApp
beforeAll(() => {
  ;({ t } = world)
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
