/**
 * Price per square metre of a listing against the median of the listings the search shows
 * for its type and operation in its barrio (or municipality): the same type only, and the same
 * count as that search. The median itself is computed in SQL (`percentile_cont(0.5)`,
 * listing-public.queries.ts); this module holds the rules: how many listings make a fair
 * median, and how the difference reads. The listing's own price per m² comes from
 * listing-prices.rules.ts.
 */

/** Fewer comparables than this in the barrio: compare with the whole municipality. */
export const MIN_COMPARABLES = 5

/** Differences smaller than this (in %) read as "en la mediana". */
export const NEUTRAL_BAND_PERCENT = 3

/** Median of numbers (the same definition as percentile_cont(0.5)); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export type MedianScope = 'sector' | 'municipality'

export interface MedianSample {
  /** Median price per m² of the comparables, in pesos. */
  median: number | null
  /** How many listings the search shows at that address (the listing itself among them). */
  count: number
  /** How many of them have a price per m² (a built area): the median's sample. */
  weighed: number
}

export interface PriceComparison {
  scope: MedianScope
  /** This listing's price per m². */
  value: number
  /** The comparables' median price per m², rounded to pesos. */
  median: number
  count: number
  /** Rounded percentage difference from the median, always positive. */
  percent: number
  direction: 'below' | 'above' | 'equal'
}

/**
 * Compares a listing's price per m² with its barrio's median, falling back to the
 * municipality when the barrio has fewer than MIN_COMPARABLES comparables; null when
 * neither has enough or the listing has no price per m².
 */
export function comparePricePerM2(
  value: number | null,
  samples: { sector: MedianSample | null; municipality: MedianSample | null },
): PriceComparison | null {
  if (value == null) return null
  const pick = (scope: MedianScope, sample: MedianSample | null) =>
    sample && sample.median != null && sample.median > 0 && sample.weighed >= MIN_COMPARABLES
      ? { scope, ...sample, median: sample.median }
      : null
  const chosen = pick('sector', samples.sector) ?? pick('municipality', samples.municipality)
  if (!chosen) return null
  const diff = ((value - chosen.median) / chosen.median) * 100
  const percent = Math.round(Math.abs(diff))
  const direction = Math.abs(diff) < NEUTRAL_BAND_PERCENT ? 'equal' : diff < 0 ? 'below' : 'above'
  return { scope: chosen.scope, value, median: Math.round(chosen.median), count: chosen.count, percent, direction }
}

/** The price band of "similar" listings: ±25 % around a price. */
export const SIMILAR_PRICE_BAND = 0.25

export function priceBand(price: number): { min: number; max: number } {
  return { min: Math.floor(price * (1 - SIMILAR_PRICE_BAND)), max: Math.ceil(price * (1 + SIMILAR_PRICE_BAND)) }
}
