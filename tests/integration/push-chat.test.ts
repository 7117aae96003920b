/**
 * The chat widget's server side (next to push, the other notification channel of the
 * installable app): its settings, and the short message form stored as a 'chat' lead for
 * the listing's agency (or the portal team) with its e-mail in the outbox.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { leads, outbox } from '#db/schema'
import { insertListing } from '../factories/listings'
import { jsonBody, startAccountsApp } from '../support/accounts-app'

let ctx: Awaited<ReturnType<typeof startAccountsApp>>
let ip = 1

beforeAll(async () => {
  ctx = await startAccountsApp({
    TRUST_PROXY: 'true',
    TEAM_EMAIL: 'equipo@example.com',
    CHAT_SCRIPT_URL: '',
    PORTAL_WHATSAPP: '573009998877',
  })
})
afterAll(() => ctx?.close())

const post = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.request('/api/chat/messages', jsonBody(body, { 'x-forwarded-for': `198.51.100.${ip++}`, ...headers }))

describe('chat API', () => {
  test('config gives the portal WhatsApp and no third-party script by default', async () => {
    const res = await ctx.request('/api/chat/config')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ scriptUrl: null, whatsapp: '573009998877' })
  })

  test('a message on a listing becomes a chat lead of its agency, with the e-mail queued', async () => {
    const listing = await insertListing(ctx.db)
    const res = await post({
      name: 'Camila Restrepo',
      contact: '+57 300 555 1234',
      message: '¿Sigue disponible? Quisiera visitarlo el sábado.',
      property_id: encodeId('property', listing.id),
      page: '/property/x',
      consent: true,
    })
    expect(res.status).toBe(201)
    expect((await res.json()).msg).toBe('¡Gracias! Recibimos tu mensaje y te contactaremos pronto.')
    const [lead] = await ctx.db.select().from(leads).orderBy(desc(leads.id)).limit(1)
    // Consent is stored as the message form stores it: when, and under which law.
    expect(lead.consentAt).toBeInstanceOf(Date)
    expect(lead).toMatchObject({
      kind: 'chat',
      name: 'Camila Restrepo',
      phone: '573005551234',
      email: null,
      propertyId: listing.id,
      customerId: listing.customerId,
    })
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'email')).orderBy(desc(outbox.id)).limit(1)
    expect(mail.payload).toMatchObject({ template: 'chat-lead', leadId: lead.id })
    expect(String(mail.payload.to)).toMatch(/@inmobiliaria\.test$/)
  })

  test('without a listing the lead goes to the portal team', async () => {
    const res = await post({ name: 'Juan', contact: 'Juan@Example.com', message: 'Hola', consent: true })
    expect(res.status).toBe(201)
    const [lead] = await ctx.db.select().from(leads).orderBy(desc(leads.id)).limit(1)
    expect(lead).toMatchObject({ kind: 'chat', email: 'juan@example.com', customerId: null })
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'email')).orderBy(desc(outbox.id)).limit(1)
    expect(mail.payload.to).toBe('equipo@example.com')
  })

  test('422 with field messages for missing or bad fields and a malformed listing id', async () => {
    const res = await post({ name: '', contact: 'nada', message: '', property_id: 'zz' })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual(['consent', 'contact', 'message', 'name'])
    expect(body.errors.consent).toEqual(['Debes aceptar la política de tratamiento de datos'])
    const bad = await post({
      name: 'Ana',
      contact: '3001234567',
      message: 'Hola',
      property_id: 'zzzzzzzzzz',
      consent: true,
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(['property_id'])
  })

  test('robots filling the hidden field get the same answer and nothing is stored', async () => {
    const before = (await ctx.db.select().from(leads)).length
    const res = await post({
      name: 'Bot',
      contact: 'bot@example.com',
      message: 'spam',
      website: 'http://spam',
      consent: true,
    })
    expect(res.status).toBe(201)
    expect((await ctx.db.select().from(leads)).length).toBe(before)
  })
})
