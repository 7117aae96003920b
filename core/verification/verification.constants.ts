/**
 * The words of verification (issue 33 points 6–7), browser-safe: what a request is, what papers
 * it carries, which file types are taken, and how long the papers are kept after staff decide.
 */
export {
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_KINDS,
  VERIFICATION_STATUSES,
  type VerificationDocumentKind,
  type VerificationKind,
  type VerificationStatus,
} from '#db/schema/column-values'

/** Papers are deleted this many days after staff approved or rejected their request (Ley 1581: no longer than needed). */
export const DOCUMENT_RETENTION_DAYS = 90

/** The file types a paper may be, as file-type names them from the bytes (a scan or a phone photo, or the PDF). */
export const DOCUMENT_TYPES = ['pdf', 'jpg', 'png', 'webp'] as const

/** The longest reason a rejection sends the publisher. */
export const VERIFICATION_REASON_MAX = 2000

/** A request's state as the publisher reads it: nothing asked yet, waiting, verified, or turned down. */
export type VerificationState = 'none' | 'pending' | 'approved' | 'rejected'
