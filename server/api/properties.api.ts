/**
 * GET /api/properties/{id}: one published listing with its photos, features, agency and
 * adviser, approximate location and canonical URL. A malformed, unknown, unpublished or
 * deleted listing is a 404 "El inmueble no existe o fue deshabilitado".
 */
import { siteOrigin, decodeOperation } from '#core/shared'
import { createRoute, z } from '@hono/zod-openapi'
import { getPublicListing, NOT_FOUND_KEY, PublicListingSchema, publicListingView } from '#core/listings'
import { apiLocale } from '#web/api'
import { publicReadContext } from '#web/context'
import { pathId } from '#web/ids'
import { IdParam, OpaqueId, dataOf, failure, jsonAnswer } from './schemas'
import { createRouter } from './router'

const route = createRoute({
  method: 'get',
  path: '/properties/{id}',
  tags: ['properties'],
  summary: 'One published listing',
  request: {
    params: IdParam,
    query: z.object({
      operation_type_id: OpaqueId.optional().openapi({ description: 'The rent or sale view of a sale_rent listing' }),
    }),
  },
  responses: {
    200: jsonAnswer(dataOf(PublicListingSchema), 'The listing'),
    404: failure('Malformed or unknown id, or a listing that is not published'),
  },
})

// Mounted after /properties/search (server/api/index.ts), which is therefore never taken for an id.
export const propertiesApi = createRouter().openapi(route, async (c) => {
  const id = pathId('property', c.req.valid('param').id, NOT_FOUND_KEY)
  const operation = decodeOperation(c.req.valid('query').operation_type_id)
  const listing = await getPublicListing(publicReadContext(c.req.raw, apiLocale(c)), { id, operation })
  c.header('Cache-Control', 'public, max-age=60')
  return c.json({ data: publicListingView(listing, siteOrigin()) }, 200)
})
