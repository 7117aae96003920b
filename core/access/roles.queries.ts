/** Roles, permissions and the role × permission matrix. */
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { permissions, rolePermissions, roles } from '#db/schema'

export async function listRoles(db: Executor) {
  return db.select().from(roles).orderBy(asc(roles.id))
}

export async function listPermissions(db: Executor) {
  return db.select().from(permissions).orderBy(asc(permissions.id))
}

export async function listRolePermissionPairs(db: Executor) {
  return db.select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId }).from(rolePermissions)
}

export async function findRole(db: Executor, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1)
  return row
}

export async function findPermission(db: Executor, id: number) {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id)).limit(1)
  return row
}

/** Grants or revokes; returns whether anything changed. */
export async function setRolePermission(
  db: Executor,
  roleId: number,
  permissionId: number,
  granted: boolean,
): Promise<boolean> {
  if (granted) {
    const rows = await db.insert(rolePermissions).values({ roleId, permissionId }).onConflictDoNothing().returning()
    return rows.length > 0
  }
  const rows = await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, permissionId)))
    .returning()
  return rows.length > 0
}
