/** /admin/leads: the agency's leads inbox, newest first, by status (new, contacted, closed). */
import { Link } from 'react-router'
import { columnsIn, DataTable, RowLink } from '~/components/admin/data-table'
import { PageHeader } from '~/components/admin/page-header'
import { Pill } from '~/components/admin/org/action-message'
import { VISIT_TONES } from '~/components/admin/org/lead-visit'
import { orgPage } from '~/routes/admin/org-page.server'
import { loadOr404, listPageOr422 } from '#web/page'
import { cn } from '~/components/ui/cn'
import { Thumb } from '~/components/ui/thumb'
import { formatDateTime } from '~/components/ui/dates'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import { listLeads, type InboxLeadView } from '#core/leads'
import { encodeId } from '#core/shared'
import type { Route } from './+types/leads-list'

const STATUSES = ['new', 'contacted', 'closed'] as const
export const LEAD_TONES = { new: 'brand', contacted: 'amber', closed: 'ink' } as const

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'leads')
  const url = new URL(request.url)
  const raw = url.searchParams.get('status')
  const status = (STATUSES as readonly string[]).includes(raw ?? '') ? (raw as (typeof STATUSES)[number]) : null
  const result = await loadOr404(() =>
    listLeads(ctx, {
      customerId: office.chosenCustomerId,
      status,
      page: listPageOr422(request),
    }),
  )
  // The export takes the same filters (the agency chosen in the header, the status tab).
  const query = new URLSearchParams()
  if (office.chosenCustomerId) query.set('customer_id', encodeId('customer', office.chosenCustomerId))
  if (status) query.set('status', status)
  return { ...result, status, exportUrl: `/api/admin/leads/export.csv${query.size ? `?${query}` : ''}` }
}

export default function LeadsList({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const { data, meta, status } = loaderData
  const by = meta.byStatus
  const tab = (value: string | null, label: string) => (
    <Link
      to={value ? `?status=${value}` : '?'}
      aria-current={status === value ? 'page' : undefined}
      className={cn(
        'rounded-xl border px-3 py-1.5 text-sm font-bold',
        status === value ? 'border-ink bg-ink text-white' : 'border-ink/25 bg-white text-ink-900 hover:border-ink',
      )}
    >
      {label}
    </Link>
  )
  return (
    <>
      <PageHeader
        title={t('admin_org.leads.title')}
        subtitle={t('admin_org.leads.counts', {
          new: by.new ?? 0,
          contacted: by.contacted ?? 0,
          closed: by.closed ?? 0,
        })}
        actions={
          // A plain link: the browser downloads the file with the session cookie.
          <a
            href={loaderData.exportUrl}
            download
            className="inline-flex min-h-11 items-center rounded-xl border border-ink/25 bg-white px-4 font-bold text-ink-900 hover:border-ink"
          >
            {t('admin_org.leads.export')}
          </a>
        }
      />
      <nav aria-label={t('admin_org.leads.status_label')} className="mb-4 flex flex-wrap gap-2">
        {tab(null, t('admin_org.common.all'))}
        {STATUSES.map((s) => tab(s, `${t(`admin_org.leads.status.${s}`)} (${by[s] ?? 0})`))}
      </nav>
      <DataTable<InboxLeadView>
        caption={t('admin_org.leads.title')}
        rows={data}
        rowKey={(l) => l.id}
        pages={meta}
        columns={columnsIn<InboxLeadView>(t, 'admin_org.leads.col', {
          date: (l) => formatDateTime(l.createdAt, locale, 'medium', 'short'),
          name: (l) => <RowLink to={`/admin/leads/${l.id}`}>{l.name}</RowLink>,
          contact: (l) => <span className="break-all">{[l.email, l.phoneDisplay].filter(Boolean).join(' · ')}</span>,
          property: (l) =>
            l.property ? (
              <span className="flex items-center gap-2 whitespace-nowrap">
                <Thumb src={l.property.thumb} format="mini" />
                {l.property.code}
              </span>
            ) : l.project ? (
              <span data-testid="lead-project">
                {l.project.name}
                {l.project.unitType && ` · ${l.project.unitType.name}`}
              </span>
            ) : (
              t(keyIn('admin_org.leads.kind', l.kind))
            ),
          agency: (l) => l.customer?.name ?? t('admin_org.common.portal_wide'),
          status: (l) => (
            <span className="flex flex-wrap gap-1">
              <Pill tone={LEAD_TONES[l.status]}>{t(`admin_org.leads.status.${l.status}`)}</Pill>
              {l.visit && (
                <Pill tone={VISIT_TONES[l.visit.status]}>
                  {t('admin_org.leads.kind.visit')}: {t(`admin_org.leads_visit.status.${l.visit.status}`)}
                </Pill>
              )}
            </span>
          ),
        })}
      />
    </>
  )
}
