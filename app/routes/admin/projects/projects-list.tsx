/**
 * /admin/projects: the builder's new-homes projects with a status filter, a search by name and
 * pages; each row's status buttons are the ones the server would accept now.
 */
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router'
import { columnsIn, DataTable, RowLink, type Column } from '~/components/admin/data-table'
import { ListFilter, PageHeader } from '~/components/admin/page-header'
import { StatusBadge } from '~/components/admin/status-badge'
import { orgPage } from '~/routes/admin/org-page.server'
import { ButtonLink } from '~/components/ui/button'
import { Select, TextField } from '~/components/ui/field'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import {
  allowedProjectActions,
  adminProjectRowView,
  canCreateProjects,
  listProjectsForAdmin,
  ProjectFilterSchema,
  PROJECT_NOT_FOUND_KEY,
} from '#core/projects'
import { PROJECT_STATUSES } from '#core/projects/browser'
import { formatCop } from '#core/shared/browser'
import { parseInput } from '#core/shared'
import { parsedOr422, pathIdOr404, readForm, runIntent, type FormResult } from '#web/page'
import { formString } from '#web/input'
import { ProjectStatusButtons } from '~/components/admin/project-status-buttons'
import { PROJECT_TRANSITIONS } from './project-transitions.server'
import type { Route } from './+types/projects-list'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'projects')
  // The filter form sends its empty choices ("Todos"): an empty field is no filter.
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''))
  const filter = parsedOr422(() => parseInput(ProjectFilterSchema, query), 'errors.bad_request')
  const result = await listProjectsForAdmin(ctx, {
    ...filter,
    customer_id: filter.customer_id ?? office.chosenCustomerId,
  })
  return {
    rows: result.rows.map((r) => ({
      ...adminProjectRowView(r),
      updated_at: r.updatedAt.toISOString().slice(0, 10),
      actions: allowedProjectActions(office.actor, r),
    })),
    total: result.total,
    page: result.page,
    perPage: result.perPage,
    canCreate: canCreateProjects(office.actor),
  }
}

/** A row's status button: the intent names the transition, `id` the project. */
export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'projects')
  const form = await readForm(request)
  const publicId = formString(form, 'id')
  const id = pathIdOr404('project', publicId, PROJECT_NOT_FOUND_KEY)
  const forms = Object.fromEntries(
    Object.entries(PROJECT_TRANSITIONS).map(([intent, t]) => [
      intent,
      { run: () => t.run(ctx, { projectId: id }), saved: keyIn('admin.projects.done', t.done) },
    ]),
  )
  return runIntent(locale, formString(form, 'intent'), forms, [], { id: publicId })
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

export default function ProjectsList({ loaderData: d }: Route.ComponentProps) {
  const { t } = useT()
  const [params] = useSearchParams()
  const result = useActionData<typeof action>() as FormResult | undefined
  const busy = useNavigation().state === 'submitting'
  const columns: Column<Row>[] = columnsIn<Row>(t, 'admin.projects.col', {
    name: (r) => <RowLink to={`/admin/projects/${r.id}`}>{r.name}</RowLink>,
    status: (r) => <StatusBadge status={r.status} labels="projects.status" />,
    stage: (r) => t(keyIn('projects.stage', r.stage)),
    delivery: [(r) => (r.delivery_year ? `${r.delivery_month ?? '—'}/${r.delivery_year}` : '—'), 'whitespace-nowrap'],
    progress: [(r) => `${r.progress_percent} %`, 'whitespace-nowrap'],
    municipality: (r) => r.municipality ?? '—',
    price_from: [(r) => (r.price_from ? formatCop(r.price_from) : '—'), 'whitespace-nowrap'],
    updated: [(r) => r.updated_at, 'whitespace-nowrap'],
    actions: (r) => (
      <Form method="post" className="flex flex-wrap gap-1">
        <input type="hidden" name="id" value={r.id} />
        <ProjectStatusButtons actions={r.actions} busy={busy} label={r.name} />
      </Form>
    ),
  })
  return (
    <>
      <PageHeader
        title={t('admin.projects.title')}
        actions={
          d.canCreate && (
            <div className="flex flex-wrap gap-2">
              <ButtonLink to="/admin/projects/import" size="sm" variant="secondary">
                {t('admin.projects.import.open')}
              </ButtonLink>
              <ButtonLink to="/admin/projects/new" size="sm">
                {t('admin.projects.new')}
              </ButtonLink>
            </div>
          )
        }
      />
      {result?.message && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mb-3 rounded-xl p-3 font-semibold ${result.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {result.message}
        </p>
      )}
      <ListFilter
        label={t('admin.projects.filters')}
        apply={t('admin.projects.filter_apply')}
        clear={{ to: '/admin/projects', label: t('admin.projects.filter_clear') }}
        className="lg:grid-cols-[1fr_2fr_auto]"
      >
        <Select label={t('admin.projects.col.status')} name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">{t('admin.projects.any')}</option>
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(keyIn('projects.status', s))}
            </option>
          ))}
        </Select>
        <TextField label={t('admin.projects.search')} name="q" type="search" defaultValue={params.get('q') ?? ''} />
      </ListFilter>
      <DataTable columns={columns} rows={d.rows} rowKey={(r) => r.id} caption={t('admin.projects.title')} pages={d} />
    </>
  )
}
