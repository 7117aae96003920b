// What the browser may use of core/moderation: constants and rules without I/O (index.ts re-exports them).
export { REJECT_REASON_MAX, REPORT_REASONS, REPORT_TEXT_MAX, isAwaitingReview } from './moderation.constants'
export { signalSentence } from './signal-evidence.rules'
