/**
 * The staff queue of verification requests (`moderation.review`, portal-wide): who asks (the
 * agency's name and NIT, or the owner's name and the listing's address, to compare with the
 * papers), since when, and each paper (or that it was deleted after its 90 days).
 */
import type { ServiceContext } from '#core/shared'
import type { VerificationDocumentKind, VerificationKind, VerificationStatus } from './verification.constants'
import { assertCanDecide } from './verification.policy'
import { listDocuments, listRequests } from './verification.queries'

const QUEUE_PAGE_SIZE = 20

export interface VerificationItem {
  id: number
  kind: VerificationKind
  status: VerificationStatus
  submittedAt: Date
  decidedAt: Date | null
  reason: string | null
  agency: { id: number; name: string; nit: string | null; recordNit: string | null }
  owner: { name: string } | null
  listing: { id: number; code: string; title: string; address: string | null; place: string } | null
  documents: {
    id: number
    kind: VerificationDocumentKind
    contentType: string
    byteSize: number
    uploadedAt: Date
    deletedAt: Date | null
  }[]
}

export interface VerificationPage {
  data: VerificationItem[]
  meta: { total: number; page: number; perPage: number }
}

export async function listVerificationQueue(
  ctx: ServiceContext,
  input: { page?: number; status?: VerificationStatus },
): Promise<VerificationPage> {
  assertCanDecide(ctx.actor)
  const page = input.page ?? 1
  const { rows, total } = await listRequests(ctx.db, {
    status: input.status ?? 'pending',
    limit: QUEUE_PAGE_SIZE,
    offset: (page - 1) * QUEUE_PAGE_SIZE,
  })
  const documents = await listDocuments(
    ctx.db,
    rows.map((r) => r.id),
  )
  const data = rows.map((r): VerificationItem => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    submittedAt: r.submittedAt,
    decidedAt: r.decidedAt,
    reason: r.reason,
    agency: { id: r.customerId, name: r.customerName, nit: r.nit, recordNit: r.customerNit },
    owner: r.kind === 'owner_title' ? { name: [r.ownerFirstName, r.ownerLastName].filter(Boolean).join(' ') } : null,
    listing:
      r.propertyId === null
        ? null
        : {
            id: r.propertyId,
            code: r.propertyCode ?? '',
            title: r.propertyTitle ?? '',
            address: r.propertyAddress,
            place: [r.sectorName, r.municipalityName].filter(Boolean).join(', '),
          },
    documents: documents
      .filter((d) => d.requestId === r.id)
      .map(({ id, kind, contentType, byteSize, uploadedAt, deletedAt }) => ({
        id,
        kind,
        contentType,
        byteSize,
        uploadedAt,
        deletedAt,
      })),
  }))
  return { data, meta: { total, page, perPage: QUEUE_PAGE_SIZE } }
}
