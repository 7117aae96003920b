// core/verification: publishers' papers, staff's decisions on them, and their retention (issue 33 points 6–7). Its pure part is browser.ts.
export * from './browser'
export { assertCanDecide, assertCanRequestForAgency, ownAgencyOf } from './verification.policy'
export { AgencyVerificationSchema, RejectVerificationSchema } from './verification.schemas'
export { requestAgencyVerification, requestOwnerVerification } from './submit-verification.service'
export { getAgencyVerification, getOwnerVerification, type VerificationStatusView } from './verification-state.service'
export { listVerificationQueue, type VerificationPage } from './verification-queue.service'
export { approveVerification, rejectVerification } from './decide-verification.service'
export { readVerificationDocument } from './read-document.service'
export { deleteExpiredDocuments } from './retention.job'
export {
  VerificationQueueSchema,
  VerificationStatusSchema,
  verificationQueueView,
  verificationStatusView,
} from './verification.view'
