/**
 * The role × permission matrix's inputs, shared by the back-office page and
 * /api/admin/roles: one permission of a role ticked or unticked, or a role's whole set.
 * Ids arrive opaque and are decoded here (a malformed one is a 422 on its field).
 */
import { z } from 'zod'
import { opaqueId } from '#core/shared'

/** A role's whole permission set (PUT /api/admin/roles/{id}/permissions; the page's "role" form). */
export const RolePermissionsSchema = z.object({
  permission_ids: z.array(opaqueId('permission')).max(500),
})
export type RolePermissions = z.output<typeof RolePermissionsSchema>

/** One cell of the matrix: grant (`granted` = "true") or revoke one permission of one role. */
export const RolePermissionChangeSchema = z
  .object({
    role_id: opaqueId('role'),
    permission_id: opaqueId('permission'),
    granted: z.enum(['true', 'false']).transform((v) => v === 'true'),
  })
  .transform((v) => ({ roleId: v.role_id, permissionId: v.permission_id, granted: v.granted }))
export type RolePermissionChange = z.output<typeof RolePermissionChangeSchema>
