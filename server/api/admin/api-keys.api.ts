/**
 * /api/admin/api-keys: an agency's integration keys (`users.manage` in that agency): create
 * (the key is in the 201 answer and never again), list, revoke. A key itself can do none of it.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { API_KEY_PERMISSIONS, createApiKey, listApiKeys, revokeApiKey, type ApiKeyView } from '#core/accounts'
import { fieldId, pathId } from '#web/ids'
import { OpaqueId } from '../schemas'
import { createRouter } from '../router'
import { errors, json, ok, orgContext } from './users.api'

const ApiKeySchema = z
  .object({
    id: OpaqueId,
    name: z.string(),
    prefix: z.string().openapi({ description: 'The first characters of the key, to tell keys apart' }),
    permissions: z.array(z.string()),
    customer: z.object({ id: OpaqueId, name: z.string() }),
    created_by: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .openapi('ApiKey')

const ApiKeyCreateBody = z
  .object({
    name: z.string().openapi({ example: 'CRM de la inmobiliaria' }),
    permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
    customer_id: OpaqueId.optional().openapi({ description: 'The agency; optional when the caller has one' }),
  })
  .openapi('ApiKeyCreate')

const keyJson = (k: ApiKeyView) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  permissions: k.permissions,
  customer: k.customer,
  created_by: k.createdBy,
  created_at: k.createdAt,
  last_used_at: k.lastUsedAt,
  revoked_at: k.revokedAt,
})

export const adminApiKeysApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/api-keys',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'Create an integration key (shown once: store it now)',
      request: json(ApiKeyCreateBody),
      responses: {
        201: {
          description: 'The key, in this answer only',
          content: {
            'application/json': {
              schema: z.object({ data: z.object({ id: OpaqueId, key: z.string(), prefix: z.string() }) }),
            },
          },
        },
        ...errors,
      },
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const body = c.req.valid('json')
      const customerId = body.customer_id ? fieldId('customer', 'customer_id', body.customer_id) : null
      return c.json({ data: await createApiKey(ctx, { ...body, customerId }) }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/api-keys',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "The integration keys of the caller's agencies, newest first (never the keys themselves)",
      responses: ok(z.object({ data: z.array(ApiKeySchema) }), 'Keys'),
    }),
    async (c) => c.json({ data: (await listApiKeys(await orgContext(c))).map(keyJson) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/api-keys/{id}',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'Revoke an integration key: requests with it are refused (401) from now on',
      request: { params: z.object({ id: OpaqueId }) },
      responses: { 204: { description: 'Revoked' }, ...errors },
    }),
    async (c) => {
      await revokeApiKey(await orgContext(c), pathId('apiKey', c.req.valid('param').id))
      return c.body(null, 204)
    },
  )
