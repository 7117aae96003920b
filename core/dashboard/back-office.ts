/**
 * Who may enter the back-office and which of its sections they see. The sections are
 * decided here from the actor's grants, so the navigation, the page guards and the API
 * agree; each section's own service still checks its permission on every call.
 */
import { actorCan, actorCustomerScope, type Actor, type Permission } from '#core/shared/actor'

export const BACK_OFFICE_SECTIONS = [
  'dashboard',
  'properties',
  'leads',
  'users',
  'customers',
  'roles',
  'audit',
] as const
export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number]

/** The permission that opens each section (the dashboard opens with any of them). */
export const SECTION_PERMISSION: Record<Exclude<BackOfficeSection, 'dashboard'>, Permission> = {
  properties: 'properties.read',
  leads: 'leads.read',
  users: 'users.manage',
  customers: 'customers.manage',
  roles: 'roles.manage',
  audit: 'audit.read',
}

const BACK_OFFICE_PERMISSIONS: readonly Permission[] = [
  'properties.read',
  'properties.write',
  'properties.publish',
  'properties.delete',
  'leads.read',
  'leads.manage',
  'users.manage',
  'customers.manage',
  'roles.manage',
  'analytics.read',
  'audit.read',
]

/** Whether the actor holds any back-office permission (a visitor account holds none). */
export function hasBackOffice(actor: Actor | null): boolean {
  return BACK_OFFICE_PERMISSIONS.some((p) => actorCan(actor, p))
}

/** The sections the actor may open, in navigation order. */
export function visibleSections(actor: Actor | null): BackOfficeSection[] {
  if (!hasBackOffice(actor)) return []
  return BACK_OFFICE_SECTIONS.filter((s) => s === 'dashboard' || actorCan(actor, SECTION_PERMISSION[s]))
}

/** A portal-wide member (SuperAdmin) works across agencies and gets the agency switcher. */
export function isPortalWide(actor: Actor | null): boolean {
  return !!actor?.grants.some((g) => g.customerId === null && g.permissions.size > 0)
}

/**
 * The agencies the actor's back-office shows for a permission, narrowed to the agency a
 * portal-wide member chose in the switcher (null = all agencies).
 */
export function effectiveScope(
  actor: Actor | null,
  permission: Permission,
  chosenCustomerId: number | null,
): 'all' | number[] {
  const scope = actorCustomerScope(actor, permission)
  if (chosenCustomerId === null) return scope
  if (scope === 'all') return [chosenCustomerId]
  return scope.includes(chosenCustomerId) ? [chosenCustomerId] : scope
}
