/**
 * The words of moderation (issue 33): why a listing waits for staff, what staff decided, why a
 * visitor reports it, the fraud signals' codes; browser-safe (the page's forms list them).
 */
export {
  REPORT_REASONS,
  REVIEW_CAUSES,
  SIGNAL_CODES,
  type ReportReason,
  type ReviewCause,
  type SignalCode,
} from '#db/schema/column-values'

/** Reports from this many different visitors take a published listing out of search until staff decide. */
export const REPORTS_TO_HIDE = 3

/** The longest text a visitor's report keeps. */
export const REPORT_TEXT_MAX = 1000

/** The longest reason a rejection sends the publisher. */
export const REJECT_REASON_MAX = 2000

/** A listing waiting for staff: not public, approval publishes it. */
export const IN_REVIEW_STATUS = 'in_review'

/** Whether a listing's status says it waits in the staff queue (the owner's panel shows "En revisión"). */
export function isAwaitingReview(status: string): boolean {
  return status === IN_REVIEW_STATUS
}
