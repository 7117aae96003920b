/**
 * Which value of each comparison row is the best one: lower prices, larger areas, more
 * rooms. Prices compare only when every listing is for the same operation (a rent is not
 * "cheaper" than a sale), and a row has a best value only when at least two listings have
 * one and they differ.
 */
import { priceFor } from '#core/listings/browser'
import type { ListingSummary } from './listing-summary.view'

type Item = ListingSummary & { features: string[]; privateArea?: number | null }

export interface Criterion<I = Item> {
  better: 'low' | 'high' | null
  /** Only comparable when every listing is for the same operation. */
  samePrice?: boolean
  value: (item: I) => number | null
}

export const COMPARE_ROWS = {
  price: { better: 'low', samePrice: true, value: (i) => priceFor(i, i.operation) },
  admin: { better: 'low', value: (i) => i.adminPrice },
  monthly_total: { better: 'low', value: (i) => i.monthlyTotal },
  price_per_m2: { better: 'low', samePrice: true, value: (i) => i.pricePerM2 },
  build_area: { better: 'high', value: (i) => i.buildArea },
  private_area: { better: 'high', value: (i) => i.privateArea ?? null },
  lot_area: { better: 'high', value: (i) => i.lotArea },
  stratum: { better: null, value: (i) => i.stratum },
  bedrooms: { better: 'high', value: (i) => i.bedrooms },
  bathrooms: { better: 'high', value: (i) => i.bathrooms },
  parking: { better: 'high', value: (i) => i.parking },
  features: { better: 'high', value: (i) => i.features.length },
} satisfies Record<string, Criterion>

export type CompareRowKey = keyof typeof COMPARE_ROWS

/** The best value of each row that has one. */
export function bestValues(items: Item[]): Partial<Record<CompareRowKey, number>> {
  const oneOperation = new Set(items.map((i) => i.operation)).size === 1
  return bestOfRows(COMPARE_ROWS, items, (row) => !row.samePrice || oneOperation)
}

/** The best value of each of `rows` (of listings, of projects) that has one and is `comparable`. */
export function bestOfRows<I, K extends string>(
  rows: Record<K, Criterion<I>>,
  items: I[],
  comparable: (row: Criterion<I>) => boolean = () => true,
): Partial<Record<K, number>> {
  const best: Partial<Record<K, number>> = {}
  for (const [key, row] of Object.entries(rows) as Array<[K, Criterion<I>]>) {
    if (!row.better || !comparable(row)) continue
    const present = items.map(row.value).filter((v): v is number => v != null)
    if (present.length < 2 || new Set(present).size < 2) continue
    best[key] = row.better === 'low' ? Math.min(...present) : Math.max(...present)
  }
  return best
}
