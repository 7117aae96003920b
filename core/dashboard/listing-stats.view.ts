/**
 * What each listing brought over a period as /api/admin/stats/listings answers it: the schemas
 * document the answer (OpenAPI `ListingStats`) and `listingStatsAnswer` shapes it from
 * getListingStats, which the statistics page shows. The numbers are defined once
 * (listing-stats.rules.ts, docs/statistics.md).
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema, pagedSchema, pagedView } from '#core/shared'
import { STATS_COUNTS, type StatsCount } from './listing-stats.rules'
import type { getListingStats, ListingStats, StatsSummary } from './listing-stats.service'

const count = (description: string) => z.number().int().meta({ description })
const Counts = z.object({
  views: count('Visitors who opened the listing: one per visitor (cookie or account) and day, bots excluded'),
  contacts: count('Visitors who contacted (message, phone, WhatsApp or visit request): one per visitor and day'),
  messages: count('Visitors who sent a message, one per visitor and day'),
  phone_reveals: count('Visitors who revealed the phone, one per visitor and day'),
  whatsapp_clicks: count('Visitors who opened WhatsApp, one per visitor and day'),
  visit_requests: count('Visitors who asked for a visit, one per visitor and day'),
  favorites: count('Accounts that saved the listing, one per account and day'),
  comparisons: count('Accounts that added the listing to a comparison, one per account and day'),
} satisfies Record<StatsCount, z.ZodType>)
const Rate = z
  .number()
  .nullable()
  .meta({ description: 'contacts / views, from 0 to 1 (a contact implies a view); null without views' })

const ListingStatsSchema = z
  .object({ id: OpaqueIdSchema, code: z.string(), title: z.string(), ...Counts.shape, contact_rate: Rate })
  .meta({ id: 'ListingStats' })

const ProjectStatsSchema = z
  .object({
    id: OpaqueIdSchema,
    name: z.string(),
    status: z.string(),
    // PROJECT_STATS_COUNTS: a project has no favourites or comparisons counted.
    ...Counts.omit({ favorites: true, comparisons: true }).shape,
    contact_rate: Rate,
  })
  .meta({ id: 'ProjectStats' })

/** GET /admin/stats/listings: listings with their counts; the period's totals and each day's views and contacts. */
export const ListingStatsPageSchema = pagedSchema(ListingStatsSchema, {
  period: z.number(),
  totals: Counts.extend({ contact_rate: Rate }),
  days: z.array(z.object({ day: z.string(), views: z.number(), contacts: z.number() })),
  projects: z.array(ProjectStatsSchema).meta({
    description:
      "A builder's projects with their counts over the period, most viewed first (counted as a listing's; not in the totals); empty for an agency and with listing_id",
  }),
})

/** The counts alone, in STATS_COUNTS's order (the JSON's fields). */
const countsOf = (r: StatsSummary) => Object.fromEntries(STATS_COUNTS.map((k) => [k, r[k]])) as z.infer<typeof Counts>

const listingStatsRow = (r: ListingStats): z.infer<typeof ListingStatsSchema> => ({
  id: encodeId('property', r.id),
  code: r.code,
  title: r.title,
  ...countsOf(r),
  contact_rate: r.contact_rate,
})

export function listingStatsAnswer(
  stats: Awaited<ReturnType<typeof getListingStats>>,
): z.infer<typeof ListingStatsPageSchema> {
  return pagedView({ data: stats.rows, meta: stats }, listingStatsRow, {
    period: stats.period,
    totals: { ...countsOf(stats.totals), contact_rate: stats.totals.contact_rate },
    days: stats.days,
    projects: stats.projects.map((p) => ({ ...p, id: encodeId('project', p.id) })),
  })
}
