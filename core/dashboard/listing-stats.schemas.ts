/** The statistics' query (`/api/admin/stats/listings`, the page and its CSV): period, page, one listing. */
import { z } from 'zod'
import { PageNumber, optionalOpaqueId } from '#core/shared'
import { STATS_PERIODS, type StatsPeriod } from './listing-stats.rules'

export const STATS_PER_PAGE = 50

export const ListingStatsQuerySchema = z.object({
  period: z
    .preprocess(
      (v) => (v == null || v === '' ? 30 : Number(v)),
      z.number().refine((n) => (STATS_PERIODS as readonly number[]).includes(n), 'validation.invalid_option'),
    )
    .transform((n) => n as StatsPeriod)
    .optional(),
  page: PageNumber,
  per_page: z
    .preprocess((v) => (v == null || v === '' ? STATS_PER_PAGE : Number(v)), z.number().int().min(1).max(500))
    .optional(),
  listing_id: optionalOpaqueId('property').optional(),
  customer_id: optionalOpaqueId('customer').optional(),
})

export type ListingStatsQuery = z.output<typeof ListingStatsQuerySchema>
