/**
 * Who is acting. Built once per request from the session (core/accounts) and passed to
 * every service; services decide with it, never the routes.
 */
export const ROLE_NAMES = ['SuperAdmin', 'Admin', 'ContentManager', 'Analyst', 'User'] as const
export type RoleName = (typeof ROLE_NAMES)[number]

export const PERMISSIONS = [
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
] as const
export type Permission = (typeof PERMISSIONS)[number]

/** A role held by the actor; customerId null means portal-wide (SuperAdmin). */
export interface ActorGrant {
  role: string
  customerId: number | null
  permissions: ReadonlySet<string>
}

export interface Actor {
  userId: number
  sessionId: string | null
  email: string
  fullName: string
  grants: readonly ActorGrant[]
}

/** Whether the actor holds a permission for an agency (or portal-wide when customerId is null). */
export function actorCan(actor: Actor | null, permission: Permission, customerId?: number | null): boolean {
  if (!actor) return false
  return actor.grants.some(
    (g) =>
      g.permissions.has(permission) &&
      (g.customerId === null || customerId === undefined || g.customerId === customerId),
  )
}

/** Agencies the actor may act on for a permission; 'all' for portal-wide grants. */
export function actorCustomerScope(actor: Actor | null, permission: Permission): 'all' | number[] {
  if (!actor) return []
  const grants = actor.grants.filter((g) => g.permissions.has(permission))
  if (grants.some((g) => g.customerId === null)) return 'all'
  return [...new Set(grants.map((g) => g.customerId as number))]
}

export function isStaff(actor: Actor | null): boolean {
  return !!actor?.grants.some((g) => g.role !== 'User')
}
