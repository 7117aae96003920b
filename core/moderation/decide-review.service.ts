/**
 * Staff's two decisions on a listing in the queue (`moderation.review`, portal-wide): approving
 * publishes it (published_at now), rejecting leaves it `rejected` and e-mails the publisher the
 * reason. Either closes the review and the listing's open reports, and is audited.
 */
import { recordListingAudit } from '#core/audit'
import { encodeId, notFound, siteOrigin, type ServiceContext } from '#core/shared'
import { queueRejectionEmail } from './moderation.mail'
import { assertCanReview } from './moderation.policy'
import {
  closeReview,
  findPublisherContact,
  lockOpenReview,
  resolveReports,
  setListingStatus,
} from './moderation.queries'
import type { RejectListingInput } from './moderation.schemas'

const NOT_IN_QUEUE = 'admin.moderation.not_found' as const

/** The open review of a listing, locked; 404 when the listing does not wait in the queue. */
async function openReviewOr404(ctx: ServiceContext, propertyId: number) {
  const review = await lockOpenReview(ctx.db, propertyId)
  if (!review) throw notFound(NOT_IN_QUEUE)
  return review
}

/** Publishes a listing that waited for review. */
export async function approveListing(ctx: ServiceContext, propertyId: number): Promise<void> {
  assertCanReview(ctx.actor)
  const actor = ctx.actor
  await ctx.db.transaction(async (tx) => {
    const review = await openReviewOr404({ ...ctx, db: tx }, propertyId)
    await setListingStatus(tx, propertyId, { status: 'published', publishedAt: new Date() })
    await closeReview(tx, review.reviewId, { decision: 'approved', reason: null, decidedById: actor.userId })
    await resolveReports(tx, propertyId)
    await recordListingAudit(
      tx,
      actor,
      'property.approve',
      { id: propertyId, customerId: review.customerId },
      {
        from: review.status,
        to: 'published',
      },
    )
  })
}

/** Rejects a listing that waited for review; its publisher receives the reason by e-mail. */
export async function rejectListing(ctx: ServiceContext, propertyId: number, input: RejectListingInput): Promise<void> {
  assertCanReview(ctx.actor)
  const actor = ctx.actor
  await ctx.db.transaction(async (tx) => {
    const review = await openReviewOr404({ ...ctx, db: tx }, propertyId)
    await setListingStatus(tx, propertyId, { status: 'rejected' })
    await closeReview(tx, review.reviewId, { decision: 'rejected', reason: input.reason, decidedById: actor.userId })
    await resolveReports(tx, propertyId)
    await recordListingAudit(
      tx,
      actor,
      'property.reject',
      { id: propertyId, customerId: review.customerId },
      {
        from: review.status,
        to: 'rejected',
        reason: input.reason,
      },
    )
    const publisher = await findPublisherContact(tx, review.customerId)
    const isOwner = publisher?.kind === 'owner'
    const to = isOwner ? publisher.ownerEmail : publisher?.agencyEmail
    if (!publisher || !to) return
    const locale = isOwner && publisher.ownerLocale === 'en' ? 'en' : 'es-CO'
    const prefix = locale === 'en' ? '/en' : ''
    const path = isOwner ? `${prefix}/user/panel/listings` : `/admin/properties/${encodeId('property', propertyId)}`
    await queueRejectionEmail(tx, {
      to,
      name: (isOwner ? publisher.ownerFirstName : null) ?? publisher.name,
      code: review.code,
      title: review.title,
      reason: input.reason,
      url: `${siteOrigin()}${path}`,
      locale,
    })
  })
}
