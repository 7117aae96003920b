/**
 * Leads from the advertise-with-us form and the chat widget through the one capture (consent
 * record only where the form asks for it, the e-mail queued with the lead's id); robots store
 * nothing; limits count per address, the listing and the microsite forms on one shared counter.
 */
import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import { CATCHMENT_RATE_LIMIT } from '#core/leads/catchment.rate-limit'
import { AGENCY_MESSAGE_RATE_LIMIT } from '#core/leads/visitor-lead.rate-limit'
import type { ServiceContext } from '#core/shared/context.types'
import { encodeId } from '#core/shared/ids.utils'
import type { DatabaseHandle } from '#db/client'
import { leads, outbox } from '#db/schema'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing } from '../factories/listings'
import { catchmentAction } from '~/routes/public/catchment-action.server'
import { requestInfoContext } from '#web/request-context'
import {
  captureLeadWorld,
  captureCatchmentLead,
  sendAgencyMessage,
  sendChatMessage,
  sendMicrositeMessage,
  submitCampaignRequest,
  visitor,
} from '../support/capture-lead'

const { world, meta, leadsOf, mailOf } = captureLeadWorld()
let handle: DatabaseHandle
let ctx: ServiceContext
beforeAll(() => {
  ;({ handle, ctx } = world)
})

describe('each kind stores its lead and queues its e-mail', () => {
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
