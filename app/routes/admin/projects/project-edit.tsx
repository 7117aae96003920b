/**
 * /admin/projects/{id}: edit a project and its unit types, manage its photos, floor plans and brochure,
 * post construction progress, and take the status actions the actor may take now (each button
 * only when the server would accept it). Another builder's project is the 404 page.
 */
import { Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import { PROJECT_FORM_ID, ProjectForm } from '~/components/admin/project-form/project-form'
import { BrochurePanel } from '~/components/admin/project-form/brochure-panel'
import { FloorPlansPanel } from '~/components/admin/project-form/floor-plans-panel'
import { ProgressPanel } from '~/components/admin/project-form/progress-panel'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { PhotoManager, type AdminPhoto } from '~/components/admin/photo-manager'
import { ProjectStatusButtons } from '~/components/admin/project-status-buttons'
import { StatusBadge } from '~/components/admin/status-badge'
import { orgPage } from '~/routes/admin/org-page.server'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import { deleteProjectBrochure, getProjectForAdmin, PROJECT_NOT_FOUND_KEY, updateProject } from '#core/projects'
import { badRequest, decodeId, runtime } from '#core/shared'
import { errorPage, loadOr404, pathIdOr404, readForm, runForm, type FormResult } from '#web/page'
import { projectFormContext, projectFormValues, projectPatch, typedProjectValues } from './project-form.server'
import { postProgressFromForm, uploadBrochureFromForm, uploadFloorPlanFromForm } from './project-actions.server'
import { isProjectTransition, PROJECT_TRANSITIONS } from './project-transitions.server'
import type { Route } from './+types/project-edit'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx } = await orgPage(request, 'projects')
  const id = pathIdOr404('project', params.projectId, PROJECT_NOT_FOUND_KEY)
  const project = await loadOr404(() => getProjectForAdmin(ctx, id), { ownMessage: true })
  const form = await projectFormContext(ctx, {
    departmentId: decodeId('department', project.department_id),
    municipalityId: decodeId('municipality', project.municipality_id),
  })
  return { ...form, project, values: projectFormValues(project), maxPhotos: runtime().env.MAX_PHOTOS_PER_PROPERTY }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'projects')
  const id = pathIdOr404('project', params.projectId, PROJECT_NOT_FOUND_KEY)
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const back = (done: string) => () => redirect(`/admin/projects/${params.projectId}?done=${done}`)
  // Every form of the page answers with its intent and what was typed, so a refusal lands on it.
  const extra = { values: typedProjectValues(form), intent, missing: 'page' } as const
  if (intent === 'save') return runForm(locale, () => updateProject(ctx, id, projectPatch(form)), back('saved'), extra)
  if (intent === 'floor_plan')
    return runForm(locale, () => uploadFloorPlanFromForm(ctx, id, form), back('floor_plan'), {
      ...extra,
      id: String(form.get('unit_type_id') ?? ''),
    })
  if (intent === 'brochure')
    return runForm(locale, () => uploadBrochureFromForm(ctx, id, form), back('brochure'), extra)
  if (intent === 'brochure_delete')
    return runForm(locale, () => deleteProjectBrochure(ctx, { projectId: id }), back('brochure_deleted'), extra)
  if (intent === 'progress') return runForm(locale, () => postProgressFromForm(ctx, id, form), back('progress'), extra)
  if (!isProjectTransition(intent)) throw errorPage(badRequest())
  const transition = PROJECT_TRANSITIONS[intent]
  return runForm(locale, () => transition.run(ctx, { projectId: id }), back(transition.done), extra)
}

/** A project photo as the photo manager shows it (the first is the cover). */
const projectPhotos = (data: unknown): AdminPhoto[] | undefined =>
  (data as { photos?: Omit<AdminPhoto, 'is_cover'>[] } | undefined)?.photos?.map((p, i) => ({
    ...p,
    is_cover: i === 0,
  }))

export default function ProjectEdit({ loaderData: d }: Route.ComponentProps) {
  const { t } = useT()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const done = params.get('done')
  const result = useActionData<typeof action>() as FormResult | undefined
  const p = d.project
  const canEdit = p.actions.includes('update')
  const formResult = result && (result.intent === 'save' || isTransitionIntent(result.intent)) ? result : undefined
  return (
    <>
      <PageHeader
        title={t(canEdit ? 'admin.projects.edit' : 'admin.projects.view', { name: p.name })}
        subtitle={<StatusBadge status={p.status} labels="projects.status" />}
        actions={<ProjectStatusButtons actions={p.actions} busy={busy} form={PROJECT_FORM_ID} />}
      />
      {done && !result && (
        <p role="status" className="mb-3 rounded-xl bg-green-50 p-3 font-semibold text-green-900">
          {t(keyIn('admin.projects.done', done))}
        </p>
      )}
      <div className="flex flex-col gap-4">
        <Panel title={t('admin.projects.section.photos')}>
          <PhotoManager
            endpoint={`/api/admin/projects/${p.id}/photos`}
            photos={projectPhotos({ photos: p.photos }) ?? []}
            photosOf={projectPhotos}
            hasCoverRoute={false}
            max={d.maxPhotos}
            canEdit={canEdit}
          />
        </Panel>
        {canEdit ? (
          <ProjectForm
            // Drawn again after each save, so saved unit types carry their new ids.
            key={p.updated_at}
            values={formResult?.values ?? d.values}
            errors={formResult?.errors ?? {}}
            message={formResult?.message}
            departments={d.departments}
            places={d.places}
            map={d.map}
            amenities={d.amenities}
            isNew={false}
          />
        ) : (
          // The status buttons a project that cannot be edited may still have (restore) submit this form.
          <Form id={PROJECT_FORM_ID} method="post" className="hidden" />
        )}
        {!canEdit && formResult?.message && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800">
            {formResult.message}
          </p>
        )}
        <FloorPlansPanel
          unitTypes={p.unit_types}
          canEdit={canEdit}
          error={result?.intent === 'floor_plan' ? { id: result.id, message: result.message } : undefined}
        />
        <BrochurePanel
          url={p.brochure_url}
          canEdit={canEdit}
          error={result?.intent === 'brochure' ? (result.errors?.brochure ?? result.message) : undefined}
        />
        <ProgressPanel
          percent={p.progress_percent}
          progress={p.progress}
          canPost={p.actions.includes('progress')}
          result={result?.intent === 'progress' ? result : undefined}
        />
      </div>
    </>
  )
}

function isTransitionIntent(intent: string | undefined) {
  return intent === 'publish' || intent === 'unpublish' || intent === 'delete' || intent === 'restore'
}
