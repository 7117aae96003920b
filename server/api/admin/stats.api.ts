/**
 * /api/admin/stats/listings: what each listing brings over a period (7, 30 or 90 days), for
 * `analytics.read` in the agency: views, contacting visitors, messages, phone reveals, WhatsApp
 * clicks, visit requests, favourites, comparisons and the contact rate (contacting visitors per
 * viewing visitor, 0–1), most viewed first, with the period's totals in `meta.totals` and each
 * day's views and contacting visitors in `meta.days`; and the same as CSV for Excel (export.csv).
 * The numbers are defined once (docs/statistics.md).
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  getListingStats,
  listingStatsAnswer,
  ListingStatsPageSchema,
  ListingStatsQuerySchema,
  listListingStatsForExport,
  STATS_COUNTS,
  type StatsCount,
} from '#core/dashboard'
import { bogotaDay, parseInput, toCsv, type MessageKey } from '#core/shared'
import { apiLocale, signedInApiContext } from '#web/api'
import { withLaggingReads } from '#web/context'
import { translate } from '#i18n'
import { OpaqueId, failure } from '../schemas'
import { answeredBy, createRouter } from '../router'

const Query = z.object({
  period: z.enum(['7', '30', '90']).optional(),
  page: z.string().optional(),
  per_page: z.string().optional(),
  listing_id: OpaqueId.optional(),
  customer_id: OpaqueId.optional(),
})
const err = failure

const listRoute = createRoute({
  method: 'get',
  path: '/admin/stats/listings',
  tags: ['Back-office'],
  summary: 'What each listing brought over the period, most viewed first',
  request: { query: Query },
  responses: {
    200: {
      description: "Listings with their counts; meta.totals the period's; meta.days the views and contacts of each day",
      content: {
        'application/json': {
          schema: ListingStatsPageSchema,
        },
      },
    },
    401: err('Not signed in'),
    403: err('Without analytics.read'),
    422: err('A period other than 7, 30 or 90'),
  },
})

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/stats/listings/export.csv',
  tags: ['Back-office'],
  summary: 'The statistics of every listing as CSV for Excel (UTF-8 with BOM, semicolons)',
  request: { query: Query.pick({ period: true, customer_id: true }) },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    401: err('Not signed in'),
    403: err('Without analytics.read'),
    422: err('A period other than 7, 30 or 90'),
  },
})

/** The query is read by ListingStatsQuerySchema (the page's too); the document describes its fields. */
const readQuery = answeredBy(ListingStatsQuerySchema, { signedIn: true })

export const adminStatsApi = createRouter().openapi(
  listRoute,
  async (c) => {
    // Counts that may lag a little: read on the standby when there is one (ADR 0031).
    const ctx = withLaggingReads(await signedInApiContext(c), c.req.raw)
    const query = parseInput(ListingStatsQuerySchema, c.req.query())
    const stats = await getListingStats(ctx, query)
    return c.json(listingStatsAnswer(stats), 200)
  },
  readQuery,
)

adminStatsApi.openapi(
  exportRoute,
  async (c) => {
    const ctx = withLaggingReads(await signedInApiContext(c), c.req.raw)
    const query = parseInput(ListingStatsQuerySchema, c.req.query())
    const { period, rows, projects } = await listListingStatsForExport(ctx, query)
    const locale = apiLocale(c)
    const t = (key: string) => translate(locale, `admin.stats.${key}` as MessageKey)
    // A project's row (after the listings) has its name under the listing's title and leaves the counts it lacks empty.
    const line = (
      code: string,
      title: string,
      r: Partial<Record<StatsCount, number>> & { contact_rate: number | null },
    ) => [
      code,
      title,
      ...STATS_COUNTS.map((k) => r[k] ?? ''),
      // A fraction from 0 to 1 as the API gives it, with the decimal comma Excel in Colombia reads.
      r.contact_rate === null ? '' : String(r.contact_rate).replace('.', ','),
      period,
    ]
    const csv = toCsv(
      [t('code'), t('listing'), ...STATS_COUNTS.map(t), t('contact_rate'), t('csv_period')],
      [...rows.map((r) => line(r.code, r.title, r)), ...projects.map((p) => line(t('project'), p.name, p))],
    )
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${t('csv_file')}-${period}d-${bogotaDay()}.csv"`,
    })
  },
  readQuery,
)
