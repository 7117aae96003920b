/** Users (optionally with a role, scoped to an agency) for the tests of any module. */
import { eq } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { permissions, rolePermissions, roles, userRoles, users } from '#db/schema'
import { DEFAULT_ROLE_PERMISSIONS } from '#core/access/default-roles.constants'
import { hashPassword } from '#core/accounts/password.infra'
import type { RoleName } from '#core/shared/actor.constants'

let counter = 0

export interface UserInput {
  email?: string
  password?: string
  firstName?: string
  lastName?: string
  verified?: boolean
  role?: RoleName
  customerId?: number | null
}

/** Makes the role (and its default permissions) exist; returns its id. */
export async function ensureRole(db: Executor, name: RoleName): Promise<number> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
  if (existing) return existing.id
  const [role] = await db.insert(roles).values({ name, isSystem: true }).returning({ id: roles.id })
  for (const perm of DEFAULT_ROLE_PERMISSIONS[name]) {
    await db.insert(permissions).values({ name: perm }).onConflictDoNothing()
    const [p] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, perm))
    await db.insert(rolePermissions).values({ roleId: role.id, permissionId: p.id }).onConflictDoNothing()
  }
  return role.id
}

export async function insertUser(db: Executor, input: UserInput = {}) {
  counter++
  const email = input.email ?? `user${counter}-${Date.now().toString(36)}@example.test`
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: input.firstName ?? 'Ana',
      lastName: input.lastName ?? `Prueba ${counter}`,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning()
  if (input.role) {
    const roleId = await ensureRole(db, input.role)
    await db.insert(userRoles).values({ userId: user.id, roleId, customerId: input.customerId ?? null })
  }
  return user
}
