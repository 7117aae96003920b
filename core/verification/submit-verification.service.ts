/**
 * A publisher asks staff to verify them (issue 33 point 6):
 * - an agency: its NIT and the Cámara de Comercio certificate, the RUT if it wishes;
 * - an owner: the certificado de tradición y libertad of one of their listings.
 * The papers are checked by their bytes, written to private storage and recorded with the request
 * in one transaction (a failure removes what was written). One request waits at a time; after a
 * rejection a new one may be sent. Audited without the NIT or any file name.
 */
import { recordCustomerAudit, recordListingAudit } from '#core/audit'
import { loadOwnListing } from '#core/listings'
import type { UploadedFile } from '#core/media'
import { AppError, notFound, type ServiceContext } from '#core/shared'
import type { Executor } from '#db/client'
import { checkDocument, type CheckedDocument } from './document-check.infra'
import { newDocumentKey, putPrivateFile, removePrivateFile } from './private-files.infra'
import type { VerificationDocumentKind } from './verification.constants'
import { NOT_FOUND_KEY, assertCanRequestForAgency } from './verification.policy'
import { findAgency, hasPendingRequest, insertDocument, insertRequest } from './verification.queries'
import type { AgencyVerificationInput } from './verification.schemas'

const conflict = (key: 'admin.verification.already_pending' | 'admin.verification.already_verified') =>
  new AppError('CONFLICT', { key })

/** Writes the papers of a request inside its transaction; removes them if the transaction fails. */
async function storePapers(
  db: Executor,
  requestId: number,
  papers: { kind: VerificationDocumentKind; doc: CheckedDocument }[],
  written: string[],
) {
  for (const { kind, doc } of papers) {
    const storageKey = newDocumentKey(requestId, doc.ext)
    written.push(storageKey)
    await putPrivateFile(storageKey, doc.bytes)
    await insertDocument(db, {
      requestId,
      kind,
      storageKey,
      contentType: doc.contentType,
      byteSize: doc.bytes.byteLength,
    })
  }
}

async function withCleanup<T>(run: (written: string[]) => Promise<T>): Promise<T> {
  const written: string[] = []
  try {
    return await run(written)
  } catch (error) {
    await Promise.all(written.map(removePrivateFile))
    throw error
  }
}

export interface AgencyPapers {
  camaraComercio?: UploadedFile
  rut?: UploadedFile
}

/** An agency's request: its NIT, the Cámara de Comercio certificate and, optionally, the RUT. */
export async function requestAgencyVerification(
  ctx: ServiceContext,
  input: AgencyVerificationInput & { customerId: number; papers: AgencyPapers },
): Promise<void> {
  assertCanRequestForAgency(ctx.actor, input.customerId)
  const actor = ctx.actor
  const agency = await findAgency(ctx.db, input.customerId)
  if (!agency) throw notFound(NOT_FOUND_KEY)
  if (agency.verifiedAt) throw conflict('admin.verification.already_verified')
  const papers: { kind: VerificationDocumentKind; doc: CheckedDocument }[] = [
    { kind: 'camara_comercio', doc: await checkDocument(input.papers.camaraComercio, 'camara_comercio') },
  ]
  if (input.papers.rut) papers.push({ kind: 'rut', doc: await checkDocument(input.papers.rut, 'rut') })
  await withCleanup((written) =>
    ctx.db.transaction(async (tx) => {
      if (await hasPendingRequest(tx, agency.id, null)) throw conflict('admin.verification.already_pending')
      const requestId = await insertRequest(tx, {
        customerId: agency.id,
        propertyId: null,
        kind: 'agency',
        nit: input.nit,
        submittedById: actor.userId,
      })
      await storePapers(tx, requestId, papers, written)
      await recordCustomerAudit(tx, actor, 'verification.request', agency.id, { kind: 'agency', papers: papers.length })
    }),
  )
}

/** An owner's request for one of their listings: the certificado de tradición y libertad. */
export async function requestOwnerVerification(
  ctx: ServiceContext,
  input: { listingId: number; certificate?: UploadedFile },
): Promise<void> {
  const listing = await loadOwnListing(ctx.db, ctx.actor, input.listingId)
  const actor = ctx.actor!
  if (listing.ownerVerifiedAt) throw conflict('admin.verification.already_verified')
  const doc = await checkDocument(input.certificate, 'certificado_tradicion')
  await withCleanup((written) =>
    ctx.db.transaction(async (tx) => {
      if (await hasPendingRequest(tx, listing.customerId, listing.id))
        throw conflict('admin.verification.already_pending')
      const requestId = await insertRequest(tx, {
        customerId: listing.customerId,
        propertyId: listing.id,
        kind: 'owner_title',
        nit: null,
        submittedById: actor.userId,
      })
      await storePapers(tx, requestId, [{ kind: 'certificado_tradicion', doc }], written)
      await recordListingAudit(tx, actor, 'verification.request', listing, { kind: 'owner_title' })
    }),
  )
}
