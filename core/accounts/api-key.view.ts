/**
 * An integration key as /api/admin/api-keys answers it (snake_case, opaque ids, never the key
 * itself): the schemas document the answers (OpenAPI `ApiKey`, `ApiKeyCreated`) and the request
 * (`ApiKeyCreate`); `apiKeyAnswer` shapes the use case's ApiKeyView, which the keys page shows.
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, snakeCased } from '#core/shared'
import { API_KEY_PERMISSIONS, type ApiKeyView } from './api-key.service'

export const ApiKeySchema = z
  .object({
    id: Id,
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key, to tell keys apart' }),
    permissions: z.array(z.string()),
    customer: z.object({ id: Id, name: z.string() }),
    created_by: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' })

/** The one answer that holds the key: the client must store it now. */
export const ApiKeyCreatedSchema = z.object({ id: Id, key: z.string(), prefix: z.string() })

/** The body of POST /api/admin/api-keys as the document shows it; createApiKey parses it with its own rules. */
export const ApiKeyCreateBodySchema = z
  .object({
    name: z.string().meta({ example: 'CRM de la inmobiliaria' }),
    permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
    customer_id: Id.optional().meta({ description: 'The agency; optional when the caller has one' }),
  })
  .meta({ id: 'ApiKeyCreate' })

export function apiKeyAnswer(k: ApiKeyView): z.output<typeof ApiKeySchema> {
  return {
    ...snakeCased(k, ['id', 'name', 'prefix', 'permissions', 'customer']),
    ...snakeCased(k, ['createdBy', 'createdAt', 'lastUsedAt', 'revokedAt']),
  }
}
