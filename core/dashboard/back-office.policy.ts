/**
 * Who may enter the back-office and which of its sections they see, decided from the
 * actor's grants with the one mechanism of core/access, so the navigation, the page guards
 * and the API agree. Each section's own service still checks its permission on every call.
 */
import { can, scopeOf, type CustomerScope } from '#core/access'
import { PERMISSIONS, type Actor, type Permission, forbidden, unauthenticated } from '#core/shared'
import { BACK_OFFICE_SECTIONS, type BackOfficeSection } from './back-office.constants'

/** The permission that opens each section (the dashboard opens with any permission). */
export const SECTION_PERMISSION: Record<Exclude<BackOfficeSection, 'dashboard'>, Permission> = {
  properties: 'properties.read',
  // Opens only in a builder too (listBackOfficeSections): an agency has no projects.
  projects: 'projects.read',
  leads: 'leads.read',
  statistics: 'analytics.read',
  users: 'users.manage',
  customers: 'customers.manage',
  // An agency's own papers: whoever edits its record (core/verification).
  verification: 'customers.manage',
  roles: 'roles.manage',
  audit: 'audit.read',
  // Portal staff only (PORTAL_SECTIONS): an agency role given the permission still does not open it.
  moderation: 'moderation.review',
  verifications: 'moderation.review',
  // Keys act for the agency as its members do: who manages its people manages its keys.
  integrations: 'users.manage',
}

/** Sections whose permission counts only when held portal-wide (the staff queue of issue 33). */
const PORTAL_SECTIONS: ReadonlySet<BackOfficeSection> = new Set(['moderation', 'verifications'])

/** Whether the actor holds any permission at all (a visitor account holds none). */
export function hasBackOffice(actor: Actor | null): boolean {
  return PERMISSIONS.some((p) => can(actor, p))
}

/** Entering the back-office (the dashboard, the API's organisation endpoints): 401 signed out, 403 without any permission. */
export function assertBackOffice(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw unauthenticated()
  if (!hasBackOffice(actor)) throw forbidden()
}

/** Whether the actor may open a section. */
export function canOpenSection(actor: Actor | null, section: BackOfficeSection): boolean {
  if (section === 'dashboard') return hasBackOffice(actor)
  return can(actor, SECTION_PERMISSION[section], PORTAL_SECTIONS.has(section) ? 'portal' : undefined)
}

/** The sections the actor may open, in navigation order. */
export function visibleSections(actor: Actor | null): BackOfficeSection[] {
  if (!hasBackOffice(actor)) return []
  return BACK_OFFICE_SECTIONS.filter((s) => canOpenSection(actor, s))
}

/** A portal-wide member (SuperAdmin) works across agencies and gets the agency switcher. */
export function isPortalWide(actor: Actor | null): boolean {
  return PERMISSIONS.some((p) => can(actor, p, 'portal'))
}

/**
 * The agencies the actor's back-office shows for a permission, narrowed to the agency a
 * portal-wide member chose in the switcher (null = all agencies).
 */
export function effectiveScope(
  actor: Actor | null,
  permission: Permission,
  chosenCustomerId: number | null,
): CustomerScope {
  const scope = scopeOf(actor, permission)
  if (chosenCustomerId === null) return scope
  if (scope === 'all') return [chosenCustomerId]
  return scope.includes(chosenCustomerId) ? [chosenCustomerId] : scope
}
