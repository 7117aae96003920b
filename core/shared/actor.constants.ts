/**
 * Who is acting, and the names of roles and permissions. Built once per request from the
 * session (core/accounts) and passed to every service; services decide with it through
 * their module's policy (core/access/assert-can.policy.ts), never the routes.
 */
export const ROLE_NAMES = ['SuperAdmin', 'Admin', 'ContentManager', 'Analyst', 'User'] as const
export type RoleName = (typeof ROLE_NAMES)[number]

export const PERMISSIONS = [
  'properties.read',
  'properties.write',
  'properties.publish',
  'properties.delete',
  'projects.read',
  'projects.write',
  'projects.publish',
  'leads.read',
  'leads.manage',
  'users.manage',
  'customers.manage',
  'roles.manage',
  'analytics.read',
  'audit.read',
  /** Portal-wide only (SuperAdmin): the staff queue of listings waiting for review (issue 33). */
  'moderation.review',
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
  /** Set when the request came with an agency's integration key instead of a person's session. */
  apiKey?: { id: number; name: string }
  email: string
  fullName: string
  grants: readonly ActorGrant[]
}
