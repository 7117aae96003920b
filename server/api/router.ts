/** How every API module creates its router: OpenAPI-described, 422 on invalid input. */
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { z } from 'zod'
import { validationError, toFieldErrors, parseInput } from '#core/shared'
import { signedInApiContext, type AppBindings } from '#web/api'

export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(toFieldErrors(result.error))
    },
  })
}

/**
 * The hook of a route whose query the document describes field by field while its use case
 * reads it with its own schema: a query the description refuses answers the use case's 422
 * (every wrong field at once, in its words), after the 401 of a signed-out caller when the
 * route is for signed-in users.
 */
export function answeredBy(schema: z.ZodType, options: { signedIn?: boolean } = {}) {
  async function refuse(c: Context, error: z.ZodError): Promise<never> {
    if (options.signedIn) await signedInApiContext(c)
    parseInput(schema, c.req.query())
    throw validationError(toFieldErrors(error))
  }
  return (result: { success: true } | { success: false; error: z.ZodError }, c: Context) =>
    result.success ? undefined : refuse(c, result.error)
}
