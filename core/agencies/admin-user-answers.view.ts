/**
 * A back-office user as /api/admin/users answers it (snake_case, opaque ids): the schema
 * documents the answer (OpenAPI `AdminUser`); `adminUserAnswer` shapes it from the use
 * cases' AdminUserView, which the users page shows.
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, pagedSchema, pagedView } from '#core/shared'
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
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: u.fullName,
    photo: u.photo,
    is_active: u.isActive,
    email_verified: u.emailVerified,
    has_password: u.hasPassword,
    last_login_at: u.lastLoginAt,
    created_at: u.createdAt,
    roles: u.roles.map((r) => ({ role: r.role, customer_id: r.customerId, customer_name: r.customerName })),
  }
}

/** GET /admin/users: a page of users. */
export const AdminUserListSchema = pagedSchema(AdminUserSchema)

export function adminUserListAnswer(
  result: Awaited<ReturnType<typeof listUsers>>,
): z.infer<typeof AdminUserListSchema> {
  return pagedView(result, adminUserAnswer)
}
