/**
 * Where a publisher's verification stands, as their page shows it: not asked, waiting, verified
 * (since when) or turned down (with staff's reason, and a new request allowed).
 */
import { loadOwnListing } from '#core/listings'
import { notFound, type ServiceContext } from '#core/shared'
import type { VerificationState } from './verification.constants'
import { NOT_FOUND_KEY, assertCanRequestForAgency } from './verification.policy'
import { findAgency, findLatestRequest, findVerifiedAt } from './verification.queries'

export interface VerificationStatusView {
  state: VerificationState
  verifiedAt: Date | null
  submittedAt: Date | null
  reason: string | null
}

async function statusOf(ctx: ServiceContext, customerId: number, propertyId: number | null) {
  const verifiedAt = await findVerifiedAt(ctx.db, customerId, propertyId)
  const latest = await findLatestRequest(ctx.db, customerId, propertyId)
  const state: VerificationState = verifiedAt ? 'approved' : (latest?.status ?? 'none')
  return {
    // Verified without a request (the demo, or a mark set before requests existed) is verified still.
    state: state === 'approved' && !verifiedAt ? 'none' : state,
    verifiedAt,
    submittedAt: latest?.submittedAt ?? null,
    reason: state === 'rejected' ? (latest?.reason ?? null) : null,
  } satisfies VerificationStatusView
}

export async function getAgencyVerification(ctx: ServiceContext, input: { customerId: number }) {
  assertCanRequestForAgency(ctx.actor, input.customerId)
  const agency = await findAgency(ctx.db, input.customerId)
  if (!agency) throw notFound(NOT_FOUND_KEY)
  return statusOf(ctx, agency.id, null)
}

export async function getOwnerVerification(ctx: ServiceContext, input: { listingId: number }) {
  const listing = await loadOwnListing(ctx.db, ctx.actor, input.listingId)
  return {
    ...(await statusOf(ctx, listing.customerId, listing.id)),
    listing: { code: listing.code, title: listing.title },
  }
}
