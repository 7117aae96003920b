/**
 * /api/admin/users: back-office user management (`users.manage`): list, invite or
 * create, roles per agency, deactivate/reactivate. 403 without the permission, 404 for
 * users outside the caller's agencies, 422 with field errors.
 */
import { createRoute, z } from '@hono/zod-openapi'
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
import { PageNumber } from '#core/shared'
import { pathId } from '#web/ids'
import { IdParam, dataOf, jsonAnswer } from '../schemas'
import { fieldId } from '#web/ids'
import { createRouter } from '../router'
import { errors, json, ok, orgAllowedFirst, orgContext, orgRoute } from './org-route'

const one = dataOf(AdminUserSchema)

export const adminUsersApi = createRouter()
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/users', "List users: an agency's members (Admin) or every account (SuperAdmin)"),
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
      ...orgRoute(
        'post',
        '/admin/users',
        'Invite (e-mail with a link to choose a password) or create (password now) a member with roles per agency',
      ),
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
      ...orgRoute('get', '/admin/users/{id}', 'One user'),
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
      ...orgRoute('put', '/admin/users/{id}/roles', "Replace the roles a user holds within the caller's agencies"),
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
      ...orgRoute('post', '/admin/users/{id}/deactivate', 'Deactivate a user (their sessions end at once)'),
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
      ...orgRoute('post', '/admin/users/{id}/activate', 'Reactivate a user'),
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
