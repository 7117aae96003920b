/** Back-office user forms: invite or create a member, and the roles a member holds per agency. */
import { z } from 'zod'
import { EmailSchema, NewPasswordSchema } from '#core/accounts'
import { optionalOpaqueId } from '#core/shared'

export const RoleAssignmentSchema = z.object({
  role: z.string().trim().min(1),
  /** Opaque agency id, decoded; null/absent for portal-wide roles (SuperAdmin, User). */
  customer_id: optionalOpaqueId('customer'),
})
export type RoleAssignment = z.output<typeof RoleAssignmentSchema>

const name = z.string('validation.required').trim().min(1, 'validation.required').max(80)

export const UserCreateSchema = z
  .object({
    email: EmailSchema,
    first_name: name,
    last_name: z.string().trim().max(80).optional().default(''),
    /** invite: an e-mail with a link to choose a password; create: the password is set now. */
    mode: z.enum(['invite', 'create']).optional().default('invite'),
    password: z.string().optional().nullable(),
    roles: z.array(RoleAssignmentSchema).min(1).max(20),
  })
  .superRefine((data, ctx) => {
    if (data.mode !== 'create') return
    const result = NewPasswordSchema.safeParse(data.password ?? '')
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: issue.message,
          params: issue.code === 'custom' ? issue.params : undefined,
        })
  })
export type UserCreateInput = z.output<typeof UserCreateSchema>

/** The roles a user holds afterwards: at least one (a user without a role could not be found again in the list). */
export const UserRolesSchema = z.object({ roles: z.array(RoleAssignmentSchema).min(1).max(20) })
export type UserRolesInput = z.output<typeof UserRolesSchema>

/** Roles that are never tied to one agency. */
export const PORTAL_WIDE_ROLES = ['SuperAdmin', 'User'] as const
