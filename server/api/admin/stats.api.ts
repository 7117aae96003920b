/**
 * /api/admin/stats/listings: what each listing brings over a period (7, 30 or 90 days), for
 * `analytics.read` in the agency: views, phone reveals, WhatsApp clicks, messages, favourites,
 * comparisons and the contact rate (contacts per view), most viewed first, with the views and
 * contacts of each day in `meta.days`; and the same as CSV for Excel (export.csv).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { getListingStats, listListingStatsForExport, ListingStatsQuerySchema, type ListingStats } from '#core/dashboard'
import { bogotaDay, encodeId, parseInput, toCsv, type MessageKey } from '#core/shared'
import { apiLocale, signedInApiContext } from '#web/api'
import { translate } from '../../../app/i18n'
import { ErrorSchema, OpaqueId } from '../schemas'
import { createRouter } from '../router'

const StatsRow = z
  .object({
    id: OpaqueId,
    code: z.string(),
    title: z.string(),
    views: z.number(),
    phone_reveals: z.number(),
    whatsapp_clicks: z.number(),
    messages: z.number(),
    favorites: z.number(),
    comparisons: z.number(),
    contact_rate: z.number().nullable().openapi({ description: 'Contacts (phone, WhatsApp, messages) per view, 0–1' }),
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

function statsRowJson(r: ListingStats) {
  return {
    id: encodeId('property', r.id),
    code: r.code,
    title: r.title,
    views: r.views,
    phone_reveals: r.phone_reveals,
    whatsapp_clicks: r.whatsapp_clicks,
    messages: r.messages,
    favorites: r.favorites,
    comparisons: r.comparisons,
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
        description: 'Listings with their counts; meta.days the views and contacts of each day',
        content: {
          'application/json': {
            schema: z.object({
              data: z.array(StatsRow),
              meta: z.object({
                period: z.number(),
                page: z.number(),
                per_page: z.number(),
                total: z.number(),
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
    meta: { period: stats.period, page: stats.page, per_page: stats.perPage, total: stats.total, days: stats.days },
  })
})

adminStatsApi.get('/admin/stats/listings/export.csv', async (c) => {
  const ctx = await signedInApiContext(c)
  const query = parseInput(ListingStatsQuerySchema, c.req.query())
  const { period, rows } = await listListingStatsForExport(ctx, query)
  const locale = apiLocale(c)
  const t = (key: string) => translate(locale, `admin.stats.${key}` as MessageKey)
  const columns = [
    'code',
    'listing',
    'views',
    'phone_reveals',
    'whatsapp_clicks',
    'messages',
    'favorites',
    'comparisons',
    'contact_rate',
  ]
  const csv = toCsv(
    [...columns.map(t), t('csv_period')],
    rows.map((r) => [
      r.code,
      r.title,
      r.views,
      r.phone_reveals,
      r.whatsapp_clicks,
      r.messages,
      r.favorites,
      r.comparisons,
      // A percentage with a decimal comma, as Excel in Colombia reads it.
      r.contact_rate === null ? '' : `${(r.contact_rate * 100).toFixed(1).replace('.', ',')} %`,
      period,
    ]),
  )
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${t('csv_file')}-${period}d-${bogotaDay()}.csv"`,
  })
})
