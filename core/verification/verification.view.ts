/**
 * Verification as the API answers it (snake_case, opaque ids): the staff queue
 * (GET /api/admin/verifications; each paper's address is staff's only) and a publisher's own
 * status (GET …/verification).
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, encodeId, pagedSchema, pagedView } from '#core/shared'
import {
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_KINDS,
  VERIFICATION_STATUSES,
  type VerificationState,
} from './verification.constants'
import type { VerificationItem, VerificationPage } from './verification-queue.service'
import type { VerificationStatusView } from './verification-state.service'

const iso = (d: Date | null) => d?.toISOString() ?? null

export const VerificationItemSchema = z
  .object({
    id: Id.meta({ description: 'The request’s opaque id (the one to approve or reject)' }),
    kind: z.enum(VERIFICATION_KINDS),
    status: z.enum(VERIFICATION_STATUSES),
    submitted_at: z.string(),
    decided_at: z.string().nullable(),
    reason: z.string().nullable(),
    agency: z.object({
      id: Id,
      name: z.string(),
      nit: z.string().nullable().meta({ description: 'The NIT the agency typed with its request' }),
      record_nit: z.string().nullable().meta({ description: 'The NIT on the agency’s record, to compare' }),
    }),
    owner: z.object({ name: z.string() }).nullable(),
    listing: z
      .object({ id: Id, code: z.string(), title: z.string(), address: z.string().nullable(), place: z.string() })
      .nullable(),
    documents: z.array(
      z.object({
        id: Id,
        kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
        content_type: z.string(),
        byte_size: z.number(),
        uploaded_at: z.string(),
        deleted_at: z
          .string()
          .nullable()
          .meta({ description: 'Deleted after its retention (90 days after the decision)' }),
        url: z.string().nullable().meta({ description: 'Staff only; null once deleted' }),
      }),
    ),
  })
  .meta({ id: 'VerificationRequest' })

export const VerificationQueueSchema = pagedSchema(VerificationItemSchema)

function itemView(item: VerificationItem): z.infer<typeof VerificationItemSchema> {
  const id = encodeId('verification', item.id)
  return {
    id,
    kind: item.kind,
    status: item.status,
    submitted_at: item.submittedAt.toISOString(),
    decided_at: iso(item.decidedAt),
    reason: item.reason,
    agency: {
      id: encodeId('customer', item.agency.id),
      name: item.agency.name,
      nit: item.agency.nit,
      record_nit: item.agency.recordNit,
    },
    owner: item.owner,
    listing: item.listing && { ...item.listing, id: encodeId('property', item.listing.id) },
    documents: item.documents.map((d) => {
      const docId = encodeId('verificationDocument', d.id)
      return {
        id: docId,
        kind: d.kind,
        content_type: d.contentType,
        byte_size: d.byteSize,
        uploaded_at: d.uploadedAt.toISOString(),
        deleted_at: iso(d.deletedAt),
        url: d.deletedAt ? null : `/api/admin/verifications/${id}/documents/${docId}`,
      }
    }),
  }
}

export function verificationQueueView(page: VerificationPage) {
  return pagedView(page, itemView)
}

export const VerificationStatusSchema = z
  .object({
    data: z.object({
      state: z.enum(['none', 'pending', 'approved', 'rejected'] satisfies VerificationState[]),
      verified_at: z.string().nullable(),
      submitted_at: z.string().nullable(),
      reason: z.string().nullable().meta({ description: 'Why staff turned the last request down' }),
    }),
  })
  .meta({ id: 'VerificationStatus' })

export function verificationStatusView(s: VerificationStatusView): z.infer<typeof VerificationStatusSchema> {
  return {
    data: { state: s.state, verified_at: iso(s.verifiedAt), submitted_at: iso(s.submittedAt), reason: s.reason },
  }
}
