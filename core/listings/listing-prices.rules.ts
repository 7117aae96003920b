/**
 * The prices derived from what a listing asks, for the operation shown (rent or sale): the
 * price of that operation, the monthly total a tenant pays (rent plus administración; none
 * when the sale is shown) and the price per built m². Every view that shows them (search
 * results, the listing page and API, comparison, favourites, cards) takes them from here.
 * The database keeps the same monthly total as a generated column (properties.monthly_total)
 * to sort by it.
 */
import type { Operation } from '#core/shared'

export interface AskedPrices {
  rentPrice: number | null
  salePrice: number | null
  adminPrice: number | null
  buildArea: number | null
}

export interface DerivedPrices {
  /** The price of the operation shown: rent per month or the sale price. */
  price: number | null
  /** Rent plus administración when the rent is shown; null for the sale. */
  monthlyTotal: number | null
  /** Whole pesos per built m² of the price shown. */
  pricePerM2: number | null
}

/** The price asked for an operation: rent per month or the sale price. */
export function priceFor(
  listing: { rentPrice: number | null; salePrice: number | null },
  operation: Operation,
): number | null {
  return operation === 'rent' ? listing.rentPrice : listing.salePrice
}

/** Rent plus administración, what a tenant pays each month. */
export function monthlyTotal(rentPrice: number | null, adminPrice: number | null): number | null {
  if (rentPrice == null) return null
  return rentPrice + (adminPrice ?? 0)
}

/** Whole pesos per m², or null when the price or the area is missing. */
export function pricePerM2(price: number | null | undefined, area: number | null | undefined): number | null {
  if (price == null || area == null || !(area > 0) || !(price > 0)) return null
  return Math.round(price / area)
}

export function derivedPrices(listing: AskedPrices, operation: Operation): DerivedPrices {
  const price = priceFor(listing, operation)
  return {
    price,
    monthlyTotal: operation === 'rent' ? monthlyTotal(listing.rentPrice, listing.adminPrice) : null,
    pricePerM2: pricePerM2(price, listing.buildArea),
  }
}
