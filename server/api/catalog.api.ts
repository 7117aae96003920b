/** GET /api/property-types and /api/features: the catalogues filters and forms use, with opaque ids. */
import { createRoute, z } from '@hono/zod-openapi'
import { listFeatures, listPropertyTypes } from '#core/catalog'
import { encodeId, runtime } from '#core/shared'
import { apiLocale } from '#web/api'
import { cacheCatalogue } from './catalogue-http'
import { OpaqueId } from './schemas'
import { createRouter } from './router'

const PropertyTypeSchema = z
  .object({
    id: OpaqueId,
    slug: z.string().openapi({ example: 'apartment' }),
    name: z.string().openapi({ description: "In the caller's language (Spanish by default)", example: 'Apartamento' }),
    plural: z.string().openapi({ example: 'Apartamentos' }),
    name_es: z.string(),
    name_en: z.string(),
  })
  .openapi('PropertyType')

const FeatureSchema = z
  .object({
    id: OpaqueId,
    slug: z.string().openapi({ example: 'balcony' }),
    name: z.string().openapi({ example: 'Balcón' }),
    category: z.string().openapi({ example: 'interior' }),
    name_es: z.string(),
    name_en: z.string(),
  })
  .openapi('Feature')

const list = <T extends z.ZodType>(item: T, description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: z.array(item) }) } },
})

export const catalogApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/property-types',
      tags: ['catalogue'],
      summary: 'Property types (apartment, house, …)',
      description: 'Names in Spanish, or in English with ?lang=en or Accept-Language: en.',
      responses: { 200: list(PropertyTypeSchema, 'Property types in the order the search box lists them') },
    }),
    async (c) => {
      const en = apiLocale(c) === 'en'
      const rows = await listPropertyTypes(runtime().db)
      cacheCatalogue(c)
      return c.json(
        {
          data: rows.map((t) => ({
            id: encodeId('propertyType', t.id),
            slug: t.slug,
            name: en ? t.nameEn : t.nameEs,
            plural: en ? t.pluralEn : t.pluralEs,
            name_es: t.nameEs,
            name_en: t.nameEn,
          })),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/features',
      tags: ['catalogue'],
      summary: 'Amenities a listing may have (ascensor, piscina, …)',
      responses: { 200: list(FeatureSchema, 'Features by category') },
    }),
    async (c) => {
      const en = apiLocale(c) === 'en'
      const rows = await listFeatures(runtime().db)
      cacheCatalogue(c)
      return c.json(
        {
          data: rows.map((f) => ({
            id: encodeId('feature', f.id),
            slug: f.slug,
            name: en ? f.nameEn : f.nameEs,
            category: f.category,
            name_es: f.nameEs,
            name_en: f.nameEn,
          })),
        },
        200,
      )
    },
  )
