/**
 * /admin: listings by status, leads of the last 30 days, and the listings' views, visitors who
 * contacted and contact rate over 30 days (a builder's projects' views and contacts too) — the statistics page's 30-day figures (one aggregate).
 */
import { Link } from 'react-router'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { orgPage } from '~/routes/admin/org-page.server'
import { StatusBadge } from '~/components/admin/status-badge'
import { ButtonLink } from '~/components/ui/button'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import { canCreateListings } from '#core/listings'
import { getDashboard } from '#core/dashboard'
import { PROPERTY_STATUSES } from '#core/listings/browser'
import { encodeId } from '#core/shared'
import type { Route } from './+types/dashboard'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'dashboard')
  const dashboard = await getDashboard(ctx, { chosenCustomerId: office.chosenCustomerId })
  return {
    ...dashboard,
    stats: dashboard.stats && {
      ...dashboard.stats,
      top: dashboard.stats.top.map((r) => ({ ...r, id: encodeId('property', r.id) })),
    },
    projects: dashboard.projects?.map((r) => ({ ...r, id: encodeId('project', r.id) })) ?? null,
    canSeeStatistics: office.sections.includes('statistics'),
    canCreate: canCreateListings(office.actor),
    canListProperties: office.sections.includes('properties'),
  }
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-ink/5 p-3">
      <dt className="text-sm text-ink">{label}</dt>
      <dd className="text-2xl font-extrabold text-ink-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

/** A listing or project with its figures, linked to its back-office page. */
function RankedRow({ to, label, figures }: { to: string; label: string; figures: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-1 hover:bg-ink/5">
      <Link to={to} className="min-w-0 truncate font-semibold underline-offset-2 hover:underline">
        {label}
      </Link>
      <span className="shrink-0 font-bold">{figures}</span>
    </li>
  )
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const { t, locale } = useT()
  const number = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <>
      <PageHeader
        title={t('admin.dashboard.title')}
        actions={
          <>
            {d.canListProperties && (
              <ButtonLink to="/admin/properties" variant="ghost" size="sm">
                {t('admin.dashboard.see_properties')}
              </ButtonLink>
            )}
            {d.canCreate && (
              <ButtonLink to="/admin/properties/new" size="sm">
                {t('admin.dashboard.new_property')}
              </ButtonLink>
            )}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {d.listingsByStatus && (
          <Panel title={t('admin.dashboard.by_status')} className={d.leads ? '' : 'lg:col-span-2'}>
            <ul
              className={
                d.leads
                  ? 'grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2'
                  : 'grid grid-cols-2 gap-3 sm:grid-cols-4'
              }
            >
              {PROPERTY_STATUSES.map((s) => (
                <li key={s}>
                  <Link
                    to={`/admin/properties?status=${s}`}
                    className="flex flex-col items-start gap-1 rounded-xl bg-ink/5 p-3 hover:bg-brand-50"
                  >
                    <StatusBadge status={s} />
                    <span className="text-2xl font-extrabold text-ink-900">
                      {(d.listingsByStatus?.[s] ?? 0).toLocaleString('es-CO')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        )}
        {d.leads && (
          <Panel title={t('admin.dashboard.leads_30')}>
            <p className="text-4xl font-extrabold text-ink-900">{d.leads.total.toLocaleString('es-CO')}</p>
            {d.leads.byKind.length > 0 && (
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                {d.leads.byKind.map((k) => (
                  <div key={k.kind} className="flex justify-between gap-2 rounded-lg bg-ink/5 px-3 py-1.5">
                    <dt>{t(keyIn('admin_org.leads.kind', k.kind))}</dt>
                    <dd className="font-bold">{k.n}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Panel>
        )}
        {d.stats && (
          <Panel title={t('admin.dashboard.views')} className="lg:col-span-2">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Figure
                label={t('admin.dashboard.views_30')}
                value={number.format(d.stats.views)}
                testId="dashboard-views"
              />
              <Figure
                label={t('admin.dashboard.contacts_30')}
                value={number.format(d.stats.contacts)}
                testId="dashboard-contacts"
              />
              <Figure
                label={t('admin.dashboard.rate_30')}
                value={d.stats.contact_rate === null ? '—' : percent.format(d.stats.contact_rate)}
                testId="dashboard-rate"
              />
            </dl>
            <h3 className="mt-4 mb-2 font-bold">{t('admin.dashboard.top_listings')}</h3>
            {d.stats.top.length === 0 ? (
              <p className="text-ink">{t('admin.dashboard.no_views')}</p>
            ) : (
              <ol className="flex flex-col gap-1">
                {d.stats.top.map((r) => (
                  <RankedRow
                    key={r.id}
                    to={`/admin/properties/${r.id}`}
                    label={`${r.code} · ${r.title}`}
                    figures={`${t('admin.stats.views')}: ${number.format(r.views)}`}
                  />
                ))}
              </ol>
            )}
            {d.canSeeStatistics && (
              <p className="mt-3">
                <Link to="/admin/statistics?period=30" className="font-semibold underline underline-offset-2">
                  {t('admin.dashboard.see_statistics')}
                </Link>
              </p>
            )}
          </Panel>
        )}
        {d.projects && (
          <Panel title={t('admin.dashboard.projects_30')} className="lg:col-span-2">
            <ol className="flex flex-col gap-1" data-testid="dashboard-projects">
              {d.projects.map((r) => (
                <RankedRow
                  key={r.id}
                  to={`/admin/projects/${r.id}`}
                  label={r.name}
                  figures={`${t('admin.stats.views')}: ${number.format(r.views)} · ${t('admin.dashboard.contacts_short')}: ${number.format(r.contacts)}`}
                />
              ))}
            </ol>
          </Panel>
        )}
      </div>
    </>
  )
}
