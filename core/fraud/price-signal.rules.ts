/**
 * A price far below the usual (docs/fraud-signals.md): the listing's price per m² (the price of
 * the operation over the built area, as every view shows it: #core/listings derivedPrices)
 * against the median per m² of the published listings of the same type and operation in its
 * barrio, or in its municipality when the barrio has fewer than MIN_SECTOR_LISTINGS of them.
 * Below PRICE_RATIO_LIMIT of that median, it fires: real owners ask about the market price, and
 * a home at a third of it is bait.
 */
import type { Operation } from '#core/shared'

/** Below this share of the median price per m², the price is bait. */
export const PRICE_RATIO_LIMIT = 0.55
/** A barrio with fewer comparable listings is compared at the municipality instead. */
export const MIN_SECTOR_LISTINGS = 10
/** At most this many comparables (the most recently published) make a median: bounded at any size. */
export const MEDIAN_SAMPLE_LIMIT = 2000

export type MedianScope = 'sector' | 'municipality'

export interface PriceSample {
  /** Median price per m² of the comparables; null for none. */
  median: number | null
  /** How many comparables (published, same type and operation, with a price and an area). */
  size: number
}

export interface PriceEvidence {
  operation: Operation
  scope: MedianScope
  median_per_m2: number
  sample_size: number
  price_per_m2: number
  ratio: number
  limit: number
  /** The estrato the municipality's sample was limited to. */
  stratum?: number
}

/** Which sample the median comes from: the barrio when it has enough, else the municipality. */
export function chooseSample(samples: {
  sector: PriceSample | null
  municipality: PriceSample | null
}): { scope: MedianScope; sample: PriceSample } | null {
  const usable = (s: PriceSample | null) =>
    s != null && s.median != null && s.median > 0 && s.size >= MIN_SECTOR_LISTINGS
  if (usable(samples.sector)) return { scope: 'sector', sample: samples.sector! }
  if (usable(samples.municipality)) return { scope: 'municipality', sample: samples.municipality! }
  return null
}

/** The evidence when the price per m² is below the limit of the chosen median; null otherwise. */
export function priceBelowMedian(
  operation: Operation,
  pricePerM2: number | null,
  chosen: { scope: MedianScope; sample: PriceSample } | null,
): PriceEvidence | null {
  if (pricePerM2 == null || !chosen || chosen.sample.median == null) return null
  const ratio = pricePerM2 / chosen.sample.median
  if (ratio >= PRICE_RATIO_LIMIT) return null
  return {
    operation,
    scope: chosen.scope,
    median_per_m2: Math.round(chosen.sample.median),
    sample_size: chosen.sample.size,
    price_per_m2: pricePerM2,
    ratio: Math.round(ratio * 100) / 100,
    limit: PRICE_RATIO_LIMIT,
  }
}
