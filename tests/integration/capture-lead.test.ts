/**
 * Every kind of lead through the one capture, on a real database: the listing message, the
 * microsite contact and the campaign request each store the same row (details, consent record)
 * and queue the same e-mail, with the lead's id, in the outbox. The advertise-with-us form, the
 * chat widget, robots and limits are in capture-lead-forms.test.ts.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { listingPath, micrositePath } from '#core/listings/listing-url.view'
import { renderEmail } from '#core/notifications/email-templates/email-layout.view'
import type { ServiceContext } from '#core/shared/context.types'
import { encodeId } from '#core/shared/ids.utils'
import type { DatabaseHandle } from '#db/client'
import { advisers } from '#db/schema'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing } from '../factories/listings'
import {
  captureLeadWorld,
  POLICY,
  sendAgencyMessage,
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
})
