/** The walk over verification (issue 33 points 6–7): an agency's and an owner's papers, staff's queue, a paper. */
import { eq } from 'drizzle-orm'
import { encodeId } from '#core/shared/ids.utils'
import { customers } from '#db/schema'
import { insertCustomer, insertListing } from '../../factories/listings'
import type { Fixture, Walk } from './walk'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

function papers(fields: Record<string, Uint8Array | string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v)
    else form.append(k, new Blob([v as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), `${k}.pdf`)
  }
  return form
}

/** A listing of the visitor's own (their owner record, made here when the owner walk has not). */
export async function verificationSetup(f: Fixture): Promise<string> {
  const [record] = await f.app.db.select().from(customers).where(eq(customers.ownerUserId, f.people.visitor.id))
  const owner =
    record ??
    (await insertCustomer(f.app.db, { name: 'Propietaria Contrato', kind: 'owner', ownerUserId: f.people.visitor.id }))
  const listing = await insertListing(f.app.db, { customerId: owner.id })
  return `/account/listings/${encodeId('property', listing.id)}/verification`
}

export function verificationWalk(f: Fixture, ownerPath: string): Walk {
  const agencyPath = `/admin/customers/${f.agency}/verification`
  const pending = (kind: string) => (b: { data: { id: string; kind: string; documents: { id: string }[] }[] }) => {
    const item = b.data.find((d) => d.kind === kind)!
    f.kept[`verification_${kind}`] = item.id
    f.kept[`verification_${kind}_doc`] = item.documents[0].id
  }
  const decide = (kind: string, verb: string) => `/admin/verifications/${f.kept[`verification_${kind}`]}/${verb}`
  return [
    () => ({ op: 'GET /admin/customers/{id}/verification', kind: 'valid', as: 'admin', path: agencyPath, status: 200 }),
    () => ({
      op: 'GET /admin/customers/{id}/verification',
      kind: 'invalid',
      as: 'admin',
      path: `/admin/customers/${f.otherAgency}/verification`,
      status: 404,
    }),
    () => ({
      op: 'POST /admin/customers/{id}/verification',
      kind: 'invalid',
      as: 'admin',
      path: agencyPath,
      form: papers({ nit: '890.903.938-1', camara_comercio: PDF }),
      status: 422,
    }),
    () => ({
      op: 'POST /admin/customers/{id}/verification',
      kind: 'valid',
      as: 'admin',
      path: agencyPath,
      form: papers({ nit: '890.903.938-8', camara_comercio: PDF }),
      status: 200,
    }),
    () => ({
      op: 'GET /account/listings/{id}/verification',
      kind: 'valid',
      as: 'visitor',
      path: ownerPath,
      status: 200,
    }),
    () => ({
      op: 'GET /account/listings/{id}/verification',
      kind: 'invalid',
      as: 'agent',
      path: ownerPath,
      status: 404,
    }),
    () => ({
      op: 'POST /account/listings/{id}/verification',
      kind: 'invalid',
      as: 'visitor',
      path: ownerPath,
      form: papers({ certificado_tradicion: new TextEncoder().encode('no es un PDF') }),
      status: 422,
    }),
    () => ({
      op: 'POST /account/listings/{id}/verification',
      kind: 'valid',
      as: 'visitor',
      path: ownerPath,
      form: papers({ certificado_tradicion: PDF }),
      status: 200,
    }),
    () => ({ op: 'GET /admin/verifications', kind: 'invalid', as: 'admin', status: 403 }),
    () => ({ op: 'GET /admin/verifications', kind: 'valid', as: 'staff', status: 200, keep: pending('agency') }),
    () => ({ op: 'GET /admin/verifications', kind: 'valid', as: 'staff', status: 200, keep: pending('owner_title') }),
    () => ({
      op: 'GET /admin/verifications/{id}/documents/{documentId}',
      kind: 'valid',
      as: 'staff',
      path: `/admin/verifications/${f.kept.verification_agency}/documents/${f.kept.verification_agency_doc}`,
      status: 200,
    }),
    () => ({
      op: 'GET /admin/verifications/{id}/documents/{documentId}',
      kind: 'invalid',
      as: 'admin',
      path: `/admin/verifications/${f.kept.verification_agency}/documents/${f.kept.verification_agency_doc}`,
      status: 404,
    }),
    () => ({
      op: 'POST /admin/verifications/{id}/reject',
      kind: 'invalid',
      as: 'staff',
      path: decide('agency', 'reject'),
      json: { reason: '' },
      status: 422,
    }),
    () => ({
      op: 'POST /admin/verifications/{id}/reject',
      kind: 'valid',
      as: 'staff',
      path: decide('agency', 'reject'),
      json: { reason: 'El certificado tiene más de 30 días.' },
      status: 200,
    }),
    () => ({
      op: 'POST /admin/verifications/{id}/approve',
      kind: 'valid',
      as: 'staff',
      path: decide('owner_title', 'approve'),
      status: 200,
    }),
    () => ({
      op: 'POST /admin/verifications/{id}/approve',
      kind: 'invalid',
      as: 'staff',
      path: decide('agency', 'approve'),
      status: 404,
    }),
  ]
}
