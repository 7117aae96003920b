/**
 * The one permission mechanism, on the grants model of `core/shared/actor.constants.ts` (roles held
 * portal-wide or in one agency, each with its permission set). Every module's policy is
 * written with `assertCan`, which throws the answer, and `can`, the same decision as a
 * boolean (which button or section to show). The answers:
 *
 * - nobody signed in: 401;
 * - the permission held nowhere (or not portal-wide, for a portal-wide action): 403;
 * - a record of an agency outside the actor's reach: 404, so that its existence is not
 *   confirmed; but 403 when the actor sees the record (through `seenWith`) and only lacks
 *   the permission for this action, and 403 for an agency the request itself names.
 */
import { type Actor, type Permission, forbidden, notFound, unauthenticated, type AppError } from '#core/shared'

/** The agencies an actor may act on with a permission: 'all' when held portal-wide. */
export type CustomerScope = 'all' | number[]

/** Agencies owning a record: one, none (a portal-wide record) or several (reachable through any). */
export type Owner = number | null | readonly number[]

/** What the permission is asked for; omitted, it is enough to hold it anywhere. */
export type AccessTarget =
  /** Held without an agency: creating agencies, the role matrix, portal-wide roles. */
  | 'portal'
  /** A record of an agency; out of reach it is "not found" (`notFoundKey`, default errors.not_found). */
  | { customerId: Owner; seenWith?: Permission; notFoundKey?: Parameters<typeof notFound>[0] }
  /** An agency the request names to act in (a new listing's agency, a role to grant there). */
  | { inCustomer: number }

/** The agencies in which the actor holds a permission (none for a visitor). */
export function scopeOf(actor: Actor | null, permission: Permission): CustomerScope {
  if (!actor) return []
  const grants = actor.grants.filter((g) => g.permissions.has(permission))
  if (grants.some((g) => g.customerId === null)) return 'all'
  return [...new Set(grants.map((g) => g.customerId as number))]
}

/** Whether a scope reaches a record's agencies (a portal-wide record, null, needs 'all'). */
export function scopeCovers(scope: CustomerScope, owner: Owner): boolean {
  if (scope === 'all') return true
  if (owner === null) return false
  if (typeof owner === 'number') return scope.includes(owner)
  return owner.some((id) => scope.includes(id))
}

const isEmpty = (scope: CustomerScope) => scope !== 'all' && scope.length === 0

/** The error that refuses the request, or null when it is allowed. */
function refusal(actor: Actor | null, permission: Permission, target?: AccessTarget): AppError | null {
  if (!actor) return unauthenticated()
  const scope = scopeOf(actor, permission)
  if (target === undefined) return isEmpty(scope) ? forbidden() : null
  if (target === 'portal') return scope === 'all' ? null : forbidden()
  if ('inCustomer' in target) return scopeCovers(scope, target.inCustomer) ? null : forbidden()
  const seen = target.seenWith ? scopeOf(actor, target.seenWith) : scope
  if (scopeCovers(seen, target.customerId)) return scopeCovers(scope, target.customerId) ? null : forbidden()
  return isEmpty(seen) ? forbidden() : notFound(target.notFoundKey)
}

/**
 * Throws the answer when the actor may not (401, 403 or 404, see above); otherwise returns
 * the agencies the actor may act on with the permission, for the queries that follow.
 */
export function assertCan(actor: Actor | null, permission: Permission, target?: AccessTarget): CustomerScope {
  const error = refusal(actor, permission, target)
  if (error) throw error
  return scopeOf(actor, permission)
}

/** The decision of `assertCan` as a boolean. */
export function can(actor: Actor | null, permission: Permission, target?: AccessTarget): boolean {
  return refusal(actor, permission, target) === null
}
