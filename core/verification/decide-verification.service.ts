/**
 * Staff's two decisions on a verification request (`moderation.review`, portal-wide). Approving
 * sets the verified mark (the agency's verified_at, or the owner's listing's owner_verified_at) in
 * the request's transaction; rejecting records the reason. Either e-mails the publisher in words
 * and is audited; the papers' 90 days start now.
 */
import { recordAudit } from '#core/audit'
import { publisherRecipient } from '#core/listings'
import { encodeId, notFound, siteOrigin, type ServiceContext } from '#core/shared'
import type { Executor } from '#db/client'
import { queueDecisionEmail } from './verification.mail'
import { NOT_FOUND_KEY, assertCanDecide } from './verification.policy'
import { closeRequest, findRequest, markVerified, type RequestRow } from './verification.queries'
import type { RejectVerificationInput } from './verification.schemas'

async function pendingOr404(db: Executor, requestId: number) {
  const request = await findRequest(db, requestId, true)
  if (!request || request.status !== 'pending') throw notFound(NOT_FOUND_KEY)
  return request
}

async function tellPublisher(db: Executor, r: RequestRow, decision: 'approved' | 'rejected', reason: string | null) {
  const recipient = publisherRecipient({
    isOwner: r.kind === 'owner_title',
    name: r.customerName,
    agencyEmail: r.customerEmail,
    ownerEmail: r.ownerEmail,
    ownerFirstName: r.ownerFirstName,
    ownerLocale: r.ownerLocale,
  })
  if (!recipient) return
  const { to, name, locale, isOwner } = recipient
  const path = isOwner
    ? `${locale === 'en' ? '/en' : ''}/user/panel/listings/${encodeId('property', r.propertyId!)}/verification`
    : '/admin/verification'
  await queueDecisionEmail(db, {
    to,
    kind: r.kind,
    name,
    listing: isOwner ? `«${r.propertyTitle ?? ''}» (${r.propertyCode ?? ''})` : null,
    decision,
    reason,
    url: `${siteOrigin()}${path}`,
    locale,
  })
}

const audit = (db: Executor, ctx: ServiceContext, r: RequestRow, action: string, data: Record<string, unknown>) =>
  recordAudit(db, ctx.actor, {
    action,
    entityType: r.propertyId === null ? 'customer' : 'property',
    entityId: r.propertyId ?? r.customerId,
    customerId: r.customerId,
    data: { request: r.id, kind: r.kind, ...data },
  })

/** Approves a waiting request: the publisher is verified from now on. */
export async function approveVerification(ctx: ServiceContext, requestId: number): Promise<void> {
  assertCanDecide(ctx.actor)
  const actor = ctx.actor
  await ctx.db.transaction(async (tx) => {
    const request = await pendingOr404(tx, requestId)
    const now = new Date()
    await closeRequest(tx, request.id, { status: 'approved', reason: null, decidedById: actor.userId })
    await markVerified(tx, request, now)
    await audit(tx, ctx, request, 'verification.approve', {})
    await tellPublisher(tx, request, 'approved', null)
  })
}

/** Turns a waiting request down; the publisher receives the reason and may send papers again. */
export async function rejectVerification(
  ctx: ServiceContext,
  requestId: number,
  input: RejectVerificationInput,
): Promise<void> {
  assertCanDecide(ctx.actor)
  const actor = ctx.actor
  await ctx.db.transaction(async (tx) => {
    const request = await pendingOr404(tx, requestId)
    await closeRequest(tx, request.id, { status: 'rejected', reason: input.reason, decidedById: actor.userId })
    await audit(tx, ctx, request, 'verification.reject', { reason: input.reason })
    await tellPublisher(tx, request, 'rejected', input.reason)
  })
}
