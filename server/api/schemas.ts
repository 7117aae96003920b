/** The schemas every API module shares in the OpenAPI document: the error answer and the opaque id. */
import { z } from '@hono/zod-openapi'

export const ErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    code: z
      .string()
      .optional()
      .openapi({ description: 'A finer reason a client can act on, e.g. api_key_revoked (401)' }),
    request_id: z.string().optional(),
  })
  .openapi('Error')

export const OpaqueId = z
  .string()
  .openapi({ description: 'Opaque public id (Sqids, at least 8 characters)', example: 'k3G7QAe5' })

/** A documented failure: every error answers the Error body (web/errors.ts). */
export const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
})
