/**
 * Staff's decision on a listing in the queue (`moderation.review`, portal-wide): approving
 * publishes it through the publish rules (core/listings applyReviewDecision), rejecting leaves it
 * `rejected` and e-mails the publisher the reason. Either closes the review and the listing's
 * open reports, and is audited.
 */
import { recordListingAudit } from '#core/audit'
import { applyReviewDecision, publisherRecipient } from '#core/listings'
import { encodeId, notFound, siteOrigin, type ServiceContext } from '#core/shared'
import type { Executor } from '#db/client'
import type { ReviewDecision } from '#db/schema/column-values'
import { queueRejectionEmail } from './moderation.mail'
import { assertCanReview } from './moderation.policy'
import { closeReview, findPublisherContact, lockOpenReview, resolveReports } from './moderation.queries'
import type { RejectListingInput } from './moderation.schemas'

const NOT_IN_QUEUE = 'admin.moderation.not_found' as const

/** Publishes a listing that waited for review. */
export function approveListing(ctx: ServiceContext, propertyId: number): Promise<void> {
  return decideReview(ctx, propertyId, 'approved', null)
}

/** Rejects a listing that waited for review; its publisher receives the reason by e-mail. */
export function rejectListing(ctx: ServiceContext, propertyId: number, input: RejectListingInput): Promise<void> {
  return decideReview(ctx, propertyId, 'rejected', input.reason)
}

async function decideReview(
  ctx: ServiceContext,
  propertyId: number,
  decision: ReviewDecision,
  reason: string | null,
): Promise<void> {
  assertCanReview(ctx.actor)
  const actor = ctx.actor
  await ctx.db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, propertyId)
    if (!review) throw notFound(NOT_IN_QUEUE)
    const { before, after } = await applyReviewDecision(tx, propertyId, decision)
    await closeReview(tx, review.reviewId, { decision, reason, decidedById: actor.userId })
    await resolveReports(tx, propertyId)
    const action = decision === 'approved' ? 'property.approve' : 'property.reject'
    await recordListingAudit(tx, actor, action, before, { from: before.status, to: after.status, reason })
    if (decision === 'rejected' && reason) await mailRejection(tx, review, reason)
  })
}

/** The reason in words, to the owner's own account (their language) or the agency's address. */
async function mailRejection(
  tx: Executor,
  review: { propertyId: number; customerId: number; code: string; title: string },
  reason: string,
): Promise<void> {
  const publisher = await findPublisherContact(tx, review.customerId)
  const recipient = publisher && publisherRecipient({ ...publisher, isOwner: publisher.kind === 'owner' })
  if (!recipient) return
  const { to, name, locale, isOwner } = recipient
  const path = isOwner
    ? `${locale === 'en' ? '/en' : ''}/user/panel/listings`
    : `/admin/properties/${encodeId('property', review.propertyId)}`
  await queueRejectionEmail(tx, {
    to,
    name,
    code: review.code,
    title: review.title,
    reason,
    url: `${siteOrigin()}${path}`,
    locale,
  })
}
