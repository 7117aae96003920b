// core/moderation: the staff queue, its decisions and visitors' reports (issue 33). Its pure part is browser.ts.
export * from './browser'
export { findReviewStates } from './review-state.service'
export { assertCanReview } from './moderation.policy'
export { listModerationQueue, type QueuePage } from './review-queue.service'
export { approveListing, rejectListing } from './decide-review.service'
export { reportListing } from './report-listing.service'
export { ListingReportSchema, RejectListingSchema } from './moderation.schemas'
export { ModerationQueueSchema, moderationQueueView } from './moderation-queue.view'
