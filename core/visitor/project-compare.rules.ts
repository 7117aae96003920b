/**
 * The rows of a comparison of projects (projects among projects, never with listings) that
 * have a best value: the lowest price from, the largest areas and most bedrooms, the earliest
 * delivery, the most construction progress and amenities. Stage, estrato and VIS/VIP are shown
 * without a best (compare-best.rules.ts decides, as for listings).
 */
import type { ProjectCardView } from '#core/projects/browser'
import { bestOfRows, type Criterion } from './compare-best.rules'

export interface ProjectComparisonItem extends ProjectCardView {
  amenities: string[]
}

export const PROJECT_COMPARE_ROWS = {
  price_from: { better: 'low', value: (p) => p.summary.price_from },
  area: { better: 'high', value: (p) => p.summary.area_max },
  bedrooms: { better: 'high', value: (p) => p.summary.bedrooms_max },
  delivery: {
    better: 'low',
    value: (p) => (p.delivery_year == null ? null : p.delivery_year * 12 + (p.delivery_month ?? 12)),
  },
  progress: { better: 'high', value: (p) => p.progress_percent },
  amenities: { better: 'high', value: (p) => p.amenities.length },
} satisfies Record<string, Criterion<ProjectComparisonItem>>

export type ProjectCompareRowKey = keyof typeof PROJECT_COMPARE_ROWS

export function bestProjectValues(items: ProjectComparisonItem[]): Partial<Record<ProjectCompareRowKey, number>> {
  return bestOfRows<ProjectComparisonItem, ProjectCompareRowKey>(PROJECT_COMPARE_ROWS, items)
}
