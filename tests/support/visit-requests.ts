/**
 * What the visit-request tests share: an app over a fresh database (SMTP refused until a test
 * points it at its server), two agencies with an Admin, an Analyst and another agency's Admin,
 * an HTTP caller with a new address per request, and helpers to make a request and read its e-mails.
 * Call `visitRequestsWorld()` at the top of a test file: it registers the hooks.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { bogotaIso, bogotaParts } from '#core/leads/visit-slot.rules'
import { leads, outbox, visitRequests } from '#db/schema'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from './accounts-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
export type Json = any
export type VisitApp = Awaited<ReturnType<typeof startAccountsApp>>
type Ical = { method: string; filename: string; content: string }

/** A weekday `days` or more ahead (Bogotá) at `time`, as the form sends it. */
export function weekdayAt(days: number, time: string): string {
  for (let d = days; ; d++) {
    const { day, weekday } = bogotaParts(new Date(Date.now() + d * 86_400_000))
    if (weekday <= 5) return bogotaIso(day, time)!
  }
}

export const visitor = { name: 'Pedro Pérez', email: 'Pedro@Example.com', phone: '300 555 1234', consent: true }

export function visitRequestsWorld() {
  const world = {
    t: undefined as unknown as VisitApp,
    agency: undefined as unknown as { id: number; name: string },
    other: undefined as unknown as { id: number },
    auth: {} as Record<'admin' | 'analyst' | 'otherAdmin', { authorization: string }>,
  }
  let ipN = 1

  beforeAll(async () => {
    // Port 9 refuses connections: e-mails stay in the outbox until a test points SMTP at its server.
    const t = await startAccountsApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://wi.example',
    })
    world.t = t
    await seedReferenceData(t.db)
    await resetAllRateLimits()
    world.agency = await insertCustomer(t.db, { name: 'Alfa Visitas', email: 'ventas@alfa.test' })
    world.other = await insertCustomer(t.db, { name: 'Beta Visitas' })
    const as = async (role: 'Admin' | 'Analyst', customerId: number) =>
      (await signInAs(t.db, (await insertUser(t.db, { role, customerId })).id)).headers
    world.auth.admin = await as('Admin', world.agency.id)
    world.auth.analyst = await as('Analyst', world.agency.id)
    world.auth.otherAdmin = await as('Admin', world.other.id)
  })
  afterAll(() => world.t?.close())

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
    const res = await world.t.request(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null }
  }

  const slotA = weekdayAt(2, '10:00')
  const slotB = weekdayAt(2, '15:30')
  const slotC = weekdayAt(4, '08:00')

  async function newRequest(slots = [slotA, slotB], extra: Record<string, unknown> = {}) {
    const { t } = world
    const listing = await insertListing(t.db, { customerId: world.agency.id })
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
    (await world.t.db.select().from(outbox).where(eq(outbox.kind, 'email'))).filter(
      (row) => (row.payload as { leadId?: number }).leadId === leadId,
    )

  const icalOf = (row: { payload: Record<string, unknown> }) => row.payload.icalEvent as Ical

  /** The visitor's signed link, read from their receipt e-mail. */
  async function manageToken(leadId: number): Promise<string> {
    const receipt = (await emailsOf(leadId)).find((row) => row.payload.template === 'visit-requested-receipt')!
    return String(receipt.payload.text).match(/\/visits\/([A-Za-z0-9]+\.[A-Za-z0-9_-]+)/)![1]
  }

  return { world, call, newRequest, emailsOf, icalOf, manageToken, slotA, slotB, slotC }
}
