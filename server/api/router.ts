/** How every API module creates its router: OpenAPI-described, 422 on invalid input. */
import { OpenAPIHono } from '@hono/zod-openapi'
import { validationError, toFieldErrors } from '#core/shared'
import type { AppBindings } from '#web/api'

export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(toFieldErrors(result.error))
    },
  })
}
