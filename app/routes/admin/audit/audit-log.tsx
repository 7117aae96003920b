/** /admin/audit: who did what and when, filterable by entity type, entity id and action. */
import { columnsIn, DataTable, FilterBar } from '~/components/admin/data-table'
import { auditSentence } from '~/components/admin/audit-sentence'
import { PageHeader } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { orgPage } from '~/routes/admin/org-page.server'
import { formatDateTime } from '~/components/ui/dates'
import { Select, TextField } from '~/components/ui/field'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import { auditEntityTypes, listAudit, type AuditEntryView } from '#core/access'
import { validationMessage, listPageOr422 } from '#web/page'
import type { Route } from './+types/audit-log'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx, locale } = await orgPage(request, 'audit')
  const url = new URL(request.url)
  const filters = {
    entityType: url.searchParams.get('entity_type') ?? '',
    entityId: url.searchParams.get('entity_id') ?? '',
    action: url.searchParams.get('action') ?? '',
  }
  const types = await auditEntityTypes(ctx)
  try {
    const result = await listAudit(ctx, {
      ...filters,
      customerId: office.chosenCustomerId,
      page: listPageOr422(request),
    })
    return { ...result, filters, types, error: null as string | null }
  } catch (error) {
    // A malformed filter shows the empty log with the reason, not an error page.
    const message = validationMessage(error, locale)
    return {
      data: [] as AuditEntryView[],
      meta: { total: 0, page: 1, perPage: 50 },
      filters,
      types,
      error: message,
    }
  }
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const { data, meta, filters } = loaderData
  return (
    <>
      <PageHeader title={t('admin_org.audit.title')} subtitle={t('admin_org.audit.subtitle')} />
      {loaderData.error && <ActionMessage result={{ ok: false, message: loaderData.error }} />}
      <FilterBar submit={t('admin_org.common.filter')}>
        <Select label={t('admin_org.audit.entity_type')} name="entity_type" defaultValue={filters.entityType}>
          <option value="">{t('admin_org.common.all')}</option>
          {loaderData.types.map((type) => (
            <option key={type} value={type}>
              {t(keyIn('admin_org.audit.entities', type))}
            </option>
          ))}
        </Select>
        <TextField label={t('admin_org.audit.entity_id')} name="entity_id" defaultValue={filters.entityId} />
        <TextField
          label={t('admin_org.audit.action')}
          name="action"
          defaultValue={filters.action}
          placeholder="property.publish"
        />
      </FilterBar>
      <DataTable<AuditEntryView>
        caption={t('admin_org.audit.title')}
        rows={data}
        rowKey={(e) => e.id}
        pages={meta}
        columns={columnsIn<AuditEntryView>(t, 'admin_org.audit.col', {
          date: (e) => formatDateTime(e.createdAt, locale, 'short', 'medium'),
          what: (e) => (
            <span>
              <span title={e.actor?.email}>
                {auditSentence(t, {
                  action: e.action,
                  actor: e.actor ? e.actor.name || e.actor.email : null,
                  subject: e.subject,
                  data: e.data,
                })}
              </span>
              {/* The action's code, which the filter above takes. */}
              <code className="mt-0.5 block text-xs text-ink">{e.action}</code>
            </span>
          ),
          agency: (e) => e.customer?.name ?? t('admin_org.common.none'),
        })}
      />
    </>
  )
}
