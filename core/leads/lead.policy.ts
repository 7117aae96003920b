/**
 * What the leads inbox's use cases require: `leads.read` to list and open the leads of the
 * actor's agencies, `leads.manage` to change their status and reply. Written with the one
 * mechanism of core/access; another agency's lead is "not found".
 */
import { assertCan, can, type CustomerScope } from '#core/access'
import type { Actor } from '#core/shared'

export type LeadPermission = 'leads.read' | 'leads.manage'

/** The inbox: `leads.read`; narrowed to one agency, that agency must be the actor's (404). */
export function assertCanListLeads(actor: Actor | null, customerId?: number | null): CustomerScope {
  const scope = assertCan(actor, 'leads.read')
  if (customerId == null) return scope
  assertCan(actor, 'leads.read', { customerId })
  return [customerId]
}

/** Reading (`leads.read`) or handling (`leads.manage`) leads at all, checked before any lead is looked up. */
export function assertCanUseLeads(actor: Actor | null, permission: LeadPermission): void {
  assertCan(actor, permission)
}

/** One lead: of one of the agencies where the actor holds the permission, else 404. */
export function assertCanUseLead(actor: Actor | null, permission: LeadPermission, customerId: number | null): void {
  assertCan(actor, permission, { customerId })
}

/** Whether the lead page offers the status and reply forms. */
export function canManageLead(actor: Actor | null, customerId: number | null): boolean {
  return can(actor, 'leads.manage', { customerId })
}
