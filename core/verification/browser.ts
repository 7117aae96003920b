// What the browser may use of core/verification: constants without I/O (index.ts re-exports them).
export { VERIFICATION_REASON_MAX, type VerificationState } from './verification.constants'
