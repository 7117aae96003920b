/** Shared bits of the read-only catalogue endpoints (places, property types, features). */
import { z } from '@hono/zod-openapi'
import type { Context } from 'hono'

/** Catalogues change only when an operator edits them: browsers and CDNs may keep them an hour. */
export const CATALOGUE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

export function cacheCatalogue(c: Context) {
  c.header('Cache-Control', CATALOGUE_CACHE)
  c.header('Vary', 'Accept-Language')
}

export const ErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    request_id: z.string().optional(),
  })
  .openapi('Error')

export const OpaqueId = z
  .string()
  .openapi({ description: 'Opaque public id (Sqids, at least 8 characters)', example: 'k3G7QAe5' })
