/**
 * The short view of a listing as the visitor tools' API answers it (compare menu and list,
 * favourites; snake_case): the schemas document the answers (OpenAPI `CompareMenuItem`,
 * `ListingSummary`, `Favorite`) and the functions shape them from ListingSummary.
 */
import { z } from 'zod'
import { ListingFactsShape, listingFactsJson, OPERATION_TYPES, priceFor } from '#core/listings'
import { OpaqueIdSchema } from '#core/shared'
import type { FavoriteItem } from './favorites.service'
import type { ListingSummary } from './listing-summary.view'

const Named = z.object({ name: z.string() })

export const CompareMenuItemSchema = z
  .object({
    id: OpaqueIdSchema,
    photo: z.string().nullable(),
    code: z.string(),
    title: z.string(),
    url: z.string(),
    property_type: Named,
    municipality: Named.nullable(),
    sector: Named.nullable(),
    operation: z.enum(OPERATION_TYPES),
    /** The price of its operation: the monthly rent, or the sale price. */
    price: z.number().nullable(),
  })
  .meta({ id: 'CompareMenuItem' })

/** An item of the header's compare menu (the dropdown reads it from …/compare/list/menu). */
export type CompareMenuItemView = z.infer<typeof CompareMenuItemSchema>

export const ListingSummarySchema = CompareMenuItemSchema.extend({
  agency: Named,
  rent_price: z.number().nullable(),
  sale_price: z.number().nullable(),
  admin_price: z.number().nullable(),
  monthly_total: z.number().nullable(),
  price_per_m2: z.number().nullable(),
  ...ListingFactsShape,
}).meta({ id: 'ListingSummary' })

export const FavoriteSchema = ListingSummarySchema.extend({
  saved_at: z.string(),
  price_drop: z
    .object({
      operation: z.enum(OPERATION_TYPES),
      from: z.number(),
      to: z.number(),
      changed_at: z.string().nullable(),
    })
    .nullable()
    .meta({ description: 'Set when the price is lower than when the listing was saved' }),
}).meta({ id: 'Favorite' })

export function compareMenuItemView(s: ListingSummary): CompareMenuItemView {
  return {
    id: s.id,
    photo: s.photo,
    code: s.code,
    title: s.title,
    url: s.path,
    property_type: { name: s.typeName },
    municipality: s.municipalityName ? { name: s.municipalityName } : null,
    sector: s.sectorName ? { name: s.sectorName } : null,
    operation: s.operation,
    price: priceFor(s, s.operation),
  }
}

export function listingSummaryAnswer(s: ListingSummary): z.infer<typeof ListingSummarySchema> {
  return {
    ...compareMenuItemView(s),
    agency: { name: s.agencyName },
    rent_price: s.rentPrice,
    sale_price: s.salePrice,
    admin_price: s.adminPrice,
    monthly_total: s.monthlyTotal,
    price_per_m2: s.pricePerM2,
    ...listingFactsJson(s),
  }
}

export function favoriteAnswer(f: FavoriteItem): z.infer<typeof FavoriteSchema> {
  return {
    ...listingSummaryAnswer(f),
    saved_at: f.savedAt,
    price_drop: f.priceDrop
      ? {
          operation: f.priceDrop.operation,
          from: f.priceDrop.from,
          to: f.priceDrop.to,
          changed_at: f.priceDrop.changedAt,
        }
      : null,
  }
}
