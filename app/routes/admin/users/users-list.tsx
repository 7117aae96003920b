/** /admin/users: the members of the actor's agencies (every account for SuperAdmin), searchable. */
import { roleLabel } from '~/components/admin/org/role-label'
import { Form, Link } from 'react-router'
import { DataTable, Pagination } from '~/components/admin/data-table'
import { PageHeader } from '~/components/admin/page-header'
import { Pill } from '~/components/admin/org/action-message'
import { orgPage } from '~/routes/admin/org-page.server'
import { loadOr404, listPageOr422 } from '#web/page'
import { Button, ButtonLink } from '~/components/ui/button'
import { formatDate } from '~/components/ui/dates'
import { Select, TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { listUsers, type AdminUserView } from '#core/agencies'
import type { Route } from './+types/users-list'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'users')
  const url = new URL(request.url)
  const status = url.searchParams.get('status')
  const q = url.searchParams.get('q') ?? ''
  const result = await loadOr404(() =>
    listUsers(ctx, {
      q,
      status: status === 'active' || status === 'inactive' ? status : null,
      customerId: office.chosenCustomerId,
      page: listPageOr422(request),
    }),
  )
  return { ...result, q, status: status ?? '' }
}

export default function UsersList({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const { data, meta } = loaderData
  return (
    <>
      <PageHeader
        title={t('admin_org.users.title')}
        subtitle={t('admin_org.users.subtitle')}
        actions={
          <ButtonLink to="/admin/users/new" size="sm">
            {t('admin_org.users.new')}
          </ButtonLink>
        }
      />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label={t('admin_org.users.search_label')}
          name="q"
          type="search"
          defaultValue={loaderData.q}
          containerClassName="min-w-56 flex-1"
        />
        <Select label={t('admin_org.users.status_label')} name="status" defaultValue={loaderData.status}>
          <option value="">{t('admin_org.common.all')}</option>
          <option value="active">{t('admin_org.users.status.active')}</option>
          <option value="inactive">{t('admin_org.users.status.inactive')}</option>
        </Select>
        <Button type="submit" variant="secondary">
          {t('admin_org.common.search')}
        </Button>
      </Form>
      <DataTable<AdminUserView>
        caption={t('admin_org.users.title')}
        rows={data}
        rowKey={(u) => u.id}
        columns={[
          {
            key: 'name',
            header: t('admin_org.users.col.name'),
            cell: (u) => (
              <Link to={`/admin/users/${u.id}`} className="font-bold text-ink-900 underline underline-offset-2">
                {u.fullName || u.email}
              </Link>
            ),
          },
          {
            key: 'email',
            header: t('admin_org.users.col.email'),
            cell: (u) => <span className="break-all">{u.email}</span>,
          },
          {
            key: 'roles',
            header: t('admin_org.users.col.roles'),
            cell: (u) => (
              <ul className="flex flex-wrap gap-1">
                {u.roles.map((r) => (
                  <li key={`${r.role}-${r.customerId}`}>
                    <Pill tone="ink">
                      {r.customerName ? `${roleLabel(t, r.role)} · ${r.customerName}` : roleLabel(t, r.role)}
                    </Pill>
                  </li>
                ))}
              </ul>
            ),
          },
          {
            key: 'status',
            header: t('admin_org.users.col.status'),
            cell: (u) => (
              <span className="flex flex-wrap gap-1">
                <Pill tone={u.isActive ? 'green' : 'red'}>
                  {t(`admin_org.users.status.${u.isActive ? 'active' : 'inactive'}`)}
                </Pill>
                {!u.hasPassword && u.isActive && <Pill tone="amber">{t('admin_org.users.pending_invite')}</Pill>}
              </span>
            ),
          },
          {
            key: 'last_login',
            header: t('admin_org.users.col.last_login'),
            cell: (u) => (u.lastLoginAt ? formatDate(u.lastLoginAt, locale, 'short') : t('admin_org.users.never')),
          },
        ]}
      />
      <Pagination page={meta.page} perPage={meta.perPage} total={meta.total} />
    </>
  )
}
