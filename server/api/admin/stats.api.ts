/**
 * /api/admin/stats/listings: what each listing brings over a period (7, 30 or 90 days), for
 * `analytics.read` in the agency: views, contacting visitors, messages, phone reveals, WhatsApp
 * clicks, visit requests, favourites, comparisons and the contact rate (contacting visitors per
 * viewing visitor, 0–1), most viewed first, with the period's totals in `meta.totals` and each
 * day's views and contacting visitors in `meta.days`; and the same as CSV for Excel (export.csv).
 * The numbers are defined once (docs/statistics.md).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { getListingStats, listListingStatsForExport, ListingStatsQuerySchema, type ListingStats } from '#core/dashboard'
import { bogotaDay, encodeId, parseInput, toCsv, type MessageKey } from '#core/shared'
import { apiLocale, signedInApiContext } from '#web/api'
import { translate } from '#i18n'
import { ErrorSchema, OpaqueId } from '../schemas'
import { createRouter } from '../router'

const count = (description: string) => z.number().int().openapi({ description })
const Counts = z.object({
  views: count('Visitors who opened the listing: one per visitor (cookie or account) and day, bots excluded'),
  contacts: count('Visitors who contacted (message, phone, WhatsApp or visit request): one per visitor and day'),
  messages: count('Visitors who sent a message, one per visitor and day'),
  phone_reveals: count('Visitors who revealed the phone, one per visitor and day'),
  whatsapp_clicks: count('Visitors who opened WhatsApp, one per visitor and day'),
  visit_requests: count('Visitors who asked for a visit, one per visitor and day'),
  favorites: count('Accounts that saved the listing, one per account and day'),
  comparisons: count('Accounts that added the listing to a comparison, one per account and day'),
})
const Rate = z
  .number()
  .nullable()
  .openapi({ description: 'contacts / views, from 0 to 1 (a contact implies a view); null without views' })
const StatsRow = z
  .object({
    id: OpaqueId,
    code: z.string(),
    title: z.string(),
    ...Counts.shape,
    contact_rate: Rate,
  })
  .openapi('ListingStats')
const Query = z.object({
  period: z.enum(['7', '30', '90']).optional(),
  page: z.string().optional(),
  per_page: z.string().optional(),
  listing_id: OpaqueId.optional(),
  customer_id: OpaqueId.optional(),
})
const err = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } })

/** The counts in their order: the JSON's fields and the CSV's columns. */
const COUNTS = Object.keys(Counts.shape) as (keyof z.infer<typeof Counts>)[]

function statsRowJson(r: ListingStats) {
  return {
    id: encodeId('property', r.id),
    code: r.code,
    title: r.title,
    ...Object.fromEntries(COUNTS.map((k) => [k, r[k]])),
    contact_rate: r.contact_rate,
  }
}

const docs = [
  createRoute({
    method: 'get',
    path: '/admin/stats/listings',
    tags: ['Back-office'],
    summary: 'What each listing brought over the period, most viewed first',
    request: { query: Query },
    responses: {
      200: {
        description:
          "Listings with their counts; meta.totals the period's; meta.days the views and contacts of each day",
        content: {
          'application/json': {
            schema: z.object({
              data: z.array(StatsRow),
              meta: z.object({
                period: z.number(),
                page: z.number(),
                per_page: z.number(),
                total: z.number(),
                totals: Counts.extend({ contact_rate: Rate }),
                days: z.array(z.object({ day: z.string(), views: z.number(), contacts: z.number() })),
              }),
            }),
          },
        },
      },
      401: err('Not signed in'),
      403: err('Without analytics.read'),
      422: err('A period other than 7, 30 or 90'),
    },
  }),
  createRoute({
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
  }),
]

export const adminStatsApi = createRouter()
for (const route of docs) adminStatsApi.openAPIRegistry.registerPath(route)

adminStatsApi.get('/admin/stats/listings', async (c) => {
  const ctx = await signedInApiContext(c)
  const query = parseInput(ListingStatsQuerySchema, c.req.query())
  const stats = await getListingStats(ctx, query)
  return c.json({
    data: stats.rows.map(statsRowJson),
    meta: {
      period: stats.period,
      page: stats.page,
      per_page: stats.perPage,
      total: stats.total,
      totals: {
        ...Object.fromEntries(COUNTS.map((k) => [k, stats.totals[k]])),
        contact_rate: stats.totals.contact_rate,
      },
      days: stats.days,
    },
  })
})

adminStatsApi.get('/admin/stats/listings/export.csv', async (c) => {
  const ctx = await signedInApiContext(c)
  const query = parseInput(ListingStatsQuerySchema, c.req.query())
  const { period, rows } = await listListingStatsForExport(ctx, query)
  const locale = apiLocale(c)
  const t = (key: string) => translate(locale, `admin.stats.${key}` as MessageKey)
  const csv = toCsv(
    [t('code'), t('listing'), ...COUNTS.map(t), t('contact_rate'), t('csv_period')],
    rows.map((r) => [
      r.code,
      r.title,
      ...COUNTS.map((k) => r[k]),
      // A fraction from 0 to 1 as the API gives it, with the decimal comma Excel in Colombia reads.
      r.contact_rate === null ? '' : String(r.contact_rate).replace('.', ','),
      period,
    ]),
  )
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${t('csv_file')}-${period}d-${bogotaDay()}.csv"`,
  })
})
