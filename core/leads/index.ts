// The public surface of core/leads: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { ChatConfigSchema, chatConfigAnswer } from './chat-config.view'
export { CatchmentLeadSchema } from './catchment.schemas'
export { sendAgencyMessage } from './agency-message.service'
export type { LeadTarget } from './lead-subject.service'
export { submitCampaignRequest } from './campaign-request.service'
export { CampaignRequestAnswerSchema, campaignRequestAnswer } from './campaign-request.view'
export { captureCatchmentLead } from './catchment.service'
export { ChatMessageSchema } from './chat.schemas'
export { sendChatMessage } from './chat.service'
export { LeadReplySchema, LeadStatusSchema } from './lead-inbox.schemas'
export {
  getLead,
  leadWhatsappUrl,
  listLeads,
  listLeadsForExport,
  replyToLead,
  setLeadStatus,
} from './lead-inbox.service'
export type { InboxLeadView } from './lead-inbox.service'
// An owner's inbox (issue 33): the same use cases under the owner's gate.
export { getOwnLead, listOwnLeads, replyToOwnLead, setOwnLeadStatus } from './owner-leads.service'
export { AdminLeadListMetaSchema, AdminLeadSchema, adminLeadListView, adminLeadView } from './admin-lead.view'
export { sendMicrositeMessage } from './microsite-message.service'
export { listOwnSentMessages } from './sent-messages.service'
export { acceptProposedVisit } from './accept-proposed-visit.service'
export { cancelVisitByAgency } from './cancel-visit-by-agency.service'
export { cancelVisitByVisitor } from './cancel-visit-by-visitor.service'
export { confirmVisit } from './confirm-visit.service'
export { getVisitByToken } from './get-visit-by-token.service'
export { listOwnVisits } from './list-own-visits.service'
export { proposeVisitTime } from './propose-visit-time.service'
export { requestVisit } from './request-visit.service'
export { VisitorVisitSchema, visitorVisitAnswer } from './visitor-visit.view'
export { AgencyMessageSchema, CampaignRequestSchema, ProjectMessageSchema } from './visitor-lead.schemas'
export {
  VisitAcceptSchema,
  VisitAgencyCancelSchema,
  VisitCancelSchema,
  VisitConfirmSchema,
  ProjectVisitRequestSchema,
  VisitProposeSchema,
  VisitRequestSchema,
} from './visit-request.schemas'
