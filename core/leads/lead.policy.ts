/**
 * What the leads inbox's use cases require: `leads.read` to list and open the leads of the
 * actor's agencies, `leads.manage` to change their status and reply. Written with the one
 * mechanism of core/access; another agency's lead is "not found". The same use cases serve an
 * owner's inbox through another gate (owner-lead.policy.ts).
 */
import { assertCan, can, type CustomerScope } from '#core/access'
import type { Actor, ServiceContext } from '#core/shared'

export type LeadPermission = 'leads.read' | 'leads.manage'

/**
 * Whose leads an actor may use: the inbox's use cases ask it before any lead is looked up, and
 * a lead outside the scope it returns is "not found".
 */
export interface LeadGate {
  /** The accounts whose leads the actor may read or handle; throws 401 or 403 when the actor may not at all. */
  scope: (ctx: ServiceContext, permission: LeadPermission) => Promise<CustomerScope>
  /** Whether the lead page offers the forms that handle this lead (status, reply). */
  canManage: (ctx: ServiceContext, customerId: number | null) => boolean
}

/** The back-office: the agencies where the actor holds the permission (`leads.read`, `leads.manage`). */
export const backOfficeLeadGate: LeadGate = {
  scope: async (ctx, permission) => assertCan(ctx.actor, permission),
  canManage: (ctx, customerId) => can(ctx.actor, 'leads.manage', { customerId }),
}

/** Reading (`leads.read`) or handling (`leads.manage`) leads at all, checked before any lead is looked up. */
export function assertCanUseLeads(actor: Actor | null, permission: LeadPermission): void {
  assertCan(actor, permission)
}

/** One lead: of one of the agencies where the actor holds the permission, else 404. */
export function assertCanUseLead(actor: Actor | null, permission: LeadPermission, customerId: number | null): void {
  assertCan(actor, permission, { customerId })
}
