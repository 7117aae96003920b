/**
 * The roles screen: the role × permission matrix, readable and editable by whoever holds
 * `roles.manage` portal-wide (SuperAdmin by default). The SuperAdmin row is fixed — it
 * always holds every permission, so nobody can lock the portal out of its own settings.
 */
import { recordAudit } from '#core/audit'
import { type ServiceContext, notFound, validationError } from '#core/shared'
import { assertCanManageRoles } from './access.policy'
import type { RolePermissionChange, RolePermissions } from './roles.schemas'
import {
  findPermission,
  findRole,
  listPermissions,
  listRolePermissionPairs,
  listRoles,
  setRolePermission,
} from './roles.queries'

export const LOCKED_ROLE = 'SuperAdmin'

export interface RoleMatrix {
  roles: Array<{ id: number; name: string; description: string | null; isSystem: boolean; isLocked: boolean }>
  permissions: Array<{ id: number; name: string; description: string | null }>
  /** `${roleId}:${permissionId}` of every grant. */
  grants: Set<string>
}

export const grantKey = (roleId: number, permissionId: number) => `${roleId}:${permissionId}`

/** The whole matrix (roles screen, GET /api/admin/roles). */
export async function getRoleMatrix(ctx: ServiceContext): Promise<RoleMatrix> {
  assertCanManageRoles(ctx.actor)
  const [roleRows, permissionRows, pairs] = await Promise.all([
    listRoles(ctx.db),
    listPermissions(ctx.db),
    listRolePermissionPairs(ctx.db),
  ])
  return {
    roles: roleRows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      isSystem: r.isSystem,
      isLocked: r.name === LOCKED_ROLE,
    })),
    permissions: permissionRows.map((p) => ({ id: p.id, name: p.name, description: p.description })),
    grants: new Set(pairs.map((p) => grantKey(p.roleId, p.permissionId))),
  }
}

/** The permission list (GET /api/admin/permissions). */
export async function listAllPermissions(ctx: ServiceContext) {
  assertCanManageRoles(ctx.actor)
  return listPermissions(ctx.db)
}

/** Grants or revokes one permission of a role; audited as role.permission_grant / role.permission_revoke. */
export async function changeRolePermission(ctx: ServiceContext, change: RolePermissionChange) {
  assertCanManageRoles(ctx.actor)
  const role = await findRole(ctx.db, change.roleId)
  if (!role) throw notFound()
  const permission = await findPermission(ctx.db, change.permissionId)
  if (!permission) throw validationError({ permission_id: [{ key: 'validation.invalid_option' }] })
  if (role.name === LOCKED_ROLE)
    throw validationError({ role_id: [{ key: 'admin_org.roles.locked' }] }, 'admin_org.roles.locked')
  return ctx.db.transaction(async (tx) => {
    const changed = await setRolePermission(tx, role.id, permission.id, change.granted)
    if (changed) {
      await recordAudit(tx, ctx.actor, {
        action: change.granted ? 'role.permission_grant' : 'role.permission_revoke',
        entityType: 'role',
        entityId: role.id,
        data: { role: role.name, permission: permission.name },
      })
    }
    return { changed }
  })
}

/** Replaces a role's permission set (PUT /api/admin/roles/{id}/permissions); one audit entry per change. */
export async function replaceRolePermissions(ctx: ServiceContext, roleId: number, input: RolePermissions) {
  assertCanManageRoles(ctx.actor)
  const role = await findRole(ctx.db, roleId)
  if (!role) throw notFound()
  if (role.name === LOCKED_ROLE)
    throw validationError({ role_id: [{ key: 'admin_org.roles.locked' }] }, 'admin_org.roles.locked')
  const wanted = new Set(input.permission_ids)
  const all = await listPermissions(ctx.db)
  const known = new Set(all.map((p) => p.id))
  for (const [i, id] of [...wanted].entries())
    if (!known.has(id)) throw validationError({ [`permission_ids.${i}`]: [{ key: 'validation.id' }] })
  const current = new Set(
    (await listRolePermissionPairs(ctx.db)).filter((p) => p.roleId === role.id).map((p) => p.permissionId),
  )
  return ctx.db.transaction(async (tx) => {
    for (const p of all) {
      const granted = wanted.has(p.id)
      if (granted === current.has(p.id)) continue
      await setRolePermission(tx, role.id, p.id, granted)
      await recordAudit(tx, ctx.actor, {
        action: granted ? 'role.permission_grant' : 'role.permission_revoke',
        entityType: 'role',
        entityId: role.id,
        data: { role: role.name, permission: p.name },
      })
    }
    return { roleId: role.id, permissionIds: [...wanted] }
  })
}
