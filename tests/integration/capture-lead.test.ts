/**
 * Every kind of lead through the one capture: the listing message, the microsite contact,
 * the campaign request, the advertise-with-us form and the chat widget each store the same
 * row (details, consent record only where the form asks for it) and queue the same e-mail,
 * with the lead's id, in the outbox; robots store nothing; limits count per address, the
 * listing and the microsite forms on one shared counter.
 */
import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { parseEnv, setEnvForTests } from '#config/env'
import * as micrositeContact from '#core/leads/microsite-message.service'
import * as agencyMessage from '#core/leads/agency-message.service'
import * as campaignRequest from '#core/leads/campaign-request.service'
import { CATCHMENT_RATE_LIMIT } from '#core/leads/catchment.rate-limit'
import { CatchmentLeadSchema } from '#core/leads/catchment.schemas'
import * as catchment from '#core/leads/catchment.service'
import { ChatMessageSchema } from '#core/leads/chat.schemas'
import * as chat from '#core/leads/chat.service'
import { AgencyMessageSchema, CampaignRequestSchema } from '#core/leads/visitor-lead.schemas'
import { AGENCY_MESSAGE_RATE_LIMIT } from '#core/leads/visitor-lead.rate-limit'
import { listingPath, micrositePath } from '#core/listings/listing-url.view'
import { renderEmail } from '#core/notifications/email-templates/email-layout.view'
import type { Actor } from '#core/shared/actor.constants'
import type { ServiceContext } from '#core/shared/context.types'
import { encodeId } from '#core/shared/ids.utils'
import type { LeadMeta } from '#core/leads/capture-lead.service'
import { parseInput } from '#core/shared/validation.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { setRuntime } from '#core/shared/runtime.config'
import type { DatabaseHandle } from '#db/client'
import { advisers, leads, outbox } from '#db/schema'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { createTestDb } from '../setup/test-db'
import { catchmentAction } from '~/routes/public/catchment-action.server'
import { requestInfoContext } from '#web/request-context'
import { pathId } from '#web/ids'

const ENV = { PUBLIC_URL: 'https://wi.example', TEAM_EMAIL: 'equipo@example.com', SEED_DEMO: 'never' }
const POLICY = 'Ley 1581 de 2012'

let handle: DatabaseHandle
let ctx: ServiceContext
let ipN = 1
const meta = () => ({ ip: `203.0.113.${ipN++}`, clientId: 'cliente-abc123' })

beforeAll(async () => {
  handle = await createTestDb()
  setEnvForTests(ENV)
  setRuntime({ handle, db: handle.db, env: parseEnv({ ...process.env, ...ENV }) })
  await seedReferenceData(handle.db)
  const user = await insertUser(handle.db, { email: 'visitante@example.com' })
  const actor: Actor = { userId: user.id, sessionId: null, email: user.email, fullName: 'Visitante', grants: [] }
  ctx = { db: handle.db, actor, locale: 'en' }
})
beforeEach(() => resetAllRateLimits())
afterAll(async () => {
  setRuntime(undefined)
  setEnvForTests({})
  await handle?.close()
})

// Each use case as its adapters call it: the input parsed by the use case's own schema first.
const sendAgencyMessage = async (c: ServiceContext, propertyId: number, input: unknown, from?: LeadMeta) =>
  agencyMessage.sendAgencyMessage(c, propertyId, parseInput(AgencyMessageSchema, input), from)
const submitCampaignRequest = async (c: ServiceContext, input: unknown, from?: LeadMeta) =>
  campaignRequest.submitCampaignRequest(c, parseInput(CampaignRequestSchema, input), from)
const captureCatchmentLead = async (c: ServiceContext, input: unknown, from?: LeadMeta) =>
  catchment.captureCatchmentLead(c, parseInput(CatchmentLeadSchema, input), from)
const sendChatMessage = async (c: ServiceContext, input: unknown, from?: LeadMeta) =>
  chat.sendChatMessage(c, parseInput(ChatMessageSchema, input), from)
const sendMicrositeMessage = async (c: ServiceContext, customerId: string, input: unknown, from?: LeadMeta) =>
  micrositeContact.sendMicrositeMessage(c, pathId('customer', customerId), parseInput(AgencyMessageSchema, input), from)

const leadsOf = (email: string) => handle.db.select().from(leads).where(eq(leads.email, email)).orderBy(leads.id)
async function mailOf(leadId: number) {
  const rows = await handle.db.select().from(outbox).where(eq(outbox.kind, 'email'))
  return rows.filter((r) => r.payload.leadId === leadId).map((r) => r.payload)
}

const visitor = { name: 'Pedro Pérez', email: 'Pedro@Example.com', phone: '300 555 1234', consent: true }

describe('each kind stores its lead and queues its e-mail', () => {
  test('a message about a listing goes to its adviser, with the consent record', async () => {
    const agency = await insertCustomer(handle.db, { name: 'Inmobiliaria Norte' })
    const listing = await insertListing(handle.db, { customerId: agency.id })
    const [adviser] = await handle.db.select().from(advisers).where(eq(advisers.customerId, agency.id))
    const from = meta()
    const result = await sendAgencyMessage(
      ctx,
      listing.id,
      { ...visitor, email: 'listing@example.com', message: '¿Sigue disponible?' },
      from,
    )
    const [lead] = await leadsOf('listing@example.com')
    expect(result).toEqual({
      stored: true,
      leadId: lead.id,
      messageKey: 'visitor.message.sent',
      contact: { name: 'Pedro Pérez', email: 'listing@example.com', phone: '3005551234' },
    })
    expect(lead).toMatchObject({
      kind: 'agency_message',
      status: 'new',
      customerId: agency.id,
      propertyId: listing.id,
      municipalityId: listing.municipalityId,
      userId: ctx.actor!.userId,
      clientId: 'cliente-abc123',
      name: 'Pedro Pérez',
      phone: '3005551234',
      message: '¿Sigue disponible?',
      ip: from.ip,
    })
    expect(lead.details).toEqual({
      locale: 'en',
      source: 'listing',
      code: listing.code,
      consent_policy: POLICY,
      delivered_to: adviser.email,
    })
    expect(lead.consentAt).toBeInstanceOf(Date)
    const url =
      'https://wi.example' +
      listingPath({
        id: listing.id,
        title: listing.title,
        municipalityName: 'Medellín',
        sectorName: null,
        businessType: listing.businessType,
      })
    expect(await mailOf(lead.id)).toEqual([
      {
        template: 'agency-message',
        to: adviser.email,
        replyTo: 'listing@example.com',
        leadId: lead.id,
        ...renderEmail({
          brand: 'Wi Inmuebles',
          subject: `Nuevo mensaje sobre el inmueble ${listing.code}`,
          greeting: 'Hola, Inmobiliaria Norte:',
          paragraphs: [
            `Una persona escribió desde Wi Inmuebles sobre el inmueble ${listing.code} («${listing.title}»): ${url}`,
            'Nombre: Pedro Pérez',
            'Correo: listing@example.com',
            'Teléfono: 3005551234',
            'Mensaje: ¿Sigue disponible?',
            'La persona autorizó el tratamiento de sus datos personales (Ley 1581 de 2012). Responde directamente a este correo para contestarle.',
          ],
          footer: `Lead #${lead.id}`,
        }),
      },
    ])
  })

  test('a message from a microsite is a lead of the agency, with the consent record', async () => {
    const agency = await insertCustomer(handle.db, { name: 'Inmobiliaria Sur', email: 'sur@inmobiliaria.test' })
    const from = meta()
    const result = await sendMicrositeMessage(
      ctx,
      encodeId('customer', agency.id),
      { ...visitor, email: 'microsite@example.com', message: 'Busco apartamento' },
      from,
    )
    expect(result).toEqual({ stored: true })
    const [lead] = await leadsOf('microsite@example.com')
    expect(lead).toMatchObject({
      kind: 'agency_message',
      status: 'new',
      customerId: agency.id,
      propertyId: null,
      municipalityId: agency.municipalityId,
      userId: ctx.actor!.userId,
      clientId: 'cliente-abc123',
      name: 'Pedro Pérez',
      phone: '3005551234',
      message: 'Busco apartamento',
      ip: from.ip,
    })
    expect(lead.details).toEqual({
      locale: 'en',
      source: 'microsite',
      consent_policy: POLICY,
      delivered_to: 'sur@inmobiliaria.test',
    })
    expect(lead.consentAt).toBeInstanceOf(Date)
    expect(await mailOf(lead.id)).toEqual([
      {
        template: 'microsite-message',
        to: 'sur@inmobiliaria.test',
        replyTo: 'microsite@example.com',
        leadId: lead.id,
        ...renderEmail({
          brand: 'Wi Inmuebles',
          subject: 'Nuevo mensaje desde el micrositio de Inmobiliaria Sur',
          greeting: 'Hola, equipo de Inmobiliaria Sur:',
          paragraphs: [
            'Una persona les escribió desde su micrositio.',
            'Nombre: Pedro Pérez',
            'Correo: microsite@example.com',
            'Teléfono: 3005551234',
            'Mensaje: Busco apartamento',
            `Contacto #${lead.id}; también está en la bandeja de contactos del back-office.`,
          ],
          action: { label: 'Ver el micrositio', url: 'https://wi.example' + micrositePath(agency) },
          footer: 'Respondan a este correo para escribirle directamente a la persona.',
        }),
      },
    ])
  })

  test('a campaign request is one lead per agency of the municipality, sharing one request id', async () => {
    const bello = await municipalityId(handle.db, '05088')
    const a1 = await insertCustomer(handle.db, { name: 'Agencia Bello Uno', municipalityId: bello })
    const a2 = await insertCustomer(handle.db, { name: 'Agencia Bello Dos', municipalityId: bello })
    const from = meta()
    const result = await submitCampaignRequest(
      ctx,
      {
        ...visitor,
        email: 'campaign@example.com',
        campaign: 'unlugarparati',
        operation: 'sale',
        property_type_id: encodeId('propertyType', await propertyTypeId(handle.db, 'apartment')),
        municipality_id: encodeId('municipality', bello),
        budget: '300.000.000',
        notes: 'Cerca del metro',
      },
      from,
    )
    const rows = await leadsOf('campaign@example.com')
    expect(rows.map((r) => r.customerId)).toEqual([a1.id, a2.id])
    expect(result).toEqual({
      stored: true,
      leadId: rows[0].id,
      messageKey: 'visitor.campaign.sent',
      contact: { name: 'Pedro Pérez', email: 'campaign@example.com', phone: '3005551234' },
      municipality: 'Bello',
      agencies: 2,
    })
    const requestId = rows[0].details.request_id
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const lines = [
      'Operación: compra',
      'Tipo de inmueble: Apartamento',
      'Municipio: Bello',
      'Presupuesto máximo: $ 300.000.000',
      'Alcobas: indiferente',
      'Nombre: Pedro Pérez',
      'Correo: campaign@example.com',
      'Teléfono: 3005551234',
      'Comentarios: Cerca del metro',
    ]
    for (const [i, agency] of [a1, a2].entries()) {
      const lead = rows[i]
      expect(lead).toMatchObject({
        kind: 'campaign',
        status: 'new',
        customerId: agency.id,
        propertyId: null,
        municipalityId: bello,
        userId: ctx.actor!.userId,
        clientId: 'cliente-abc123',
        name: 'Pedro Pérez',
        phone: '3005551234',
        message: 'Cerca del metro',
        ip: from.ip,
      })
      expect(lead.consentAt).toBeInstanceOf(Date)
      expect(lead.details).toEqual({
        locale: 'en',
        source: 'campaign',
        campaign: 'unlugarparati',
        request_id: requestId,
        operation: 'sale',
        property_type: 'Apartamento',
        municipality: 'Bello',
        budget: 300_000_000,
        bedrooms: null,
        consent_policy: POLICY,
      })
      expect(await mailOf(lead.id)).toEqual([
        {
          template: 'campaign-request',
          to: agency.email,
          replyTo: 'campaign@example.com',
          leadId: lead.id,
          ...renderEmail({
            brand: 'Wi Inmuebles',
            subject: 'Nueva solicitud de inmueble en Bello',
            greeting: `Hola, ${agency.name}:`,
            paragraphs: ['Una persona busca inmueble en un municipio donde operas:', ...lines],
            footer: `Lead #${lead.id}`,
          }),
        },
      ])
    }
  })

  test('a campaign request where no agency operates is one lead for the portal team', async () => {
    const place = await municipalityId(handle.db, '05002')
    const result = await submitCampaignRequest(
      ctx,
      {
        ...visitor,
        email: 'nadie@example.com',
        campaign: 'unlugarparati',
        operation: 'rent',
        property_type_id: encodeId('propertyType', await propertyTypeId(handle.db, 'apartment')),
        municipality_id: encodeId('municipality', place),
        bedrooms: 3,
      },
      meta(),
    )
    const rows = await leadsOf('nadie@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'campaign', customerId: null, municipalityId: place, message: null })
    expect(result).toMatchObject({ stored: true, leadId: rows[0].id, agencies: 0 })
    const [mail] = await mailOf(rows[0].id)
    expect(mail).toMatchObject({ template: 'campaign-request', to: 'equipo@example.com', subject: expect.any(String) })
    expect(mail.text).toContain('Hola, equipo:')
    expect(mail.text).toContain('Alcobas: 3')
    expect(mail.text).toContain('Comentarios: (sin comentarios)')
  })

  test('an advertise-with-us message goes to the portal team, without a consent record', async () => {
    const from = meta()
    const result = await captureCatchmentLead(
      ctx,
      { name: 'Inmobiliaria Nueva', email: 'Gerencia@Nueva.co', phone: '+57 300 123 4567', questions: '' },
      from,
    )
    const [lead] = await leadsOf('gerencia@nueva.co')
    expect(result).toEqual({ stored: true, leadId: lead.id, messageKey: 'shell.contact.thanks' })
    expect(lead).toMatchObject({
      kind: 'catchment',
      status: 'new',
      customerId: null,
      propertyId: null,
      municipalityId: null,
      userId: ctx.actor!.userId,
      clientId: 'cliente-abc123',
      name: 'Inmobiliaria Nueva',
      phone: '573001234567',
      message: null,
      ip: from.ip,
      consentAt: null,
    })
    expect(lead.details).toEqual({ locale: 'en', source: 'catchment' })
    expect(await mailOf(lead.id)).toEqual([
      {
        template: 'catchment-lead',
        to: 'equipo@example.com',
        replyTo: 'gerencia@nueva.co',
        subject: 'Nueva inmobiliaria interesada en anunciar: Inmobiliaria Nueva',
        text: [
          'Una persona quiere anunciar en el portal.',
          '',
          'Nombre: Inmobiliaria Nueva',
          'Correo: gerencia@nueva.co',
          'Teléfono: 573001234567',
          'Pregunta o comentario: (sin comentario)',
          '',
          `Lead #${lead.id}`,
        ].join('\n'),
        leadId: lead.id,
      },
    ])
  })

  test('a chat message about a listing goes to its agency, with its consent record', async () => {
    const agency = await insertCustomer(handle.db, { email: 'chat@inmobiliaria.test' })
    const listing = await insertListing(handle.db, { customerId: agency.id })
    const from = meta()
    const result = await sendChatMessage(
      ctx,
      {
        name: 'Camila',
        contact: 'Chat@Example.com',
        message: '¿Admiten mascotas?',
        property_id: encodeId('property', listing.id),
        page: '/property/x',
        consent: true,
      },
      from,
    )
    const [lead] = await leadsOf('chat@example.com')
    expect(result).toEqual({ stored: true, leadId: lead.id, messageKey: 'pwa.chat.sent' })
    expect(lead).toMatchObject({
      kind: 'chat',
      status: 'new',
      customerId: agency.id,
      propertyId: listing.id,
      municipalityId: listing.municipalityId,
      userId: ctx.actor!.userId,
      clientId: 'cliente-abc123',
      name: 'Camila',
      phone: null,
      message: '¿Admiten mascotas?',
      ip: from.ip,
      consentAt: expect.any(Date),
    })
    expect(lead.details).toEqual({
      locale: 'en',
      source: 'chat',
      page: '/property/x',
      consent_policy: 'Ley 1581 de 2012',
    })
    expect(await mailOf(lead.id)).toEqual([
      {
        template: 'chat-lead',
        to: 'chat@inmobiliaria.test',
        replyTo: 'chat@example.com',
        subject: `Mensaje del chat sobre el inmueble ${listing.code}`,
        text: [
          `Una persona escribió desde el chat del inmueble ${listing.code}.`,
          '',
          'Nombre: Camila',
          'Contacto: Chat@Example.com',
          'Mensaje: ¿Admiten mascotas?',
          'Página: /property/x',
          '',
          `Lead #${lead.id}`,
        ].join('\n'),
        leadId: lead.id,
      },
    ])
  })

  test('a chat message by phone without a listing goes to the team, with no Reply-To', async () => {
    const result = await sendChatMessage(
      ctx,
      { name: 'Sin Correo', contact: '300 777 8899', message: 'Hola', consent: true },
      meta(),
    )
    const [lead] = await handle.db.select().from(leads).where(eq(leads.phone, '3007778899'))
    expect(result).toEqual({ stored: true, leadId: lead.id, messageKey: 'pwa.chat.sent' })
    expect(lead).toMatchObject({
      kind: 'chat',
      email: null,
      customerId: null,
      propertyId: null,
      consentAt: expect.any(Date),
    })
    expect(lead.details).toEqual({ locale: 'en', source: 'chat', page: null, consent_policy: 'Ley 1581 de 2012' })
    expect(await mailOf(lead.id)).toEqual([
      {
        template: 'chat-lead',
        to: 'equipo@example.com',
        subject: 'Mensaje del chat de Wi Inmuebles: Sin Correo',
        text: [
          'Una persona escribió desde el chat del portal.',
          '',
          'Nombre: Sin Correo',
          'Contacto: 300 777 8899',
          'Mensaje: Hola',
          '',
          `Lead #${lead.id}`,
        ].join('\n'),
        leadId: lead.id,
      },
    ])
  })
})

describe('robots and limits', () => {
  test('a filled honeypot answers like a stored lead but stores and queues nothing, for every kind', async () => {
    const agency = await insertCustomer(handle.db)
    const listing = await insertListing(handle.db, { customerId: agency.id })
    const before = {
      leads: (await handle.db.select().from(leads)).length,
      mails: (await handle.db.select().from(outbox)).length,
    }
    const robot = { ...visitor, email: 'robot@example.com', message: 'spam', website: 'http://spam' }
    expect(await sendAgencyMessage(ctx, listing.id, robot, meta())).toEqual({
      stored: false,
      leadId: null,
      messageKey: 'visitor.message.sent',
      contact: null,
    })
    expect(await sendMicrositeMessage(ctx, encodeId('customer', agency.id), robot, meta())).toEqual({ stored: false })
    expect(
      await submitCampaignRequest(
        ctx,
        {
          ...robot,
          campaign: 'unlugarparati',
          operation: 'rent',
          property_type_id: encodeId('propertyType', await propertyTypeId(handle.db, 'apartment')),
          municipality_id: encodeId('municipality', await municipalityId(handle.db, '05001')),
        },
        meta(),
      ),
    ).toEqual({
      stored: false,
      leadId: null,
      messageKey: 'visitor.campaign.sent',
      contact: null,
      municipality: 'Medellín',
      agencies: 0,
    })
    expect(await captureCatchmentLead(ctx, { ...robot, questions: '' }, meta())).toEqual({
      stored: false,
      leadId: null,
      messageKey: 'shell.contact.thanks',
    })
    expect(
      await sendChatMessage(ctx, {
        name: 'Bot',
        contact: 'bot@example.com',
        message: 'spam',
        website: 'x',
        consent: true,
      }),
    ).toEqual({ stored: false, leadId: null, messageKey: 'pwa.chat.sent' })
    expect((await handle.db.select().from(leads)).length).toBe(before.leads)
    expect((await handle.db.select().from(outbox)).length).toBe(before.mails)
  })

  test('the listing and microsite forms share one counter per address; robots are counted too', async () => {
    const agency = await insertCustomer(handle.db)
    const listing = await insertListing(handle.db, { customerId: agency.id })
    const from = { ip: '192.0.2.55', clientId: null }
    const message = { ...visitor, email: 'limite@example.com', message: 'Hola' }
    await sendAgencyMessage(ctx, listing.id, { ...message, website: 'robot' }, from)
    for (let i = 1; i < AGENCY_MESSAGE_RATE_LIMIT.limit; i++)
      await sendMicrositeMessage(ctx, encodeId('customer', agency.id), message, from)
    await expect(sendAgencyMessage(ctx, listing.id, message, from)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    await expect(sendMicrositeMessage(ctx, encodeId('customer', agency.id), message, from)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    })
    expect(await leadsOf('limite@example.com')).toHaveLength(AGENCY_MESSAGE_RATE_LIMIT.limit - 1)
    // Another address is not affected.
    expect(await sendAgencyMessage(ctx, listing.id, message, { ip: '192.0.2.56' })).toMatchObject({ stored: true })
  })

  test('a form that fails validation counts nothing against the address', async () => {
    // Through the page action, as the "Quiero anunciar" form posts it: more failed submits than
    // the limit allows from one address, then a good one from the same address is still stored.
    const clientIp = '192.0.2.57'
    const submit = (fields: Record<string, string>) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      const context = new RouterContextProvider()
      context.set(requestInfoContext, { requestId: 'test', cspNonce: 'test', clientIp })
      return catchmentAction(
        new Request('http://localhost/info/inmobiliarias/anunciarse', { method: 'POST', body: form }),
        context,
      )
    }
    for (let i = 0; i <= CATCHMENT_RATE_LIMIT.limit; i++)
      expect(await submit({ name: '', email: 'x', phone: '1' })).toMatchObject({
        init: { status: 422 },
        data: { ok: false, errors: { email: expect.any(String) } },
      })
    expect(await submit({ name: 'Ana', email: 'ana-limite@example.com', phone: '3001234567' })).toMatchObject({
      ok: true,
    })
    expect(await leadsOf('ana-limite@example.com')).toHaveLength(1)
  })
})
