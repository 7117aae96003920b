/** /admin/projects/new: a new project with its unit types, saved as a draft (photos come after the first save). */
import { redirect, useActionData } from 'react-router'
import { ProjectForm } from '~/components/admin/project-form/project-form'
import { PageHeader } from '~/components/admin/page-header'
import { orgPage } from '~/routes/admin/org-page.server'
import { useT } from '~/lib/i18n'
import { canCreateProjects, createProject } from '#core/projects'
import { encodeId, forbidden } from '#core/shared'
import { errorPage, readForm, runForm, type FormResult } from '#web/page'
import { projectDraft, projectFormContext, typedProjectValues, type ProjectFormValues } from './project-form.server'
import type { Route } from './+types/project-new'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'projects')
  if (!canCreateProjects(office.actor)) throw errorPage(forbidden())
  const form = await projectFormContext(ctx, { departmentId: null, municipalityId: null })
  return { ...form, values: { stage: 'sobre_planos' } as ProjectFormValues }
}

export async function action({ request }: Route.ActionArgs) {
  const { office, ctx, locale } = await orgPage(request, 'projects')
  const form = await readForm(request)
  const chosen = office.chosenCustomerId
  // Who may create, and in which builder, is createProject's own check (project.policy.ts).
  return runForm(
    locale,
    async () => createProject(ctx, { ...projectDraft(form), customer_id: chosen ?? undefined }),
    (created) => redirect(`/admin/projects/${encodeId('project', created.id)}?done=created`),
    { values: typedProjectValues(form) },
  )
}

export default function ProjectNew({ loaderData: d }: Route.ComponentProps) {
  const { t } = useT()
  const result = useActionData<typeof action>() as FormResult<ProjectFormValues> | undefined
  return (
    <>
      <PageHeader title={t('admin.projects.create_title')} subtitle={t('admin.projects.after_save')} />
      <ProjectForm
        values={result?.values ?? d.values}
        errors={result?.errors ?? {}}
        message={result?.message}
        departments={d.departments}
        places={d.places}
        map={d.map}
        amenities={d.amenities}
        isNew
      />
    </>
  )
}
