/**
 * The role × permission matrix as /api/admin/roles and /api/admin/permissions answer it (OpenAPI
 * `AdminRole`, `AdminPermission`), and a role's saved permissions; the roles page reads the
 * use cases' RoleMatrix itself.
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema as Id } from '#core/shared'
import { grantKey, type RoleMatrix } from './roles.service'

export const AdminPermissionSchema = z
  .object({ id: Id, name: z.string(), description: z.string().nullable() })
  .meta({ id: 'AdminPermission' })

export const AdminRoleSchema = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string().nullable(),
    is_system: z.boolean(),
    is_locked: z.boolean(),
    permissions: z.array(z.string()),
    permission_ids: z.array(Id),
  })
  .meta({ id: 'AdminRole' })

/** A role after its permissions were replaced. */
export const SavedRolePermissionsSchema = z.object({ id: Id, permission_ids: z.array(Id) })

export function adminPermissionAnswer(p: RoleMatrix['permissions'][number]): z.output<typeof AdminPermissionSchema> {
  return { id: encodeId('permission', p.id), name: p.name, description: p.description }
}

/** Every role with the permissions it holds, by name and by id. */
export function adminRolesAnswer(matrix: RoleMatrix): z.output<typeof AdminRoleSchema>[] {
  return matrix.roles.map((r) => {
    const held = matrix.permissions.filter((p) => matrix.grants.has(grantKey(r.id, p.id)))
    return {
      id: encodeId('role', r.id),
      name: r.name,
      description: r.description,
      is_system: r.isSystem,
      is_locked: r.isLocked,
      permissions: held.map((p) => p.name),
      permission_ids: held.map((p) => encodeId('permission', p.id)),
    }
  })
}

export function savedRolePermissionsAnswer(saved: {
  roleId: number
  permissionIds: number[]
}): z.output<typeof SavedRolePermissionsSchema> {
  return {
    id: encodeId('role', saved.roleId),
    permission_ids: saved.permissionIds.map((id) => encodeId('permission', id)),
  }
}
