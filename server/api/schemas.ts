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

/** A JSON answer: `{ description, content: { 'application/json': { schema } } }`. */
export const jsonAnswer = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** The `{ data: X }` envelope every answer of one record wears. */
export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

/** The `{ data: [X] }` envelope of a list answer. */
export const listOf = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item) })

/** A required JSON request body: the use case's own input schema, validated by the router (422 with field errors). */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})

/** The `{id}` of a path naming one record. */
export const IdParam = z.object({ id: OpaqueId })

/** A door's short answer: the text to show, in the caller's language. */
export const MsgSchema = z.object({ msg: z.string() })

/** `{ data: X, msg }`: a record saved, with the text to show. */
export const dataWithMsg = <S extends z.ZodType>(schema: S) => z.object({ data: schema, msg: z.string() })

/** The `{token}` of a path naming a link sent by e-mail or shared. */
export const TokenParam = z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) })
