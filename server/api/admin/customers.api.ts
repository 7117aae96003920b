/**
 * /api/admin/customers: agencies (`customers.manage`; creating and switching agencies on
 * or off is portal-wide): profile, NIT, contacts, advisers, logo and banner uploads
 * (multipart field `file`, type checked by content) and the microsite settings.
 * Also mounts every organisation router (users, roles, leads, audit) as adminOrgApi.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  AGENCY_IMAGE_MAX_BYTES,
  assertCanCreateCustomer,
  assertCanManageCustomers,
  createCustomer,
  CustomerInputSchema,
  CustomerPatchSchema,
  getCustomer,
  listCustomers,
  removeCustomerImage,
  setAdviserPhoto,
  setCustomerActive,
  setCustomerKind,
  CustomerKindSchema,
  assertCanSetCustomerKind,
  setCustomerImage,
  updateCustomer,
  MicrositeSettingsSchema,
  updateMicrositeSettings,
  AdminAdviserSchema,
  AdminCustomerListSchema,
  AdminCustomerSchema,
  adminCustomerListView,
  adminCustomerView,
} from '#core/agencies'
import { AppError, PageNumber, validationError } from '#core/shared'
import { IdParam, OpaqueId, dataOf, failure, jsonAnswer } from '../schemas'
import { createRouter } from '../router'
import { adminAuditApi } from './audit.api'
import { adminModerationApi } from './moderation.api'
import { adminVerificationsApi } from './verifications.api'
import { adminLeadsApi } from './leads.api'
import { adminApiKeysApi } from './api-keys.api'
import { adminRolesApi } from './roles.api'
import { adminUsersApi } from './users.api'
import { errors, json, ok, orgAllowedFirst, orgContext, orgRoute } from './org-route'
import { pathId } from '#web/ids'
import { uploadForm } from '#web/api'

const one = dataOf(AdminCustomerSchema)
async function uploaded(c: Context, field = 'file'): Promise<Uint8Array> {
  if (Number(c.req.header('content-length') ?? 0) > AGENCY_IMAGE_MAX_BYTES + 64 * 1024)
    throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
  const file = (await uploadForm(c)).get(field)
  if (!(file instanceof File) || file.size === 0) throw validationError({ [field]: [{ key: 'validation.required' }] })
  return new Uint8Array(await file.arrayBuffer())
}

const imageRoute = (method: 'post' | 'delete', kind: 'logo' | 'banner') =>
  createRoute({
    ...orgRoute(
      method,
      `/admin/customers/{id}/${kind}`,
      method === 'post'
        ? `Upload the agency's ${kind} (multipart field \`file\`; JPG, PNG, WebP or AVIF by content)`
        : `Remove the agency's ${kind}`,
    ),
    request: { params: IdParam },
    responses: { ...ok(one, 'Saved'), 413: failure('Too large') },
  })

export const adminCustomersApi = createRouter()
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/customers', "Agencies the caller manages (an Admin's own; all for SuperAdmin)"),
      request: {
        query: z.object({ q: z.string().optional(), page: PageNumber }),
      },
      responses: ok(AdminCustomerListSchema, 'Agencies'),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const result = await listCustomers(await orgContext(c), { q: q.q, page: q.page })
      return c.json(adminCustomerListView(result), 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute('post', '/admin/customers', 'Create an agency (SuperAdmin); the NIT must carry its DIAN check digit'),
      middleware: [orgAllowedFirst(assertCanCreateCustomer)],
      request: json(CustomerInputSchema.openapi('AdminCustomerInput')),
      responses: { 201: jsonAnswer(one, 'Created'), ...errors },
    }),
    async (c) =>
      c.json({ data: adminCustomerView(await createCustomer(await orgContext(c), c.req.valid('json'))) }, 201),
  )
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/customers/{id}', 'One agency'),
      request: { params: IdParam },
      responses: ok(one, 'The agency'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      return c.json(
        { data: adminCustomerView(await getCustomer(ctx, pathId('customer', c.req.valid('param').id))) },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'patch',
        '/admin/customers/{id}',
        "Update an agency's fields (those left out keep their value; `advisers`, when given, is the full list)",
      ),
      middleware: [orgAllowedFirst(assertCanManageCustomers)],
      request: { params: IdParam, ...json(CustomerPatchSchema.openapi('AdminCustomerPatch')) },
      responses: ok(one, 'Saved'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      return c.json(
        {
          data: adminCustomerView(
            await updateCustomer(ctx, pathId('customer', c.req.valid('param').id), c.req.valid('json')),
          ),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'put',
        '/admin/customers/{id}/microsite',
        'Microsite settings: logo alignment (left or center), hide the main menu, hide the subscription block',
      ),
      middleware: [orgAllowedFirst(assertCanManageCustomers)],
      request: { params: IdParam, ...json(MicrositeSettingsSchema.openapi('MicrositeSettings')) },
      responses: ok(one, 'Saved'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      return c.json(
        {
          data: adminCustomerView(
            await updateMicrositeSettings(ctx, pathId('customer', c.req.valid('param').id), c.req.valid('json')),
          ),
        },
        200,
      )
    },
  )
  .openapi(imageRoute('post', 'logo'), async (c) => {
    const ctx = await orgContext(c)
    const id = pathId('customer', c.req.valid('param').id)
    return c.json({ data: adminCustomerView(await setCustomerImage(ctx, id, 'logo', await uploaded(c))) }, 200)
  })
  .openapi(imageRoute('post', 'banner'), async (c) => {
    const ctx = await orgContext(c)
    const id = pathId('customer', c.req.valid('param').id)
    return c.json({ data: adminCustomerView(await setCustomerImage(ctx, id, 'banner', await uploaded(c))) }, 200)
  })
  .openapi(imageRoute('delete', 'logo'), async (c) => {
    const ctx = await orgContext(c)
    return c.json(
      { data: adminCustomerView(await removeCustomerImage(ctx, pathId('customer', c.req.valid('param').id), 'logo')) },
      200,
    )
  })
  .openapi(imageRoute('delete', 'banner'), async (c) => {
    const ctx = await orgContext(c)
    return c.json(
      {
        data: adminCustomerView(await removeCustomerImage(ctx, pathId('customer', c.req.valid('param').id), 'banner')),
      },
      200,
    )
  })
  .openapi(
    createRoute({
      ...orgRoute(
        'post',
        '/admin/customers/{id}/advisers/{adviserId}/photo',
        "Upload an adviser's photo (multipart field `file`)",
      ),
      request: { params: z.object({ id: OpaqueId, adviserId: OpaqueId }) },
      responses: { ...ok(dataOf(AdminAdviserSchema), 'Saved'), 413: failure('Too large') },
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const params = c.req.valid('param')
      const customerId = pathId('customer', params.id)
      const adviserId = pathId('adviser', params.adviserId)
      return c.json({ data: await setAdviserPhoto(ctx, customerId, adviserId, await uploaded(c)) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute('post', '/admin/customers/{id}/deactivate', 'Deactivate an agency (SuperAdmin)'),
      request: { params: IdParam },
      responses: ok(one, 'Saved'),
    }),
    async (c) =>
      c.json(
        {
          data: adminCustomerView(
            await setCustomerActive(await orgContext(c), pathId('customer', c.req.valid('param').id), false),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      ...orgRoute('post', '/admin/customers/{id}/activate', 'Activate an agency (SuperAdmin)'),
      request: { params: IdParam },
      responses: ok(one, 'Saved'),
    }),
    async (c) =>
      c.json(
        {
          data: adminCustomerView(
            await setCustomerActive(await orgContext(c), pathId('customer', c.req.valid('param').id), true),
          ),
        },
        200,
      ),
  )

adminCustomersApi.openapi(
  createRoute({
    ...orgRoute(
      'put',
      '/admin/customers/{id}/kind',
      'Make an agency a builder (new-homes projects) or an agency again (SuperAdmin)',
    ),
    middleware: [orgAllowedFirst(assertCanSetCustomerKind)],
    request: { params: IdParam, ...json(CustomerKindSchema.openapi('AdminCustomerKind')) },
    responses: ok(one, 'Saved'),
  }),
  async (c) => {
    const ctx = await orgContext(c)
    const customerId = pathId('customer', c.req.valid('param').id)
    return c.json({ data: adminCustomerView(await setCustomerKind(ctx, customerId, c.req.valid('json').kind)) }, 200)
  },
)

/** Every organisation endpoint: users, customers, roles and permissions, leads, audit, the moderation queue. */
export const adminOrgApi = createRouter()
adminOrgApi.route('/', adminUsersApi)
adminOrgApi.route('/', adminCustomersApi)
adminOrgApi.route('/', adminRolesApi)
adminOrgApi.route('/', adminLeadsApi)
adminOrgApi.route('/', adminApiKeysApi)
adminOrgApi.route('/', adminAuditApi)
adminOrgApi.route('/', adminModerationApi)
adminOrgApi.route('/', adminVerificationsApi)
