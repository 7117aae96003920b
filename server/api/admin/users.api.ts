/**
 * /api/admin/users: back-office user management (`users.manage`): list, invite or
 * create, roles per agency, deactivate/reactivate. 403 without the permission, 404 for
 * users outside the caller's agencies, 422 with field errors.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  assertCanManageUsers,
  createUser,
  getUser,
  listUsers,
  setUserActiveState,
  setUserRoles,
  UserCreateSchema,
  UserRolesSchema,
  AdminUserListSchema,
  AdminUserSchema,
  adminUserAnswer,
  adminUserListAnswer,
} from '#core/agencies'
import { assertBackOffice } from '#core/dashboard'
import { PageNumber, type Actor } from '#core/shared'
import { allowedFirst, apiContext } from '#web/api'
import { pathId } from '#web/ids'
import { IdParam, dataOf, failure, jsonAnswer, jsonBody } from '../schemas'
import { fieldId } from '#web/ids'
import { createRouter } from '../router'

/**
 * The caller's context; entering the back-office comes first (the same rule as the pages'
 * guard), so an account without any back-office permission gets 403 before its ids are read.
 */
export async function orgContext(c: Context) {
  const ctx = await apiContext(c)
  assertBackOffice(ctx.actor)
  return { ...ctx, actor: ctx.actor }
}

/** allowedFirst for the organisation routes: signed in and in the back-office, then `check`. */
export const orgAllowedFirst = (check?: (actor: Actor) => unknown) => allowedFirst(check, orgContext)

export const errors = {
  401: failure('Not signed in'),
  403: failure('Signed in without the permission'),
  404: failure('Unknown, malformed or of another agency'),
  422: failure('Field errors'),
} as const

const one = dataOf(AdminUserSchema)
const json = jsonBody
const ok = <S extends z.ZodType>(schema: S, description: string) => ({
  200: jsonAnswer(schema, description),
  ...errors,
})

export const adminUsersApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/users',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "List users: an agency's members (Admin) or every account (SuperAdmin)",
      request: {
        query: z.object({
          q: z.string().optional(),
          status: z.enum(['active', 'inactive']).optional(),
          customer_id: z.string().optional(),
          page: PageNumber,
        }),
      },
      responses: ok(AdminUserListSchema, 'Users'),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const ctx = await orgContext(c)
      const customerId = q.customer_id ? fieldId('customer', 'customer_id', q.customer_id) : null
      return c.json(
        adminUserListAnswer(await listUsers(ctx, { q: q.q, status: q.status, customerId, page: q.page })),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/users',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary:
        'Invite (e-mail with a link to choose a password) or create (password now) a member with roles per agency',
      middleware: [orgAllowedFirst(assertCanManageUsers)],
      request: json(UserCreateSchema.openapi('AdminUserCreate')),
      responses: { 201: jsonAnswer(one, 'Created'), ...errors },
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const user = await createUser(ctx, c.req.valid('json'))
      return c.json({ data: adminUserAnswer(user) }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/users/{id}',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'One user',
      request: { params: IdParam },
      responses: ok(one, 'The user'),
    }),
    async (c) =>
      c.json(
        { data: adminUserAnswer(await getUser(await orgContext(c), pathId('user', c.req.valid('param').id))) },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/users/{id}/roles',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "Replace the roles a user holds within the caller's agencies",
      middleware: [orgAllowedFirst(assertCanManageUsers)],
      request: { params: IdParam, ...json(UserRolesSchema.openapi('AdminUserRoles')) },
      responses: ok(one, 'Saved'),
    }),
    async (c) =>
      c.json(
        {
          data: adminUserAnswer(
            await setUserRoles(await orgContext(c), pathId('user', c.req.valid('param').id), c.req.valid('json')),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/deactivate',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'Deactivate a user (their sessions end at once)',
      request: { params: IdParam },
      responses: ok(one, 'Deactivated'),
    }),
    async (c) =>
      c.json(
        {
          data: adminUserAnswer(
            await setUserActiveState(await orgContext(c), pathId('user', c.req.valid('param').id), false),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/activate',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'Reactivate a user',
      request: { params: IdParam },
      responses: ok(one, 'Reactivated'),
    }),
    async (c) =>
      c.json(
        {
          data: adminUserAnswer(
            await setUserActiveState(await orgContext(c), pathId('user', c.req.valid('param').id), true),
          ),
        },
        200,
      ),
  )

export { json, ok }
