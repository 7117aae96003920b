/** The walk over an owner's leads inbox (/api/account/leads, issue 33). */
import { and, eq } from 'drizzle-orm'
import { customers, leads } from '#db/schema'
import { insertCustomer, insertListing } from '../../factories/listings'
import type { Fixture, Walk } from './walk'

/** A visitor's message on a listing of the walk's visitor as an owner (their record, made when missing). */
export async function ownerLeadsSetup(f: Fixture): Promise<void> {
  const db = f.app.db
  const owner = f.people.visitor.id
  const [found] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.ownerUserId, owner), eq(customers.kind, 'owner')))
  const record =
    found ?? (await insertCustomer(db, { name: 'Propietaria Contrato', kind: 'owner', ownerUserId: owner }))
  const listing = await insertListing(db, { customerId: record.id, photoCount: 1 })
  await db.insert(leads).values({
    kind: 'agency_message',
    customerId: record.id,
    propertyId: listing.id,
    name: 'Interesada Contrato',
    email: 'interesada@example.test',
    phone: '3005556677',
    message: '¿Está disponible?',
  })
}

export function ownerLeadsWalk(f: Fixture): Walk {
  const base = '/account/leads'
  const lead = (suffix = '') => `${base}/${f.kept.ownerLead}${suffix}`
  return [
    () => ({ op: `GET ${base}`, kind: 'invalid', status: 401 }),
    () => ({
      op: `GET ${base}`,
      kind: 'valid',
      as: 'visitor',
      status: 200,
      keep: (b) => (f.kept.ownerLead = b.data.find((l: { name: string }) => l.name === 'Interesada Contrato').id),
    }),
    () => ({ op: `GET ${base}/{id}`, kind: 'valid', as: 'visitor', path: lead(), status: 200 }),
    () => ({ op: `GET ${base}/{id}`, kind: 'invalid', as: 'agent', path: lead(), status: 404 }),
    () => ({
      op: `PATCH ${base}/{id}`,
      kind: 'valid',
      as: 'visitor',
      path: lead(),
      json: { status: 'contacted' },
      status: 200,
    }),
    () => ({
      op: `PATCH ${base}/{id}`,
      kind: 'invalid',
      as: 'visitor',
      path: lead(),
      json: { status: 'perdido' },
      status: 422,
    }),
    () => ({
      op: `POST ${base}/{id}/reply`,
      kind: 'valid',
      as: 'visitor',
      path: lead('/reply'),
      json: { message: 'Sí, está disponible. ¿Cuándo quiere verlo?' },
      status: 200,
    }),
    () => ({
      op: `POST ${base}/{id}/reply`,
      kind: 'invalid',
      as: 'visitor',
      path: lead('/reply'),
      json: { message: '' },
      status: 422,
    }),
  ]
}
