/**
 * /api/admin/api-keys: an agency's integration keys (`users.manage` in that agency): create
 * (the key is in the 201 answer and never again), list, revoke. A key itself can do none of it.
 */
import { createRoute } from '@hono/zod-openapi'
import {
  ApiKeyCreateBodySchema,
  ApiKeyCreatedSchema,
  ApiKeySchema,
  apiKeyAnswer,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '#core/accounts'
import { fieldId, pathId } from '#web/ids'
import { IdParam, dataOf, jsonAnswer, listOf } from '../schemas'
import { createRouter } from '../router'
import { errors, json, ok, orgContext, orgRoute } from './org-route'

export const adminApiKeysApi = createRouter()
  .openapi(
    createRoute({
      ...orgRoute('post', '/admin/api-keys', 'Create an integration key (shown once: store it now)'),
      request: json(ApiKeyCreateBodySchema),
      responses: {
        201: jsonAnswer(dataOf(ApiKeyCreatedSchema), 'The key, in this answer only'),
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
      ...orgRoute(
        'get',
        '/admin/api-keys',
        "The integration keys of the caller's agencies, newest first (never the keys themselves)",
      ),
      responses: ok(listOf(ApiKeySchema), 'Keys'),
    }),
    async (c) => c.json({ data: (await listApiKeys(await orgContext(c))).map(apiKeyAnswer) }, 200),
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'delete',
        '/admin/api-keys/{id}',
        'Revoke an integration key: requests with it are refused (401) from now on',
      ),
      request: { params: IdParam },
      responses: { 204: { description: 'Revoked' }, ...errors },
    }),
    async (c) => {
      await revokeApiKey(await orgContext(c), pathId('apiKey', c.req.valid('param').id))
      return c.body(null, 204)
    },
  )
