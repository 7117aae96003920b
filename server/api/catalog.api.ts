/** GET /api/property-types and /api/features: the catalogues filters and forms use, with opaque ids. */
import { createRoute } from '@hono/zod-openapi'
import {
  FeatureSchema,
  featureAnswer,
  listFeatures,
  listPropertyTypes,
  PropertyTypeSchema,
  propertyTypeAnswer,
} from '#core/catalog'
import { runtime } from '#core/shared'
import { apiLocale } from '#web/api'
import { cacheCatalogue } from './catalogue-http'
import { jsonAnswer, listOf } from './schemas'
import { createRouter } from './router'

export const catalogApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/property-types',
      tags: ['catalogue'],
      summary: 'Property types (apartment, house, …)',
      description: 'Names in Spanish, or in English with ?lang=en or Accept-Language: en.',
      responses: {
        200: jsonAnswer(listOf(PropertyTypeSchema), 'Property types in the order the search box lists them'),
      },
    }),
    async (c) => {
      const locale = apiLocale(c)
      const rows = await listPropertyTypes(runtime().db)
      cacheCatalogue(c)
      return c.json({ data: rows.map((t) => propertyTypeAnswer(t, locale)) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/features',
      tags: ['catalogue'],
      summary: 'Amenities a listing may have (ascensor, piscina, …)',
      responses: { 200: jsonAnswer(listOf(FeatureSchema), 'Features by category') },
    }),
    async (c) => {
      const locale = apiLocale(c)
      const rows = await listFeatures(runtime().db)
      cacheCatalogue(c)
      return c.json({ data: rows.map((f) => featureAnswer(f, locale)) }, 200)
    },
  )
