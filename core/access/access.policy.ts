/**
 * What the access module's use cases require (the role matrix and the audit log), written
 * with the one mechanism of `assert-can.policy.ts`.
 */
import type { Actor } from '#core/shared'
import { assertCan, type CustomerScope } from './assert-can.policy'

/** Reading and changing the role × permission matrix: `roles.manage` portal-wide (SuperAdmin by default). */
export function assertCanManageRoles(actor: Actor | null): void {
  assertCan(actor, 'roles.manage', 'portal')
}

/**
 * Reading the audit log (`audit.read`); narrowed to one agency, that agency must be the
 * actor's (404 otherwise). Returns the agencies whose entries the actor reads.
 */
export function assertCanReadAudit(actor: Actor | null, customerId?: number | null): CustomerScope {
  const scope = assertCan(actor, 'audit.read')
  if (customerId == null) return scope
  assertCan(actor, 'audit.read', { customerId })
  return [customerId]
}
