/** /admin/customers: the agencies the actor manages (its own; all for SuperAdmin). */
import { Form, Link } from 'react-router'
import { DataTable, Pagination } from '~/components/admin/data-table'
import { PageHeader } from '~/components/admin/page-header'
import { Pill } from '~/components/admin/org/action-message'
import { orgPage } from '~/routes/admin/org-page.server'
import { loadOr404, listPageOr422 } from '#web/page'
import { Button, ButtonLink } from '~/components/ui/button'
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
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label={t('admin_org.customers.search_label')}
          name="q"
          type="search"
          defaultValue={loaderData.q}
          containerClassName="min-w-56 flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('admin_org.common.search')}
        </Button>
      </Form>
      <DataTable<Row>
        caption={t('admin_org.customers.title')}
        rows={data}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'name',
            header: t('admin_org.customers.col.name'),
            cell: (r) => (
              <Link to={`/admin/customers/${r.id}`} className="font-bold text-ink-900 underline underline-offset-2">
                {r.name}
              </Link>
            ),
          },
          { key: 'nit', header: t('admin_org.customers.col.nit'), cell: (r) => r.nit ?? t('admin_org.common.none') },
          {
            key: 'municipality',
            header: t('admin_org.customers.col.municipality'),
            cell: (r) => r.municipalityName ?? t('admin_org.common.none'),
          },
          {
            key: 'status',
            header: t('admin_org.customers.col.status'),
            cell: (r) => (
              <Pill tone={r.isActive ? 'green' : 'red'}>
                {t(r.isActive ? 'admin_org.customers.active' : 'admin_org.customers.inactive')}
              </Pill>
            ),
          },
          {
            key: 'microsite',
            header: t('admin_org.customers.col.microsite'),
            cell: (r) => (
              <a href={r.micrositePath} className="underline underline-offset-2">
                {t('admin_org.customers.view_microsite')}
              </a>
            ),
          },
        ]}
      />
      <Pagination page={meta.page} perPage={meta.perPage} total={meta.total} />
    </>
  )
}
