/**
 * What the project editor's forms do besides saving: upload a unit type's floor plan or the
 * project's brochure, and post
 * a progress update with its optional photos (the update first, then its photos, as the API's
 * two calls; photos refused leave the update posted and say why).
 */
import {
  addProjectProgress,
  BROCHURE_FIELD,
  ProjectProgressInputSchema,
  uploadFloorPlan,
  uploadProjectBrochure,
  uploadProjectPhotos,
} from '#core/projects'
import { decodeId, notFound, parseInput, type ServiceContext } from '#core/shared'
import { uploadedFiles } from '#web/api'
import { formString } from '#web/input'

export async function uploadFloorPlanFromForm(ctx: ServiceContext, projectId: number, form: FormData) {
  const unitTypeId = decodeId('projectUnitType', formString(form, 'unit_type_id'))
  if (unitTypeId === null) throw notFound()
  const [file] = await uploadedFiles(form, 'floor_plan')
  return uploadFloorPlan(ctx, { projectId, unitTypeId, file: file ?? null })
}

export async function uploadBrochureFromForm(ctx: ServiceContext, projectId: number, form: FormData) {
  const [file] = await uploadedFiles(form, BROCHURE_FIELD)
  return uploadProjectBrochure(ctx, { projectId, file: file ?? null })
}

export async function postProgressFromForm(ctx: ServiceContext, projectId: number, form: FormData) {
  const percent = formString(form, 'percent').trim()
  const input = parseInput(ProjectProgressInputSchema, {
    percent: percent === '' ? undefined : Number(percent),
    note: formString(form, 'note'),
  })
  const files = await uploadedFiles(form, 'photos')
  const { update } = await addProjectProgress(ctx, projectId, input)
  if (files.length) await uploadProjectPhotos(ctx, { projectId, progressUpdateId: update.id, files })
}
