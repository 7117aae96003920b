/**
 * An owner's leads inbox (issue 33, /api/account/leads and /user/panel/leads): the agency
 * inbox's use cases under the owner's gate (owner-lead.policy.ts), so that listing, the status
 * change, the reply by e-mail through the outbox (with the push to a signed-in visitor) and the
 * audit are the same for both.
 */
import type { ServiceContext } from '#core/shared'
import { getLead, listLeads, replyToLead, setLeadStatus, type InboxLeadView } from './lead-inbox.service'
import type { InboxLeadStatus } from './lead-inbox.queries'
import type { LeadReplyInput, LeadStatusInput } from './lead-inbox.schemas'
import { ownerLeadGate } from './owner-lead.policy'

/** The leads on the actor's own listings, newest first (none before their first listing). */
export function listOwnLeads(ctx: ServiceContext, input: { status?: InboxLeadStatus | null; page?: number } = {}) {
  return listLeads(ctx, { status: input.status, page: input.page }, ownerLeadGate)
}

/** One lead on the actor's own listings (404 otherwise). */
export function getOwnLead(ctx: ServiceContext, leadId: number): Promise<InboxLeadView> {
  return getLead(ctx, leadId, ownerLeadGate)
}

/** Moves one of the actor's leads to new, contacted or closed (audited). */
export function setOwnLeadStatus(ctx: ServiceContext, leadId: number, input: LeadStatusInput) {
  return setLeadStatus(ctx, leadId, input, ownerLeadGate)
}

/**
 * Replies to one of the actor's leads by e-mail (Reply-To the owner's address), marking a new
 * lead contacted; a visitor who wrote signed in also gets a push. Audited.
 */
export function replyToOwnLead(ctx: ServiceContext, leadId: number, input: LeadReplyInput) {
  return replyToLead(ctx, leadId, input, ownerLeadGate)
}
