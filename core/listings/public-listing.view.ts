/**
 * One published listing as GET /api/properties/{id} answers it (snake_case, opaque ids, absolute
 * URLs): the schema documents the answer (OpenAPI `Listing`) and `publicListingView` shapes it
 * from getPublicListing's ListingDetail, which the listing page shows.
 */
import { PublisherSchema } from './publisher.view'
import { z } from 'zod'
import { encodeOperation, OpaqueIdSchema as Id } from '#core/shared'
import { BUSINESS_TYPES, OPERATION_TYPES } from './business-types.constants'
import type { ListingDetail } from './listing-detail.service'
import { listingFactsJson } from './listing-facts.view'
import { MAX_MIN_TERM_MONTHS, RENTAL_DOCUMENTS, RENTAL_GUARANTEES } from './rental-requirements.constants'

const Named = z.object({ id: Id, name: z.string() })
const Photo = z.object({
  id: Id,
  url: z.string().meta({ description: 'An 800 px wide WebP (or the widest below it)' }),
  width: z.number(),
  height: z.number(),
  alt: z.string().nullable(),
  srcset: z.string().meta({ description: 'For <img srcset>' }),
  sizes: z.array(z.object({ url: z.string(), width: z.number() })),
  og_url: z.string().meta({ description: 'The 1200×630 JPEG crop for link previews' }),
})

/**
 * What a tenant must bring. Empty lists and a null term: the agency did not state them (ask the
 * agency); pets_allowed and furnished are the listing’s features. Null for a listing only for sale.
 */
const RentalRequirements = z
  .object({
    guarantees: z.array(z.enum(RENTAL_GUARANTEES)).meta({
      description:
        'Guarantees accepted: fiador (a co-signer with real estate), poliza (a lease insurance policy), deposito (a cash deposit), none (no guarantee asked)',
    }),
    documents: z.array(z.enum(RENTAL_DOCUMENTS)).meta({ description: 'Documents the tenant must bring' }),
    min_term_months: z.number().int().min(1).max(MAX_MIN_TERM_MONTHS).nullable(),
    pets_allowed: z.boolean(),
    furnished: z.boolean(),
  })
  .nullable()
  // The document shows this description on the component (the nullable field's, as before).
  .meta({ id: 'PublicRentalRequirements', description: 'Null for a listing only for sale' })

export const PublicListingSchema = z
  .object({
    id: Id,
    code: z.string(),
    agency_code: z.string().nullable(),
    status: z.literal('published'),
    business_type: z.enum(BUSINESS_TYPES),
    operation_type_id: Id.meta({
      ...Id.meta(),
      description: 'The operation shown (rent unless the listing is for sale only)',
    }),
    operations: z.array(z.object({ operation: z.enum(OPERATION_TYPES), operation_type_id: Id, url: z.string() })),
    title: z.string(),
    description: z.string(),
    short_description: z.string().meta({ description: 'At most 220 characters and an ellipsis' }),
    property_type_id: Id,
    property_type: Named.extend({ slug: z.string() }),
    rent_price: z.number().nullable(),
    sale_price: z.number().nullable(),
    admin_price: z.number().nullable(),
    monthly_total: z
      .number()
      .nullable()
      .meta({ description: 'rent_price + admin_price when the rent is shown; null for the sale view' }),
    price_per_m2: z.number().nullable(),
    price_comparison: z
      .object({
        scope: z.enum(['sector', 'municipality']),
        median_per_m2: z.number(),
        count: z.number(),
        percent: z.number(),
        direction: z.enum(['below', 'above', 'equal']),
      })
      .nullable()
      .meta({
        description:
          'Price per m² against the median of what the search shows for the same type and operation in the barrio (or municipality); count is the total of that search, the listing among them',
      }),
    build_area: z.number().nullable(),
    private_area: z
      .number()
      .nullable()
      .meta({ description: 'Área privada in m² (the built area less walls and shared parts)' }),
    lot_area: z.number().nullable(),
    stratum: z.number().nullable(),
    bedrooms: z.number().nullable(),
    bathrooms: z.number().nullable(),
    parking: z.number().nullable(),
    floor: z.number().nullable(),
    age: z.number().nullable(),
    rental_requirements: RentalRequirements,
    department_id: Id.nullable(),
    municipality_id: Id.nullable(),
    sector_id: Id.nullable(),
    department: Named.nullable(),
    municipality: Named.nullable(),
    sector: Named.nullable(),
    lat: z.number().nullable().meta({ description: 'Approximate (moved up to 200 m); never the address' }),
    lon: z.number().nullable(),
    location_radius_m: z.number().nullable(),
    feature_ids: z.array(Id),
    features: z.array(Named.extend({ slug: z.string() })),
    photos: z.array(Photo),
    adviser_id: Id.nullable(),
    adviser: z.object({ id: Id, name: z.string(), photo: z.string().nullable() }).nullable(),
    agency: z.object({ id: Id, name: z.string(), logo: z.string().nullable(), url: z.string() }),
    publisher: PublisherSchema,
    phone: z.string().nullable(),
    whatsapp: z.string().nullable().meta({ description: 'Digits with country code, for https://wa.me/' }),
    url: z.string().meta({ description: 'Canonical address of the listing page' }),
    other_offers: z
      .array(
        z.object({
          id: Id,
          agency: z.object({ id: Id, name: z.string(), logo: z.string().nullable(), url: z.string() }),
          price: z.number().nullable(),
          url: z.string(),
        }),
      )
      .meta({
        description:
          'The same property published by other agencies (one card per property in search), cheapest first; price of the same operation',
      }),
    published_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'Listing' })

/** The listing's answer, its addresses made absolute on `origin` (the site's public origin). */
export function publicListingView(l: ListingDetail, origin: string): z.infer<typeof PublicListingSchema> {
  const abs = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path)
  const c = l.priceComparison
  return {
    id: l.id,
    code: l.code,
    agency_code: l.agencyCode,
    status: l.status,
    business_type: l.businessType,
    operation_type_id: encodeOperation(l.operation),
    operations: l.operations.map((op) => ({
      operation: op,
      operation_type_id: encodeOperation(op),
      url: abs(l.operationPaths[op] ?? l.path),
    })),
    title: l.title,
    description: l.description,
    short_description: l.shortDescription,
    property_type_id: l.propertyType.id,
    property_type: { id: l.propertyType.id, name: l.propertyType.name, slug: l.propertyType.slug },
    rent_price: l.rentPrice,
    sale_price: l.salePrice,
    admin_price: l.adminPrice,
    monthly_total: l.monthlyTotal,
    price_per_m2: l.pricePerM2,
    price_comparison: c
      ? { scope: c.scope, median_per_m2: c.median, count: c.count, percent: c.percent, direction: c.direction }
      : null,
    ...listingFactsJson(l),
    private_area: l.privateArea,
    floor: l.floor,
    age: l.age,
    rental_requirements: l.rentalRequirements,
    department_id: l.department?.id ?? null,
    municipality_id: l.municipality?.id ?? null,
    sector_id: l.sector?.id ?? null,
    department: l.department,
    municipality: l.municipality,
    sector: l.sector,
    lat: l.location?.lat ?? null,
    lon: l.location?.lon ?? null,
    location_radius_m: l.location?.radiusM ?? null,
    feature_ids: l.features.map((f) => f.id),
    features: l.features.map((f) => ({ id: f.id, name: f.name, slug: f.slug })),
    photos: l.photos.map((p) => {
      const fitting = p.sources.filter((s) => s.width <= 800)
      const main = fitting.at(-1) ?? p.sources[0]
      return {
        id: p.id,
        url: main ? abs(main.url) : abs(p.og),
        width: p.width,
        height: p.height,
        alt: p.alt,
        srcset: p.sources.map((s) => `${abs(s.url)} ${s.width}w`).join(', '),
        sizes: p.sources.map((s) => ({ url: abs(s.url), width: s.width })),
        og_url: abs(p.og),
      }
    }),
    adviser_id: l.adviser?.id ?? null,
    adviser: l.adviser
      ? { id: l.adviser.id, name: l.adviser.name, photo: l.adviser.photo ? abs(l.adviser.photo) : null }
      : null,
    agency: {
      id: l.agency.id,
      name: l.agency.name,
      logo: l.agency.logo ? abs(l.agency.logo) : null,
      url: abs(l.agency.path),
    },
    publisher: l.publisher,
    phone: l.phone,
    whatsapp: l.whatsapp,
    url: abs(l.path),
    other_offers: l.otherOffers.map((o) => ({
      id: o.id,
      agency: {
        id: o.agency.id,
        name: o.agency.name,
        logo: o.agency.logo ? abs(o.agency.logo) : null,
        url: abs(o.agency.path),
      },
      price: o.price,
      url: abs(o.path),
    })),
    published_at: l.publishedAt,
    updated_at: l.updatedAt,
  }
}
