/** /api/admin/roles and /api/admin/permissions: the role × permission matrix (portal-wide `roles.manage`). */
import { createRoute } from '@hono/zod-openapi'
import {
  AdminPermissionSchema,
  AdminRoleSchema,
  RolePermissionsSchema,
  SavedRolePermissionsSchema,
  adminPermissionAnswer,
  adminRolesAnswer,
  getRoleMatrix,
  listAllPermissions,
  replaceRolePermissions,
  savedRolePermissionsAnswer,
} from '#core/access'
import { IdParam, dataOf, listOf } from '../schemas'
import { createRouter } from '../router'
import { json, ok, orgContext, orgRoute } from './org-route'
import { pathId } from '#web/ids'

export const adminRolesApi = createRouter()
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/roles', 'Roles with their permissions (SuperAdmin)'),
      responses: ok(listOf(AdminRoleSchema), 'Roles'),
    }),
    async (c) => c.json({ data: adminRolesAnswer(await getRoleMatrix(await orgContext(c))) }, 200),
  )
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/permissions', 'Every permission (SuperAdmin)'),
      responses: ok(listOf(AdminPermissionSchema), 'Permissions'),
    }),
    async (c) => c.json({ data: (await listAllPermissions(await orgContext(c))).map(adminPermissionAnswer) }, 200),
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'put',
        '/admin/roles/{id}/permissions',
        "Replace a role's permissions (the SuperAdmin role is fixed: 422)",
      ),
      request: {
        params: IdParam,
        ...json(RolePermissionsSchema.meta({ id: 'AdminRolePermissions' })),
      },
      responses: ok(dataOf(SavedRolePermissionsSchema), 'Saved'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const result = await replaceRolePermissions(ctx, pathId('role', c.req.valid('param').id), c.req.valid('json'))
      return c.json({ data: savedRolePermissionsAnswer(result) }, 200)
    },
  )
