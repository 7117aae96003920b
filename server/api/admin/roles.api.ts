/** /api/admin/roles and /api/admin/permissions: the role × permission matrix (portal-wide `roles.manage`). */
import { createRoute, z } from '@hono/zod-openapi'
import {
  RolePermissionsSchema,
  getRoleMatrix,
  grantKey,
  listAllPermissions,
  replaceRolePermissions,
} from '#core/access'
import { encodeId } from '#core/shared'
import { OpaqueId } from '../schemas'
import { createRouter } from '../router'
import { json, ok, orgContext } from './users.api'
import { pathId } from '#web/ids'

const PermissionSchema = z
  .object({ id: OpaqueId, name: z.string(), description: z.string().nullable() })
  .openapi('AdminPermission')
const RoleSchema = z
  .object({
    id: OpaqueId,
    name: z.string(),
    description: z.string().nullable(),
    is_system: z.boolean(),
    is_locked: z.boolean(),
    permissions: z.array(z.string()),
    permission_ids: z.array(OpaqueId),
  })
  .openapi('AdminRole')

export const adminRolesApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/roles',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'Roles with their permissions (SuperAdmin)',
      responses: ok(z.object({ data: z.array(RoleSchema) }), 'Roles'),
    }),
    async (c) => {
      const matrix = await getRoleMatrix(await orgContext(c))
      const data = matrix.roles.map((r) => {
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
      return c.json({ data }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/permissions',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'Every permission (SuperAdmin)',
      responses: ok(z.object({ data: z.array(PermissionSchema) }), 'Permissions'),
    }),
    async (c) => {
      const rows = await listAllPermissions(await orgContext(c))
      return c.json(
        { data: rows.map((p) => ({ id: encodeId('permission', p.id), name: p.name, description: p.description })) },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/roles/{id}/permissions',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "Replace a role's permissions (the SuperAdmin role is fixed: 422)",
      request: {
        params: z.object({ id: OpaqueId }),
        ...json(RolePermissionsSchema.meta({ id: 'AdminRolePermissions' })),
      },
      responses: ok(z.object({ data: z.object({ id: OpaqueId, permission_ids: z.array(OpaqueId) }) }), 'Saved'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const result = await replaceRolePermissions(ctx, pathId('role', c.req.valid('param').id), c.req.valid('json'))
      return c.json(
        {
          data: {
            id: encodeId('role', result.roleId),
            permission_ids: result.permissionIds.map((id) => encodeId('permission', id)),
          },
        },
        200,
      )
    },
  )
