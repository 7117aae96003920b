/**
 * The back-office's authorization rules, in one place: a signed-in member without the
 * permission gets 403; a member with the permission for other agencies only gets 404 for
 * this agency's records (they are not even confirmed to exist); a visitor gets 401.
 */
import { actorCustomerScope, type Actor, type Permission } from '#core/shared/actor'
import { forbidden, notFound, unauthenticated } from '#core/shared/errors'

export type CustomerScope = 'all' | number[]

/** The agencies the actor may act on with a permission; throws 401/403 when none. */
export function requireScope(actor: Actor | null, permission: Permission): CustomerScope {
  if (!actor) throw unauthenticated()
  const scope = actorCustomerScope(actor, permission)
  if (scope !== 'all' && scope.length === 0) throw forbidden()
  return scope
}

/** Whether a scope covers an agency (portal-wide records, customerId null, need 'all'). */
export function scopeCovers(scope: CustomerScope, customerId: number | null): boolean {
  if (scope === 'all') return true
  return customerId !== null && scope.includes(customerId)
}

/**
 * Checks a permission on a record of an agency: 401 for visitors, 403 without the
 * permission anywhere, 404 when the record belongs to an agency outside the actor's scope.
 */
export function assertCanOn(actor: Actor | null, permission: Permission, customerId: number | null): CustomerScope {
  const scope = requireScope(actor, permission)
  if (!scopeCovers(scope, customerId)) throw notFound()
  return scope
}

/** Portal-wide actions (create agencies, edit the role matrix): the permission must be held without an agency scope. */
export function assertPortalWide(actor: Actor | null, permission: Permission): void {
  if (requireScope(actor, permission) !== 'all') throw forbidden()
}

/** Whether the actor holds the permission portal-wide (SuperAdmin by default). */
export function isPortalWide(actor: Actor | null, permission: Permission): boolean {
  return !!actor && actorCustomerScope(actor, permission) === 'all'
}
