/**
 * What the agencies module's back-office use cases require: agencies (`customers.manage`)
 * and their members (`users.manage`). Written with the one mechanism of core/access.
 */
import { assertCan, can, type CustomerScope } from '#core/access'
import { type Actor, type Permission, forbidden } from '#core/shared'

/** Listing agencies: `customers.manage`; returns the agencies the actor manages. */
export function assertCanManageCustomers(actor: Actor | null): CustomerScope {
  return assertCan(actor, 'customers.manage')
}

/** One agency (profile, advisers, images, microsite): managed by the actor, else 404. */
export function assertCanManageCustomer(actor: Actor | null, customerId: number): void {
  assertCan(actor, 'customers.manage', { customerId })
}

/** Creating an agency: `customers.manage` portal-wide (SuperAdmin by default). */
export function assertCanCreateCustomer(actor: Actor | null): void {
  assertCan(actor, 'customers.manage', 'portal')
}

export function canCreateCustomer(actor: Actor | null): boolean {
  return can(actor, 'customers.manage', 'portal')
}

/** Switching an agency (its microsite and listings) on or off: portal-wide, the same right as creating one. */
export function assertCanSwitchCustomer(actor: Actor | null): void {
  assertCanCreateCustomer(actor)
}

/** Making an agency a builder (new-homes projects) or back: portal-wide, the same right as creating one. */
export function assertCanSetCustomerKind(actor: Actor | null): void {
  assertCanCreateCustomer(actor)
}

export function canSwitchCustomer(actor: Actor | null): boolean {
  return canCreateCustomer(actor)
}

/** The agencies offered in another area's form or filter: those where the actor holds that area's permission. */
export function assertCanChooseCustomers(actor: Actor | null, permission: Permission): CustomerScope {
  return assertCan(actor, permission)
}

/** Listing, inviting and changing members: `users.manage`; returns the agencies whose members the actor manages. */
export function assertCanManageUsers(actor: Actor | null): CustomerScope {
  return assertCan(actor, 'users.manage')
}

/** The members of one agency: the actor's agency, else 404. */
export function assertCanManageUsersOf(actor: Actor | null, customerId: number): void {
  assertCan(actor, 'users.manage', { customerId })
}

/** One member: visible when one of their agencies is the actor's (portal-wide: everyone), else 404. */
export function assertCanManageUser(actor: Actor | null, memberAgencies: readonly number[]): void {
  assertCan(actor, 'users.manage', { customerId: memberAgencies })
}

/** Granting a role: a portal-wide role needs `users.manage` portal-wide, an agency's role needs it there (403). */
export function assertCanGrantRole(actor: Actor | null, customerId: number | null): void {
  assertCan(actor, 'users.manage', customerId === null ? 'portal' : { inCustomer: customerId })
}

/**
 * Deactivating or reactivating a member: an agency's Admin may do it only to accounts
 * whose back-office roles are all in its agencies (an account shared with another agency
 * or with a portal-wide role is refused).
 */
export function assertCanChangeAccess(
  actor: Actor | null,
  memberRoles: ReadonlyArray<{ role: string; customerId: number | null }>,
): void {
  const outside = memberRoles.some(
    (r) => r.role !== 'User' && !can(actor, 'users.manage', { customerId: r.customerId }),
  )
  if (outside) throw forbidden('admin_org.users_errors.shared_account')
}
