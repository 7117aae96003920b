/**
 * The catalogues as /api/property-types and /api/features answer them (OpenAPI `PropertyType`,
 * `Feature`): opaque ids, the name in the caller's language beside both names.
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema as Id, type ServiceContext } from '#core/shared'
import type { listFeatures, PropertyType } from './catalog.service'

type Locale = NonNullable<ServiceContext['locale']>
type Feature = Awaited<ReturnType<typeof listFeatures>>[number]

export const PropertyTypeSchema = z
  .object({
    id: Id,
    slug: z.string().meta({ example: 'apartment' }),
    name: z.string().meta({ description: "In the caller's language (Spanish by default)", example: 'Apartamento' }),
    plural: z.string().meta({ example: 'Apartamentos' }),
    name_es: z.string(),
    name_en: z.string(),
  })
  .meta({ id: 'PropertyType' })

export const FeatureSchema = z
  .object({
    id: Id,
    slug: z.string().meta({ example: 'balcony' }),
    name: z.string().meta({ example: 'Balcón' }),
    category: z.string().meta({ example: 'interior' }),
    name_es: z.string(),
    name_en: z.string(),
  })
  .meta({ id: 'Feature' })

export function propertyTypeAnswer(t: PropertyType, locale: Locale): z.output<typeof PropertyTypeSchema> {
  const en = locale === 'en'
  return {
    id: encodeId('propertyType', t.id),
    slug: t.slug,
    name: en ? t.nameEn : t.nameEs,
    plural: en ? t.pluralEn : t.pluralEs,
    name_es: t.nameEs,
    name_en: t.nameEn,
  }
}

export function featureAnswer(f: Feature, locale: Locale): z.output<typeof FeatureSchema> {
  return {
    id: encodeId('feature', f.id),
    slug: f.slug,
    name: locale === 'en' ? f.nameEn : f.nameEs,
    category: f.category,
    name_es: f.nameEs,
    name_en: f.nameEn,
  }
}
