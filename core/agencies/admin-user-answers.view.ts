/**
 * A back-office user as /api/admin/users answers it (snake_case, opaque ids): the schema
 * documents the answer (OpenAPI `AdminUser`); `adminUserAnswer` shapes it from the use
 * cases' AdminUserView, which the users page shows.
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, pagedSchema, pagedView, snakeCased } from '#core/shared'
import type { AdminUserView, listUsers } from './user-admin.service'

export const AdminUserSchema = z
  .object({
    id: Id,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    photo: z.string().nullable(),
    is_active: z.boolean(),
    email_verified: z.boolean(),
    has_password: z.boolean(),
    last_login_at: z.string().nullable(),
    created_at: z.string(),
    roles: z.array(z.object({ role: z.string(), customer_id: Id.nullable(), customer_name: z.string().nullable() })),
  })
  .meta({ id: 'AdminUser' })

export function adminUserAnswer(u: AdminUserView): z.infer<typeof AdminUserSchema> {
  const names = snakeCased(u, ['id', 'email', 'firstName', 'lastName', 'fullName', 'photo'])
  const state = snakeCased(u, ['isActive', 'emailVerified', 'hasPassword', 'lastLoginAt', 'createdAt'])
  return { ...names, ...state, roles: u.roles.map((r) => snakeCased(r, ['role', 'customerId', 'customerName'])) }
}

/** GET /admin/users: a page of users. */
export const AdminUserListSchema = pagedSchema(AdminUserSchema)

export function adminUserListAnswer(
  result: Awaited<ReturnType<typeof listUsers>>,
): z.infer<typeof AdminUserListSchema> {
  return pagedView(result, adminUserAnswer)
}
