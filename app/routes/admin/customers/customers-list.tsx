/** /admin/customers: the agencies the actor manages (its own; all for SuperAdmin). */
import { columnsIn, DataTable, FilterBar, RowLink } from '~/components/admin/data-table'
import { PageHeader } from '~/components/admin/page-header'
import { Pill } from '~/components/admin/org/action-message'
import { orgPage } from '~/routes/admin/org-page.server'
import { loadOr404, listPageOr422 } from '#web/page'
import { ButtonLink } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { canCreateCustomer, listCustomers } from '#core/agencies'
import type { Route } from './+types/customers-list'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'customers')
  const url = new URL(request.url)
  const q = url.searchParams.get('q') ?? ''
  const result = await loadOr404(() => listCustomers(ctx, { q, page: listPageOr422(request) }))
  return { ...result, q, canCreate: canCreateCustomer(office.actor) }
}

type Row = Awaited<ReturnType<typeof listCustomers>>['data'][number]

export default function CustomersList({ loaderData }: Route.ComponentProps) {
  const { t } = useT()
  const { data, meta } = loaderData
  return (
    <>
      <PageHeader
        title={t('admin_org.customers.title')}
        subtitle={t('admin_org.customers.subtitle')}
        actions={
          loaderData.canCreate && (
            <ButtonLink to="/admin/customers/new" size="sm">
              {t('admin_org.customers.new')}
            </ButtonLink>
          )
        }
      />
      <FilterBar submit={t('admin_org.common.search')}>
        <TextField
          label={t('admin_org.customers.search_label')}
          name="q"
          type="search"
          defaultValue={loaderData.q}
          containerClassName="min-w-56 flex-1"
        />
      </FilterBar>
      <DataTable<Row>
        caption={t('admin_org.customers.title')}
        rows={data}
        rowKey={(r) => r.id}
        pages={meta}
        columns={columnsIn<Row>(t, 'admin_org.customers.col', {
          name: (r) => <RowLink to={`/admin/customers/${r.id}`}>{r.name}</RowLink>,
          nit: (r) => r.nit ?? t('admin_org.common.none'),
          municipality: (r) => r.municipalityName ?? t('admin_org.common.none'),
          status: (r) => (
            <Pill tone={r.isActive ? 'green' : 'red'}>
              {t(r.isActive ? 'admin_org.customers.active' : 'admin_org.customers.inactive')}
            </Pill>
          ),
          microsite: (r) => (
            <a href={r.micrositePath} className="underline underline-offset-2">
              {t('admin_org.customers.view_microsite')}
            </a>
          ),
        })}
      />
    </>
  )
}
