/**
 * /admin/statistics: what each listing brings (`analytics.read`): the period (7, 30, 90 days),
 * its totals, a chart of views and visitors who contacted per day (every listing, or one), and
 * each listing's counts and contact rate, most viewed first, with the CSV of them all. The API
 * gives the same at /api/admin/stats/listings; every number is defined in docs/statistics.md.
 */
import { Link, useSearchParams } from 'react-router'
import { DataTable, Pagination, type Column } from '~/components/admin/data-table'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { StatsChart } from '~/components/admin/stats-chart'
import { orgPage } from '~/routes/admin/org-page.server'
import { buttonClass } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import { PROJECT_STATS_COUNTS, STATS_COUNTS, STATS_PERIODS } from '#core/dashboard/browser'
import { getListingStats, ListingStatsQuerySchema } from '#core/dashboard'
import { encodeId, parseInput } from '#core/shared'
import { loadOr404, parsedOr422 } from '#web/page'
import { withLaggingReads } from '#web/context'
import type { Route } from './+types/listing-stats'

/** Twenty listings a page: on a phone each is a card of nine figures. */
const PAGE_SIZE = '20'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'statistics')
  const params = new URL(request.url).searchParams
  const query = parsedOr422(
    () => parseInput(ListingStatsQuerySchema, { per_page: PAGE_SIZE, ...Object.fromEntries(params) }),
    'errors.bad_request',
  )
  const stats = await loadOr404(() =>
    getListingStats(withLaggingReads(ctx, request), query, { chosenCustomerId: office.chosenCustomerId }),
  )
  // The export takes the same period and the agency chosen in the header.
  const csv = new URLSearchParams({ period: String(stats.period) })
  if (office.chosenCustomerId) csv.set('customer_id', encodeId('customer', office.chosenCustomerId))
  return {
    period: stats.period,
    page: stats.page,
    perPage: stats.perPage,
    total: stats.total,
    days: stats.days,
    totals: stats.totals,
    listing: stats.listing
      ? { id: encodeId('property', stats.listing.id), code: stats.listing.code, title: stats.listing.title }
      : null,
    rows: stats.rows.map((r) => ({ ...r, id: encodeId('property', r.id) })),
    projects: stats.projects.map((r) => ({ ...r, id: encodeId('project', r.id) })),
    exportUrl: `/api/admin/stats/listings/export.csv?${csv}`,
  }
}

type Row = Route.ComponentProps['loaderData']['rows'][number]
type ProjectRow = Route.ComponentProps['loaderData']['projects'][number]

/** The counts a builder's project has (docs/statistics.md), as the listings' columns. */

export default function ListingStatsPage({ loaderData: d }: Route.ComponentProps) {
  const { t, locale } = useT()
  const [params] = useSearchParams()
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const number = new Intl.NumberFormat(locale)
  // This page with one parameter changed, from its first page.
  const linkWith = (name: 'period' | 'listing_id', value: string | number) => {
    const next = new URLSearchParams(params)
    next.set(name, String(value))
    next.delete('page')
    return `?${next}`
  }
  const periodLink = (period: number) => linkWith('period', period)
  const listingLink = (id: string) => linkWith('listing_id', id)
  const totals = [
    ['views', number.format(d.totals.views)],
    ['contacts', number.format(d.totals.contacts)],
    ['rate', d.totals.contact_rate === null ? '—' : percent.format(d.totals.contact_rate)],
  ] as const
  const rate = (r: { contact_rate: number | null }) => (r.contact_rate === null ? '—' : percent.format(r.contact_rate))
  const projectColumns: Column<ProjectRow>[] = [
    {
      key: 'project',
      header: t('admin.stats.project'),
      cell: (r) => (
        <Link to={`/admin/projects/${r.id}`} className="font-bold underline underline-offset-2">
          {r.name}
        </Link>
      ),
    },
    ...PROJECT_STATS_COUNTS.map((key): Column<ProjectRow> => ({
      key,
      header: t(`admin.stats.${key}`),
      cell: (r) => <span data-testid={`project-${key}`}>{number.format(r[key])}</span>,
      className: 'text-right',
    })),
    { key: 'rate', header: t('admin.stats.contact_rate'), cell: rate, className: 'text-right' },
  ]
  const columns: Column<Row>[] = [
    {
      key: 'listing',
      header: t('admin.stats.listing'),
      cell: (r) => (
        <span className="flex flex-col">
          <Link to={`/admin/properties/${r.id}`} className="font-bold underline underline-offset-2">
            {r.code}
          </Link>
          <span className="line-clamp-1 text-ink">{r.title}</span>
        </span>
      ),
    },
    // The counts, each a right-aligned number under its catalogue heading.
    ...STATS_COUNTS.map((key): Column<Row> => ({
      key,
      header: t(`admin.stats.${key}`),
      cell: (r) => number.format(r[key]),
      className: 'text-right',
    })),
    {
      key: 'rate',
      header: t('admin.stats.contact_rate'),
      cell: rate,
      className: 'text-right',
    },
    {
      key: 'chart',
      header: t('admin.stats.chart'),
      cell: (r) => (
        <Link
          to={listingLink(r.id)}
          className="underline underline-offset-2"
          aria-label={`${t('admin.stats.chart')}: ${r.code}`}
        >
          {t('admin.stats.chart')}
        </Link>
      ),
    },
  ]
  return (
    <>
      <PageHeader
        title={t('admin.stats.title')}
        subtitle={t('admin.stats.subtitle')}
        actions={
          <a href={d.exportUrl} download className={buttonClass('secondary', 'sm')}>
            {t('admin.stats.csv')}
          </a>
        }
      />
      <nav aria-label={t('admin.stats.period')} className="mb-4 flex flex-wrap gap-2">
        {STATS_PERIODS.map((period) => (
          <Link
            key={period}
            to={periodLink(period)}
            aria-current={period === d.period ? 'page' : undefined}
            className={cn(buttonClass(period === d.period ? 'primary' : 'ghost', 'sm'))}
          >
            {t('admin.stats.days', { n: period })}
          </Link>
        ))}
      </nav>
      <Panel
        title={
          d.listing
            ? t('admin.stats.chart_of', { listing: `${d.listing.code} · ${d.listing.title}` })
            : t('admin.stats.chart_title')
        }
      >
        <dl className="mb-3 flex flex-wrap gap-6">
          {totals.map(([name, value]) => (
            <div key={name}>
              <dt className="text-sm text-ink">{t(keyIn('admin.stats', `total_${name}`))}</dt>
              <dd className="text-2xl font-bold text-ink-900" data-testid={`total-${name}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <StatsChart
          days={d.days}
          label={t('admin.stats.chart_label', { n: d.period })}
          caption={t('admin.stats.chart_caption', { n: d.period })}
        />
        {d.listing && (
          <p className="mt-3">
            <Link to={`?period=${d.period}`} className="font-semibold underline underline-offset-2">
              {t('admin.stats.all_listings')}
            </Link>
          </p>
        )}
        <p className="mt-3 text-sm text-ink">{t('admin.stats.note')}</p>
      </Panel>
      <div className="mt-6">
        {d.rows.length === 0 ? (
          <p className="text-ink">{t('admin.stats.empty')}</p>
        ) : (
          <DataTable rows={d.rows} rowKey={(r) => r.id} columns={columns} caption={t('admin.stats.title')} />
        )}
        <Pagination page={d.page} perPage={d.perPage} total={d.total} />
      </div>
      {d.projects.length > 0 && (
        <Panel title={t('admin.stats.projects_title')} className="mt-6">
          <DataTable
            rows={d.projects}
            rowKey={(r) => r.id}
            columns={projectColumns}
            caption={t('admin.stats.projects_title')}
          />
        </Panel>
      )}
    </>
  )
}
