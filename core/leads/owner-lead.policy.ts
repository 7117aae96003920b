/**
 * An owner's gate to the leads inbox (issue 33): the leads of their own owner account record,
 * read and handled by the person signed in with their own session (401 signed out, 403 for an
 * integration key). Anyone else's lead, an agency's included, is "not found" to them; an agency
 * member reaches no lead here, since owners' and agencies' inboxes are apart.
 */
import { findOwnAccountId } from '#core/listings'
import type { LeadGate } from './lead.policy'

export const ownerLeadGate: LeadGate = {
  scope: async (ctx) => {
    const accountId = await findOwnAccountId(ctx)
    return accountId === null ? [] : [accountId]
  },
  // A lead the owner reaches is theirs: they may always answer it.
  canManage: () => true,
}
