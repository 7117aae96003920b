/**
 * What each back-office listing use case requires (DESIGN §4), written with the one
 * mechanism of core/access. A listing is seen with `properties.read` in its agency: a
 * member who sees it but lacks the action's permission gets 403; a listing of an agency the
 * member cannot see is "not found" (404); an account without listing access at all, 403.
 */
import { assertCan, can, scopeOf, type CustomerScope } from '#core/access'
import type { Actor, Permission } from '#core/shared'
import type { PropertyStatus } from '#db/schema'
import { canEdit, transitionTarget, type ListingAction } from './listing-status.rules'

export const NOT_FOUND_KEY = 'errors.property_not_found'

/** The permission each back-office listing action needs (in the listing's agency). */
export const ACTION_PERMISSION: Record<ListingAction, Permission> = {
  read: 'properties.read',
  create: 'properties.write',
  update: 'properties.write',
  photos: 'properties.write',
  publish: 'properties.publish',
  unpublish: 'properties.publish',
  republish: 'properties.publish',
  delete: 'properties.delete',
  restore: 'properties.delete',
}

/** Whether the actor holds an action's permission in an agency (permission only, not status). */
export function listingPermitted(actor: Actor | null, action: ListingAction, customerId: number): boolean {
  return can(actor, ACTION_PERMISSION[action], { customerId })
}

/**
 * The gate of every use case on one listing: 401 signed out; 403 without any back-office
 * listing access; 404 when the listing is of an agency the actor cannot see; 403 when the
 * actor sees it but lacks the permission for this action.
 */
export function assertListingAccess(
  actor: Actor | null,
  action: ListingAction,
  customerId: number,
): asserts actor is Actor {
  assertCan(actor, ACTION_PERMISSION[action], { customerId, seenWith: 'properties.read', notFoundKey: NOT_FOUND_KEY })
}

/** Throws 401/403 unless the actor may take the action in some agency (the list, a new listing, an unknown id). */
export function assertListingBackOffice(actor: Actor | null, action: ListingAction = 'read'): asserts actor is Actor {
  assertCan(actor, ACTION_PERMISSION[action])
}

/** An action in an agency already known to be the actor's (publish on save): 403 without its permission there. */
export function assertListingPermitted(actor: Actor | null, action: ListingAction, customerId: number): void {
  assertCan(actor, ACTION_PERMISSION[action], { inCustomer: customerId })
}

/** The agencies whose listings the actor may read (the list, the form's choices). */
export function readableListingScope(actor: Actor | null): CustomerScope {
  return scopeOf(actor, 'properties.read')
}

/** The agencies in which the actor may create listings; 403 when none. */
export function assertCanCreateListings(actor: Actor | null): CustomerScope {
  return assertCan(actor, 'properties.write')
}

/** A new listing's agency, named by the actor or chosen for them: one of theirs, else 403. */
export function assertCanCreateListingIn(actor: Actor | null, customerId: number): void {
  assertCan(actor, 'properties.write', { inCustomer: customerId })
}

/** Whether the back-office offers "new listing" (list, dashboard, the new listing page). */
export function canCreateListings(actor: Actor | null): boolean {
  return can(actor, 'properties.write')
}

/** The actions the actor may take on a listing now (buttons shown = requests accepted). */
export function allowedListingActions(
  actor: Actor | null,
  listing: { status: PropertyStatus; customerId: number; statusBeforeDelete: PropertyStatus | null },
): ListingAction[] {
  const out: ListingAction[] = []
  const permitted = (a: ListingAction) => listingPermitted(actor, a, listing.customerId)
  if (permitted('read')) out.push('read')
  if (canEdit(listing.status) && permitted('update')) out.push('update', 'photos')
  for (const a of ['publish', 'unpublish', 'republish', 'delete', 'restore'] as const) {
    if (permitted(a) && transitionTarget(a, listing.status, listing.statusBeforeDelete) !== null) out.push(a)
  }
  return out
}
